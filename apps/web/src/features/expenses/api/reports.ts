import { useQuery } from '@tanstack/react-query';
import type { ExpenseSummary, SummaryGroup } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys } from '../../../lib/queries/keys';

/** GET /api/expenses/summary; under the transactions key, so any posting refreshes it. */
export function useSummary(q: {
  from: string;
  to: string;
  groupBy: SummaryGroup;
  stack?: 'category';
}) {
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(q.from) && /^\d{4}-\d{2}-\d{2}$/.test(q.to) && q.from <= q.to;
  return useQuery({
    queryKey: [...financeKeys.transactions, 'expenses', 'summary', q],
    queryFn: () => api.get<ExpenseSummary>('/expenses/summary', { query: q }),
    enabled: valid,
  });
}
