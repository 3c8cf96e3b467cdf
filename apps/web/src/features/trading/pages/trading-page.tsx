import { Button, Group, Pagination, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TradeFilter } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../../lib/queries/accounts-list';
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
  const [filter, setFilter] = useState<TradeFilter>({});
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [sizing, setSizing] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const trades = useTrades(filter, page);
  const stats = useTradeStats(filter);
  const total = trades.data?.total ?? 0;

  return (
    <Stack gap="md" data-testid="page-trading">
      <Group justify="space-between">
        <Title order={1}>{t('pages.trading')}</Title>
        <Group gap="sm">
          <TradeFileActions accounts={accounts.data ?? []} filter={filter} />
          <Button variant="default" onClick={() => setSizing(true)} data-testid="instruments-open">
            {t('trading.instruments.button')}
          </Button>
          <Button onClick={() => setCreating(true)} data-testid="new-trade">
            {t('trading.newTrade')}
          </Button>
        </Group>
      </Group>
      <TradeFilters
        accounts={accounts.data ?? []}
        value={filter}
        onChange={(next) => (setFilter(next), setPage(1))}
      />
      <TradeStatsCards stats={stats.data} />
      {stats.data && stats.data.count > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <LazyEquityCurve stats={stats.data} />
          <LazyPnlCalendar filter={filter} currency={stats.data.currency ?? 'EUR'} />
        </SimpleGrid>
      )}
      {stats.data && stats.data.count > 0 && <TradeBreakdowns stats={stats.data} />}
      <TradesTable trades={trades.data?.items ?? []} onOpen={setOpenId} />
      {total > TRADE_PAGE_SIZE && (
        <Pagination total={Math.ceil(total / TRADE_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
      <TradeFormModal opened={creating} onClose={() => setCreating(false)} />
      <TradeDrawer tradeId={openId} onClose={() => setOpenId(null)} />
      <InstrumentsModal opened={sizing} onClose={() => setSizing(false)} />
    </Stack>
  );
}
