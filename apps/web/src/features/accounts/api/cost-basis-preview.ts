import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CostBasisMethod, CostBasisPreview } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(accountPaths);

/** GET /api/account/{id}/cost-basis-preview?method=: realised P&L now and under `method`. */
export function fetchCostBasisPreview(
  id: number,
  method: CostBasisMethod,
  signal?: AbortSignal,
): Promise<CostBasisPreview> {
  return call('accounts.costBasisPreview.get', {
    params: { id },
    query: { method },
    ...(signal ? { signal } : {}),
  });
}

export const costBasisPreviewQueryOptions = (id: number, method: CostBasisMethod) =>
  queryOptions({
    // Under the accounts key: any posting or account write refreshes it.
    queryKey: [...financeKeys.accounts, id, 'cost-basis-preview', method],
    queryFn: ({ signal }) => fetchCostBasisPreview(id, method, signal),
    staleTime: 0,
  });

export function useCostBasisPreview(id: number, method: CostBasisMethod | null) {
  return useQuery({
    ...costBasisPreviewQueryOptions(id, method ?? 'FIFO'),
    enabled: method !== null,
  });
}
