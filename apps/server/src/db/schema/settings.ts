import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@wealthlog/core';
import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * General settings (GET/PUT /api/generalSettings). One row per user, created on first write; a
 * user without a row gets the defaults (system, the user's locale, EUR, UTC).
 */
export const generalSettings = pgTable('general_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayMode: text('display_mode', { enum: ['light', 'dark', 'system'] })
    .notNull()
    .default('system'),
  language: text('language', { enum: ['en', 'fr', 'ar'] })
    .notNull()
    .default('en'),
  /** Base currency of the dashboard: every figure is converted into it. */
  currency: text('currency').notNull().default(DEFAULT_CURRENCY),
  timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
  /** The weekly e-mail (GET/PUT /api/digestSettings): off until the user opts in. */
  digestEnabled: boolean('digest_enabled').notNull().default(false),
  /** ISO weekday, 1 = Monday … 7 = Sunday, in the user's time zone. */
  digestWeekday: smallint('digest_weekday').notNull().default(1),
  /** The user's local day of the last weekly e-mail: the claim that sends it once a day. */
  digestLastSent: date('digest_last_sent', { mode: 'string' }),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Trading settings (GET/PUT /api/tradingSettings). */
export const tradingSettings = pgTable('trading_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instruments: text('instruments').array().notNull().default([]),
  patterns: text('patterns').array().notNull().default([]),
  defaultFees: numeric('default_fees', { precision: 28, scale: 8 }).notNull().default('0'),
  /** The P&L band in which a closed trade counts as break-even. */
  breakEvenMin: numeric('break_even_min', { precision: 28, scale: 8 }).notNull().default('-1'),
  breakEvenMax: numeric('break_even_max', { precision: 28, scale: 8 }).notNull().default('1'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
