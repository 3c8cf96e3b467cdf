import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { todayOf } from './balances.js';
import { ensureCategories } from './categories.js';
import { type LockedAccount, assertActive, lockAccounts } from './locks.js';
import { underOverdraftRule } from './post-rules.js';

/**
 * The one way a transaction enters the ledger, whichever area writes it (a transaction of the
 * API, a recurring item's occurrence, a loan payment, a property's income or expense), in the
 * caller's DB transaction: its accounts locked, active, the overdraft rule, the row, its split
 * lines, its category names added to the user's list. The daily deltas follow by the
 * transactions' triggers (ADR 0005); the dashboard's cached figures are dropped by each writing
 * route's hook (invalidate.ts) and by the auto-posters themselves. A CSV import goes in by
 * post-many.ts. A test (post.single-writer.test.ts) keeps any other `INSERT INTO transactions` out.
 */

/** A line of a split transaction (ADR 0015): its amount in the account's currency, as text. */
export interface SplitLine {
  category: string;
  amount: string;
  description?: string | null;
}

/** The figures of a posting, judged in its locked accounts' currencies. */
export interface PostingFigures {
  amount: string;
  /** What a transfer's target receives, in the target's currency. */
  toAmount?: string | null;
  /** Split lines: the parent's own category is then stored NULL (ADR 0015). */
  lines?: readonly SplitLine[];
}

export interface Posting {
  accountId: number;
  toAccountId?: number | null;
  type: string;
  category: string | null;
  description: string | null;
  date: string;
  /** Set when a recurring item posts it: the item and the occurrence's rule date. */
  recurringId?: number | null;
  occurrence?: string | null;
  /** Locked together with the posting's own accounts (e.g. an edited entry's former account). */
  alsoLock?: readonly (number | null | undefined)[];
  /** The user's today when the caller has read it; read in the DB transaction otherwise. */
  today?: string;
  /**
   * Checks the posting against its locked accounts and gives its figures; run before the active
   * check, so a 400 on a figure comes before a 422 on an inactive account.
   */
  figures(source: LockedAccount, target: LockedAccount | undefined): PostingFigures;
}

/** Writes a new transaction by the ledger's rules; its id. */
export async function postTransaction(tx: Executor, userId: number, p: Posting): Promise<number> {
  const ids = [p.accountId, p.toAccountId, ...(p.alsoLock ?? [])];
  const locked = await lockAccounts(
    tx,
    userId,
    ids.filter((x): x is number => typeof x === 'number'),
  );
  const source = locked.get(p.accountId)!;
  const target = p.toAccountId == null ? undefined : locked.get(p.toAccountId)!;
  const f = p.figures(source, target);
  assertActive(source);
  if (target) assertActive(target);
  const today = p.today ?? (await todayOf(tx, userId));
  const lines = f.lines ?? [];
  const category = lines.length > 0 ? null : p.category;
  return underOverdraftRule(tx, userId, source, { type: p.type, date: p.date, today }, async () => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO transactions
        (user_id, account_id, to_account_id, type, amount, to_amount, category, description, date,
         recurring_id, occurrence)
      VALUES (${userId}, ${p.accountId}, ${p.toAccountId ?? null}, ${p.type}, ${f.amount},
        ${f.toAmount ?? null}, ${category}, ${p.description}, ${p.date}::date,
        ${p.recurringId ?? null}, ${p.occurrence ?? null}::date)
      RETURNING id`);
    const id = Number(rows[0]!.id);
    await insertSplitLines(tx, userId, id, lines);
    await addCategories(tx, userId, { type: p.type, category }, lines);
    return id;
  });
}

/** The lines of transaction `id`, in order (none: nothing is written). */
export async function insertSplitLines(
  tx: Executor,
  userId: number,
  id: number,
  lines: readonly SplitLine[],
): Promise<void> {
  if (lines.length === 0) return;
  const json = JSON.stringify(lines.map((l, position) => ({ position, ...l })));
  await tx.execute(sql`
    INSERT INTO transaction_splits (transaction_id, position, user_id, category, amount, description)
    SELECT ${id}, l.position, ${userId}, l.category, l.amount, l.description
    FROM jsonb_to_recordset(${json}::jsonb)
      AS l (position smallint, category text, amount numeric, description text)`);
}

/**
 * The names a posting carries join the user's list in its DB transaction (ledger/categories.ts):
 * its lines' when it is split, its own otherwise.
 */
export async function addCategories(
  tx: Executor,
  userId: number,
  p: { type: string; category: string | null },
  lines: readonly SplitLine[],
): Promise<void> {
  const names = lines.length > 0 ? lines.map((l) => l.category) : [p.category];
  await ensureCategories(
    tx,
    userId,
    names.map((name) => ({ name, type: p.type })),
  );
}
