import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, UpdateAccountBody } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateFinance } from '../../../lib/queries/keys';

const call = caller(accountPaths);

/**
 * PUT /api/account/{id}: name, type, currency, opening date, cost-basis method (balance moves with
 * the ledger).
 */
export function updateAccount(id: number, body: UpdateAccountBody): Promise<Account> {
  return call('accounts.update', { params: { id }, body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAccountBody }) => updateAccount(id, body),
    // The form puts VAL_001 field errors under its fields and toasts the rest itself.
    meta: { silent: true },
    onSuccess: async (_account, { body }) => {
      await invalidateFinance(queryClient);
      // A new cost-basis method re-books the account's trades: the journal's figures change too.
      if (body.costBasis) await queryClient.invalidateQueries({ queryKey: ['trading'] });
    },
  });
}
