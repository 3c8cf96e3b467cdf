import type { Decimal } from 'decimal.js';
import { dayNumber } from './days.js';
import { type DecimalInput, MoneyDecimal, toDecimal } from './money.js';

/**
 * Investment performance (API.md "Holdings, prices and performance"). External flows are deposits,
 * withdrawals and transfers in or out; everything else that moves the value (income, expenses,
 * realised and unrealised P&L) is return. Conventions, written once here and in the UI:
 * - a day's value is its end-of-day value, flows of that day included (a flow lands at the start of
 *   its day, so it earns that day's return);
 * - time-weighted return chains daily factors (V_d − F_d) ÷ V_(d−1); a day whose starting value is 0
 *   or less has no return and is skipped — a full withdrawal followed by a new deposit never shows
 *   −100 %;
 * - money-weighted return is the XIRR of the flows (the starting value as the first contribution,
 *   the end value as the last inflow), actual/365;
 * - simple return is the gain ÷ (starting value + deposits).
 */
export interface PerformanceDay {
  /** 'YYYY-MM-DD', ascending, one entry per day that matters (days without change may be left out). */
  date: string;
  /** End-of-day value, this day's flows included. */
  value: DecimalInput;
  /** Net external flow of the day: deposits and transfers in positive, withdrawals negative. */
  flow: DecimalInput;
}

export interface PerformancePoint {
  date: string;
  value: Decimal;
  /** Starting value plus the flows so far: the money put to work. */
  netContributions: Decimal;
  /** 100 × the chained time-weighted factor so far (100 = no return yet). */
  twrIndex: Decimal;
}

export interface PerformanceFigures {
  /** Percent; 0 when no day had a starting value. */
  twr: Decimal;
  /** Percent; null when the flows have no rate (one day, or all of one sign). */
  mwr: Decimal | null;
  /** Percent; null without any money put in. */
  simpleReturn: Decimal | null;
  /** Σ flows inside the range. */
  netContributions: Decimal;
  /** End value − starting value − net contributions. */
  gain: Decimal;
  points: PerformancePoint[];
}

const ONE = new MoneyDecimal(1);
const HUNDRED = new MoneyDecimal(100);

/**
 * The figures of a range. `opening` is the value at the end of the day before the range (0 when the
 * account did not exist yet); `days` are the range's days in order.
 */
export function performanceFigures(
  opening: { date: string; value: DecimalInput },
  days: readonly PerformanceDay[],
): PerformanceFigures {
  const start = toDecimal(opening.value);
  let previous = start;
  let factor = ONE;
  let flows = new MoneyDecimal(0);
  let deposits = start.gt(0) ? start : new MoneyDecimal(0);
  const points: PerformancePoint[] = [];
  for (const d of days) {
    const value = toDecimal(d.value);
    const flow = toDecimal(d.flow);
    if (previous.gt(0)) factor = factor.times(value.minus(flow).dividedBy(previous));
    flows = flows.plus(flow);
    if (flow.gt(0)) deposits = deposits.plus(flow);
    points.push({
      date: d.date,
      value,
      netContributions: start.plus(flows),
      twrIndex: factor.times(HUNDRED),
    });
    previous = value;
  }
  const end = points.length > 0 ? points[points.length - 1]!.value : start;
  const gain = end.minus(start).minus(flows);
  const cashFlows = [
    { date: opening.date, amount: start.negated() },
    ...days.map((d) => ({ date: d.date, amount: toDecimal(d.flow).negated() })),
  ];
  const last = days.length > 0 ? days[days.length - 1]!.date : opening.date;
  cashFlows.push({ date: last, amount: end });
  const rate = xirr(cashFlows);
  return {
    twr: factor.minus(ONE).times(HUNDRED),
    mwr: rate === null ? null : new MoneyDecimal(rate).times(HUNDRED),
    simpleReturn: deposits.isZero() ? null : gain.dividedBy(deposits).times(HUNDRED),
    netContributions: flows,
    gain,
    points,
  };
}

/**
 * The annual rate r with Σ amount_i ÷ (1 + r)^(days_i ÷ 365) = 0 (spreadsheets' XIRR), the
 * investor's view: money put in is negative, money taken out or still held positive. Null when no
 * rate exists (fewer than two dates, or every flow of one sign).
 *
 * Solved in binary floating point on purpose: it is an iteration to a tolerance, not a sum of
 * money, and 40-digit Decimal powers would cost seconds on ten years of daily flows. The answer is
 * good to ~1e-10, far below the 0.01 % the UI shows.
 */
export function xirr(flows: readonly { date: string; amount: DecimalInput }[]): number | null {
  const cf = flows
    .map((f) => ({ t: dayNumber(f.date), a: toDecimal(f.amount).toNumber() }))
    .filter((f) => f.a !== 0);
  if (cf.length < 2) return null;
  const t0 = Math.min(...cf.map((f) => f.t));
  const years = cf.map((f) => ({ y: (f.t - t0) / 365, a: f.a }));
  if (!years.some((f) => f.y > 0)) return null;
  if (!years.some((f) => f.a > 0) || !years.some((f) => f.a < 0)) return null;
  const npv = (r: number) => years.reduce((s, f) => s + f.a / Math.pow(1 + r, f.y), 0);
  // Bracket the root, then bisect: slower than Newton but never diverges on odd flow patterns.
  let lo = -0.999999;
  let hi = 1;
  while (Math.sign(npv(lo)) === Math.sign(npv(hi))) {
    hi *= 10;
    if (hi > 1e9) return null;
  }
  for (let i = 0; i < 200 && hi - lo > 1e-12; i += 1) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(lo))) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
