import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePropertyBody, UpdatePropertyBody } from '@wealthlog/core';
import { realEstatePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateRealEstate } from './keys';

const call = caller(realEstatePaths);

export { useProperties } from '../../../lib/queries/properties-list';

/** POST /api/real-estate/properties. */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePropertyBody) => call('realEstate.properties.create', { body }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** PUT /api/real-estate/properties/{id}. */
export function useUpdateProperty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePropertyBody) =>
      call('realEstate.properties.update', { params: { id }, body }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** DELETE /api/real-estate/properties/{id}?cascade=true: with its income, expenses and their transactions. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call('realEstate.properties.delete', { params: { id }, query: { cascade: true } }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}
