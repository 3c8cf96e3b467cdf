import {
  AppError,
  type CreateRecurringBody,
  EXPENSE_MESSAGES,
  type ExpenseReason,
  type Occurrence,
  RULE_MESSAGES,
  type RecurringItem,
  type Transaction,
  type TransactionType,
  type UpdateRecurringBody,
  addDays,
  decimalsFor,
  expandRecurrence,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Database, Executor } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { lockAccounts } from '../../ledger/locks.js';
import { propertyEntryWriter } from '../../ledger/property-entry-writer.js';
import { transactionWriter } from '../../ledger/transaction-writer.js';
import * as repo from './recurring.repository.js';
import { assertRecurringRules } from './recurring.rules.js';

/** Recurring items (issue 17, API.md "Recurring"): the rule, skips, posting, auto-posting. */

const refuse = (reason: ExpenseReason): never => {
  throw new AppError('BUS_004', EXPENSE_MESSAGES[reason], { reason });
};
const blankToNull = (v: string | null | undefined) => (v ? v : null);
type Marks = Awaited<ReturnType<typeof repo.marks>>;

export const occurrences = (r: repo.RecurringRow, from: string, to: string): Occurrence[] =>
  expandRecurrence(
    { rrule: r.rrule, startDate: r.startDate, endDate: r.endDate, weekend: r.weekend },
    from,
    to,
  );

function toItem(r: repo.RecurringRow, marks: Marks, today: string): RecurringItem {
  const mine = marks.filter((m) => m.recurring_id === r.id);
  const done = new Set(mine.map((m) => m.occurrence));
  // Two years ahead holds the next occurrence of any rule that has one (yearly included).
  const next = occurrences(r, today, addDays(today, 731)).find((o) => !done.has(o.nominal));
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
  return rows.map((r) => toItem(r, marks, today));
}

async function one(db: Executor, userId: number, id: number) {
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
  return toItem(row, marks, today);
}

/** The accounts are the user's (404 otherwise) and the amount fits the account's currency. */
async function checked(db: Database, userId: number, v: repo.RecurringValues) {
  assertRecurringRules({ ...v, endDate: v.endDate ?? null, propertyId: v.propertyId ?? null });
  await db.transaction(async (tx) => {
    const ids = [v.accountId, v.toAccountId].filter((x): x is number => typeof x === 'number');
    const locked = await lockAccounts(tx, userId, ids);
    const places = decimalsFor(locked.get(v.accountId)!.currency);
    if (toDecimal(v.amount).decimalPlaces() > places)
      throw AppError.validation({ amount: [RULE_MESSAGES.decimals('Amount', places)] });
    if (v.propertyId != null)
      await propertyEntryWriter().check(tx, userId, v.propertyId, v.accountId);
  });
  return v;
}

export async function createRecurring(db: Database, userId: number, b: CreateRecurringBody) {
  const v = await checked(db, userId, {
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
  });
  return getRecurring(db, userId, await repo.insert(db, userId, v));
}

/** PUT: the body merged over the stored item, then every rule again. */
export async function updateRecurring(
  db: Database,
  userId: number,
  id: number,
  b: UpdateRecurringBody,
) {
  const r = await one(db, userId, id);
  const type = b.type ?? r.type;
  const v = await checked(db, userId, {
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
  });
  await repo.update(db, userId, id, v);
  return getRecurring(db, userId, id);
}

export async function deleteRecurring(db: Database, userId: number, id: number) {
  if (!(await repo.remove(db, userId, id))) throw AppError.notFound();
}

/** The occurrence a date names: its due date or its rule date. */
function occurrenceAt(r: repo.RecurringRow, date: string): Occurrence {
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

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Posts one occurrence as one transaction, linked to it, dated the occurrence's day (today when
 * posted ahead of it). Idempotent: an occurrence already posted answers its transaction (created
 * false), and the unique (recurring_id, occurrence) index settles two concurrent posts.
 */
export async function postOne(
  db: Database,
  userId: number,
  r: repo.RecurringRow,
  o: Occurrence,
  today: string,
): Promise<{ transaction: Transaction; created: boolean }> {
  const writer = transactionWriter();
  const existing = await repo.postedTransactionId(db, userId, r.id, o.nominal);
  if (existing !== null)
    return { transaction: await writer.read(db, userId, existing), created: false };
  // Rows can change under the rules (an older category rename, a change outside the API): a
  // property item without an entry category is refused in the envelope, not posted.
  assertRecurringRules(r);
  try {
    const date = o.date < today ? o.date : today;
    const txId = await db.transaction(async (tx) => {
      // A property's rent or charge: its entry and transaction as one fact, then marked posted.
      if (r.propertyId !== null) {
        const id = await propertyEntryWriter().write(tx, userId, {
          propertyId: r.propertyId,
          kind: r.type === 'INCOME' ? 'INCOME' : 'EXPENSE',
          accountId: r.accountId,
          amount: r.amount,
          category: r.category ?? '', // never empty: checked above
          description: r.description ?? r.name,
          date,
        });
        await repo.markPosted(tx, userId, id, r.id, o.nominal);
        return id;
      }
      return writer.write(tx, userId, {
        accountId: r.accountId,
        toAccountId: r.toAccountId,
        type: r.type as TransactionType,
        amount: r.amount,
        category: r.category,
        description: r.description ?? r.name,
        date,
        recurringId: r.id,
        occurrence: o.nominal,
      });
    });
    return { transaction: await writer.read(db, userId, txId), created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const id = await repo.postedTransactionId(db, userId, r.id, o.nominal);
    return { transaction: await writer.read(db, userId, id!), created: false };
  }
}

export async function postNow(db: Database, userId: number, id: number, date: string) {
  const r = await one(db, userId, id);
  const o = occurrenceAt(r, date);
  const marks = await repo.marks(db, userId);
  if (marks.some((m) => m.recurring_id === id && m.occurrence === o.nominal && !m.transaction_id))
    refuse('occurrenceSkipped');
  return postOne(db, userId, r, o, await todayOf(db, userId));
}
