import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, type Account, type AccountStatusBody } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

/**
 * PATCH /api/account/{id}/status { active, reason?, comment? }. When that answers 404
 * (an older server without the status route) the client falls back to PATCH /api/account/{id}
 * with `{ active }` alone. A 404 from the fallback too means the account itself is gone, and
 * that error is the one the caller sees.
 */
export async function setAccountStatus(id: number, body: AccountStatusBody): Promise<Account> {
  try {
    return await api.patch<Account>(`/account/${id}/status`, body);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    return api.patch<Account>(`/account/${id}`, { active: body.active });
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
