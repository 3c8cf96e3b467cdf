import {
  AppError,
  type BudgetMonth,
  type BudgetRollover,
  type PutBudgetBody,
  shiftMonth,
  daysInMonth,
  budgetRuns,
  rolloverEnd,
  sumMoney,
  toMoneyNumber,
  toDecimal,
  categoryNotFoundMessage,
  decimalsFor,
  RULE_MESSAGES,
} from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import type pg from 'pg';
import { todayAndBase } from '../../ledger/balances.js';
import { ensureSeeded } from '../../ledger/categories.js';
import * as repo from './budgets.repository.js';

/** Budgets per category per month (API.md "Budgets"), in the base currency. */

const firstDay = (month: string) => `${month}-01`;
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
};

/**
 * The month view: each budgeted category's amount and rollover in force that month, what the
 * months before carried in, spent (net of refunds) and what is available. The rollover chain runs
 * from the category's first budget month (core's budgetRuns and rolloverEnd: rolloverChain's
 * figures, quiet months a step at a time); a month without a budget in between ends the chain,
 * so carrying starts again from nothing after it.
 */
export async function monthView(
  db: Database,
  pool: pg.Pool,
  userId: number,
  month?: string,
): Promise<BudgetMonth> {
  const { today, base } = await todayAndBase(db, userId);
  const m = month ?? today.slice(0, 7);
  const rows = await repo.rowsUpTo(db, userId, lastDay(m));
  const byCategory = new Map<number, typeof rows>();
  for (const r of rows)
    byCategory.set(r.category_id, [...(byCategory.get(r.category_id) ?? []), r]);
  const first = rows.reduce((min, r) => (r.month < min ? r.month : min), m);
  const budgeted = [...byCategory.keys()];
  // Side by side: after a write, one of them fills the month's totals and the other reads them.
  const [spentRows, extras] = await Promise.all([
    repo.spentByMonth(pool, userId, { first: firstDay(first), last: lastDay(m) }, base, budgeted),
    repo.monthExtras(pool, userId, { first: firstDay(m), last: lastDay(m) }, base, budgeted),
  ]);
  const spent = new Map<number, Map<string, string>>();
  for (const s of spentRows) {
    const mine = spent.get(s.category_id) ?? new Map<string, string>();
    spent.set(s.category_id, mine.set(s.month, s.spent));
  }
  const missing = new Set(spentRows.filter((s) => s.month === m).flatMap((s) => s.missing));

  const items = [...byCategory.entries()].map(([categoryId, history]) => {
    // The chain in runs (core's budgetRuns): a budget set in 1900 looked at in 2199 is a few runs,
    // not 3,600 months (ADR 0019). The last run is the month asked.
    const runs = budgetRuns(history, spent.get(categoryId) ?? new Map(), m);
    const now = runs.at(-1)!;
    const figures = rolloverEnd(runs)!;
    return {
      category: history[0]!.name,
      categoryId,
      color: history[0]!.color,
      group: history[0]!.group,
      amount: now.amount,
      rollover: now.rollover,
      carriedIn: figures.carriedIn,
      spent: now.spent,
      available: figures.available,
    };
  });
  const money = (v: Parameters<typeof toMoneyNumber>[0]) => toMoneyNumber(v, base);
  for (const e of extras) for (const c of e.missing) missing.add(c);
  const income = extras.find((e) => e.part === 'income')?.amount ?? '0';
  const amount = sumMoney(items.map((i) => i.amount));
  return {
    month: m,
    currency: base,
    items: items.map((i) => ({
      ...i,
      amount: money(i.amount),
      carriedIn: money(i.carriedIn),
      spent: money(i.spent),
      available: money(i.available),
    })),
    totals: {
      amount: money(amount),
      carriedIn: money(sumMoney(items.map((i) => i.carriedIn))),
      spent: money(sumMoney(items.map((i) => i.spent))),
      available: money(sumMoney(items.map((i) => i.available))),
    },
    missingRates: [...missing].sort(),
    income: money(income),
    leftToBudget: money(toDecimal(income).minus(amount)),
    unbudgeted: extras
      .filter((e) => e.part === 'unbudgeted')
      .map((e) => ({
        category: e.category,
        categoryId: e.category_id,
        color: e.color,
        spent: money(e.amount),
      })),
  };
}

/**
 * The user's category of that name (any case), the list seeded first if it is not yet;
 * a name the list lacks (another user's too) is 404 with a reason that names it.
 */
async function categoryOf(db: Database, userId: number, name: string) {
  await db.transaction((tx) => ensureSeeded(tx, userId));
  const c = await repo.categoryByName(db, userId, name);
  if (!c)
    throw new AppError('DB_004', categoryNotFoundMessage(name), { reason: 'categoryNotFound' });
  return c;
}

/** PUT /api/budgets/{category}: the budget from `from` (default this month) on. */
export async function putBudget(
  db: Database,
  pool: pg.Pool,
  userId: number,
  name: string,
  body: PutBudgetBody,
): Promise<BudgetMonth> {
  const c = await categoryOf(db, userId, name);
  const { today, base } = await todayAndBase(db, userId);
  // A budget is in the base currency: no more digits than its minor unit (never rounded away).
  const places = decimalsFor(base);
  if (toDecimal(body.amount).decimalPlaces() > places)
    throw AppError.validation({ amount: [RULE_MESSAGES.decimals('Amount', places)] });
  const from = body.from ?? today.slice(0, 7);
  await db.transaction(async (tx) => {
    const before = await repo.effective(tx, userId, c.id, firstDay(from));
    const rollover: BudgetRollover =
      body.rollover ?? (before?.active ? before.rollover : undefined) ?? 'NONE';
    await repo.setFrom(tx, userId, c.id, firstDay(from), {
      amount: String(body.amount),
      rollover,
      active: true,
    });
  });
  return monthView(db, pool, userId, from);
}

/** DELETE /api/budgets/{category}?from=: no budget from that month (default this month) on. */
export async function deleteBudget(db: Database, userId: number, name: string, from?: string) {
  const c = await categoryOf(db, userId, name);
  const { today } = await todayAndBase(db, userId);
  const month = firstDay(from ?? today.slice(0, 7));
  await db.transaction(async (tx) => {
    const current = await repo.effective(tx, userId, c.id, month);
    const removed = await repo.removeFrom(tx, userId, c.id, month);
    // Nothing to delete: no budget in force that month nor set later (none, or already ended).
    if (!current?.active && removed === 0) throw AppError.notFound();
    const before = await repo.effective(tx, userId, c.id, month);
    if (before?.active) await repo.setFrom(tx, userId, c.id, month, { ...before, active: false });
  });
}

/** POST /api/budgets/copy: the month before's budgets (amount and rollover), set for `month`. */
export async function copyLastMonth(
  db: Database,
  pool: pg.Pool,
  userId: number,
  month: string,
): Promise<BudgetMonth> {
  const previous = shiftMonth(month, -1);
  const rows = await repo.rowsUpTo(db, userId, lastDay(previous));
  const inForce = new Map<number, (typeof rows)[number]>();
  for (const r of rows) inForce.set(r.category_id, r);
  await db.transaction(async (tx) => {
    for (const [categoryId, r] of inForce) {
      await repo.setMonth(tx, userId, categoryId, firstDay(month), {
        amount: r.amount,
        rollover: r.rollover,
      });
    }
  });
  return monthView(db, pool, userId, month);
}
