import type { Decimal } from 'decimal.js';
import { type DecimalInput, roundMoney, toDecimal } from './money.js';
import {
  type LoanEvents,
  type LoanTerms,
  MONTHS_PER_PERIOD,
  type Schedule,
  type ScheduleRow,
  ZERO,
  byDate,
  days360,
  calendarDaysBetween,
  dueDate,
  minOf,
  periodCount,
  rateAt,
  summarise,
} from './loan-terms.js';

export * from './loan-terms.js';
/**
 * Loan schedules (API.md "Loans"). One function computes every row from the terms and
 * the dated events (rate changes, extra payments, balance corrections), so a schedule, a what-if
 * and the balance net worth counts all come from the same arithmetic.
 *
 * Conventions (written in the UI beside the figures):
 * - the periodic rate is annualRate ÷ 100 × months per period ÷ 12 (THIRTY_360); ACTUAL_365 takes
 *   annualRate ÷ 100 × days since the previous due date (or the start) ÷ 365 for the interest,
 *   while the level payment still uses the nominal periodic rate;
 * - each period's interest is rounded half-up to the currency's minor unit (JPY: whole units), the
 *   level payment too; the last payment repays the balance exactly;
 * - a rate change dated D applies to every period that starts on or after D, and re-amortises the
 *   rest over the remaining term;
 * - an extra payment or a correction dated D is applied right after the last due date on or before
 *   D (before the first one: at the start), so it lowers the interest from the next period on.
 */
/**
 * The level payment that repays `balance` in `periods` payments at periodic rate `r`:
 * B·r / (1 − (1 + r)^−N), rounded to the minor unit; at 0 % it is B / N (straight-line).
 */
export function levelPayment(
  balance: DecimalInput,
  r: DecimalInput,
  periods: number,
  currency: string,
): Decimal {
  const b = toDecimal(balance);
  const rate = toDecimal(r);
  if (periods <= 0) return roundMoney(b, currency);
  if (rate.isZero()) return roundMoney(b.div(periods), currency);
  const f = rate.plus(1).pow(periods);
  return roundMoney(b.times(rate).times(f).div(f.minus(1)), currency);
}

function periodInterest(
  terms: LoanTerms,
  balance: Decimal,
  annualRate: Decimal,
  from: string,
  to: string,
): Decimal {
  const yearly = balance.times(annualRate).div(100);
  const raw =
    terms.dayCount === 'ACTUAL_365'
      ? yearly.times(calendarDaysBetween(from, to)).div(365)
      : yearly.times(MONTHS_PER_PERIOD[terms.frequency]).div(12);
  return roundMoney(raw, terms.currency);
}

/** The schedule of a loan with a plan (every method but NONE; see noPlanSchedule for that one). */
export function computeSchedule(terms: LoanTerms, events: LoanEvents = {}): Schedule {
  if (terms.method === 'NONE') return noPlanSchedule(terms, events);
  const { currency } = terms;
  const months = MONTHS_PER_PERIOD[terms.frequency];
  const total = periodCount(terms);
  const balloon =
    terms.balloonAfterMonths != null ? Math.ceil(terms.balloonAfterMonths / months) : null;
  const last = balloon != null ? Math.min(balloon, total) : total;
  const rates = byDate(events.rates);
  const extras = byDate(events.extras);
  const corrections = byDate(events.corrections);
  const nominal = (rate: Decimal) => rate.div(100).times(months).div(12);

  let balance = roundMoney(terms.principal, currency);
  let payment = ZERO;
  let linearPart = ZERO;
  let currentRate: Decimal | null = null;
  let reamortise = true;
  let e = 0;
  let c = 0;

  // Applies the extras and corrections dated before `until` (null: all that are left).
  const applyEvents = (until: string | null, row: { extra: Decimal; correction: Decimal }) => {
    while (c < corrections.length && (until == null || corrections[c]!.date < until)) {
      const target = roundMoney(corrections[c]!.balance, currency);
      row.correction = row.correction.plus(target.minus(balance));
      balance = target;
      reamortise = true;
      c += 1;
    }
    while (e < extras.length && (until == null || extras[e]!.date < until)) {
      const extra = minOf(roundMoney(extras[e]!.amount, currency), balance);
      row.extra = row.extra.plus(extra);
      balance = balance.minus(extra);
      if (extras[e]!.mode === 'REDUCE_PAYMENT') reamortise = true;
      e += 1;
    }
  };

  const start = { extra: ZERO, correction: ZERO };
  applyEvents(dueDate(terms, 1), start);

  const rows: ScheduleRow[] = [];
  let previous = terms.startDate;
  for (let n = 1; n <= last && balance.gt(0); n += 1) {
    const date = dueDate(terms, n);
    const rate = rateAt(terms, rates, previous);
    if (currentRate == null || !rate.eq(currentRate)) {
      currentRate = rate;
      reamortise = true;
    }
    // Re-amortising keeps the end of the plan: the payments left up to the full term.
    const remaining = total - n + 1;
    if (reamortise) {
      payment = levelPayment(balance, nominal(rate), remaining, currency);
      linearPart = roundMoney(balance.div(remaining), currency);
      reamortise = false;
    }
    const interest = periodInterest(terms, balance, rate, previous, date);
    let principal =
      terms.method === 'ANNUITY'
        ? payment.minus(interest)
        : terms.method === 'LINEAR'
          ? linearPart
          : ZERO;
    if (principal.lt(0)) principal = ZERO;
    if (n === last || principal.gte(balance)) principal = balance;
    balance = balance.minus(principal);
    const row: ScheduleRow = {
      n,
      date,
      payment: interest.plus(principal),
      interest,
      principal,
      extra: ZERO,
      correction: ZERO,
      balance,
    };
    if (n === 1) {
      row.extra = start.extra;
      row.correction = start.correction;
    }
    applyEvents(n < last ? dueDate(terms, n + 1) : null, row);
    row.balance = balance;
    rows.push(row);
    previous = date;
  }
  return summarise(rows);
}

/**
 * NONE: money lent or borrowed without a plan, repaid when repaid. Each repayment (given as an
 * extra) first pays the interest accrued since the previous one (0 at 0 %), the rest the principal.
 */
function noPlanSchedule(terms: LoanTerms, events: LoanEvents): Schedule {
  const { currency } = terms;
  const rates = byDate(events.rates);
  type Event = { date: string; amount?: DecimalInput; balance?: DecimalInput };
  const all: Event[] = byDate<Event>([...(events.extras ?? []), ...(events.corrections ?? [])]);
  let balance = roundMoney(terms.principal, currency);
  let previous = terms.startDate;
  const rows: ScheduleRow[] = [];
  for (const event of all) {
    if (balance.lte(0) && event.amount !== undefined) continue;
    const rate = rateAt(terms, rates, previous);
    const yearly = balance.times(rate).div(100);
    const accrued = roundMoney(
      terms.dayCount === 'ACTUAL_365'
        ? yearly.times(calendarDaysBetween(previous, event.date)).div(365)
        : yearly.times(days360(previous, event.date)).div(360),
      currency,
    );
    const row: ScheduleRow = {
      n: rows.length + 1,
      date: event.date,
      payment: ZERO,
      interest: ZERO,
      principal: ZERO,
      extra: ZERO,
      correction: ZERO,
      balance,
    };
    if (event.amount !== undefined) {
      const amount = roundMoney(event.amount, currency);
      const interest = minOf(accrued, amount);
      const principal = minOf(amount.minus(interest), balance);
      row.interest = interest;
      row.principal = principal;
      row.payment = interest.plus(principal);
      balance = balance.minus(principal);
    } else {
      const target = roundMoney(event.balance!, currency);
      row.correction = target.minus(balance);
      balance = target;
    }
    row.balance = balance;
    rows.push(row);
    previous = event.date;
  }
  return summarise(rows);
}

/** The balance after every row dated on or before `day` (the principal before the first). */
export function balanceOn(terms: LoanTerms, schedule: Schedule, day: string): Decimal {
  let balance = roundMoney(terms.principal, terms.currency);
  for (const row of schedule.rows) {
    if (row.date > day) break;
    balance = row.balance;
  }
  return balance;
}

/** What an extra payment saves: interest and months, against the schedule without it. */
export function extraPaymentSavings(
  terms: LoanTerms,
  base: Schedule,
  simulated: Schedule,
): { interestSaved: Decimal; monthsSaved: number } {
  const months = MONTHS_PER_PERIOD[terms.frequency];
  return {
    interestSaved: base.totalInterest.minus(simulated.totalInterest),
    monthsSaved: (base.rows.length - simulated.rows.length) * months,
  };
}
