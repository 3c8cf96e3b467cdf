import { Box, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { INTL_LOCALES } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';

interface Day {
  date: string;
  netPnl: number;
  count: number;
}

/** Tones that keep the day number readable (light variants) in light and dark mode. */
const toneOf = (pnl: number | undefined) =>
  pnl === undefined || pnl === 0
    ? 'var(--mantine-color-default)'
    : pnl > 0
      ? 'var(--mantine-color-teal-light)'
      : 'var(--mantine-color-red-light)';

/**
 * One month as a calendar (Monday first): every day shows its number, and a traded day its net
 * P&L, so an empty month still reads as a month rather than a grey grid.
 */
export function PnlMonthGrid({
  year,
  month,
  days,
  currency,
}: {
  year: number;
  month: number;
  days: Day[];
  currency: string;
}) {
  const format = useFormat();
  const byDate = new Map(days.map((d) => [d.date, d]));
  const weekdays = useMemo(() => {
    const narrow = new Intl.DateTimeFormat(INTL_LOCALES[format.locale], {
      weekday: 'narrow',
      timeZone: 'UTC',
    });
    // 2024-01-01 was a Monday.
    return [1, 2, 3, 4, 5, 6, 7].map((d) => ({
      short: narrow.format(new Date(Date.UTC(2024, 0, d))),
      long: format.weekday(d),
    }));
  }, [format]);
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: 0 Sunday … 6 Saturday → blanks before the 1st in a Monday-first week.
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <SimpleGrid cols={7} spacing={4} verticalSpacing={4} data-testid="calendar-grid">
      {weekdays.map((w) => (
        <Text key={w.long} size="xs" c="dimmed" ta="center" title={w.long} aria-hidden>
          {w.short}
        </Text>
      ))}
      {Array.from({ length: lead }, (_, i) => (
        <Box key={`lead-${i}`} />
      ))}
      {Array.from({ length }, (_, i) => {
        const date = `${year}-${pad(month)}-${pad(i + 1)}`;
        const day = byDate.get(date);
        const label = day
          ? `${format.date(date)}: ${format.signedMoney(day.netPnl, currency)}`
          : format.date(date);
        return (
          <Tooltip key={date} label={label} disabled={!day}>
            <Box
              data-testid="calendar-day"
              aria-label={label}
              role="img"
              p={4}
              mih={40}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: '1px solid var(--mantine-color-default-border)',
                background: toneOf(day?.netPnl),
                minWidth: 0,
              }}
            >
              <Text size="xs" fw={600} lh={1.2}>
                {format.number(i + 1, 0)}
              </Text>
              {day ? (
                <Text size="10px" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
                  {format.moneyCompact(day.netPnl, currency)}
                </Text>
              ) : null}
            </Box>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
