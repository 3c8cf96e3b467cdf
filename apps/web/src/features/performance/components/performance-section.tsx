import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { NETWORTH_RANGES, type NetworthRange, PORTFOLIO_ACCOUNT_TYPES } from '@wealthlog/core';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useFormat } from '../../../lib/use-format';
import { usePerformance } from '../api/performance';
import { PerformanceFigures } from './performance-figures';

const PerformanceChart = lazy(() =>
  import('./performance-chart').then((m) => ({ default: m.PerformanceChart })),
);

const PORTFOLIO = 'portfolio';

/**
 * Performance of the portfolio or of one investment account over a range: the returns with what
 * each measures, value against contributions, the time-weighted index, and the same as a table.
 */
export function PerformanceSection() {
  const { t } = useTranslation();
  const format = useFormat();
  // ?range=: a link (the home's investments card) opens the same range it shows.
  const [params] = useSearchParams();
  const asked = params.get('range');
  const [range, setRange] = useState<NetworthRange>(() =>
    (NETWORTH_RANGES as readonly string[]).includes(asked ?? '') ? (asked as NetworthRange) : '1y',
  );
  const [account, setAccount] = useState(PORTFOLIO);
  const [asTable, setAsTable] = useState(false);
  const accounts = useAccounts();
  const accountId = account === PORTFOLIO ? null : Number(account);
  const { data: p, isFetching, error } = usePerformance(accountId, range);
  const choices = [
    { value: PORTFOLIO, label: t('performance.portfolio') },
    ...(accounts.data ?? [])
      .filter((a) => (PORTFOLIO_ACCOUNT_TYPES as readonly string[]).includes(a.type))
      .map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` })),
  ];
  return (
    <Card withBorder padding="md" data-testid="performance-section">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {t('performance.title')}
          </Title>
          <Group gap="xs" wrap="wrap">
            {isFetching && <Loader size="xs" aria-label={t('performance.loading')} />}
            <Select
              size="xs"
              aria-label={t('performance.of')}
              data={choices}
              value={account}
              onChange={(v) => setAccount(v ?? PORTFOLIO)}
              allowDeselect={false}
              data-testid="performance-account"
            />
            <SegmentedControl
              size="xs"
              value={range}
              onChange={(v) => setRange(v as NetworthRange)}
              data={NETWORTH_RANGES.map((r) => ({ value: r, label: t(`dashboard.ranges.${r}`) }))}
              aria-label={t('performance.range')}
              data-testid="performance-range"
            />
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('performance.intro')}
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        ) : !p ? (
          <Skeleton height={120} />
        ) : (
          <>
            <Text size="sm" data-testid="performance-summary">
              {t('performance.summary', {
                from: format.date(p.from),
                to: format.date(p.to),
                start: format.money(p.startValue, p.currency),
                end: format.money(p.endValue, p.currency),
                twr: format.percent(p.twr / 100),
              })}
            </Text>
            {p.missingRates.length > 0 && (
              <Alert color="yellow">
                {t('performance.missingRates', { currencies: p.missingRates.join(', ') })}
              </Alert>
            )}
            <PerformanceFigures p={p} />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setAsTable((v) => !v)}
                aria-pressed={asTable}
              >
                {asTable ? t('performance.showChart') : t('performance.showTable')}
              </Button>
            </Group>
            {asTable ? (
              <ScrollRegion label={t('performance.tableLabel')} maxHeight={360}>
                <Table striped stickyHeader data-testid="performance-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('positions.date')}</Table.Th>
                      <Table.Th ta="end">{t('performance.value')}</Table.Th>
                      <Table.Th ta="end">{t('performance.contributions')}</Table.Th>
                      <Table.Th ta="end">{t('performance.twrIndex')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...p.points].reverse().map((x) => (
                      <Table.Tr key={x.date}>
                        <Table.Td>{format.date(x.date)}</Table.Td>
                        <Table.Td ta="end">{format.money(x.value, p.currency)}</Table.Td>
                        <Table.Td ta="end">{format.money(x.netContributions, p.currency)}</Table.Td>
                        <Table.Td ta="end">{format.number(x.twrIndex, 2)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
            ) : p.points.length > 0 ? (
              <Suspense fallback={<Skeleton height={380} />}>
                <PerformanceChart p={p} />
              </Suspense>
            ) : (
              <Text c="dimmed" size="sm">
                {t('performance.noData')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
