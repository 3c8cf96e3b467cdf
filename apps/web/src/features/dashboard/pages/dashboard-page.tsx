import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_NETWORTH_RANGE, type Account, type NetworthRange } from '@wealthlog/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useNetworthSummary } from '../../../lib/queries/networth-summary';
import { useFormat } from '../../../lib/use-format';
import { useSession } from '../../../lib/session';
import { Slot } from '../../../lib/slots';
import { useNetworthSeries } from '../api/networth-series';
import { useRecentTransactions } from '../api/recent-transactions';
import { DashboardEmptyState } from '../components/empty-state';
import { LazyAllocationCard, LazyNetworthChart } from '../components/lazy-charts';
import { MissingRatesAlert } from '../components/missing-rates-alert';
import { RecentTransactions } from '../components/recent-transactions';
import { StatCards } from '../components/stat-cards';

/** /dashboard: net worth today and over time, in the user's base currency. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [range, setRange] = useState<NetworthRange>(DEFAULT_NETWORTH_RANGE);
  const { user } = useSession();
  const accounts = useAccounts();
  const summary = useNetworthSummary();
  const series = useNetworthSeries(range);
  const recent = useRecentTransactions();
  const byId = useMemo(
    () => new Map<number, Account>((accounts.data ?? []).map((a) => [a.id, a])),
    [accounts.data],
  );
  // A loan or a property counts in net worth without any account (ADR 0012, 0013): the welcome
  // card is for someone who has nothing yet, not for someone whose wealth is all outside accounts.
  const noAccounts =
    accounts.isSuccess &&
    accounts.data.length === 0 &&
    summary.isSuccess &&
    Object.keys(summary.data.byType).length === 0;

  return (
    <Stack gap="md" data-testid="page-dashboard">
      <Stack gap={2}>
        <Title order={1}>
          {user?.firstName
            ? t('dashboard.greeting', { name: user.firstName })
            : t('pages.dashboard')}
        </Title>
        {summary.data && (
          <Text size="sm" c="dimmed">
            {t('dashboard.asOf', {
              date: format.date(summary.data.asOf),
              currency: summary.data.currency,
            })}
          </Text>
        )}
      </Stack>
      <Slot name="dashboard.attention" props={{}} />
      {noAccounts && <DashboardEmptyState />}
      {!noAccounts && (accounts.isPending || summary.isPending) && <Loader />}
      {!noAccounts && summary.data && (
        <>
          <MissingRatesAlert currencies={summary.data.missingRates} />
          <StatCards summary={summary.data} points={series.data?.points ?? []} />
          <Slot name="dashboard.cards" props={{}} />
          <LazyNetworthChart
            range={range}
            onRange={setRange}
            series={series.data}
            loading={series.isFetching}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <LazyAllocationCard
              title={t('dashboard.byType')}
              values={summary.data.assetsByType as Record<string, number>}
              owed={summary.data.liabilitiesByType as Record<string, number>}
              currency={summary.data.currency}
              label={(k) => t(`accounts.types.${k}`)}
              testId="allocation-type"
            />
            <LazyAllocationCard
              title={t('dashboard.byCurrency')}
              values={summary.data.byCurrency}
              currency={summary.data.currency}
              label={(k) => k}
              testId="allocation-currency"
            />
          </SimpleGrid>
          <RecentTransactions items={recent.data?.items ?? []} accounts={byId} />
        </>
      )}
    </Stack>
  );
}
