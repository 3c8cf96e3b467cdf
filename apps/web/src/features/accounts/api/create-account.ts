import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, CreateAccountBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateFinance } from '../../../lib/queries/keys';

/** POST /api/account. */
export function createAccount(body: CreateAccountBody): Promise<Account> {
  return api.post<Account>('/account', body);
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    // The form puts VAL_001 field errors under its fields and toasts the rest itself.
    meta: { silent: true },
    onSuccess: () => invalidateFinance(queryClient),
  });
}
