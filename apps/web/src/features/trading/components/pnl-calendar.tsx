import { Heatmap } from '@mantine/charts';
import { ActionIcon, Card, Group, Text, Title } from '@mantine/core';
import type { TradeFilter } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useTradeCalendar } from '../api/trade-calendar';

/**
 * The month's daily P&L as a heatmap: red for loss days, green for gain days. Each day's figure and
 * trade count are in its tooltip and in the list under it, so no one depends on colour.
 */
export function PnlCalendar({ filter, currency }: { filter: TradeFilter; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  const days = useTradeCalendar(filter, month.year, month.month).data ?? [];
  const shift = (by: number) =>
    setMonth((m) => {
      const d = new Date(Date.UTC(m.year, m.month - 1 + by, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });
  const first = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(month.year, month.month, 0)).toISOString().slice(0, 10);
  const peak = Math.max(1, ...days.map((d) => Math.abs(d.netPnl)));
  return (
    <Card withBorder padding="md" data-testid="pnl-calendar">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('trading.calendar')} · {format.month(first)}
        </Title>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            aria-label={t('trading.previousMonth')}
            onClick={() => shift(-1)}
          >
            ‹
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('trading.nextMonth')}
            onClick={() => shift(1)}
          >
            ›
          </ActionIcon>
        </Group>
      </Group>
      <Heatmap
        data={Object.fromEntries(days.map((d) => [d.date, d.netPnl]))}
        startDate={first}
        endDate={last}
        domain={[-peak, peak]}
        colors={[
          'var(--mantine-color-red-7)',
          'var(--mantine-color-red-3)',
          'var(--mantine-color-gray-3)',
          'var(--mantine-color-teal-3)',
          'var(--mantine-color-teal-7)',
        ]}
        withWeekdayLabels
        withTooltip
        getTooltipLabel={({ date, value }) =>
          value === null ? date : `${format.date(date)}: ${format.signedMoney(value, currency)}`
        }
        rectSize={18}
      />
      <Text size="xs" c="dimmed" mt="xs" data-testid="calendar-days">
        {days
          .map((d) =>
            t('trading.calendarDay', {
              date: format.date(d.date, 'short'),
              pnl: format.signedMoney(d.netPnl, currency),
              // No plural to choose ("trades: 1"), and the digits of the UI language.
              n: format.number(d.count, 0),
            }),
          )
          .join(' · ')}
      </Text>
    </Card>
  );
}
