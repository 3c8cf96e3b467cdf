import { bigint, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What open trades add to net worth, kept day by day (ADR 0016): per holder (an account, or a
 * trade in another currency than its account's: −(trade id × 16 + 1), ADR 0011), instrument and
 * day, how the market value of the holder's open trades in that instrument changed that day, in
 * the trade's currency. Unrounded (numeric), as the dashboard's deltas are. Written ONLY by the
 * triggers of migration 0020 (wl_position_deltas_refresh), never by the application; a row of 0
 * is not kept. No foreign key to the user: the rows go with the user by the users' delete trigger
 * (migration 0030); its check on each row a refresh writes (190k for the bench user's restore) cost
 * as much as the refresh's own inserts (ADR 0029).
 */
export const positionInstrumentDeltas = pgTable(
  'position_instrument_deltas',
  {
    userId: integer('user_id').notNull(),
    instrument: text('instrument').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    holder: bigint('holder', { mode: 'number' }).notNull(),
    delta: numeric('delta').notNull(),
  },
  (t) => [
    // (user, instrument, day…): a refresh replaces one instrument's rows from a day on.
    primaryKey({
      name: 'position_instrument_deltas_pk',
      columns: [t.userId, t.instrument, t.day, t.holder],
    }),
  ],
);

/**
 * The same summed over the instruments: per holder and day, what net worth's `positions` input
 * reads (holdings.networth.ts). Kept by the same triggers in the same statement, as the sum of
 * position_instrument_deltas; its primary key is the order of the dashboard's running sum per
 * holder (ADR 0005). A row may hold 0 after edits cancel out. Goes with the user as above.
 */
export const positionDailyDeltas = pgTable(
  'position_daily_deltas',
  {
    userId: integer('user_id').notNull(),
    holder: bigint('holder', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    delta: numeric('delta').notNull(),
  },
  (t) => [primaryKey({ name: 'position_daily_deltas_pk', columns: [t.userId, t.holder, t.day] })],
);
