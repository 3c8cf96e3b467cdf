import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Holding } from '@wealthlog/core';
import { holdingPaths } from '@wealthlog/core';
import { caller } from '../api/endpoints';
import { financeKeys } from './keys';

const call = caller(holdingPaths);

/**
 * GET /api/holdings: open positions at market value, every account or one. Shared by the
 * positions page and the accounts page (an investment account's value includes its positions).
 */
export function listHoldings(accountId?: number): Promise<Holding[]> {
  return call('holdings.list', { ...(accountId ? { query: { accountId } } : {}) });
}

export const holdingsQuery = (accountId?: number) =>
  queryOptions({
    queryKey: [...financeKeys.holdings, 'list', accountId ?? 'all'],
    queryFn: () => listHoldings(accountId),
  });

export function useHoldings(accountId?: number) {
  return useQuery(holdingsQuery(accountId));
}
