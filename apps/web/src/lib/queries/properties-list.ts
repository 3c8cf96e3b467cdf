import { queryOptions, useQuery } from '@tanstack/react-query';
import { realEstatePaths } from '@wealthlog/core';
import { caller } from '../api/endpoints';
import { financeKeys } from './keys';

const call = caller(realEstatePaths);

/**
 * GET /api/real-estate/properties: shared by the real-estate page and the recurring form (a
 * property's rent or charge can repeat), since features may not import one another.
 */
export const propertiesQueryOptions = () =>
  queryOptions({
    queryKey: [...financeKeys.realEstate, 'properties'],
    queryFn: ({ signal }) => call('realEstate.properties.list', { signal }),
  });

export function useProperties() {
  return useQuery(propertiesQueryOptions());
}
