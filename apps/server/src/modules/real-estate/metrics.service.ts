import {
  AppError,
  type PropertyMetricsAnswer,
  propertyMetrics,
  toMoneyNumber,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { debtOf } from './debt.js';

/**
 * GET /properties/{id}/metrics: the sums come from SQL in one statement (DESIGN rule 5), the
 * formulas from packages/core (domain/real-estate.ts). The period is the calendar year asked for,
 * else the last 12 months up to the user's today.
 */
function periodOf(year: number | undefined, today: string): { from: string; to: string } {
  if (year !== undefined) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  d.setUTCDate(d.getUTCDate() + 1);
  return { from: d.toISOString().slice(0, 10), to: today };
}

type Sums = {
  currency: string;
  purchase_date: string;
  purchase_price: string;
  purchase_costs: string;
  ownership_pct: string;
  monthly_rent: string | null;
  vacancy_pct: string | null;
  income: string | null;
  opex: string;
  value: string;
  value_date: string;
  years: { year: number; income: string; expenses: string }[] | null;
};

export async function metricsOf(
  db: Executor,
  userId: number,
  id: number,
  year: number | undefined,
): Promise<PropertyMetricsAnswer> {
  const { from, to } = periodOf(year, await todayOf(db, userId));
  const { rows } = await db.execute<Sums>(sql`
    SELECT p.currency, p.purchase_date::text, p.purchase_price::text, p.purchase_costs::text,
           p.ownership_pct::text, p.monthly_rent::text, p.vacancy_pct::text,
           (SELECT sum(amount)::text FROM property_entries e WHERE e.property_id = p.id
              AND e.kind = 'INCOME' AND e.date BETWEEN ${from}::date AND ${to}::date) AS income,
           (SELECT coalesce(sum(amount), 0)::text FROM property_entries e WHERE e.property_id = p.id
              AND e.kind = 'EXPENSE' AND e.category <> 'IMPROVEMENT'
              AND e.date BETWEEN ${from}::date AND ${to}::date) AS opex,
           coalesce(v.value, p.purchase_price)::text AS value,
           coalesce(v.date, p.purchase_date)::text AS value_date,
           (SELECT json_agg(json_build_object('year', y.year, 'income', y.income::text,
                                              'expenses', y.expenses::text) ORDER BY y.year)
            FROM (SELECT extract(year FROM e.date)::int AS year,
                         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'INCOME'), 0) AS income,
                         coalesce(sum(e.amount) FILTER (WHERE e.kind = 'EXPENSE'), 0) AS expenses
                  FROM property_entries e WHERE e.property_id = p.id GROUP BY 1) y) AS years
    FROM properties p
    LEFT JOIN LATERAL (SELECT value, date FROM property_valuations pv
                       WHERE pv.property_id = p.id AND pv.date <= ${to}::date
                       ORDER BY pv.date DESC LIMIT 1) v ON true
    WHERE p.user_id = ${userId} AND p.id = ${id}`);
  const s = rows[0];
  if (!s) throw AppError.notFound();
  const debt = await debtOf(db, userId, id, from, to);
  const m = propertyMetrics({
    currency: s.currency,
    purchaseDate: s.purchase_date,
    purchasePrice: s.purchase_price,
    purchaseCosts: s.purchase_costs,
    ownershipPct: s.ownership_pct,
    monthlyRent: s.monthly_rent,
    vacancyPct: s.vacancy_pct,
    recordedIncome: s.income,
    operatingExpenses: s.opex,
    value: s.value,
    valueDate: s.value_date,
    debtService: debt.debtService,
    outstanding: debt.outstanding,
    loanPrincipal: debt.principal,
  });
  const money = (v: string) => toMoneyNumber(v, s.currency);
  return {
    ...m,
    from,
    to,
    value: money(s.value),
    years: (s.years ?? []).map((y) => ({
      year: y.year,
      income: money(y.income),
      expenses: money(y.expenses),
    })),
  };
}
