import { type CostBasisMethod, createRateBook, roundMoney, toDecimal } from '@wealthlog/core';
import { Decimal } from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { trades } from '../../db/schema/index.js';
import { bookingOf, positionSteps } from './trading.booking.js';
import {
  type FillRow,
  fillsOf,
  ratesFor,
  type TradeRow,
  writeSteps,
} from './trading.repository.js';
import { SET_SUMMARY, SUMMARY_OF_FILLS } from './trading.summary.sql.js';

/**
 * A change of an account's cost-basis method (ADR 0010, addendum): every trade of the account is
 * booked again by bookingOf() and positionSteps() — the code rebook() runs after a fill changes —
 * under the new method. The preview and the change read the same booking (bookAll), so the
 * confirmation shows exactly what the change writes.
 */
type Account = { id: number; currency: string };
type Fill = FillRow & { next: { pnl: string; booked: string | null } | null };
type Booked = { trade: TradeRow; status: string; fills: Fill[] };

/** The account's trades and fills, each exit with what it books under `method`. */
async function bookAll(
  db: DbOrTx,
  userId: number,
  account: Account,
  method: CostBasisMethod,
  lock: boolean,
): Promise<Booked[]> {
  const query = db
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.accountId, account.id)))
    .orderBy(asc(trades.id));
  const rows = lock ? await query.for('update') : await query;
  const fills = await fillsOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const byTrade = new Map<number, FillRow[]>();
  for (const f of fills) byTrade.set(f.tradeId, [...(byTrade.get(f.tradeId) ?? []), f]);
  // The rates of the exit days of trades in another currency than the account's, in one read.
  const foreign = rows.filter((r) => r.currency !== account.currency);
  const days = new Set(
    foreign.flatMap((r) =>
      (byTrade.get(r.id) ?? []).filter((f) => f.side === 'EXIT').map((f) => f.day),
    ),
  );
  const currencies = [account.currency, ...new Set(foreign.map((r) => r.currency))];
  const book = createRateBook(days.size ? await ratesFor(db, userId, currencies, [...days]) : []);
  const terms = { currency: account.currency, costBasis: method };
  return rows.map((trade) => {
    const own = byTrade.get(trade.id) ?? [];
    const { exits, status } = bookingOf(trade, own, terms, book);
    const out = own.map((f, i) => {
      const e = exits.get(i);
      return { ...f, next: e ? { pnl: e.pnl.toFixed(), booked: e.booked } : null };
    });
    return { trade, status, fills: out };
  });
}

const bookedSum = (all: Booked[], pick: (f: Fill) => string | null) =>
  all
    .flatMap((b) => b.fills)
    .reduce((sum, f) => {
      const v = pick(f);
      return v === null ? sum : sum.plus(v);
    }, new Decimal(0));

/**
 * What the account's exits book into its balance now (Σ `booked`) and would book under `method`,
 * in the account's currency (each fill already rounded to its minor unit).
 */
export async function realizedUnder(
  db: DbOrTx,
  userId: number,
  account: Account,
  method: CostBasisMethod,
): Promise<{ current: string; next: string }> {
  const all = await bookAll(db, userId, account, method, false);
  return {
    current: bookedSum(all, (f) => f.booked).toFixed(),
    next: bookedSum(all, (f) => f.next?.booked ?? null).toFixed(),
  };
}

/**
 * Takes the row locks of the account's trades, in id order, before the caller locks the account:
 * a trade write locks its trade and then its account, so a re-booking that held the account first
 * could deadlock with it.
 */
export async function lockAccountTrades(tx: Tx, userId: number, accountId: number) {
  await tx.execute(sql`
    SELECT id FROM trades WHERE user_id = ${userId} AND account_id = ${accountId}
    ORDER BY id FOR UPDATE`);
}

/**
 * Re-books every trade of the account under `method`, in the caller's transaction (which has
 * written the method on the account): each exit fill whose P&L or booked amount changes, in one
 * UPDATE, so the ledger's trigger (migration 0010) moves the balance on each exit's day once; the
 * trades' summaries (ADR 0010: net P&L the stats and calendar read); then what each trade holds
 * open per day (ADR 0011), whose triggers refresh net worth's and performance's positions from the
 * first day that changed (ADR 0016). The status does not depend on the method (the open quantity
 * is the same under each), so it stays. The caller's write to the account drops the user's cached
 * answers (ledger/invalidate.ts), trading ones included. Steps are written after the summaries,
 * as ADR 0016 asks.
 */
export async function rebookAccount(
  tx: Tx,
  userId: number,
  account: Account,
  method: CostBasisMethod,
): Promise<void> {
  const all = await bookAll(tx, userId, account, method, true);
  const changed = all
    .flatMap((b) => b.fills)
    .filter((f) => {
      if (!f.next) return false;
      const stored = f.booked === null ? null : roundMoney(f.booked, account.currency).toFixed();
      return f.pnl === null || !toDecimal(f.pnl).equals(f.next.pnl) || f.next.booked !== stored;
    })
    .map((f) => ({ id: f.id, tradeId: f.tradeId, pnl: f.next!.pnl, booked: f.next!.booked }));
  if (changed.length > 0) await writeChangedFills(tx, userId, changed);
  // Steps of every trade: writeSteps writes only the days that differ.
  await writeSteps(
    tx,
    all.map((b) => ({
      userId,
      tradeId: b.trade.id,
      steps: positionSteps({ ...b.trade, status: b.status }, b.fills, method),
    })),
  );
}

/** The fills in one UPDATE (the ledger trigger runs once), then their trades' summaries. */
async function writeChangedFills(
  tx: Tx,
  userId: number,
  changed: { id: number; tradeId: number; pnl: string; booked: string | null }[],
) {
  await tx.execute(sql`
    UPDATE trade_fills f SET pnl = v.pnl::numeric, booked = v.booked::numeric
    FROM json_to_recordset(${JSON.stringify(changed)}::json) AS v (id bigint, pnl text, booked text)
    WHERE f.user_id = ${userId} AND f.id = v.id`);
  const ids = `{${[...new Set(changed.map((f) => f.tradeId))].join(',')}}`;
  await tx.execute(sql`
    UPDATE trades t SET ${sql.raw(SET_SUMMARY)}
    FROM (
      SELECT trade_id, ${sql.raw(SUMMARY_OF_FILLS)}
      FROM trade_fills WHERE user_id = ${userId} AND trade_id = ANY(${ids}::bigint[])
      GROUP BY trade_id
    ) s
    WHERE t.user_id = ${userId} AND t.id = s.trade_id`);
}

/** What the accounts module asks of trading when an account's method changes (lent through trading.area.ts). */
export const tradeCostBasis = {
  lockTrades: lockAccountTrades,
  realized: realizedUnder,
  rebook: rebookAccount,
};
