import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@wealthlog/core';
import { api } from '../api/client';
import { financeKeys } from './keys';

/**
 * GET /api/real-estate/properties: shared by the real-estate page and the recurring form (a
 * property's rent or charge can repeat), since features may not import one another.
 */
export const propertiesQueryOptions = () =>
  queryOptions({
    queryKey: [...financeKeys.realEstate, 'properties'],
    queryFn: ({ signal }) => api.get<Property[]>('/real-estate/properties', { signal }),
  });

export function useProperties() {
  return useQuery(propertiesQueryOptions());
}
