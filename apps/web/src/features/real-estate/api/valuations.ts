import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Valuation, ValuationBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateRealEstate, realEstateKeys } from './keys';

/** GET /api/real-estate/properties/{id}/valuations, oldest first. */
export function useValuations(id: number) {
  return useQuery({
    queryKey: realEstateKeys.valuations(id),
    queryFn: ({ signal }) =>
      api.get<Valuation[]>(`/real-estate/properties/${id}/valuations`, { signal }),
  });
}

/** POST …/valuations: one a day (a second one on the same day replaces it). */
export function useAddValuation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValuationBody) =>
      api.post<Valuation>(`/real-estate/properties/${id}/valuations`, body),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** DELETE …/valuations/{valuationId}. */
export function useDeleteValuation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valuationId: number) =>
      api.delete<void>(`/real-estate/properties/${id}/valuations/${valuationId}`),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}
