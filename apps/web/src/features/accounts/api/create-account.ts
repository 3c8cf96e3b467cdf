import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, CreateAccountBody } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateFinance } from '../../../lib/queries/keys';

const call = caller(accountPaths);

/** POST /api/account. */
export function createAccount(body: CreateAccountBody): Promise<Account> {
  return call('accounts.create', { body });
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
