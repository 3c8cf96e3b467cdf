import {
  type DecimalInput,
  type NetworthSummary,
  type ProjectionParts,
  type ProjectionRequest,
  type ProjectionYearRow,
  addMonths,
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

/**
 * Month ends from today: the same day m months on (clamped to a short month's last day), so year y
 * ends at index 12·y, leap years included, and monthly loan payments fall one in each month.
 */
const monthEnds = (today: string, years: number) =>
  Array.from({ length: years * 12 + 1 }, (_, m) => addMonths(today, m));

/**
 * POST /api/forecast/projection with `parts`: today's net worth split by part (the dashboard's
 * summary, so year 0 is exactly today's figure), then core's projectParts. Loans: year 0 is the
 * summary's LOAN figure; later years the schedules' balances, at today's rates, and each month's
 * scheduled principal is moved out of the investments (core's `loanFlows`), as it leaves cash.
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
  const months = monthEnds(today, body.years);
  const loans = await scheduledBalancesAt(db, userId, months);
  const book = createRateBook(
    await ratesFor(db, userId, [...new Set([base, ...loans.map((l) => l.currency)])], [today]),
  );
  // A loan without a rate today is left out of the years it still moves (year 0 is the
  // summary's), and listed in them.
  const missing = Array.from({ length: body.years + 1 }, () => new Set<string>());
  const inBase = (v: DecimalInput, currency: string, year: number) => {
    const c = book.convert(v, currency, base, today);
    if (c === null && !toDecimal(v).isZero()) missing[year]!.add(currency);
    return c ?? 0;
  };
  const loanPath: Decimal[] = Array.from({ length: body.years + 1 }, (_, y) =>
    y === 0
      ? toDecimal(nw.byType.LOAN ?? 0)
      : sumMoney(loans.map((l) => inBase(l.balances[y * 12]!, l.currency, y))),
  );
  // The cash each month's scheduled principal moves: what the signed balance gains leaves cash
  // (borrowed), what it loses arrives (lent); nothing for the month a loan starts in.
  const loanFlows: Decimal[] = months
    .slice(1)
    .map((_, i) =>
      sumMoney(
        loans.map((l) =>
          months[i]! < l.startDate
            ? 0
            : inBase(
                toDecimal(l.balances[i]!).minus(l.balances[i + 1]!),
                l.currency,
                Math.ceil((i + 1) / 12),
              ),
        ),
      ),
    );
  const { parts, startValue: _unused, annualReturn: _ignored, ...common } = body;
  const rows = projectParts({
    ...common,
    cash: { value: part(PART_TYPES.cash), annualReturn: parts.cash },
    investments: { value: part(PART_TYPES.investments), annualReturn: parts.investments },
    realEstate: { value: part(PART_TYPES.realEstate), annualReturn: parts.realEstate },
    loans: loanPath,
    loanFlows,
  });
  const money = (v: Decimal) => toMoneyNumber(v, base);
  // What a year leaves out stays out of the later ones (their values grow from it).
  const missingAt = (y: number) =>
    [...new Set([...nw.missingRates, ...missing.slice(1, y + 1).flatMap((m) => [...m])])].sort();
  return rows.map((r) => ({
    year: r.year,
    nominal: money(r.nominal),
    real: money(r.real),
    parts: {
      cash: money(r.cash),
      investments: money(r.investments),
      realEstate: money(r.realEstate),
      loans: money(r.loans),
      missingRates: missingAt(r.year),
    },
  }));
}
