import type { CreateTradeBody } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { copyInto, copyLines } from '../../db/copy.js';
import { userDaySql, userTimezone } from '../../ledger/user-time.js';

/**
 * The database half of a trade CSV import's checks (ADR 0009's way): the lines' keys stream into a
 * temporary table with COPY, and one statement marks the duplicates there.
 */
export async function stageTradeLines(
  tx: Tx,
  lines: { line: number; body: CreateTradeBody }[],
): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE trade_import_rows (
      line integer NOT NULL,
      instrument text NOT NULL,
      direction text NOT NULL,
      quantity numeric(28, 8) NOT NULL,
      entry_price numeric(28, 8) NOT NULL,
      entry_at timestamptz NOT NULL,
      dup boolean NOT NULL DEFAULT false
    ) ON COMMIT DROP`);
  await copyInto(
    tx,
    'trade_import_rows (line, instrument, direction, quantity, entry_price, entry_at)',
    copyLines(
      lines.map(({ line, body: b }) => [
        line,
        b.instrument.toUpperCase(),
        b.direction,
        b.quantity,
        b.entryPrice,
        b.entryDate,
      ]),
    ),
  );
  await tx.execute(sql`ANALYZE trade_import_rows`);
}

/**
 * Marks and returns the duplicate lines: the same instrument (any case), direction, quantity,
 * entry time and entry price as a trade already in the account or an earlier line of the file.
 * A stored trade's quantity is what it entered in all, its entry time its first entry's, and its
 * price the average: compared as entered value = quantity × price, exact (no division).
 */
export async function markTradeDuplicates(
  tx: Tx,
  userId: number,
  accountId: number,
): Promise<Set<number>> {
  const { rows } = await tx.execute<{ line: number }>(sql`
    WITH keyed AS (
      SELECT s.line, row_number() OVER (
        PARTITION BY s.instrument, s.direction, s.quantity, s.entry_at, s.entry_price
        ORDER BY s.line) AS nth
      FROM trade_import_rows s
    ), stored AS (
      SELECT upper(t.instrument) AS instrument, t.direction, sum(f.quantity) AS quantity,
        min(f.filled_at) AS entry_at, sum(f.quantity * f.price) AS value
      FROM trades t JOIN trade_fills f ON f.trade_id = t.id AND f.side = 'ENTRY'
      WHERE t.user_id = ${userId} AND t.account_id = ${accountId}
      GROUP BY t.id
    ), dups AS (
      SELECT k.line FROM keyed k JOIN trade_import_rows s ON s.line = k.line
      WHERE k.nth > 1 OR EXISTS (
        SELECT 1 FROM stored x
        WHERE x.instrument = s.instrument AND x.direction = s.direction
          AND x.quantity = s.quantity AND x.entry_at = s.entry_at
          AND x.value = s.quantity * s.entry_price)
    )
    UPDATE trade_import_rows SET dup = true FROM dups WHERE trade_import_rows.line = dups.line
    RETURNING trade_import_rows.line`);
  return new Set(rows.map((r) => Number(r.line)));
}

/**
 * Wall-clock times of the user's time zone as UTC instants, in one statement for the file (the
 * values are parseStamp's 'YYYY-MM-DDTHH:MM:SS', safe in an array literal).
 */
export async function zonedInstants(
  db: Executor,
  userId: number,
  locals: string[],
): Promise<string[]> {
  if (locals.length === 0) return [];
  const { rows } = await db.execute<{ at: string }>(sql`
    SELECT to_char((l.v::timestamp AT TIME ZONE ${userTimezone(userId)})
        AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
    FROM unnest(${`{${locals.join(',')}}`}::text[]) WITH ORDINALITY l (v, n) ORDER BY l.n`);
  return rows.map((r) => r.at);
}

/** The asset class and contract size of each instrument the user has described, by upper-case symbol. */
export async function instrumentsOf(
  db: Executor,
  userId: number,
): Promise<Map<string, { assetClass: string; multiplier: string }>> {
  const { rows } = await db.execute<{
    symbol: string;
    asset_class: string;
    multiplier: string;
  }>(sql`
    SELECT symbol, asset_class, multiplier::text FROM instruments WHERE user_id = ${userId}`);
  return new Map(
    rows.map((r) => [
      r.symbol.toUpperCase(),
      { assetClass: r.asset_class, multiplier: r.multiplier },
    ]),
  );
}

/**
 * Each instant's calendar day in the user's time zone, as repository.userDay gives it one at a
 * time (the day a fill's P&L is booked), in one statement for the file.
 */
export async function daysOf(db: Executor, userId: number, instants: string[]): Promise<string[]> {
  if (instants.length === 0) return [];
  const { rows } = await db.execute<{ d: string }>(sql`
    SELECT ${userDaySql(userId, sql`l.v`)}::text AS d
    FROM unnest(${`{${instants.join(',')}}`}::text[]) WITH ORDINALITY l (v, n) ORDER BY l.n`);
  return rows.map((r) => r.d);
}
