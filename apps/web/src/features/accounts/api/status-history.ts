import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusChange } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(accountPaths);

/** GET /api/account/status-history[?accountId=], newest first. */
export function fetchStatusHistory(
  accountId?: number,
  signal?: AbortSignal,
): Promise<StatusChange[]> {
  return call('accounts.statusHistory.list', {
    ...(accountId ? { query: { accountId } } : {}),
    ...(signal ? { signal } : {}),
  });
}

export const statusHistoryQueryOptions = (accountId?: number) =>
  queryOptions({
    queryKey: [...financeKeys.statusHistory, accountId ?? 'all'],
    queryFn: ({ signal }) => fetchStatusHistory(accountId, signal),
  });

export function useStatusHistory(accountId: number | undefined, enabled: boolean) {
  return useQuery({ ...statusHistoryQueryOptions(accountId), enabled });
}
