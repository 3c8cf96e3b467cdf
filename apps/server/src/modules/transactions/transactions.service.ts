import {
  AppError,
  type CreateTransactionBody,
  SCHEMA_MESSAGES,
  type Transaction,
  type TransactionType,
  type UpdateTransactionBody,
  toDecimal,
  fillFromRules,
} from '@wealthlog/core';
import type { Database, Executor } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { type LockedAccount, assertActive, lockAccounts } from '../../ledger/locks.js';
import { addCategories, postTransaction } from '../../ledger/post.js';
import {
  amountIn,
  amountReceived,
  assertTransferShape,
  underOverdraftRule,
} from '../../ledger/post-rules.js';
import { toTransaction } from './transactions.mapper.js';
import * as repo from './transactions.repository.js';
import { type SplitDraft, blankToNull, invalid, splitLines } from './transactions.amounts.js';

/**
 * The rules of one posting (API.md "Transactions"; amount at least 0.01, accountId at least 1), for
 * POST and PUT alike.
 */
interface Draft {
  accountId: number;
  toAccountId: number | null;
  type: TransactionType;
  amount: number | string;
  toAmount: number | string | null;
  category: string | null;
  description: string | null;
  date: string;
  scheduled: boolean;
  /**
   * The lines of a split (ADR 0015), in order; [] unsplits it; undefined keeps the stored lines
   * (none on a new transaction).
   */
  splits?: SplitDraft[] | undefined;
  /** The caller sent `category` in this request (not kept from the row nor filled by a rule). */
  categoryGiven?: boolean;
}

/** The figures of `d` judged in its locked accounts' currencies, its split lines checked. */
function figuresOf(
  d: Draft,
  source: LockedAccount,
  target: LockedAccount | undefined,
  stored?: readonly SplitDraft[],
) {
  const amount = amountIn(d.amount, source.currency, 'amount', 'Amount');
  const toAmount = amountReceived(d.toAmount, amount, source, target);
  return { amount, toAmount, lines: splitLines(d, stored, amount, source.currency) };
}

/**
 * Checks `d` and writes it: a new transaction by the ledger's one way in (ledger/post.ts), or an
 * edit of `existing` by the same rules. Runs in the caller's DB transaction, after the account rows
 * are locked: two concurrent postings on one account queue on that lock, so the second one sees
 * the first one's balance.
 */
async function write(tx: Executor, userId: number, d: Draft, existing?: repo.TransactionRow) {
  assertTransferShape(d);
  const today = await todayOf(tx, userId);
  if (d.date > today && !d.scheduled && d.date !== existing?.date) {
    invalid({ date: [SCHEMA_MESSAGES.futureDateNotScheduled] });
  }
  if (!existing) {
    return postTransaction(tx, userId, {
      accountId: d.accountId,
      toAccountId: d.toAccountId,
      type: d.type,
      category: d.category,
      description: d.description,
      date: d.date,
      today,
      figures: (source, target) => figuresOf(d, source, target),
    });
  }
  const ids = [d.accountId, d.toAccountId, existing.account_id, existing.to_account_id];
  const locked = await lockAccounts(
    tx,
    userId,
    ids.filter((x): x is number => typeof x === 'number'),
  );
  const source = locked.get(d.accountId)!;
  const target = d.toAccountId === null ? undefined : locked.get(d.toAccountId)!;
  const { amount, toAmount, lines } = figuresOf(d, source, target, existing.splits);
  const values: repo.PostingValues = {
    accountId: d.accountId,
    toAccountId: d.toAccountId,
    type: d.type,
    amount,
    toAmount,
    // A split transaction's categories are its lines': its own stays NULL, so a sum by category
    // never counts both (ADR 0015).
    category: lines.length > 0 ? null : d.category,
    description: d.description,
    date: d.date,
  };
  const figuresChanged =
    existing.account_id !== values.accountId ||
    existing.to_account_id !== values.toAccountId ||
    existing.type !== values.type ||
    !toDecimal(existing.amount).eq(amount) ||
    (existing.to_amount ?? '') !== (toAmount === null ? '' : toDecimal(toAmount).toFixed(8)) ||
    existing.date !== values.date;
  if (figuresChanged) {
    assertActive(source);
    if (target) assertActive(target);
  }
  const id = Number(existing.id);
  const rule = { type: d.type, date: d.date, today, changed: figuresChanged };
  await underOverdraftRule(tx, userId, source, rule, async () => {
    await repo.updateRow(tx, userId, id, values);
    if (d.splits !== undefined) await repo.replaceSplits(tx, userId, id, lines);
    await addCategories(tx, userId, values, lines);
  });
  return id;
}

/** Also how other areas read a transaction back (ledger/transaction-reader.ts, transactions.area.ts). */
export async function getTransaction(
  db: Executor,
  userId: number,
  id: number,
): Promise<Transaction> {
  const row = await repo.selectOne(db, userId, id);
  if (!row) throw AppError.notFound();
  return toTransaction(row);
}

/**
 * The user's rules on a new transaction: they fill in the category and description the
 * user left blank, in position order; what the user typed, and the type they chose, stay.
 */
async function withRules(db: Executor, userId: number, body: CreateTransactionBody) {
  const category = blankToNull(body.category);
  const description = blankToNull(body.description);
  if (category && description) return { category, description };
  // A split's categories are its lines': a rule fills its description only.
  const split = (body.splits?.length ?? 0) > 0;
  if (split && description) return { category, description };
  const rules = await repo.selectEnabledRules(db, userId);
  const after = fillFromRules(
    rules,
    { description, amount: body.amount, accountId: body.accountId, type: body.type, category },
    { withType: false },
  );
  return { category: split ? category : after.category, description: after.description };
}

export async function createTransaction(
  db: Database,
  userId: number,
  body: CreateTransactionBody,
): Promise<Transaction> {
  const filled = await withRules(db, userId, body);
  const id = await db.transaction((tx) =>
    write(tx, userId, {
      accountId: body.accountId,
      toAccountId: body.toAccountId ?? null,
      type: body.type,
      amount: body.amount,
      toAmount: body.toAmount ?? null,
      ...filled,
      categoryGiven: blankToNull(body.category) !== null,
      splits: body.splits,
      date: body.date,
      scheduled: body.scheduled ?? false,
    }),
  );
  return getTransaction(db, userId, id);
}

/** PUT: the body merged over the stored row, then every rule again on the result. */
export async function updateTransaction(
  db: Database,
  userId: number,
  id: number,
  body: UpdateTransactionBody,
): Promise<Transaction> {
  await db.transaction(async (tx) => {
    const row = await repo.selectOne(tx, userId, id, true);
    if (!row) throw AppError.notFound();
    const type = body.type ?? (row.type as TransactionType);
    // Leaving TRANSFER drops the target unless the body names one (the schema then objects).
    const keepTarget = type === 'TRANSFER';
    const toAccountId =
      body.toAccountId !== undefined ? body.toAccountId : keepTarget ? row.to_account_id : null;
    const sameTarget = toAccountId === row.to_account_id;
    await write(
      tx,
      userId,
      {
        accountId: body.accountId ?? row.account_id,
        toAccountId,
        type,
        amount: body.amount ?? row.amount,
        toAmount:
          body.toAmount !== undefined
            ? body.toAmount
            : sameTarget && keepTarget
              ? row.to_amount
              : null,
        category: body.category !== undefined ? blankToNull(body.category) : row.category,
        categoryGiven: blankToNull(body.category) !== null,
        splits: body.splits,
        description:
          body.description !== undefined ? blankToNull(body.description) : row.description,
        date: body.date ?? row.date,
        scheduled: body.scheduled ?? false,
      },
      row,
    );
  });
  return getTransaction(db, userId, id);
}

export async function deleteTransaction(db: Database, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteRow(db, userId, id))) throw AppError.notFound();
}
