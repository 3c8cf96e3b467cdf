import {
  AppError,
  type CreateRecurringBody,
  EXPENSE_MESSAGES,
  type ExpenseReason,
  RECURRING_MAX_PER_USER,
  type Occurrence,
  RULE_MESSAGES,
  type RecurringItem,
  type UpdateRecurringBody,
  addDays,
  decimalsFor,
  expandRecurrence,
  iterateRecurrence,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Database, Executor } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { lockAccounts } from '../../ledger/locks.js';
import type { PropertyEntryWriter } from '../../ledger/property-entry-writer.js';
import * as repo from './recurring.repository.js';
import { assertRecurringRules } from './recurring.rules.js';

/** Recurring items (API.md "Recurring"): the rule, skips, posting, auto-posting. */

export const refuse = (reason: ExpenseReason): never => {
  throw new AppError('BUS_004', EXPENSE_MESSAGES[reason], { reason });
};
const blankToNull = (v: string | null | undefined) => (v ? v : null);
type Marks = Awaited<ReturnType<typeof repo.marks>>;

const spec = (r: repo.RecurringRow) => ({
  rrule: r.rrule,
  startDate: r.startDate,
  endDate: r.endDate,
  weekend: r.weekend,
});

export const occurrences = (r: repo.RecurringRow, from: string, to: string): Occurrence[] =>
  expandRecurrence(spec(r), from, to);

/** The marks of each item, grouped once: a list of 200 items must not scan every mark 200 times. */
function byItem(marks: Marks): Map<number, Marks> {
  const out = new Map<number, Marks>();
  for (const m of marks) {
    const list = out.get(m.recurring_id);
    if (list) list.push(m);
    else out.set(m.recurring_id, [m]);
  }
  return out;
}

function toItem(r: repo.RecurringRow, mine: Marks, today: string): RecurringItem {
  const done = new Set(mine.map((m) => m.occurrence));
  // Two years ahead holds the next occurrence of any rule that has one (yearly included); the walk
  // is lazy and starts at today, so it stops at the first one not done whatever the start date.
  let next: Occurrence | undefined;
  for (const o of iterateRecurrence(spec(r), today, addDays(today, 731))) {
    if (!done.has(o.nominal)) {
      next = o;
      break;
    }
  }
  return {
    id: r.id,
    name: r.name,
    accountId: r.accountId,
    toAccountId: r.toAccountId,
    type: r.type,
    amount: toMoneyNumber(r.amount, r.currency),
    currency: r.currency,
    category: r.category,
    description: r.description,
    rrule: r.rrule,
    startDate: r.startDate,
    endDate: r.endDate,
    weekend: r.weekend,
    autoPost: r.autoPost,
    propertyId: r.propertyId,
    nextDate: next?.date ?? null,
    skipped: mine
      .filter((m) => m.transaction_id === null)
      .map((m) => m.occurrence)
      .sort(),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listRecurring(db: Database, userId: number): Promise<RecurringItem[]> {
  const [rows, marks, today] = await Promise.all([
    repo.list(db, userId),
    repo.marks(db, userId),
    todayOf(db, userId),
  ]);
  const grouped = byItem(marks);
  return rows.map((r) => toItem(r, grouped.get(r.id) ?? [], today));
}

export async function one(db: Executor, userId: number, id: number) {
  const [row] = await repo.list(db, userId, id);
  if (!row) throw AppError.notFound();
  return row;
}

export async function getRecurring(db: Database, userId: number, id: number) {
  const [row, marks, today] = await Promise.all([
    one(db, userId, id),
    repo.marks(db, userId),
    todayOf(db, userId),
  ]);
  return toItem(row, byItem(marks).get(id) ?? [], today);
}

/** The accounts are the user's (404 otherwise) and the amount fits the account's currency. */
async function checked(
  db: Database,
  userId: number,
  v: repo.RecurringValues,
  properties: { propertyEntryWriter: PropertyEntryWriter },
) {
  assertRecurringRules({ ...v, endDate: v.endDate ?? null, propertyId: v.propertyId ?? null });
  await db.transaction(async (tx) => {
    const ids = [v.accountId, v.toAccountId].filter((x): x is number => typeof x === 'number');
    const locked = await lockAccounts(tx, userId, ids);
    const places = decimalsFor(locked.get(v.accountId)!.currency);
    if (toDecimal(v.amount).decimalPlaces() > places)
      throw AppError.validation({ amount: [RULE_MESSAGES.decimals('Amount', places)] });
    if (v.propertyId != null)
      await properties.propertyEntryWriter.check(tx, userId, v.propertyId, v.accountId);
  });
  return v;
}

export async function createRecurring(
  db: Database,
  userId: number,
  b: CreateRecurringBody,
  properties: { propertyEntryWriter: PropertyEntryWriter },
) {
  const v = await checked(
    db,
    userId,
    {
      name: b.name,
      accountId: b.accountId,
      toAccountId: b.toAccountId ?? null,
      type: b.type,
      amount: String(b.amount),
      category: blankToNull(b.category),
      description: blankToNull(b.description),
      rrule: b.rrule,
      startDate: b.startDate,
      endDate: b.endDate ?? null,
      weekend: b.weekend ?? 'NONE',
      autoPost: b.autoPost ?? false,
      propertyId: b.propertyId ?? null,
    },
    properties,
  );
  const id = await repo.insertWithinLimit(db, userId, v, RECURRING_MAX_PER_USER);
  if (id === null)
    throw new AppError('BUS_003', EXPENSE_MESSAGES.tooManyRecurring, {
      reason: 'tooManyRecurring',
    });
  return getRecurring(db, userId, id);
}

/** PUT: the body merged over the stored item, then every rule again. */
export async function updateRecurring(
  db: Database,
  userId: number,
  id: number,
  b: UpdateRecurringBody,
  properties: { propertyEntryWriter: PropertyEntryWriter },
) {
  const r = await one(db, userId, id);
  const type = b.type ?? r.type;
  const v = await checked(
    db,
    userId,
    {
      name: b.name ?? r.name,
      accountId: b.accountId ?? r.accountId,
      toAccountId:
        b.toAccountId !== undefined ? b.toAccountId : type === 'TRANSFER' ? r.toAccountId : null,
      type,
      amount: b.amount !== undefined ? String(b.amount) : r.amount,
      category: b.category !== undefined ? blankToNull(b.category) : r.category,
      description: b.description !== undefined ? blankToNull(b.description) : r.description,
      rrule: b.rrule ?? r.rrule,
      startDate: b.startDate ?? r.startDate,
      endDate: b.endDate !== undefined ? b.endDate : r.endDate,
      weekend: b.weekend ?? r.weekend,
      autoPost: b.autoPost ?? r.autoPost,
      propertyId: b.propertyId !== undefined ? b.propertyId : r.propertyId,
    },
    properties,
  );
  await repo.update(db, userId, id, v);
  return getRecurring(db, userId, id);
}

export async function deleteRecurring(db: Database, userId: number, id: number) {
  if (!(await repo.remove(db, userId, id))) throw AppError.notFound();
}

/** The occurrence a date names: its due date or its rule date. */
export function occurrenceAt(r: repo.RecurringRow, date: string): Occurrence {
  const found = occurrences(r, addDays(date, -3), addDays(date, 3)).find(
    (o) => o.date === date || o.nominal === date,
  );
  return found ?? refuse('notAnOccurrence');
}

export async function skipOccurrence(db: Database, userId: number, id: number, date: string) {
  const r = await one(db, userId, id);
  const o = occurrenceAt(r, date);
  if ((await repo.postedTransactionId(db, userId, id, o.nominal)) !== null)
    refuse('occurrencePosted');
  await repo.addSkip(db, userId, id, o.nominal);
  return getRecurring(db, userId, id);
}
