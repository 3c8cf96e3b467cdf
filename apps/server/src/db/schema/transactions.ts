import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '@wealthlog/core';
import { users } from './auth.js';
import { accounts } from './accounts.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The ledger. `amount` is always positive, in the source account's currency; the type gives the
 * sign. A TRANSFER always stores `to_amount`, the amount received in the target account's currency
 * (= amount when both share a currency), so the daily-delta trigger never needs a rate.
 * The FKs to accounts are NO ACTION on purpose: deleting an account that still has postings fails in
 * the database too; the service deletes the postings first when the caller asked for ?cascade=true.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No key of its own to users (issue 34, ADR 0031): the (user_id, account_id) key to accounts,
    // which go with their user, already ties every row to a user, and one key less is one check
    // less for each of a 100k-line import's rows. Deleting a user deletes their postings first
    // (account-deletion.repository.ts), as the accounts' NO ACTION keys require.
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    toAccountId: integer('to_account_id'),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    amount: numeric('amount', { precision: 28, scale: 8 }).notNull(),
    toAmount: numeric('to_amount', { precision: 28, scale: 8 }),
    category: text('category'),
    description: text('description'),
    date: date('date').notNull(),
    /** Posted by a recurring item: the item and the occurrence's rule date. */
    recurringId: integer('recurring_id'),
    occurrence: date('occurrence'),
    /**
     * The bank's own id of the statement line it was imported from (OFX FITID, CAMT AcctSvcrRef):
     * a line whose id the account already holds is a duplicate (issue 31).
     */
    bankId: text('bank_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Child rows carry the user in their FK (transaction_splits), as properties' do.
    unique('transactions_user_id_id_uq').on(t.userId, t.id),
    foreignKey({
      name: 'transactions_account_fk',
      columns: [t.userId, t.accountId],
      foreignColumns: [accounts.userId, accounts.id],
    }),
    foreignKey({
      name: 'transactions_to_account_fk',
      columns: [t.userId, t.toAccountId],
      foreignColumns: [accounts.userId, accounts.id],
    }),
    check(
      'transactions_type_ck',
      sql`${t.type} IN ('DEPOSIT','WITHDRAWAL','TRANSFER','INCOME','EXPENSE')`,
    ),
    check('transactions_amount_ck', sql`${t.amount} > 0`),
    check(
      'transactions_transfer_ck',
      sql`(${t.type} = 'TRANSFER') = (${t.toAccountId} IS NOT NULL) AND (${t.type} = 'TRANSFER') = (${t.toAmount} IS NOT NULL)`,
    ),
    check('transactions_to_amount_ck', sql`${t.toAmount} IS NULL OR ${t.toAmount} > 0`),
    check(
      'transactions_not_self_ck',
      sql`${t.toAccountId} IS NULL OR ${t.toAccountId} <> ${t.accountId}`,
    ),
    // One transaction per occurrence, whoever posts it (auto-posting, "post now", twice at once).
    uniqueIndex('transactions_recurring_occurrence_uq')
      .on(t.recurringId, t.occurrence)
      .where(sql`${t.recurringId} IS NOT NULL`),
    check('transactions_category_len_ck', sql`char_length(${t.category}) <= 50`),
    check('transactions_description_len_ck', sql`char_length(${t.description}) <= 500`),
    check('transactions_bank_id_len_ck', sql`char_length(${t.bankId}) BETWEEN 1 AND 255`),
    uniqueIndex('transactions_account_bank_id_uq')
      .on(t.accountId, t.bankId)
      .where(sql`${t.bankId} IS NOT NULL`),
    // The list's default order, and every filter, each led by user_id (DESIGN rule 4).
    index('transactions_user_date_idx').on(
      t.userId,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_user_account_date_idx').on(
      t.userId,
      t.accountId,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_user_to_account_date_idx')
      .on(t.userId, t.toAccountId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.toAccountId} IS NOT NULL`),
    // No (user_id, type, date) index (dropped in migration 0034): five types, so a type filter
    // reads the date index (or the account's) and keeps one row in five or better.
    // The category filter ignores case ("Salary" imported from a bank is the default 'salary').
    index('transactions_user_lower_category_date_idx').on(
      t.userId,
      sql`lower(${t.category})`,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('transactions_user_amount_idx').on(
      t.userId,
      t.amount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // ?q= is ILIKE '%…%' on description and category: a trigram index (pg_trgm, migration 0004).
    // An import adds its entries to the index's pending list instead of merging each into the
    // index tree; the import merges the list after it commits (ADR 0009). 4 MB, not 64: a merged
    // list's pages stay in the index file, so a 64 MB list left 50 MB of dead pages per 100k
    // lines, and merging every 4 MB is as fast (ADR 0031).
    index('transactions_search_trgm_idx')
      .using(
        'gin',
        sql`(coalesce(${t.description}, '') || ' ' || coalesce(${t.category}, '')) gin_trgm_ops`,
      )
      .with({ fastupdate: true, gin_pending_list_limit: 4096 }),
  ],
);

/**
 * The lines of a split transaction (ADR 0015): one payment across categories. The parent
 * keeps the payment (account, type, amount, date — the ledger and its triggers see nothing new) and
 * its own category is NULL while it has lines, so every sum by category reads unsplit transactions
 * by their category and split ones by their lines, never both. The lines sum to the parent's amount
 * (the writer checks it). `user_id` is the parent's, so the category look-ups are led by it.
 */
export const transactionSplits = pgTable(
  'transaction_splits',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    amount: numeric('amount', { precision: 28, scale: 8 }).notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ name: 'transaction_splits_pk', columns: [t.transactionId, t.position] }),
    // The user is part of the key: a line can never hang on another user's transaction.
    foreignKey({
      name: 'transaction_splits_transaction_fk',
      columns: [t.userId, t.transactionId],
      foreignColumns: [transactions.userId, transactions.id],
    }).onDelete('cascade'),
    check('transaction_splits_amount_ck', sql`${t.amount} > 0`),
    check('transaction_splits_category_len_ck', sql`char_length(${t.category}) BETWEEN 1 AND 50`),
    check('transaction_splits_description_len_ck', sql`char_length(${t.description}) <= 500`),
    // Budgets, the summary and the category filter find a category's lines (any case).
    index('transaction_splits_user_lower_category_idx').on(t.userId, sql`lower(${t.category})`),
  ],
);
