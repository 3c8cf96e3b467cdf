import { type Loan, toDecimal, toMoneyNumber } from '@wealthlog/core';
import type { z } from 'zod';
import type { loanTotalsSchema } from '@wealthlog/core';

/** "Who owes me / whom I owe": open balances summed per person, direction and currency. */
export function totalsOf(loans: Loan[]): z.infer<typeof loanTotalsSchema> {
  const sums = new Map<string, { l: Loan; total: ReturnType<typeof toDecimal> }>();
  for (const l of loans) {
    if (l.outstanding <= 0) continue;
    const key = JSON.stringify([l.counterparty, l.direction, l.currency]);
    const entry = sums.get(key) ?? { l, total: toDecimal(0) };
    entry.total = entry.total.plus(l.outstanding);
    sums.set(key, entry);
  }
  return [...sums.values()]
    .map(({ l, total }) => ({
      counterparty: l.counterparty,
      direction: l.direction,
      currency: l.currency,
      outstanding: toMoneyNumber(total, l.currency),
    }))
    .sort((a, b) => b.outstanding - a.outstanding);
}
