import {
  type ExpenseSummary,
  type SummaryQuery,
  decimalsFor,
  sumMoney,
  toMoneyNumber,
} from '@wealthlog/core';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { readExpenseTotals } from '../../ledger/expense-totals.js';
import { summarySql, summaryTotalsSql } from './reports.sql.js';

type SqlRow = {
  key: string;
  label: string;
  sub: string;
  sublabel: string;
  expenses: string;
  income: string;
  count: number;
  missing: string[];
};

/** The statement's rows by key (one row per key unless stacked: then one per key and category). */
function byKey(rows: SqlRow[]) {
  const out = new Map<string, { key: string; label: string; parts: SqlRow[] }>();
  for (const r of rows) {
    const entry = out.get(r.key) ?? { key: r.key, label: r.label, parts: [] };
    entry.parts.push(r);
    out.set(r.key, entry);
  }
  return [...out.values()];
}

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
  const stack = q.stack === 'category';
  const params = [userId, from, to, base, decimalsFor(base)];
  // Payees are read from the transactions; every other grouping from the totals tables.
  const rows =
    groupBy === 'payee'
      ? (await pool.query<SqlRow>(summarySql(groupBy, stack), params)).rows
      : await readExpenseTotals<SqlRow>(
          pool,
          userId,
          { base, from, to },
          summaryTotalsSql(groupBy, stack),
          params,
        );
  const money = (v: Parameters<typeof toMoneyNumber>[0]) => toMoneyNumber(v, base);
  const items = byKey(rows)
    .map(({ key, label, parts }) => {
      const expenses = sumMoney(parts.map((r) => r.expenses));
      const income = sumMoney(parts.map((r) => r.income));
      return {
        key,
        label,
        expenses: money(expenses),
        income: money(income),
        net: money(income.minus(expenses)),
        count: parts.reduce((n, r) => n + r.count, 0),
        ...(stack
          ? {
              categories: parts
                .map((r) => ({
                  key: r.sub,
                  label: r.sublabel,
                  expenses: money(r.expenses),
                  income: money(r.income),
                }))
                .sort((a, b) => b.expenses - a.expenses || a.key.localeCompare(b.key)),
            }
          : {}),
      };
    })
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
