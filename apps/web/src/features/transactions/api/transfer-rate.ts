import { useQuery } from '@tanstack/react-query';
import { FX_PIVOT, createRateBook, type FxRate } from '@wealthlog/core';
import { fxPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { financeKeys } from '../../../lib/queries/keys';

const call = caller(fxPaths);

/** GET /api/fx/rates ?base&quote&to&limit=1: the latest stored rate of one direction on or before `day`. */
function latest(base: string, quote: string, day: string, signal?: AbortSignal): Promise<FxRate[]> {
  return call('fx.rates.list', {
    query: { base, quote, to: day, limit: 1 },
    ...(signal ? { signal } : {}),
  });
}

/**
 * The rate that turns `from` into `to` on `day`, by API.md's rule (direct, else inverse, else
 * through EUR), using core's rate book on just the few rates that rule can need: two look-ups,
 * four more only when neither direction is stored. Null when no rate is known.
 */
export async function fetchTransferRate(
  from: string,
  to: string,
  day: string,
  signal?: AbortSignal,
): Promise<number | null> {
  if (from === to) return 1;
  const direct = (
    await Promise.all([latest(from, to, day, signal), latest(to, from, day, signal)])
  ).flat();
  let rates = direct;
  if (direct.length === 0 && from !== FX_PIVOT && to !== FX_PIVOT) {
    const legs = await Promise.all([
      latest(from, FX_PIVOT, day, signal),
      latest(FX_PIVOT, from, day, signal),
      latest(FX_PIVOT, to, day, signal),
      latest(to, FX_PIVOT, day, signal),
    ]);
    rates = legs.flat();
  }
  const book = createRateBook(rates.map((r) => ({ ...r, own: !r.shared })));
  return book.rate(from, to, day)?.toNumber() ?? null;
}

export function useTransferRate(from: string | undefined, to: string | undefined, day: string) {
  return useQuery({
    queryKey: [...financeKeys.fx, 'transfer-rate', from, to, day],
    queryFn: ({ signal }) => fetchTransferRate(from!, to!, day, signal),
    enabled: Boolean(from && to && from !== to && /^\d{4}-\d{2}-\d{2}$/.test(day)),
    staleTime: 5 * 60_000,
  });
}
