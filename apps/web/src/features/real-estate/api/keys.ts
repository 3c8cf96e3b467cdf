import { type QueryClient } from '@tanstack/react-query';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

/** Query keys of the real-estate feature. */
export const realEstateKeys = {
  all: financeKeys.realEstate,
  properties: [...financeKeys.realEstate, 'properties'] as const,
  property: (id: number) => ['real-estate', 'properties', id] as const,
  valuations: (id: number) => ['real-estate', 'valuations', id] as const,
  metrics: (id: number, year: number | null) => ['real-estate', 'metrics', id, year] as const,
  entries: (kind: 'income' | 'expenses', id: number) => ['real-estate', kind, id] as const,
};

/**
 * A property's value, income and expenses move net worth and, paid through an account, balances
 * and transactions: every real-estate write refreshes them and the area's own answers (which
 * invalidateFinance covers, as a transaction's edit can change a property's entry).
 */
export async function invalidateRealEstate(queryClient: QueryClient): Promise<void> {
  await invalidateFinance(queryClient);
}
