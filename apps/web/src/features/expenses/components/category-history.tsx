import { BarChart } from '@mantine/charts';
import { Modal, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_CURRENCY, shiftMonth, subMoney, toMoneyNumber } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useMonthsSentence } from '../../../components/chart-summary';
import { ChartOrTable } from '../../../components/chart-or-table';
import { summarizeMonths } from '../../../lib/chart-summary';
import { useFormat } from '../../../lib/use-format';
import { useSummary } from '../api/reports';

/** The last day of a 'YYYY-MM' month. */
function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

interface Props {
  /** The category shown, or null when the dialog is closed. */
  category: string | null;
  /** The month the budgets view shows: the history ends with it. */
  month: string;
  onClose: () => void;
}

/**
 * A category's spending over the 12 months up to the budgets view's month: spent as the
 * budgets count it (expenses − refunds, split lines under their category), as bars and as a table.
 * One summary request, every month by category, the same figures as the Expenses reports.
 */
export function CategoryHistory({ category, month, onClose }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const sentence = useMonthsSentence();
  const from = `${shiftMonth(month, -11)}-01`;
  const query = useSummary({ from, to: lastDay(month), groupBy: 'month', stack: 'category' });
  const data = query.data;
  const key = category?.toLowerCase();
  const byMonth = new Map(
    (data?.items ?? []).map((m) => {
      const c = m.categories?.find((x) => x.key === key);
      // Exact decimals rounded to the base currency, as budgets round spent (not binary floats).
      return [m.key, c && data ? toMoneyNumber(subMoney(c.expenses, c.income), data.currency) : 0];
    }),
  );
  const rows = Array.from({ length: 12 }, (_, i) => {
    const m = shiftMonth(month, i - 11);
    return { key: m, month: f.month(m), spent: byMonth.get(m) ?? 0 };
  });
  const money = (v: number) => f.money(v, data?.currency ?? DEFAULT_CURRENCY);
  const title = t('expenses.history.title', { name: category ?? '' });
  // Read without the drawing: the year's total and the dearest month.
  const summary = sentence(
    category ?? '',
    summarizeMonths(
      rows.map((r) => ({ month: r.key, parts: [{ name: 'spent', value: r.spent }] })),
    ),
    data?.currency ?? DEFAULT_CURRENCY,
  );
  return (
    <Modal opened={category !== null} onClose={onClose} title={title} size="lg">
      {data && (
        <Stack gap="xs" data-testid="category-history">
          <ChartOrTable
            label={title}
            summary={summary}
            viewTestId="category-history-view"
            chart={
              <BarChart
                h={240}
                data={rows}
                dataKey="month"
                series={[{ name: 'spent', label: t('expenses.totals.spent'), color: 'teal.6' }]}
                valueFormatter={money}
              />
            }
            table={
              <Table striped data-testid="category-history-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reports.groups.month')}</Table.Th>
                    <Table.Th ta="end">{t('expenses.totals.spent')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.key}>
                      <Table.Td>{r.month}</Table.Td>
                      <Table.Td ta="end">{money(r.spent)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            }
          />
          {data.missingRates.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('expenses.missingRates', { list: data.missingRates.join(', ') })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
