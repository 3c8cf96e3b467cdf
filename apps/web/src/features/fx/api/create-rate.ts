import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFxRateBody, FxRate } from '@wealthlog/core';
import { fxPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateFinance } from '../../../lib/queries/keys';

const call = caller(fxPaths);

/** POST /api/fx/rates: the user's own rate ("1 base = rate quote"), replacing one of that day. */
export function createRate(body: CreateFxRateBody): Promise<FxRate> {
  return call('fx.rates.create', { body });
}

export function useCreateRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRate,
    meta: { silent: true },
    // A rate changes converted balances and net worth, not only this list.
    onSuccess: () => invalidateFinance(queryClient, { fx: true }),
  });
}
