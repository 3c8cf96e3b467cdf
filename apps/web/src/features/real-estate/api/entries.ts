import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, PropertyExpense, PropertyIncome } from '@wealthlog/core';
import { realEstatePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateRealEstate, realEstateKeys } from './keys';

const call = caller(realEstatePaths);

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
    queryFn: ({ signal }): Promise<Entry[]> =>
      kind === 'income'
        ? call('realEstate.income.list', { signal, query: { propertyId } })
        : call('realEstate.expenses.list', { signal, query: { propertyId } }),
  });
}

/** POST: with an account, also a transaction on it (one record). */
export function useCreateEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    // The draft's category is the form's text; the server judges it against the kind's list.
    mutationFn: (body: EntryDraft): Promise<Entry> =>
      kind === 'income'
        ? call('realEstate.income.create', { body: body as BodyOf<'realEstate.income.create'> })
        : call('realEstate.expenses.create', {
            body: body as BodyOf<'realEstate.expenses.create'>,
          }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** DELETE: a linked entry takes its transaction with it. */
export function useDeleteEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'income'
        ? call('realEstate.income.delete', { params: { id } })
        : call('realEstate.expenses.delete', { params: { id } }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** POST …/{id}/repeat: copies on the same day of each later month up to `until`. */
export function useRepeatEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, until }: { id: number; until: string }): Promise<Entry[]> =>
      kind === 'income'
        ? call('realEstate.income.repeat', { params: { id }, body: { until } })
        : call('realEstate.expenses.repeat', { params: { id }, body: { until } }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}

/** PUT …/{id}: a linked entry's transaction follows (and unlinking removes it). */
export function useUpdateEntry(kind: EntryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<EntryDraft> & { id: number }): Promise<Entry> =>
      kind === 'income'
        ? call('realEstate.income.update', {
            params: { id },
            body: body as BodyOf<'realEstate.income.update'>,
          })
        : call('realEstate.expenses.update', {
            params: { id },
            body: body as BodyOf<'realEstate.expenses.update'>,
          }),
    onSuccess: () => invalidateRealEstate(queryClient),
  });
}
