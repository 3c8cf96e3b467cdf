import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, type Account, type AccountStatusBody } from '@wealthlog/core';
import { accountPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

const call = caller(accountPaths);

/**
 * PATCH /api/account/{id}/status { active, reason?, comment? }. When that answers 404
 * (an older server without the status route) the client falls back to PATCH /api/account/{id}
 * with `{ active }` alone. A 404 from the fallback too means the account itself is gone, and
 * that error is the one the caller sees.
 */
export async function setAccountStatus(id: number, body: AccountStatusBody): Promise<Account> {
  try {
    return await call('accounts.status.update', { params: { id }, body });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    return call('accounts.active.update', { params: { id }, body: { active: body.active } });
  }
}

export function useSetAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccountStatusBody }) =>
      setAccountStatus(id, body),
    onSuccess: async () => {
      await invalidateFinance(queryClient);
      await queryClient.invalidateQueries({ queryKey: financeKeys.statusHistory });
    },
  });
}
