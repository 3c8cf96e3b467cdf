import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateFinance } from '../../../lib/queries/keys';

const call = caller(accountPaths);

/** DELETE /api/account/{id}[?cascade=true]. */
export function deleteAccount(id: number, cascade = false): Promise<void> {
  return call('accounts.delete', {
    params: { id },
    ...(cascade ? { query: { cascade: true } } : {}),
  });
}

/** API.md: without cascade, an account with transactions or trades answers 409 BUS_004. */
export function isHasPostingsError(error: unknown): boolean {
  return error instanceof AppError && error.status === 409 && error.code === 'BUS_004';
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cascade }: { id: number; cascade?: boolean }) => deleteAccount(id, cascade),
    // The 409 "has postings" answer is not a failure to toast: the dialog offers the next steps.
    meta: { silent: true },
    onSuccess: () => invalidateFinance(queryClient),
  });
}
