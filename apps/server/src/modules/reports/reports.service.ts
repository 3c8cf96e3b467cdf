import {
  type ExpenseSummary,
  type SummaryQuery,
  decimalsFor,
  subMoney,
  sumMoney,
  toMoneyNumber,
} from '@wealthlog/core';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { summarySql } from './reports.sql.js';

/**
 * Spending and income for any range (default: this month so far), by category, month, account or
 * payee, in the base currency. The pool directly, as the trading stats do: the rate CTEs are
 * positional SQL text (ADR 0008's exception).
 */
export async function summary(
  db: Database,
  pool: pg.Pool,
  userId: number,
  q: SummaryQuery,
): Promise<ExpenseSummary> {
  const { today, base } = await todayAndBase(db, userId);
  const from = q.from ?? `${today.slice(0, 7)}-01`;
  const to = q.to ?? today;
  const groupBy = q.groupBy ?? 'category';
  const { rows } = await pool.query<{
    key: string;
    label: string;
    expenses: string;
    income: string;
    count: number;
    missing: string[];
  }>(summarySql(groupBy), [userId, from, to, base, decimalsFor(base)]);
  const money = (v: Parameters<typeof toMoneyNumber>[0]) => toMoneyNumber(v, base);
  const items = rows
    .map((r) => ({
      key: r.key,
      label: r.label,
      expenses: money(r.expenses),
      income: money(r.income),
      net: money(subMoney(r.income, r.expenses)),
      count: r.count,
    }))
    .sort((a, b) =>
      groupBy === 'month'
        ? a.key.localeCompare(b.key)
        : b.expenses - a.expenses || a.key.localeCompare(b.key),
    );
  const expenses = sumMoney(rows.map((r) => r.expenses));
  const income = sumMoney(rows.map((r) => r.income));
  return {
    currency: base,
    from,
    to,
    groupBy,
    items,
    totals: {
      expenses: money(expenses),
      income: money(income),
      net: money(income.minus(expenses)),
    },
    missingRates: [...new Set(rows.flatMap((r) => r.missing))].sort(),
  };
}
