import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../api/endpoints';
import { financeKeys } from './keys';

const call = caller(accountPaths);

/**
 * GET /api/account: every account, active and inactive. Shared by the accounts page, the
 * transaction filters and forms, and the dashboard (features may not import one another).
 */
export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return call('accounts.list', { ...(signal ? { signal } : {}) });
}

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: [...financeKeys.accounts, 'list'],
    queryFn: ({ signal }) => fetchAccounts(signal),
  });

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
