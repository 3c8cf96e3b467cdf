import { describe, expect, it } from 'vitest';
import { type BudgetRow, budgetRuns, rolloverEnd } from './budget-runs.js';
import { BUDGET_ROLLOVERS, monthsBetween, rolloverChain, shiftMonth } from './budgets.js';

/** The month view's chain as it was walked before: every month from the first row to `last`. */
function walked(rows: BudgetRow[], spent: Map<string, number>, last: string) {
  const upTo = rows.filter((r) => r.month <= last);
  if (upTo.length === 0) return null;
  const inputs = monthsBetween(upTo[0]!.month, last).map((month) => {
    const row = upTo.filter((h) => h.month <= month).at(-1)!;
    return { ...row, spent: spent.get(month) ?? 0 };
  });
  const chain = rolloverChain(inputs.slice(inputs.findLastIndex((i) => !i.active) + 1));
  const end = chain.at(-1);
  return end ? [end.carriedIn.toString(), end.available.toString()] : null;
}
const byRuns = (rows: BudgetRow[], spent: Map<string, number>, last: string) => {
  const end = rolloverEnd(budgetRuns(rows, spent, last));
  return end ? [end.carriedIn.toString(), end.available.toString()] : null;
};

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('budget chains by runs', () => {
  it('give the last month of the month-by-month chain, for 500 random histories', () => {
    const rnd = random(27);
    for (let n = 0; n < 500; n += 1) {
      const rows: BudgetRow[] = [];
      let month = shiftMonth('2000-01', Math.floor(rnd() * 24));
      for (let k = 0, count = 1 + Math.floor(rnd() * 4); k < count; k += 1) {
        rows.push({
          month,
          amount: Math.round(rnd() * 60_000) / 100,
          rollover: BUDGET_ROLLOVERS[Math.floor(rnd() * 3)]!,
          active: k === 0 || rnd() > 0.2,
        });
        month = shiftMonth(month, 1 + Math.floor(rnd() * 30));
      }
      const spent = new Map<string, number>();
      for (let k = 0; k < 12; k += 1) {
        // Refunds too: spent may be negative.
        spent.set(
          shiftMonth('2000-01', Math.floor(rnd() * 150)),
          Math.round((rnd() - 0.2) * 90_000) / 100,
        );
      }
      const last = shiftMonth('2000-01', Math.floor(rnd() * 160));
      expect(byRuns(rows, spent, last), `history ${n}`).toEqual(walked(rows, spent, last));
    }
  });

  it('cut 1900-01 … 2199-12 into a few runs', () => {
    const rows: BudgetRow[] = [
      { month: '1900-01', amount: 100, rollover: 'SURPLUS', active: true },
    ];
    const spent = new Map([['2025-06', 40]]);
    const runs = budgetRuns(rows, spent, '2199-12');
    expect(runs.map((r) => [r.months, r.spent])).toEqual([
      [1, 0],
      [1_504, 0], // 1900-02 … 2025-05
      [1, 40],
      [2_093, 0], // 2025-07 … 2199-11
      [1, 0],
    ]);
    // 3,600 months of 100, less 40 spent: carried into 2199-12 359,860, available 359,960.
    expect(byRuns(rows, spent, '2199-12')).toEqual(['359860', '359960']);
    expect(byRuns(rows, spent, '2199-12')).toEqual(walked(rows, spent, '2199-12'));
  });

  it('restart after a month without a budget, and are empty without one in force', () => {
    const rows: BudgetRow[] = [
      { month: '2025-01', amount: 100, rollover: 'SURPLUS_AND_DEFICIT', active: true },
      { month: '2025-03', amount: 0, rollover: 'NONE', active: false },
      { month: '2025-05', amount: 50, rollover: 'SURPLUS', active: true },
    ];
    expect(budgetRuns(rows, new Map(), '2025-07').map((r) => r.months)).toEqual([1, 1, 1]);
    expect(byRuns(rows, new Map(), '2025-07')).toEqual(['100', '150']);
    expect(budgetRuns(rows, new Map(), '2025-04')).toEqual([]);
    expect(rolloverEnd([])).toBeNull();
  });
});
