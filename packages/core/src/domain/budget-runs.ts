import {
  type BudgetMonthFigures,
  type BudgetMonthInput,
  type BudgetRollover,
  carryOut,
} from './budgets.js';
import { type DecimalInput, MoneyDecimal, subMoney, toDecimal } from './money.js';

/**
 * A budget month view walked a category's chain one month at a time from its first budget: set
 * from 1900-01 and looked at in 2199-12, 3,600 months a category (~6 ms each, the event loop held;
 * ADR 0019). Here the chain is cut into runs — each month that starts a budget row or has spending
 * is a run of its own, the quiet months between are one run — and a quiet run is one step: the
 * work follows the data, not the months asked.
 */

/** `months` consecutive months alike: one budget (amount, rule) and the same spent each month. */
export interface BudgetRun extends BudgetMonthInput {
  months: number;
}

/** One budget row of a category: in force from `month` ('YYYY-MM') until the next row's. */
export interface BudgetRow {
  month: string;
  amount: DecimalInput;
  rollover: BudgetRollover;
  /** false: no budget from this month (the chain restarts after it). */
  active: boolean;
}

const monthIndex = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return y * 12 + m - 1;
};

/**
 * One category's chain up to `last` ('YYYY-MM') as runs, oldest first: from the first row after
 * the last inactive one (a month without a budget ends a chain), each row's month and each month
 * of `spent` ('YYYY-MM' → spent that month) a run of one, the months between them one quiet run
 * (spent 0) under the row in force. `rows` oldest first. Empty when no budget is in force at `last`.
 */
export function budgetRuns(
  rows: readonly BudgetRow[],
  spent: ReadonlyMap<string, DecimalInput>,
  last: string,
): BudgetRun[] {
  const upTo = rows.filter((r) => r.month <= last);
  const chain = upTo.slice(upTo.findLastIndex((r) => !r.active) + 1);
  if (chain.length === 0) return [];
  const first = chain[0]!.month;
  const spentMonths = [...spent.keys()].filter((k) => k >= first && k <= last);
  const events = [...new Set([...chain.map((r) => r.month), ...spentMonths, last])].sort();
  const runs: BudgetRun[] = [];
  let r = 0;
  events.forEach((month, i) => {
    while (r + 1 < chain.length && chain[r + 1]!.month <= month) r += 1;
    const { amount, rollover } = chain[r]!;
    runs.push({ amount, rollover, spent: spent.get(month) ?? 0, months: 1 });
    const next = events[i + 1];
    const gap = next === undefined ? 0 : monthIndex(next) - monthIndex(month) - 1;
    if (gap > 0) runs.push({ amount, rollover, spent: 0, months: gap });
  });
  return runs;
}

/**
 * The figures of the last month of a chain given as runs — what rolloverChain gives for the same
 * months one by one, in one step per run. After its first month a run either carries nothing
 * (NONE), or carries all it has and so grows by amount − spent each month (SURPLUS_AND_DEFICIT;
 * SURPLUS when amount − spent ≥ 0, as a quiet run's is: its carry is never negative then); any
 * other run is walked. Null for no runs.
 */
export function rolloverEnd(runs: readonly BudgetRun[]): BudgetMonthFigures | null {
  let carried = new MoneyDecimal(0);
  let last: BudgetMonthFigures | null = null;
  for (const run of runs) {
    if (run.months < 1) continue;
    const net = subMoney(run.amount, run.spent);
    // The first month, as rolloverChain computes it.
    let carriedIn = carried;
    let available = subMoney(toDecimal(run.amount).plus(carried), run.spent);
    carried = carryOut(available, run.rollover);
    const rest = run.months - 1;
    if (rest > 0 && run.rollover === 'NONE') {
      carriedIn = new MoneyDecimal(0);
      available = net;
    } else if (rest > 0 && (run.rollover === 'SURPLUS_AND_DEFICIT' || !net.isNegative())) {
      carriedIn = carried.plus(net.times(rest - 1));
      available = carriedIn.plus(net);
      carried = available;
    } else {
      for (let i = 0; i < rest; i += 1) {
        carriedIn = carried;
        available = subMoney(toDecimal(run.amount).plus(carried), run.spent);
        carried = carryOut(available, run.rollover);
      }
    }
    last = { carriedIn, available };
  }
  return last;
}
