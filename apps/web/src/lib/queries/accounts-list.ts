import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@wealthlog/core';
import { api } from '../api/client';
import { financeKeys } from './keys';

/**
 * GET /api/account: every account, active and inactive. Shared by the accounts page, the
 * transaction filters and forms, and the dashboard (features may not import one another).
 */
export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return api.get<Account[]>('/account', signal ? { signal } : {});
}

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: [...financeKeys.accounts, 'list'],
    queryFn: ({ signal }) => fetchAccounts(signal),
  });

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
