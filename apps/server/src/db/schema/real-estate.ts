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
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { accounts } from './accounts.js';
import { transactions } from './transactions.js';

const money = (name: string) => numeric(name, { precision: 28, scale: 8 });
const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's properties (API.md "Real estate"). Money is in the property's own currency; net worth
 * converts it (ADR 0006). (user_id, id) is unique so child rows can carry the user in their
 * foreign key: a valuation or an entry can never point at another user's property.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    address: text('address'),
    currency: text('currency').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    purchasePrice: money('purchase_price').notNull(),
    purchaseCosts: money('purchase_costs').notNull().default('0'),
    ownershipPct: numeric('ownership_pct', { precision: 9, scale: 4 }).notNull().default('100'),
    saleDate: date('sale_date', { mode: 'string' }),
    salePrice: money('sale_price'),
    monthlyRent: money('monthly_rent'),
    vacancyPct: numeric('vacancy_pct', { precision: 9, scale: 4 }),
    notes: text('notes'),
    mediaIds: text('media_ids').array().notNull().default([]),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('properties_user_id_id_uq').on(t.userId, t.id),
    check(
      'properties_kind_ck',
      sql`${t.kind} IN ('RESIDENCE','RENTAL','LAND','COMMERCIAL','OTHER')`,
    ),
    check('properties_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('properties_share_ck', sql`${t.ownershipPct} > 0 AND ${t.ownershipPct} <= 100`),
    check('properties_sale_ck', sql`(${t.saleDate} IS NULL) = (${t.salePrice} IS NULL)`),
    check(
      'properties_sale_after_purchase_ck',
      sql`${t.saleDate} IS NULL OR ${t.saleDate} >= ${t.purchaseDate}`,
    ),
  ],
);

/** One valuation per property and day: the latest on or before D is the property's value on D. */
export const propertyValuations = pgTable(
  'property_valuations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    propertyId: integer('property_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    value: money('value').notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'property_valuations_property_fk',
      columns: [t.userId, t.propertyId],
      foreignColumns: [properties.userId, properties.id],
    }).onDelete('cascade'),
    // "The latest on or before D" is one end of this index's range.
    unique('property_valuations_day_uq').on(t.propertyId, t.date),
    check('property_valuations_source_ck', sql`${t.source} IN ('MANUAL','APPRAISAL','ESTIMATE')`),
    check('property_valuations_value_ck', sql`${t.value} >= 0`),
  ],
);

/**
 * Income (kind INCOME) and expenses (kind EXPENSE) of a property. With an account the entry is
 * one fact with its transaction (`transaction_id`): the ledger's row is the posting, and a trigger
 * (migration 0015) copies an edit made through /api/transactions back here; deleting the
 * transaction deletes the entry (ON DELETE CASCADE), and the service deletes the transaction with
 * the entry.
 */
export const propertyEntries = pgTable(
  'property_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    propertyId: integer('property_id').notNull(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    description: text('description'),
    accountId: integer('account_id'),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .unique('property_entries_transaction_uq')
      .references(() => transactions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    foreignKey({
      name: 'property_entries_property_fk',
      columns: [t.userId, t.propertyId],
      foreignColumns: [properties.userId, properties.id],
      // The service refuses or cascades first (409 without ?cascade=true, and it deletes the linked
      // transactions); this only lets a user's deletion go through.
    }).onDelete('cascade'),
    foreignKey({
      name: 'property_entries_account_fk',
      columns: [t.userId, t.accountId],
      foreignColumns: [accounts.userId, accounts.id],
    }),
    index('property_entries_property_date_idx').on(t.propertyId, t.kind, t.date),
    index('property_entries_user_date_idx').on(t.userId, t.date),
    check('property_entries_kind_ck', sql`${t.kind} IN ('INCOME','EXPENSE')`),
    check('property_entries_amount_ck', sql`${t.amount} > 0`),
    check(
      'property_entries_account_ck',
      sql`(${t.accountId} IS NULL) = (${t.transactionId} IS NULL)`,
    ),
  ],
);
