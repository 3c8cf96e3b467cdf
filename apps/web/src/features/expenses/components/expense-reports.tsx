import {
  Anchor,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DEFAULT_CURRENCY, SUMMARY_GROUPS, type SummaryGroup } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region';
import { todayIso } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { useFormat } from '../../../lib/use-format';
import { isDayOrEmpty, oneOf, useUrlParam } from '../../../lib/use-url-param';
import { useSummary } from '../api/reports';
import { MonthStackChart } from './month-stack-chart';
import { SpendingDonut } from './spending-donut';

/** Spending by category (donut and table), by month, account or payee, for any range. */
export function ExpenseReports() {
  const { t } = useTranslation();
  const f = useFormat();
  const today = todayIso();
  // The range and grouping are in the address, so Back from a drill-down shows this report again.
  const [from, setFrom] = useUrlParam('from', `${today.slice(0, 4)}-01-01`, isDayOrEmpty);
  const [to, setTo] = useUrlParam('to', today, isDayOrEmpty);
  const [groupBy, setGroupBy] = useUrlParam<SummaryGroup>(
    'groupBy',
    'category',
    oneOf(SUMMARY_GROUPS),
  );
  // By month, each month also by category: the stacked bars.
  const query = useSummary({
    from,
    to,
    groupBy,
    ...(groupBy === 'month' ? { stack: 'category' } : {}),
  });
  const data = query.data;
  const money = (v: number) => f.money(v, data?.currency ?? DEFAULT_CURRENCY);
  const label = (key: string, text: string) =>
    groupBy === 'month' ? f.month(key) : text || t('reports.none');
  // Drill-down: the transactions list with this row's filter applied.
  const drill = (key: string) =>
    groupBy === 'category' && key
      ? `${PATHS.transactions}?${new URLSearchParams({ category: key, from, to })}`
      : groupBy === 'account'
        ? `/accounts/${key}/transactions?${new URLSearchParams({ from, to })}`
        : null;
  const spending = (data?.items ?? []).filter((i) => i.expenses > 0);

  return (
    <Stack gap="md" data-testid="expense-reports">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('reports.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('reports.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <SegmentedControl
          value={groupBy}
          onChange={(v) => setGroupBy(v as SummaryGroup)}
          data={SUMMARY_GROUPS.map((g) => ({ value: g, label: t(`reports.groups.${g}`) }))}
        />
      </Group>
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {(['expenses', 'income', 'net'] as const).map((k) => (
              <Card key={k} withBorder padding="sm">
                <Text size="xs" c="dimmed">
                  {t(`reports.${k}`)}
                </Text>
                <Text fw={700} data-testid={`report-total-${k}`}>
                  {money(data.totals[k])}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          {groupBy !== 'month' && spending.length > 0 && (
            <Card withBorder padding="md">
              <Title order={2} size="h4" mb="sm">
                {t('reports.spending')}
              </Title>
              <SpendingDonut
                slices={spending
                  .slice(0, 8)
                  .map((i) => ({ name: label(i.key, i.label), value: i.expenses }))}
                byCategory={groupBy === 'category'}
                money={money}
              />
            </Card>
          )}
          {groupBy === 'month' && (
            <Card withBorder padding="md">
              <Title order={2} size="h4" mb="sm">
                {t('reports.byMonthByCategory')}
              </Title>
              <MonthStackChart data={data} />
            </Card>
          )}
          <ScrollRegion label={t('reports.title')}>
            <Table striped data-testid="report-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`reports.groups.${groupBy}`)}</Table.Th>
                  <Table.Th ta="end">{t('reports.expenses')}</Table.Th>
                  <Table.Th ta="end">{t('reports.income')}</Table.Th>
                  <Table.Th ta="end">{t('reports.net')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((i) => {
                  const href = drill(i.key);
                  return (
                    <Table.Tr key={i.key}>
                      <Table.Td>
                        {href ? (
                          <Anchor component={Link} to={href}>
                            {label(i.key, i.label)}
                          </Anchor>
                        ) : (
                          label(i.key, i.label)
                        )}
                      </Table.Td>
                      <Table.Td ta="end">{money(i.expenses)}</Table.Td>
                      <Table.Td ta="end">{money(i.income)}</Table.Td>
                      <Table.Td ta="end">{f.signedMoney(i.net, data.currency)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {data.items.length === 0 && <Text c="dimmed">{t('reports.empty')}</Text>}
        </>
      )}
    </Stack>
  );
}
