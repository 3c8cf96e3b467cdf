import type { Decimal } from 'decimal.js';
import { type ProjectionInput, monthlyRate, projectYears } from './forecasting.js';
import { MoneyDecimal, toDecimal } from './money.js';

/**
 * The projection by part of net worth: each part grows at its own rate with the
 * projection's monthly model —
 * - cash at its rate, nothing added;
 * - investments at theirs, receiving the monthly contribution (and paying any withdrawal);
 * - real estate appreciating at the rate the user sets;
 * - loans following their schedules: the caller gives the signed balance at each year's end
 *   (negative owed, positive lent), 0 once paid off.
 * Nominal is the sum of the parts; real divides it by (1 + inflation)^year.
 * The contribution (the last 12 months' income − expenses, or a typed figure) does not take out a
 * loan's principal: a repayment is a transfer to the loan, not an expense. But the loan part
 * already rises toward 0 on its schedule, so each month's scheduled principal (`loanFlows`) is
 * also moved out of the investments, with the contribution's timing and their rate — paid on a
 * borrowed loan (negative), received on a lent one (positive), nothing once a loan is paid off.
 * Without it, the principal would count twice: once in the loan, once in the investments. The
 * interest is left to the contribution (an expense or an income in the summary). These flows do
 * not stop in a withdrawal phase (a loan is repaid whatever the plan).
 */
export interface PartsInput extends Omit<ProjectionInput, 'startValue' | 'annualReturn'> {
  cash: { value: number; annualReturn: number };
  investments: { value: number; annualReturn: number };
  realEstate: { value: number; annualReturn: number };
  /** Index y: the loans' signed balance at the end of year y (index 0: today). */
  loans: Decimal[];
  /**
   * Index m − 1: the loans' scheduled principal in month m, signed as it moves cash (negative:
   * paid on a borrowed loan; positive: received on a lent one); missing months are 0.
   */
  loanFlows?: Decimal[];
}

export interface PartsYear {
  year: number;
  nominal: Decimal;
  real: Decimal;
  cash: Decimal;
  investments: Decimal;
  realEstate: Decimal;
  loans: Decimal;
}

export function projectParts(input: PartsInput): PartsYear[] {
  const { cash, investments, realEstate, loans, loanFlows = [], ...common } = input;
  const alone = (part: { value: number; annualReturn: number }) =>
    projectYears({
      years: common.years,
      inflation: common.inflation,
      startValue: part.value,
      annualReturn: part.annualReturn,
      monthlyContribution: 0,
    });
  const c = alone(cash);
  const r = alone(realEstate);
  const inv = projectYears({ ...common, ...investments, startValue: investments.value });
  const moved = movedPrincipal(loanFlows, investments.annualReturn, common);
  const infl = new MoneyDecimal(1).plus(toDecimal(common.inflation).div(100));
  return inv.map((row, y) => {
    const invested = row.nominal.plus(moved[y]!);
    const loan = loans[Math.min(y, loans.length - 1)] ?? new MoneyDecimal(0);
    const nominal = c[y]!.nominal.plus(invested).plus(r[y]!.nominal).plus(loan);
    return {
      year: y,
      nominal,
      real: nominal.div(infl.pow(y)),
      cash: c[y]!.nominal,
      investments: invested,
      realEstate: r[y]!.nominal,
      loans: loan,
    };
  });
}

/** Year ends (index y) of the loans' monthly principal flows, compounded at the investments' rate. */
function movedPrincipal(
  flows: Decimal[],
  annualReturn: number,
  { years, timing }: Pick<PartsInput, 'years' | 'timing'>,
): Decimal[] {
  const growth = monthlyRate(annualReturn).plus(1);
  const out: Decimal[] = [new MoneyDecimal(0)];
  let value: Decimal = new MoneyDecimal(0);
  for (let m = 1; m <= years * 12; m++) {
    const flow = flows[m - 1] ?? new MoneyDecimal(0);
    value = timing === 'START' ? value.plus(flow).times(growth) : value.times(growth).plus(flow);
    if (m % 12 === 0) out.push(value);
  }
  return out;
}
