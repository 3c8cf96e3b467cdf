import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyExpense, PropertyIncome } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateRealEstate, realEstateKeys } from './keys';

export type EntryKind = 'income' | 'expenses';
export type Entry = PropertyIncome | PropertyExpense;

export interface EntryDraft {
  propertyId: number;
  date: string;
  amount: number;
  category: string;
  description?: string | null;
  accountId?: number | null;
}

/** GET /api/real-estate/income or /expenses?propertyId, newest first. */
export function useEntries(kind: EntryKind, propertyId: number) {
  return useQuery({
    queryKey: realEstateKeys.entries(kind, propertyId),
    queryFn: ({ signal }) =>
      api.get<Entry[]>(`/real-estate/${kind}`, {
        signal,
        query: { propertyId: String(propertyId) },
      }),
  });
}

/** POST: with an account, also a transaction on it (one record). */
export function useCreateEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntryDraft) => api.post<Entry>(`/real-estate/${kind}`, body),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** DELETE: a linked entry takes its transaction with it. */
export function useDeleteEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/real-estate/${kind}/${id}`),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** POST …/{id}/repeat: copies on the same day of each later month up to `until`. */
export function useRepeatEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, until }: { id: number; until: string }) =>
      api.post<Entry[]>(`/real-estate/${kind}/${id}/repeat`, { until }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** PUT …/{id}: a linked entry's transaction follows (and unlinking removes it). */
export function useUpdateEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<EntryDraft> & { id: number }) =>
      api.put<Entry>(`/real-estate/${kind}/${id}`, body),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}
