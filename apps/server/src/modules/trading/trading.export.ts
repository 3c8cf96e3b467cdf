import {
  type CostBasisMethod,
  MoneyDecimal,
  TRADE_EXPORT_COLUMNS,
  type Trade,
  type TradeFilter,
} from '@wealthlog/core';
import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { trades } from '../../db/schema/index.js';
import { csvLine } from '../../lib/csv/csv.js';
import { toTrade } from './trading.mapper.js';
import { fillsOf } from './trading.repository.js';
import { filterSql } from './trading.stats.js';

const CHUNK = 1000;

/** A figure as plain decimal text when JavaScript would write it with an exponent (1e-7). */
const plain = (n: number | null) =>
  n === null ? null : /e/i.test(String(n)) ? new MoneyDecimal(n).toFixed() : n;

/** One line of the export: the trade with its fills summarised as the API's Trade shows them. */
function lineOf(t: Trade, account: string): string {
  return csvLine([
    t.id,
    account,
    t.instrument,
    t.assetClass,
    t.direction,
    t.status,
    plain(t.quantity),
    plain(t.entryPrice),
    t.entryDate,
    plain(t.exitPrice),
    t.exitDate,
    plain(t.fees),
    plain(t.realizedPnl),
    t.currency,
    plain(t.stopLoss),
    plain(t.takeProfit),
    plain(t.rMultiple),
    t.pattern,
    t.tags.join(', '),
    t.notes,
  ]);
}

/**
 * GET /api/trade/export: the trades of the list's filters, newest first, CHUNK at a time by keyset
 * on the id (never OFFSET, never the whole journal in memory). Each trade's figures come from the
 * same mapper as GET /api/trade (core's trade maths), so the file says what the page says; its
 * columns import back through POST /api/trade/import (TRADE_EXPORT_MAPPING).
 */
export async function* exportTradesCsv(
  db: Database,
  pool: pg.Pool,
  userId: number,
  q: TradeFilter,
): AsyncGenerator<string> {
  yield csvLine([...TRADE_EXPORT_COLUMNS]);
  const { rows: accounts } = await pool.query<{ id: number; name: string; cost_basis: string }>(
    'SELECT id, name, cost_basis FROM accounts WHERE user_id = $1',
    [userId],
  );
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const { where, params } = filterSql(q, 4);
  const status = q.status ? `AND t.status = $${4 + params.length}` : '';
  let after = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const { rows: ids } = await pool.query<{ id: string }>(
      `SELECT t.id FROM trades t WHERE t.user_id = $1 AND t.id < $2 ${where} ${status}
       ORDER BY t.id DESC LIMIT $3`,
      [userId, after, CHUNK, ...params, ...(q.status ? [q.status] : [])],
    );
    if (ids.length === 0) return;
    const chunk = ids.map((r) => Number(r.id));
    const [rows, fills] = await Promise.all([
      db
        .select()
        .from(trades)
        .where(sql`${trades.userId} = ${userId} AND ${inArray(trades.id, chunk)}`)
        .orderBy(sql`${trades.id} DESC`),
      fillsOf(db, userId, chunk),
    ]);
    const fillsByTrade = new Map<number, typeof fills>();
    for (const f of fills) fillsByTrade.set(f.tradeId, [...(fillsByTrade.get(f.tradeId) ?? []), f]);
    yield rows
      .map((r) => {
        const acc = byId.get(r.accountId)!;
        const trade = toTrade(r, fillsByTrade.get(r.id) ?? [], acc.cost_basis as CostBasisMethod);
        return lineOf(trade, acc.name);
      })
      .join('');
    after = chunk.at(-1)!;
    if (ids.length < CHUNK) return;
  }
}
