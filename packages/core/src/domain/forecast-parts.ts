import type { Decimal } from 'decimal.js';
import { type ProjectionInput, projectYears } from './forecast.js';
import { MoneyDecimal, toDecimal } from './money.js';

/**
 * The projection by part of net worth (issue 18): each part grows at its own rate with the
 * projection's monthly model —
 * - cash at its rate, nothing added;
 * - investments at theirs, receiving the monthly contribution (and paying any withdrawal);
 * - real estate appreciating at the rate the user sets;
 * - loans following their schedules: the caller gives the signed balance at each year's end
 *   (negative owed, positive lent), 0 once paid off.
 * Nominal is the sum of the parts; real divides it by (1 + inflation)^year. The payments that
 * shrink a loan are not taken from the other parts: the contribution is the user's saving after
 * them, as the last 12 months' figures already are.
 */
export interface PartsInput extends Omit<ProjectionInput, 'startValue' | 'annualReturn'> {
  cash: { value: number; annualReturn: number };
  investments: { value: number; annualReturn: number };
  realEstate: { value: number; annualReturn: number };
  /** Index y: the loans' signed balance at the end of year y (index 0: today). */
  loans: Decimal[];
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
  const { cash, investments, realEstate, loans, ...common } = input;
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
  const infl = new MoneyDecimal(1).plus(toDecimal(common.inflation).div(100));
  return inv.map((row, y) => {
    const loan = loans[Math.min(y, loans.length - 1)] ?? new MoneyDecimal(0);
    const nominal = c[y]!.nominal.plus(row.nominal).plus(r[y]!.nominal).plus(loan);
    return {
      year: y,
      nominal,
      real: nominal.div(infl.pow(y)),
      cash: c[y]!.nominal,
      investments: row.nominal,
      realEstate: r[y]!.nominal,
      loans: loan,
    };
  });
}
