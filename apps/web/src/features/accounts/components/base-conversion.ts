import type { Account, Holding, NetworthSummary } from '@wealthlog/core';

/** An open position's unrealised P&L, in its trades' currency (the holdings answer). */
export type OpenPnl = Pick<Holding, 'accountId' | 'currency' | 'unrealizedPnl'>;

/**
 * Each account's value in the base currency — its balance plus its open positions' unrealised P&L,
 * what net worth counts for it (ADR 0011) — from the figures the server already converted: the
 * summary's `byCurrency[X]` is everything held in X in the base currency at today's rate (API.md:
 * latest rate on or before, inverse, through EUR), so X's rate is byCurrency[X] ÷ (Σ balances in X
 * + Σ P&L of positions in X). The rows add up to the summary and the page needs no rate look-ups
 * of its own. Null when a currency it holds has no rate (missingRates) or X's total is 0 (no rate
 * can be read from it).
 */
export function baseBalances(
  accounts: readonly Account[],
  summary: Pick<NetworthSummary, 'currency' | 'byCurrency' | 'missingRates'> | undefined,
  positions: readonly OpenPnl[] = [],
): Map<number, number | null> {
  const out = new Map<number, number | null>();
  if (!summary) return out;
  const totals = new Map<string, number>();
  const add = (currency: string, v: number) =>
    totals.set(currency, (totals.get(currency) ?? 0) + v);
  for (const a of accounts) add(a.currency, a.balance);
  for (const p of positions) add(p.currency, p.unrealizedPnl);
  const inBase = (currency: string, amount: number): number | null => {
    if (amount === 0) return 0;
    if (currency === summary.currency) return amount;
    if (summary.missingRates.includes(currency)) return null;
    const converted = summary.byCurrency[currency];
    const total = totals.get(currency) ?? 0;
    return converted === undefined || total === 0 ? null : (amount * converted) / total;
  };
  for (const a of accounts) {
    const parts = [
      inBase(a.currency, a.balance),
      ...positions
        .filter((p) => p.accountId === a.id)
        .map((p) => inBase(p.currency, p.unrealizedPnl)),
    ];
    out.set(a.id, parts.some((v) => v === null) ? null : parts.reduce<number>((s, v) => s + v!, 0));
  }
  return out;
}
