import { ActionIcon, Card, Group, Text, Title } from '@mantine/core';
import type { TradeFilter } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useTradeCalendar } from '../api/trade-calendar';
import { PnlMonthGrid } from './pnl-month-grid';

/**
 * The month's daily P&L as a calendar: red for loss days, green for gain days. Each day's figure is
 * written in its cell and, with the trade count, in the list under it, so no one depends on colour.
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
      <PnlMonthGrid year={month.year} month={month.month} days={days} currency={currency} />
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
