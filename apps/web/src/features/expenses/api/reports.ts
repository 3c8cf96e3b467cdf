import { useQuery } from '@tanstack/react-query';
import type { SummaryGroup } from '@wealthlog/core';
import { expensePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(expensePaths);

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
    queryFn: () => call('reports.summary.get', { query: q }),
    enabled: valid,
  });
}
