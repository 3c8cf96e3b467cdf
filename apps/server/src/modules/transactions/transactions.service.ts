import {
  AppError,
  type CreateTransactionBody,
  RULE_MESSAGES,
  SCHEMA_MESSAGES,
  type Transaction,
  type TransactionType,
  type UpdateTransactionBody,
  toDecimal,
  transferIssues,
  fillFromRules,
} from '@wealthlog/core';
import type { Database, Executor } from '../../db/client.js';
import { balanceAsOf, todayOf } from '../../ledger/balances.js';
import { ensureCategories } from '../../ledger/categories.js';
import { NO_OVERDRAFT_TYPES, assertActive, lockAccounts } from '../../ledger/locks.js';
import type { TransactionWriter } from '../../ledger/transaction-writer.js';
import { toTransaction } from './transactions.mapper.js';
import * as repo from './transactions.repository.js';
import {
  type SplitDraft,
  amountIn,
  blankToNull,
  invalid,
  splitLines,
} from './transactions.amounts.js';

/** The rules of one posting (API.md "Transactions", SPEC §5, issue 5), for POST and PUT alike. */
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
   * The lines of a split (issue 17), in order; [] unsplits it; undefined keeps the stored lines
   * (none on a new transaction).
   */
  splits?: SplitDraft[] | undefined;
  /** The caller sent `category` in this request (not kept from the row nor filled by a rule). */
  categoryGiven?: boolean;
  /** A recurring item's posting (issue 17): written with the transaction, unique per occurrence. */
  recurringId?: number;
  occurrence?: string;
}

const DEBITS = new Set(['WITHDRAWAL', 'EXPENSE', 'TRANSFER']);
/**
 * Checks `d` against the locked accounts and writes it (insert, or update of `existing`). Runs in
 * the caller's DB transaction, after the account rows are locked: two concurrent postings on one
 * account queue on that lock, so the second one sees the first one's balance.
 */
async function write(tx: Executor, userId: number, d: Draft, existing?: repo.TransactionRow) {
  const issues = transferIssues({
    type: d.type,
    accountId: d.accountId,
    toAccountId: d.toAccountId,
    toAmount: d.toAmount === null ? null : 1,
  });
  if (issues.length > 0) invalid(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
  const today = await todayOf(tx, userId);
  if (d.date > today && !d.scheduled && d.date !== existing?.date) {
    invalid({ date: [SCHEMA_MESSAGES.futureDateNotScheduled] });
  }
  const ids = [d.accountId, d.toAccountId, existing?.account_id, existing?.to_account_id];
  const locked = await lockAccounts(
    tx,
    userId,
    ids.filter((x): x is number => typeof x === 'number'),
  );
  const source = locked.get(d.accountId)!;
  const target = d.toAccountId === null ? undefined : locked.get(d.toAccountId)!;

  const amount = amountIn(d.amount, source.currency, 'amount', 'Amount');
  let toAmount: string | null = null;
  if (target) {
    if (target.currency === source.currency) {
      if (d.toAmount !== null && !toDecimal(d.toAmount).eq(amount)) {
        invalid({ toAmount: [RULE_MESSAGES.pattern('To amount')] });
      }
      toAmount = amount;
    } else if (d.toAmount === null) {
      invalid({ toAmount: [RULE_MESSAGES.required('To amount')] });
    } else {
      toAmount = amountIn(d.toAmount, target.currency, 'toAmount', 'To amount');
    }
  }
  const lines = splitLines(d, existing?.splits, amount, source.currency);
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
    recurringId: d.recurringId ?? null,
    occurrence: d.occurrence ?? null,
  };
  const figuresChanged =
    !existing ||
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

  // Overdraft: the source's balance on the later of today and the posting's date may not go
  // below zero because of this write (a balance that was already negative may only improve).
  const guarded = figuresChanged && DEBITS.has(d.type) && NO_OVERDRAFT_TYPES.has(source.type);
  const horizon = d.date > today ? d.date : today;
  const before = guarded ? await balanceAsOf(tx, userId, source.id, horizon) : '0';
  const id = existing ? Number(existing.id) : await repo.insertRow(tx, userId, values);
  if (existing) await repo.updateRow(tx, userId, id, values);
  if (d.splits !== undefined) await repo.replaceSplits(tx, userId, id, lines);
  // The names it carries join the user's list in this DB transaction (issue 28).
  const names = lines.length > 0 ? lines.map((l) => l.category) : [values.category];
  await ensureCategories(
    tx,
    userId,
    names.map((name) => ({ name, type: d.type })),
  );
  if (guarded) {
    const after = toDecimal(await balanceAsOf(tx, userId, source.id, horizon));
    if (after.isNegative() && after.lt(before)) throw new AppError('BUS_001');
  }
  return id;
}

/**
 * What other areas post through (ledger/transaction-writer.ts, registered in app.ts): a recurring
 * item's occurrence, written in the caller's DB transaction by the same rules.
 */
export const transactionWriter: TransactionWriter = {
  write: (tx, userId, draft) => write(tx, userId, { ...draft, toAmount: null, scheduled: true }),
  read: (db, userId, id) => getTransaction(db, userId, id),
};

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
 * The user's rules on a new transaction (issue 17): they fill in the category and description the
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
