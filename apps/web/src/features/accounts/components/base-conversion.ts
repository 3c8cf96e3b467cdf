import type { Account, NetworthSummary } from '@wealthlog/core';

/**
 * Balances in the base currency, from the figures the server already converted: the summary's
 * `byCurrency[X]` is the sum of every X account's balance in the base currency, at today's rate
 * (API.md: latest rate on or before, inverse, through EUR). An account's share of it is
 * balance × byCurrency[X] / Σ balances in X, so the rows add up to the summary exactly and the
 * page needs no rate look-ups of its own. Null when the currency has no rate (missingRates) or its
 * balances cancel out (nothing to take a share of).
 */
export function baseBalances(
  accounts: readonly Account[],
  summary: Pick<NetworthSummary, 'currency' | 'byCurrency' | 'missingRates'> | undefined,
): Map<number, number | null> {
  const out = new Map<number, number | null>();
  if (!summary) return out;
  const totals = new Map<string, number>();
  for (const a of accounts) totals.set(a.currency, (totals.get(a.currency) ?? 0) + a.balance);
  for (const a of accounts) {
    if (a.balance === 0) out.set(a.id, 0);
    else if (a.currency === summary.currency) out.set(a.id, a.balance);
    else if (summary.missingRates.includes(a.currency)) out.set(a.id, null);
    else {
      const converted = summary.byCurrency[a.currency];
      const total = totals.get(a.currency) ?? 0;
      out.set(
        a.id,
        converted === undefined || total === 0 ? null : (a.balance * converted) / total,
      );
    }
  }
  return out;
}
