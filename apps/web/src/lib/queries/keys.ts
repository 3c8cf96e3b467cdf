import type { QueryClient } from '@tanstack/react-query';
import { apiCache } from '../cache';

/**
 * Query keys shared by the accounts, transactions, dashboard and fx features: a posting in one
 * feature must refresh what the others show, so the keys live here and not in any one feature.
 */
export const financeKeys = {
  accounts: ['accounts'] as const,
  statusHistory: ['accounts', 'status-history'] as const,
  transactions: ['transactions'] as const,
  categories: ['transactions', 'categories'] as const,
  dashboard: ['dashboard'] as const,
  fx: ['fx'] as const,
  /** Open positions and prices: trades, fills, prices and rates move them. */
  holdings: ['holdings'] as const,
  /** Properties and their entries: a property's rent or charge is also a transaction (ADR 0012). */
  realEstate: ['real-estate'] as const,
};

/**
 * After any posting, account or rate change: balances, lists and net worth are stale. The API
 * client also keeps net-worth answers for 60 s (lib/cache.ts), so that cache is dropped first, else
 * the refetch would be served the pre-write figures.
 */
export async function invalidateFinance(
  queryClient: QueryClient,
  scope: { fx?: boolean } = {},
): Promise<void> {
  apiCache.invalidate('/api/dashboard');
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: financeKeys.accounts }),
    queryClient.invalidateQueries({ queryKey: financeKeys.transactions }),
    queryClient.invalidateQueries({ queryKey: financeKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: financeKeys.holdings }),
    queryClient.invalidateQueries({ queryKey: financeKeys.realEstate }),
    ...(scope.fx ? [queryClient.invalidateQueries({ queryKey: financeKeys.fx })] : []),
  ]);
}
