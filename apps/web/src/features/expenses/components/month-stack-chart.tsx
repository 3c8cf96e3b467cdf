import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { addMoney, toMoneyNumber, type ExpenseSummary } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useMonthsSentence } from '../../../components/chart-summary';
import { ChartOrTable } from '../../../components/chart-or-table';
import { summarizeMonths } from '../../../lib/chart-summary';
import { useFormat } from '../../../lib/use-format';
import { SERIES_COLORS } from './series-colors';

const TOP = 6;
const OTHER = '\u0000other';

/**
 * Spending by month as stacked bars by category: the six biggest categories
 * of the range, the rest as "Other"; a table view of the same figures beside it (the chart's
 * colours are never the only way to read it).
 */
export function MonthStackChart({ data }: { data: ExpenseSummary }) {
  const { t } = useTranslation();
  const f = useFormat();
  const sentence = useMonthsSentence();
  const money = (v: number) => f.money(v, data.currency);
  const totals = new Map<string, { label: string; sum: number }>();
  for (const m of data.items)
    for (const c of m.categories ?? []) {
      const e = totals.get(c.key) ?? { label: c.label || t('reports.none'), sum: 0 };
      e.sum = toMoneyNumber(addMoney(e.sum, c.expenses), data.currency);
      totals.set(c.key, e);
    }
  const ranked = [...totals.entries()]
    .filter(([, v]) => v.sum > 0)
    .sort((a, b) => b[1].sum - a[1].sum);
  const top = ranked.slice(0, TOP);
  const series = [
    ...top.map(([key, v], i) => ({ key, label: v.label, color: SERIES_COLORS[i]! })),
    ...(ranked.length > TOP ? [{ key: OTHER, label: t('reports.other'), color: 'gray.6' }] : []),
  ];
  const shown = new Set(top.map(([key]) => key));
  const rows = data.items.map((m) => {
    const row: Record<string, number | string> = { month: f.month(m.key) };
    for (const s of series) row[s.key] = 0;
    for (const c of m.categories ?? []) {
      const k = shown.has(c.key) ? c.key : OTHER;
      if (k in row) row[k] = toMoneyNumber(addMoney(row[k] as number, c.expenses), data.currency);
    }
    return row;
  });
  if (series.length === 0) return null;
  const title = t('reports.byMonthByCategory');
  // Read without the drawing: the total, the dearest month and the biggest category.
  const summary = sentence(
    title,
    summarizeMonths(
      data.items.map((m) => ({
        month: m.key,
        parts: (m.categories ?? []).map((c) => ({
          name: c.label || t('reports.none'),
          value: c.expenses,
        })),
      })),
    ),
    data.currency,
  );
  return (
    <ChartOrTable
      testId="month-stack"
      label={title}
      summary={summary}
      chart={
        <BarChart
          h={260}
          data={rows}
          dataKey="month"
          type="stacked"
          series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
          valueFormatter={money}
          withLegend
        />
      }
      table={
        <Table striped data-testid="month-stack-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.groups.month')}</Table.Th>
              {series.map((s) => (
                <Table.Th key={s.key} ta="end">
                  {s.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={String(r.month)}>
                <Table.Td>{r.month}</Table.Td>
                {series.map((s) => (
                  <Table.Td key={s.key} ta="end">
                    {money(r[s.key] as number)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
