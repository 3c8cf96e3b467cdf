import { type QueryClient } from '@tanstack/react-query';
import { invalidateFinance } from '../../../lib/queries/keys';

/** Query keys of the real-estate feature. */
export const realEstateKeys = {
  all: ['real-estate'] as const,
  properties: ['real-estate', 'properties'] as const,
  property: (id: number) => ['real-estate', 'properties', id] as const,
  valuations: (id: number) => ['real-estate', 'valuations', id] as const,
  metrics: (id: number, year: number | null) => ['real-estate', 'metrics', id, year] as const,
  entries: (kind: 'income' | 'expenses', id: number) => ['real-estate', kind, id] as const,
};

/**
 * A property's value, income and expenses move net worth and, paid through an account, balances
 * and transactions: every real-estate write refreshes them and the area's own answers.
 */
export async function invalidateRealEstate(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateFinance(queryClient),
    queryClient.invalidateQueries({ queryKey: realEstateKeys.all }),
  ]);
}
