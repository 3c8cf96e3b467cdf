import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { transactions } from './transactions.js';

const money = (name: string) => numeric(name, { precision: 28, scale: 8 });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * Loans borrowed or lent (API.md "Loans"). The schedule is computed on read from these
 * terms and the dated events below (packages/core domain/loans.ts); only the outstanding balance
 * per day is stored (loan_balance_days), for net worth. `account_id` points at an account of the
 * same user (a composite FK added by hand in 0016: deleting the account sets it to null, not the
 * user id); `property_id` is one of the user's properties, checked by the loans service (no FK: a
 * property's deletion refuses while loans are linked to it).
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    direction: text('direction').notNull(),
    counterparty: text('counterparty'),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    principal: money('principal').notNull(),
    startDate: day('start_date').notNull(),
    firstPaymentDate: day('first_payment_date'),
    termMonths: integer('term_months'),
    frequency: text('frequency').notNull(),
    method: text('method').notNull(),
    balloonAfterMonths: integer('balloon_after_months'),
    annualRate: numeric('annual_rate', { precision: 9, scale: 4 }).notNull(),
    dayCount: text('day_count').notNull(),
    accountId: integer('account_id'),
    propertyId: integer('property_id'),
    autoPost: boolean('auto_post').notNull().default(false),
    /** The user's day of creation: scheduled payments due before it count as made (API.md). */
    createdOn: day('created_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.id),
    check('loans_direction_ck', sql`${t.direction} IN ('BORROWED','LENT')`),
    check('loans_principal_ck', sql`${t.principal} > 0`),
    check('loans_rate_ck', sql`${t.annualRate} >= 0`),
  ],
);

/** A dated rate change: the rest of the plan is re-amortised from it. */
export const loanRateChanges = pgTable(
  'loan_rate_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    annualRate: numeric('annual_rate', { precision: 9, scale: 4 }).notNull(),
  },
  (t) => [uniqueIndex('loan_rate_changes_day_uq').on(t.loanId, t.date)],
);

/** A balance from a bank statement that re-anchors the schedule; `difference` = it − ours. */
export const loanCorrections = pgTable(
  'loan_corrections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    balance: money('balance').notNull(),
    difference: money('difference').notNull(),
  },
  (t) => [index('loan_corrections_loan_idx').on(t.loanId, t.date)],
);

/**
 * A payment made: `n` is the schedule row it paid (null: an extra alone, or any repayment of a
 * loan without a plan); unique per loan so auto-posting a due row twice cannot happen. The
 * transaction on the loan's account survives as the cash side; deleting it leaves the payment.
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    date: day('date').notNull(),
    amount: money('amount').notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    extra: money('extra').notNull(),
    mode: text('mode'),
    n: integer('n'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'set null',
    }),
    auto: boolean('auto').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_payments_row_uq')
      .on(t.loanId, t.n)
      .where(sql`${t.n} IS NOT NULL`),
    index('loan_payments_loan_idx').on(t.loanId, t.date),
  ],
);

/**
 * The outstanding balance's steps, signed (negative when BORROWED), per loan and day: net worth's
 * input (ADR 0007). Rewritten by the service in the same transaction as every loan change.
 */
export const loanBalanceDays = pgTable(
  'loan_balance_days',
  {
    userId: integer('user_id').notNull(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    delta: money('delta').notNull(),
  },
  (t) => [primaryKey({ name: 'loan_balance_days_pk', columns: [t.userId, t.loanId, t.day] })],
);
