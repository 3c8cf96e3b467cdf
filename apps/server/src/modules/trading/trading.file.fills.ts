import { AppError, createRateBook } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { copyInto, copyLines } from '../../db/copy.js';
import { bookingOf, rebook } from './trading.booking.js';
import type { FileFill, TargetAccount } from './trading.file.lines.js';
import type { Appended, OpenTrade } from './trading.file.trades.js';
import type { TradeLineError } from './trading.import.rows.js';
import { fillsOf, findTrade, insertFills, ratesFor } from './trading.repository.js';

/**
 * The database half of a file's buys and sells: duplicates judged against the stored fills, the
 * open positions the file continues, and the fills added to them through the service's booking.
 */

/**
 * The buys and sells already stored: a fill of a LONG trade of the same account, instrument (any
 * case), side, time, quantity and price. Counted, so a file holding two equal buys books the
 * second when only one is stored, and a second import of the file books neither.
 */
export async function markFillDuplicates(
  tx: Tx,
  userId: number,
  fills: readonly FileFill[],
): Promise<Set<number>> {
  if (fills.length === 0) return new Set();
  await tx.execute(sql`
    CREATE TEMP TABLE trade_file_fills (
      line integer NOT NULL, account_id integer NOT NULL, instrument text NOT NULL,
      side text NOT NULL, quantity numeric(28, 8) NOT NULL, price numeric(28, 8) NOT NULL,
      filled_at timestamptz NOT NULL
    ) ON COMMIT DROP`);
  await copyInto(
    tx,
    'trade_file_fills (line, account_id, instrument, side, quantity, price, filled_at)',
    copyLines(
      fills.map((f) => [
        f.line,
        f.account.id,
        f.symbol.toUpperCase(),
        f.side,
        f.quantity,
        f.price,
        f.at,
      ]),
    ),
  );
  const { rows } = await tx.execute<{ line: number }>(sql`
    WITH keyed AS (
      SELECT s.*, row_number() OVER (
        PARTITION BY account_id, instrument, side, quantity, price, filled_at ORDER BY line) AS nth
      FROM trade_file_fills s
    ), stored AS (
      SELECT f.account_id, upper(t.instrument) AS instrument, f.side, f.quantity, f.price,
             f.filled_at, count(*) AS n
      FROM trade_fills f JOIN trades t ON t.id = f.trade_id AND t.direction = 'LONG'
      WHERE f.user_id = ${userId}
        AND f.account_id IN (SELECT DISTINCT account_id FROM trade_file_fills)
      GROUP BY 1, 2, 3, 4, 5, 6
    )
    SELECT k.line FROM keyed k
    JOIN stored x USING (account_id, instrument, side, quantity, price, filled_at)
    WHERE k.nth <= x.n`);
  return new Set(rows.map((r) => Number(r.line)));
}

/**
 * The LONG trade each account holds open per symbol (upper case) and currency — the newest when
 * there are several — and its open quantity, summed in SQL.
 */
export async function openTrades(
  tx: Tx,
  userId: number,
  accountIds: readonly number[],
): Promise<OpenTrade[]> {
  if (accountIds.length === 0) return [];
  const { rows } = await tx.execute<{
    id: number;
    account_id: number;
    symbol: string;
    currency: string;
    open: string;
  }>(sql`
    SELECT DISTINCT ON (t.account_id, upper(t.instrument), t.currency)
      t.id, t.account_id, upper(t.instrument) AS symbol, t.currency,
      (SELECT coalesce(sum(CASE WHEN f.side = 'ENTRY' THEN f.quantity ELSE -f.quantity END), 0)
       FROM trade_fills f WHERE f.trade_id = t.id)::text AS open
    FROM trades t
    WHERE t.user_id = ${userId} AND t.account_id = ANY(${`{${accountIds.join(',')}}`}::int[])
      AND t.status = 'OPEN' AND t.direction = 'LONG'
    ORDER BY t.account_id, upper(t.instrument), t.currency, t.id DESC`);
  return rows.map((r) => ({
    id: Number(r.id),
    accountId: r.account_id,
    symbol: r.symbol,
    currency: r.currency,
    open: r.open,
  }));
}

/**
 * The file's fills added to stored open trades, as POST /api/trade/{id}/fills adds one: inserted,
 * then rebook(). Each trade is first booked in memory with its stored fills, so a fill that
 * cannot be (dated before the trade's own, no rate that day) is an error on the file's lines for
 * that trade rather than a refused import. A dry run stops there. Answers the lines' errors.
 */
export async function appendFills(
  tx: Tx,
  userId: number,
  appended: readonly Appended[],
  accounts: Map<number, TargetAccount>,
  dryRun: boolean,
): Promise<TradeLineError[]> {
  const errors: TradeLineError[] = [];
  for (const { trade: open, lines, fills } of appended) {
    const trade = (await findTrade(tx, userId, open.id))!;
    const account = accounts.get(trade.accountId)!;
    const all = [
      ...(await fillsOf(tx, userId, [trade.id])),
      ...fills.map((f) => ({ ...f, filledAt: new Date(f.at) })),
    ].sort((a, b) => a.filledAt.getTime() - b.filledAt.getTime());
    const days = [...new Set(all.filter((f) => f.side === 'EXIT').map((f) => f.day))];
    const foreign = trade.currency !== account.currency && days.length > 0;
    const book = createRateBook(
      foreign ? await ratesFor(tx, userId, [trade.currency, account.currency], days) : [],
    );
    try {
      bookingOf(trade, all, account, book);
    } catch (err) {
      if (!(err instanceof AppError && err.reason)) throw err;
      const reason = err.reason as TradeLineError['reason'];
      for (const line of lines) errors.push({ line, message: err.message, reason });
      continue;
    }
    if (dryRun) continue;
    await insertFills(
      tx,
      fills.map((f) => ({
        userId,
        tradeId: trade.id,
        accountId: trade.accountId,
        side: f.side,
        quantity: f.quantity,
        price: f.price,
        fees: f.fees,
        filledAt: new Date(f.at),
        day: f.day,
      })),
    );
    await rebook(tx, userId, trade, account);
  }
  return errors;
}
