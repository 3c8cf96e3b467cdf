import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePropertyBody, Property, UpdatePropertyBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateRealEstate } from './keys';

export { useProperties } from '../../../lib/queries/properties-list';

/** POST /api/real-estate/properties. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePropertyBody) => api.post<Property>('/real-estate/properties', body),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** PUT /api/real-estate/properties/{id}. */
export function useUpdateProperty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePropertyBody) =>
      api.put<Property>(`/real-estate/properties/${id}`, body),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** DELETE /api/real-estate/properties/{id}?cascade=true: with its income, expenses and their transactions. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<void>(`/real-estate/properties/${id}`, { query: { cascade: 'true' } }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}
