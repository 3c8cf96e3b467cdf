import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Price, PriceBody } from '@wealthlog/core';
import { pricePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

const call = caller(pricePaths);

const pricesKey = (instrument: string | null) =>
  [...financeKeys.holdings, 'prices', instrument ?? 'latest'] as const;

/** GET /api/prices: an instrument's days, or (null) the latest price of each instrument. */
export function listPrices(instrument: string | null): Promise<Price[]> {
  return call('prices.list', { ...(instrument ? { query: { instrument } } : {}) });
}

export function usePrices(instrument: string | null) {
  return useQuery({ queryKey: pricesKey(instrument), queryFn: () => listPrices(instrument) });
}

/** A price moves positions, their P&L and net worth: everything financial is refreshed. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => invalidateFinance(queryClient);
}

/** POST /api/prices: the user's own price of a day, created or replaced. */
export function useSavePrice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PriceBody) => call('prices.upsert', { body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** DELETE /api/prices/{instrument}/{date}: the user's own price of that day. */
export function useDeletePrice() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ instrument, date }: { instrument: string; date: string }) =>
      call('prices.delete', { params: { instrument, date } }),
    onSuccess: invalidate,
  });
}
