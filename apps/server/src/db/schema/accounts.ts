import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, STATUS_REASONS } from '@wealthlog/core';
import { users } from './auth.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Accounts. The opening balance is posted into account_daily_deltas on opening_date by a trigger
 * (migration 0004), so balance(D) = SUM(delta) over days <= D and nothing else.
 * UNIQUE (user_id, id) lets child tables carry a composite FK: a row can never point at another
 * user's account, whatever the application code does.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ACCOUNT_TYPES }).notNull(),
    currency: text('currency').notNull(),
    openingBalance: numeric('opening_balance', { precision: 28, scale: 8 }).notNull().default('0'),
    openingDate: date('opening_date')
      .notNull()
      .default(sql`CURRENT_DATE`),
    active: boolean('active').notNull().default(true),
    /** How a trade's exits are matched to its entries (API.md "Trades"): FIFO, LIFO or AVERAGE. */
    costBasis: text('cost_basis').notNull().default('FIFO'),
    /**
     * The account number or IBAN a bank statement names (OFX ACCTID, CAMT IBAN): the next file
     * from that bank is booked here without asking (issue 31).
     */
    statementRef: text('statement_ref'),
    /**
     * The closing balance of the latest statement booked here and its day: the home warns while
     * the account's own balance on that day disagrees (issue 33), until the two agree again.
     */
    statementBalance: numeric('statement_balance', { precision: 28, scale: 8 }),
    statementDate: date('statement_date'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_user_id_id_uq').on(t.userId, t.id),
    check('accounts_cost_basis_ck', sql`${t.costBasis} IN ('FIFO','LIFO','AVERAGE')`),
    check('accounts_name_len_ck', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    check(
      'accounts_type_ck',
      sql`${t.type} IN ('CASH','STOCKS','CRYPTO','REAL_ESTATE','FX','PERSONAL_EXPENSES')`,
    ),
    check('accounts_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('accounts_opening_balance_ck', sql`${t.openingBalance} >= 0`),
    check(
      'accounts_statement_balance_ck',
      sql`(${t.statementBalance} IS NULL) = (${t.statementDate} IS NULL)`,
    ),
    check('accounts_statement_ref_len_ck', sql`char_length(${t.statementRef}) BETWEEN 1 AND 64`),
    uniqueIndex('accounts_user_statement_ref_uq')
      .on(t.userId, t.statementRef)
      .where(sql`${t.statementRef} IS NOT NULL`),
  ],
);

/** One activation or deactivation, written in the same DB transaction as the flag itself. */
export const accountStatusChanges = pgTable(
  'account_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    previousActive: boolean('previous_active').notNull(),
    active: boolean('active').notNull(),
    reason: text('reason', { enum: STATUS_REASONS }),
    comment: text('comment'),
    changedAt: tstz('changed_at').notNull().defaultNow(),
    /** The acting user; kept (as null) if that user is ever deleted. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      name: 'account_status_changes_account_fk',
      columns: [t.userId, t.accountId],
      foreignColumns: [accounts.userId, accounts.id],
    }).onDelete('cascade'),
    check(
      'account_status_changes_reason_ck',
      sql`${t.reason} IS NULL OR ${t.reason} IN ('closed','maintenance','suspended','reactivated','archived','other')`,
    ),
    // "All accounts, newest first" and "one account, newest first".
    index('account_status_changes_user_idx').on(
      t.userId,
      t.changedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('account_status_changes_account_idx').on(
      t.accountId,
      t.changedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The daily balance table: per account and day, the net movement of that day (opening balance
 * included). Written ONLY by the triggers of migration 0004, never by the application.
 * The primary key is also the order of the window SUM(delta) OVER (PARTITION BY account ORDER BY day).
 * No foreign key to the account (ADR 0029): the triggers write rows only for accounts that their
 * source rows point at, and the accounts' delete trigger (migration 0030) removes an account's rows
 * with it; the key's check on each of the ~100k rows a restore or an import writes cost a second.
 */
export const accountDailyDeltas = pgTable(
  'account_daily_deltas',
  {
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    day: date('day').notNull(),
    delta: numeric('delta', { precision: 28, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ name: 'account_daily_deltas_pk', columns: [t.userId, t.accountId, t.day] })],
);

/**
 * Per account, kept by the same triggers as account_daily_deltas (migration 0007, ADR 0005):
 * `total` = Σ every delta of the account (future-dated ones included), so "balance today" is
 * total − Σ the few deltas after today (an index range scan) instead of a sum over every day;
 * `out_count` / `in_count` = transactions whose account_id / to_account_id is this account, so the
 * unfiltered and per-account totals of the transaction list are exact without counting 100k rows.
 * Removed with its account by the accounts' delete trigger, as account_daily_deltas.
 */
export const accountLedgerTotals = pgTable(
  'account_ledger_totals',
  {
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    total: numeric('total', { precision: 28, scale: 8 }).notNull().default('0'),
    outCount: bigint('out_count', { mode: 'number' }).notNull().default(0),
    inCount: bigint('in_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'account_ledger_totals_pk', columns: [t.userId, t.accountId] })],
);
