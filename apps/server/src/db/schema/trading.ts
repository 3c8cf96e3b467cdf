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
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { accounts } from './accounts.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true });
const amount = (name: string) => numeric(name, { precision: 28, scale: 8 });

/**
 * A user's instruments (API.md "Trades", GET/PUT /api/instruments/{symbol}): the contract size a
 * trade's P&L is multiplied by, and the pip size of an FX pair.
 */
export const instruments = pgTable(
  'instruments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    name: text('name'),
    assetClass: text('asset_class').notNull(),
    currency: text('currency'),
    multiplier: amount('multiplier').notNull().default('1'),
    pipSize: numeric('pip_size', { precision: 28, scale: 12 }),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'instruments_pk', columns: [t.userId, t.symbol] }),
    check('instruments_symbol_len_ck', sql`char_length(${t.symbol}) BETWEEN 1 AND 50`),
    check('instruments_multiplier_ck', sql`${t.multiplier} > 0`),
    check('instruments_pip_size_ck', sql`${t.pipSize} IS NULL OR ${t.pipSize} > 0`),
    check('instruments_currency_ck', sql`${t.currency} IS NULL OR ${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A trade: one position in one instrument in one account, flat to flat. Prices and P&L are in
 * `currency`; `multiplier` is the instrument's contract size when the trade was opened, kept so a
 * later change to the instrument does not rewrite booked P&L.
 */
export const trades = pgTable(
  'trades',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    instrument: text('instrument').notNull(),
    assetClass: text('asset_class').notNull(),
    direction: text('direction').notNull(),
    status: text('status').notNull().default('OPEN'),
    currency: text('currency').notNull(),
    multiplier: amount('multiplier').notNull().default('1'),
    stopLoss: amount('stop_loss'),
    takeProfit: amount('take_profit'),
    pattern: text('pattern'),
    notes: text('notes'),
    tags: text('tags').array().notNull().default([]),
    mediaIds: text('media_ids').array().notNull().default([]),
    // The summary of the fills (ADR 0010), rewritten with them in the same transaction by the
    // service, so the list filters, stats and calendar read `trades` alone: first entry's time and
    // day, last exit's time and day, Σ exit P&L (trade currency), Σ entry quantity and
    // Σ price × quantity of the entries (unscaled: exact, the average entry is value ÷ quantity).
    openedAt: tstz('opened_at'),
    entryDay: date('entry_day'),
    closedAt: tstz('closed_at'),
    closeDay: date('close_day'),
    netPnl: amount('net_pnl'),
    entryQuantity: amount('entry_quantity'),
    entryValue: numeric('entry_value'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // NO ACTION, as for transactions: deleting an account with trades needs ?cascade=true.
    foreignKey({
      name: 'trades_account_fk',
      columns: [t.userId, t.accountId],
      foreignColumns: [accounts.userId, accounts.id],
    }),
    check('trades_direction_ck', sql`${t.direction} IN ('LONG','SHORT')`),
    check('trades_status_ck', sql`${t.status} IN ('OPEN','CLOSED','CANCELLED')`),
    check(
      'trades_asset_class_ck',
      sql`${t.assetClass} IN ('FX','STOCK','CRYPTO','ETF','BOND','OTHER')`,
    ),
    check('trades_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('trades_multiplier_ck', sql`${t.multiplier} > 0`),
    check('trades_instrument_len_ck', sql`char_length(${t.instrument}) BETWEEN 1 AND 50`),
    index('trades_user_account_idx').on(t.userId, t.accountId),
    // (user, status) for the list and stats, close_day for the calendar's month; entry_day for from/to.
    index('trades_user_status_close_day_idx').on(t.userId, t.status, t.closeDay),
    index('trades_user_entry_day_idx').on(t.userId, t.entryDay),
    // A price's instrument to the trades that hold it (the position deltas' triggers, ADR 0016).
    index('trades_user_instrument_idx').on(t.userId, sql`upper(${t.instrument})`),
  ],
);

/**
 * The fills of a trade. An EXIT's `pnl` (trade currency) and `booked` (the same converted into the
 * account's currency at the rate of its day) are written by the service in the same transaction as
 * the fill; the trigger of migration 0010 posts `booked` on `day` into the account's ledger. A
 * cancelled trade's exits have `booked` NULL, so they count nowhere.
 */
export const tradeFills = pgTable(
  'trade_fills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    side: text('side').notNull(),
    quantity: amount('quantity').notNull(),
    price: amount('price').notNull(),
    fees: amount('fees').notNull().default('0'),
    filledAt: tstz('filled_at').notNull(),
    /** The fill's calendar day in the user's time zone: the day its P&L is booked. */
    day: date('day').notNull(),
    pnl: amount('pnl'),
    booked: amount('booked'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'trade_fills_account_fk',
      columns: [t.userId, t.accountId],
      foreignColumns: [accounts.userId, accounts.id],
    }),
    check('trade_fills_side_ck', sql`${t.side} IN ('ENTRY','EXIT')`),
    check('trade_fills_quantity_ck', sql`${t.quantity} > 0`),
    check('trade_fills_price_ck', sql`${t.price} >= 0`),
    check('trade_fills_fees_ck', sql`${t.fees} >= 0`),
    check(
      'trade_fills_entry_unbooked_ck',
      sql`${t.side} = 'EXIT' OR (${t.pnl} IS NULL AND ${t.booked} IS NULL)`,
    ),
    index('trade_fills_trade_idx').on(t.tradeId, t.filledAt, t.id),
    index('trade_fills_user_account_day_idx').on(t.userId, t.accountId, t.day),
  ],
);

/**
 * What a trade holds open after each day it has fills (ADR 0011): the open quantity (unsigned),
 * the open lots' cost Σ price × quantity in price units (before the multiplier), the entry fees
 * not yet matched, and the last fill price so far (the mark when no price is stored). Written by
 * the service in the same transaction as the fills (rebook, the bulk import); a cancelled trade has
 * none. Net worth values an open trade from it at each day's price (holdings.networth.ts).
 */
export const tradePositionSteps = pgTable(
  'trade_position_steps',
  {
    userId: integer('user_id').notNull(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    quantity: amount('quantity').notNull(),
    cost: numeric('cost').notNull(),
    fees: amount('fees').notNull(),
    mark: amount('mark').notNull(),
  },
  (t) => [primaryKey({ name: 'trade_position_steps_pk', columns: [t.userId, t.tradeId, t.day] })],
);
