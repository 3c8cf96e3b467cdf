import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A user's closing prices (API.md "Holdings, prices and performance"), one per instrument, day and
 * source. The primary key's order answers "the latest price on or before D" from one end of an
 * index range; on a day with both sources, readers take the typed one (`source = 'MANUAL' DESC`).
 */
export const prices = pgTable(
  'prices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrument: text('instrument').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    price: numeric('price', { precision: 28, scale: 8 }).notNull(),
    currency: text('currency'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'prices_pk', columns: [t.userId, t.instrument, t.date, t.source] }),
    check('prices_source_ck', sql`${t.source} IN ('MANUAL','IMPORT')`),
    check('prices_price_ck', sql`${t.price} >= 0`),
    check('prices_instrument_len_ck', sql`char_length(${t.instrument}) BETWEEN 1 AND 50`),
    check('prices_currency_ck', sql`${t.currency} IS NULL OR ${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
