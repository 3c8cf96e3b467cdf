import type { Occurrence, Transaction, TransactionType } from '@wealthlog/core';
import type { Database, Tx } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import type { LedgerContext } from '../../ledger/context.js';
import { postTransaction } from '../../ledger/post.js';
import { amountIn, amountReceived, assertTransferShape } from '../../ledger/post-rules.js';
import * as repo from './recurring.repository.js';
import { assertRecurringRules } from './recurring.rules.js';
import { occurrenceAt, one, refuse } from './recurring.service.js';

/** Posting an occurrence of a recurring item: by hand (POST /{id}/post) or by the auto-poster. */

/** What posting reads and writes through other areas: a transaction back, a property's entry. */
export type RecurringLedger = Pick<LedgerContext, 'readTransaction' | 'propertyEntryWriter'>;

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
  { readTransaction, propertyEntryWriter }: RecurringLedger,
): Promise<{ transaction: Transaction; created: boolean }> {
  const existing = await repo.postedTransactionId(db, userId, r.id, o.nominal);
  if (existing !== null)
    return { transaction: await readTransaction(db, userId, existing), created: false };
  // Rows can change under the rules (an older category rename, a change outside the API): a
  // property item without an entry category is refused in the envelope, not posted.
  assertRecurringRules(r);
  try {
    const date = o.date < today ? o.date : today;
    const txId = await db.transaction(async (tx) => {
      // A property's rent or charge: its entry and transaction as one fact, then marked posted.
      if (r.propertyId !== null) {
        const id = await propertyEntryWriter.write(tx, userId, {
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
      return postOccurrence(tx, userId, r, date, o.nominal);
    });
    return { transaction: await readTransaction(db, userId, txId), created: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const id = await repo.postedTransactionId(db, userId, r.id, o.nominal);
    return { transaction: await readTransaction(db, userId, id!), created: false };
  }
}

/**
 * The occurrence's transaction, by the rules a transaction of the API is held to: a transfer names
 * another account, the amount fits the account's minor unit, and a transfer between currencies is
 * refused (an item carries no amount received). No future-date check: postOne dates it today at
 * the latest.
 */
function postOccurrence(
  tx: Tx,
  userId: number,
  r: repo.RecurringRow,
  date: string,
  nominal: string,
) {
  const type = r.type as TransactionType;
  assertTransferShape({ type, accountId: r.accountId, toAccountId: r.toAccountId, toAmount: null });
  return postTransaction(tx, userId, {
    accountId: r.accountId,
    toAccountId: r.toAccountId,
    type,
    category: r.category,
    description: r.description ?? r.name,
    date,
    recurringId: r.id,
    occurrence: nominal,
    figures: (source, target) => {
      const amount = amountIn(r.amount, source.currency, 'amount', 'Amount');
      return { amount, toAmount: amountReceived(null, amount, source, target) };
    },
  });
}

export async function postNow(
  db: Database,
  userId: number,
  id: number,
  date: string,
  ledger: RecurringLedger,
) {
  const r = await one(db, userId, id);
  const o = occurrenceAt(r, date);
  const marks = await repo.marks(db, userId);
  if (marks.some((m) => m.recurring_id === id && m.occurrence === o.nominal && !m.transaction_id))
    refuse('occurrenceSkipped');
  return postOne(db, userId, r, o, await todayOf(db, userId), ledger);
}
