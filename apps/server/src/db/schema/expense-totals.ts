import { boolean, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Which months of a user's spending are in expense_day_totals for a base currency (ADR 0018).
 * A month without a row here is computed on the next read that needs it; the triggers of
 * migration 0023 delete the rows of every month a write touches (a transaction, a split line, a
 * loan payment, a rate from its day on), and the month's totals go with them (a trigger). A month
 * with no spending at all still has its row: "nothing" is a computed answer too.
 */
export const expenseDayFills = pgTable(
  'expense_day_fills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    base: text('base').notNull(),
  },
  // (user, month…): a write drops a month of every base at once.
  (t) => [primaryKey({ name: 'expense_day_fills_pk', columns: [t.userId, t.month, t.base] })],
);

/** The figures both totals tables keep (ADR 0018), whatever their grain. */
const totals = () => ({
  label: text('label').notNull(),
  currency: text('currency').notNull(),
  expenses: numeric('expenses').notNull(),
  income: numeric('income').notNull(),
  converted: boolean('converted').notNull(),
  lines: integer('lines').notNull(),
  transactions: integer('transactions').notNull(),
});

/**
 * A user's EXPENSE and INCOME (and loan interest, ADR 0017) per day, category, and account, each
 * already converted into the base currency at that day's rate (ADR 0018). Unrounded (numeric): the
 * budgets and the summary sum the rows of a range and round once, as they did from the
 * transactions. A split transaction counts by its lines (ADR 0015): `lines` counts rows as the
 * category view does, `transactions` counts each transaction once (its first line). `converted`
 * is false when no rate converts the account's `currency` that day: the amounts are then 0 and
 * the currency is named in the answer's missingRates. Written only by the budgets and reports
 * reads (ledger/expense-totals.ts), never by a write.
 */
export const expenseDayTotals = pgTable(
  'expense_day_totals',
  {
    userId: integer('user_id').notNull(),
    base: text('base').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    categoryKey: text('category_key').notNull(),
    accountId: integer('account_id').notNull(),
    ...totals(),
  },
  (t) => [
    // (user, base, month, day…): a range is read in order; a dropped fill finds its month.
    primaryKey({
      name: 'expense_day_totals_pk',
      columns: [t.userId, t.base, t.month, t.day, t.categoryKey, t.accountId],
    }),
  ],
);

/**
 * expense_day_totals summed per month, category and account currency (ADR 0018): what a whole
 * month adds to the budgets and to the summary by category or month, so a year or all time reads
 * a few rows a month instead of every day. Filled in the same statement as the days; `converted`
 * is false when some day of the month had no rate.
 */
export const expenseMonthTotals = pgTable(
  'expense_month_totals',
  {
    userId: integer('user_id').notNull(),
    base: text('base').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    categoryKey: text('category_key').notNull(),
    ...totals(),
  },
  (t) => [
    primaryKey({
      name: 'expense_month_totals_pk',
      columns: [t.userId, t.base, t.month, t.categoryKey, t.currency],
    }),
  ],
);

/**
 * Days a write marked (migration 0036, ADR 0034): a statement that touches at most 7 days of a
 * user whose month is computed marks those days instead of dropping the month; the next read
 * that needs them computes those days again and re-sums their months (ledger/expense-totals.ts).
 */
export const expenseDayDirty = pgTable(
  'expense_day_dirty',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'expense_day_dirty_pk', columns: [t.userId, t.day] })],
);
