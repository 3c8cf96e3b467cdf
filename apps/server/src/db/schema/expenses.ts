import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BUDGET_ROLLOVERS,
  CATEGORY_KINDS,
  TRANSACTION_TYPES,
  WEEKEND_MOVES,
} from '@wealthlog/core';
import { users } from './auth.js';
import { accounts } from './accounts.js';
import { properties } from './real-estate.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true });
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * The user's own categories. A transaction keeps its category as text (API.md: it stays
 * its name on the wire); a category matches the transactions whose category equals its name in
 * any case, as the category filter does (migration 0008), so names are unique ignoring case.
 */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: CATEGORY_KINDS }).notNull(),
    group: text('group'),
    color: text('color'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('expense_categories_user_id_id_uq').on(t.userId, t.id),
    uniqueIndex('expense_categories_user_lower_name_uq').on(t.userId, sql`lower(${t.name})`),
    check('expense_categories_kind_ck', sql`${t.kind} IN (${list(CATEGORY_KINDS)})`),
    check('expense_categories_name_len_ck', sql`char_length(${t.name}) BETWEEN 1 AND 50`),
    check('expense_categories_group_len_ck', sql`char_length(${t.group}) <= 50`),
    check('expense_categories_color_ck', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/**
 * A budget row sets a category's budget from `month` (its first day) on, until the next row; a
 * row with `active` false ends it (DELETE from a month). Money in the base currency.
 */
export const budgets = pgTable(
  'budgets',
  {
    userId: integer('user_id').notNull(),
    categoryId: integer('category_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 28, scale: 8 }).notNull(),
    rollover: text('rollover', { enum: BUDGET_ROLLOVERS }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'budgets_pk', columns: [t.userId, t.categoryId, t.month] }),
    foreignKey({
      name: 'budgets_category_fk',
      columns: [t.userId, t.categoryId],
      foreignColumns: [expenseCategories.userId, expenseCategories.id],
    }).onDelete('cascade'),
    check('budgets_rollover_ck', sql`${t.rollover} IN (${list(BUDGET_ROLLOVERS)})`),
    check('budgets_amount_ck', sql`${t.amount} >= 0`),
    check('budgets_month_ck', sql`extract(day FROM ${t.month}) = 1`),
  ],
);

/**
 * Recurring items (rent, salary, subscriptions): the fields of the transaction each occurrence
 * posts, and when. Deleting the account (or the property) deletes its recurring items.
 */
export const recurringItems = pgTable(
  'recurring_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    accountId: integer('account_id').notNull(),
    toAccountId: integer('to_account_id'),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    amount: numeric('amount', { precision: 28, scale: 8 }).notNull(),
    category: text('category'),
    description: text('description'),
    rrule: text('rrule').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    weekend: text('weekend', { enum: WEEKEND_MOVES }).notNull().default('NONE'),
    autoPost: boolean('auto_post').notNull().default(false),
    /** Rent or a charge of a property: each occurrence posts a property entry (ADR 0012). */
    propertyId: integer('property_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('recurring_items_user_id_id_uq').on(t.userId, t.id),
    // The property's own items go with it, as an account's do: they could not post anywhere.
    foreignKey({
      name: 'recurring_items_property_fk',
      columns: [t.userId, t.propertyId],
      foreignColumns: [properties.userId, properties.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recurring_items_account_fk',
      columns: [t.userId, t.accountId],
      foreignColumns: [accounts.userId, accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recurring_items_to_account_fk',
      columns: [t.userId, t.toAccountId],
      foreignColumns: [accounts.userId, accounts.id],
    }).onDelete('cascade'),
    check('recurring_items_type_ck', sql`${t.type} IN (${list(TRANSACTION_TYPES)})`),
    check('recurring_items_weekend_ck', sql`${t.weekend} IN (${list(WEEKEND_MOVES)})`),
    check('recurring_items_amount_ck', sql`${t.amount} > 0`),
    check('recurring_items_name_len_ck', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
    index('recurring_items_auto_post_idx')
      .on(t.userId)
      .where(sql`${t.autoPost}`),
  ],
);

/** Occurrences the user skipped, by their rule date. */
export const recurringSkips = pgTable(
  'recurring_skips',
  {
    userId: integer('user_id').notNull(),
    recurringId: integer('recurring_id').notNull(),
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'recurring_skips_pk', columns: [t.userId, t.recurringId, t.occurrence] }),
    foreignKey({
      name: 'recurring_skips_item_fk',
      columns: [t.userId, t.recurringId],
      foreignColumns: [recurringItems.userId, recurringItems.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Rules that set a category, description or type on a transaction: conditions and
 * actions as JSON arrays (core's schemas check them), run in `position` order, then by id.
 */
export const rules = pgTable(
  'rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    match: text('match', { enum: ['ALL', 'ANY'] })
      .notNull()
      .default('ALL'),
    conditions: jsonb('conditions').notNull(),
    actions: jsonb('actions').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('rules_user_position_idx').on(t.userId, t.position, t.id),
    check('rules_match_ck', sql`${t.match} IN ('ALL','ANY')`),
    check('rules_name_len_ck', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
  ],
);
