import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const FX_SOURCE_VALUES = ['snapshot', 'ecb', 'import', 'user'] as const;

/**
 * Exchange rates: "1 base = rate quote" on a day. user_id NULL = shared by everyone (the shipped
 * snapshot, the ECB fetch, an admin's import); otherwise the user's own rate, which wins for that
 * user. The unique index on (coalesce(user_id, 0), base, quote, date) is also the lookup index for
 * "latest rate on or before D": WHERE coalesce(user_id,0) IN (0, $me) AND base=… AND quote=… AND date <= D.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 28, scale: 12 }).notNull(),
    source: text('source', { enum: FX_SOURCE_VALUES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fx_rates_owner_pair_date_uq').on(
      sql`coalesce(${t.userId}, 0)`,
      t.base,
      t.quote,
      t.date,
    ),
    check('fx_rates_rate_ck', sql`${t.rate} > 0`),
    check('fx_rates_source_ck', sql`${t.source} IN ('snapshot','ecb','import','user')`),
    check(
      'fx_rates_codes_ck',
      sql`${t.base} ~ '^[A-Z]{3}$' AND ${t.quote} ~ '^[A-Z]{3}$' AND ${t.base} <> ${t.quote}`,
    ),
  ],
);
