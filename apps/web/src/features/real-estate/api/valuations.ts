import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValuationBody } from '@wealthlog/core';
import { realEstatePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateRealEstate, realEstateKeys } from './keys';

const call = caller(realEstatePaths);

/** GET /api/real-estate/properties/{id}/valuations, oldest first. */
export function useValuations(id: number) {
  return useQuery({
    queryKey: realEstateKeys.valuations(id),
    queryFn: ({ signal }) => call('realEstate.valuations.list', { params: { id }, signal }),
  });
}

/** POST …/valuations: one a day (a second one on the same day replaces it). */
export function useAddValuation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValuationBody) =>
      call('realEstate.valuations.upsert', { params: { id }, body }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** DELETE …/valuations/{valuationId}. */
export function useDeleteValuation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valuationId: number) =>
      call('realEstate.valuations.delete', { params: { id, valuationId } }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}
