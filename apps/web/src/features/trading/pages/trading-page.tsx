import { Button, Group, Kbd, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { DEFAULT_CURRENCY, tradeFilterSchema, type TradeFilter } from '@wealthlog/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useUrlFilter } from '../../../lib/use-url-filter';
import { TRADE_PAGE_SIZE, useTrades } from '../api/list-trades';
import { useTradeStats } from '../api/trade-stats';
import { LazyEquityCurve, LazyPnlCalendar } from '../components/lazy-charts';
import { InstrumentsModal } from '../components/instruments-modal';
import { TradeBreakdowns } from '../components/trade-breakdowns';
import { TradeDrawer } from '../components/trade-drawer';
import { TradeFileActions } from '../components/import/trade-file-actions';
import { TradeFilters } from '../components/trade-filters';
import { TradeFormModal } from '../components/trade-form-modal';
import { TradeStatsCards } from '../components/trade-stats-cards';
import { TradesTable } from '../components/trades-table';

/** /trading/trading: the journal — stats, equity curve, calendar, and the trades with their fills. */
export function TradingPage() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  // The filters and page are in the address: Back from Positions or Performance keeps them.
  const { filter, page, setFilter, setPage } = useUrlFilter<TradeFilter>(tradeFilterSchema);
  const [creating, setCreating] = useState(false);
  const [sizing, setSizing] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const trades = useTrades(filter, page);
  const stats = useTradeStats(filter);
  const total = trades.data?.total ?? 0;
  // Quick entry: N opens the new-trade form (by the key's place, so it works on any layout).
  // Not while a drawer or dialog is open: there N could be meant for them.
  useHotkeys([
    ['n', () => openId === null && !sizing && setCreating(true), { usePhysicalKeys: true }],
  ]);
  // A chip narrows the journal to its pattern or tag; the drawer closes to show the list.
  const filterBy = (patch: Pick<TradeFilter, 'tag' | 'pattern'>) => {
    setFilter({ ...filter, ...patch });
    setOpenId(null);
  };

  return (
    <Stack gap="md" data-testid="page-trading">
      <Group justify="space-between">
        <Title order={1}>{t('pages.trading')}</Title>
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={PATHS.positions}
            data-testid="positions-open"
          >
            {t('positions.open')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={PATHS.performance}
            data-testid="performance-open"
          >
            {t('performance.title')}
          </Button>
          <TradeFileActions accounts={accounts.data ?? []} filter={filter} />
          <Button variant="default" onClick={() => setSizing(true)} data-testid="instruments-open">
            {t('trading.instruments.button')}
          </Button>
          <Button onClick={() => setCreating(true)} aria-keyshortcuts="N" data-testid="new-trade">
            {t('trading.newTrade')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" visibleFrom="sm" data-testid="new-trade-hint">
        <Trans i18nKey="trading.shortcut" components={[<Kbd key="n" size="xs" />]} />
      </Text>
      <TradeFilters accounts={accounts.data ?? []} value={filter} onChange={setFilter} />
      <TradeStatsCards stats={stats.data} />
      {stats.data && stats.data.count > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <LazyEquityCurve stats={stats.data} />
          <LazyPnlCalendar filter={filter} currency={stats.data.currency ?? DEFAULT_CURRENCY} />
        </SimpleGrid>
      )}
      {stats.data && stats.data.count > 0 && <TradeBreakdowns stats={stats.data} />}
      <TradesTable trades={trades.data?.items ?? []} onOpen={setOpenId} onFilter={filterBy} />
      {total > TRADE_PAGE_SIZE && (
        <Pagination total={Math.ceil(total / TRADE_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
      <TradeFormModal opened={creating} onClose={() => setCreating(false)} />
      <TradeDrawer tradeId={openId} onClose={() => setOpenId(null)} onFilter={filterBy} />
      <InstrumentsModal opened={sizing} onClose={() => setSizing(false)} />
    </Stack>
  );
}
