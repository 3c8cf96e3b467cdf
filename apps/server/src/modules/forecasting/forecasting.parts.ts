import {
  type NetworthSummary,
  type ProjectionParts,
  type ProjectionRequest,
  type ProjectionYearRow,
  addDays,
  createRateBook,
  projectParts,
  sumMoney,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import type { Database } from '../../db/client.js';
import { scheduledBalancesAt } from '../../ledger/loan-figures.js';
import { ratesFor } from '../../ledger/rate-inputs.js';

/** The dashboard's net worth by type, grouped into the projection's parts. */
const PART_TYPES = {
  cash: ['CASH', 'FX', 'PERSONAL_EXPENSES'],
  investments: ['STOCKS', 'CRYPTO'],
  realEstate: ['REAL_ESTATE'],
} as const;

/** Year ends from today: today + 365·y days is close enough for a yearly chart (no leap days). */
const yearEnds = (today: string, years: number) =>
  Array.from({ length: years + 1 }, (_, y) => addDays(today, Math.round(y * 365.25)));

/**
 * POST /api/forecast/projection with `parts`: today's net worth split by part (the dashboard's
 * summary, so year 0 is exactly today's figure), then core's projectParts. Loans: year 0 is the
 * summary's LOAN figure; later years the schedules' balances, at today's rates.
 */
export async function projectionByParts(
  db: Database,
  userId: number,
  body: ProjectionRequest & { parts: ProjectionParts },
  nw: NetworthSummary,
  today: string,
): Promise<ProjectionYearRow[]> {
  const base = nw.currency;
  const part = (types: readonly string[]) =>
    sumMoney(types.map((t) => nw.byType[t as keyof typeof nw.byType] ?? 0)).toNumber();
  const ends = yearEnds(today, body.years);
  const loans = await scheduledBalancesAt(db, userId, ends);
  const book = createRateBook(
    await ratesFor(db, userId, [...new Set([base, ...loans.map((l) => l.currency)])], [today]),
  );
  const loanPath: Decimal[] = ends.map((_, y) =>
    y === 0
      ? toDecimal(nw.byType.LOAN ?? 0)
      : sumMoney(loans.map((l) => book.convert(l.balances[y]!, l.currency, base, today) ?? 0)),
  );
  const { parts, startValue: _unused, annualReturn: _ignored, ...common } = body;
  const rows = projectParts({
    ...common,
    cash: { value: part(PART_TYPES.cash), annualReturn: parts.cash },
    investments: { value: part(PART_TYPES.investments), annualReturn: parts.investments },
    realEstate: { value: part(PART_TYPES.realEstate), annualReturn: parts.realEstate },
    loans: loanPath,
  });
  const money = (v: Decimal) => toMoneyNumber(v, base);
  return rows.map((r) => ({
    year: r.year,
    nominal: money(r.nominal),
    real: money(r.real),
    parts: {
      cash: money(r.cash),
      investments: money(r.investments),
      realEstate: money(r.realEstate),
      loans: money(r.loans),
    },
  }));
}
