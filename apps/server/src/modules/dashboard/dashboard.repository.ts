import { type NetworthRange, type NetWorthPart, netWorthComposition } from '@wealthlog/core';
import type pg from 'pg';
import type { NetWorthInput } from '../../ledger/networth-inputs.js';
import { dashboardContext, rangeStart, statementParams } from '../../ledger/networth-range.js';
import {
  keptBalancesSql,
  networthSeriesSql,
  networthSummarySql,
} from '../../ledger/networth.sql.js';
import type { Kept } from '../../plugins/dashboard-cache.js';

/** The JSON answer of GET /api/dashboard/networth, built by PostgreSQL. */
export async function networthSeriesJson(
  pool: pg.Pool,
  userId: number,
  range: NetworthRange,
  inputs: readonly NetWorthInput[],
): Promise<string> {
  const ctx = await dashboardContext(pool, userId);
  const from = rangeStart(range, ctx);
  const { rows } = await pool.query<{ body: string }>(
    networthSeriesSql(inputs),
    statementParams(userId, from, ctx.today, ctx.base),
  );
  return rows[0]!.body;
}

/**
 * The JSON answer of GET /api/dashboard/networth/summary: the parts valued by PostgreSQL (a few
 * rows per type and currency), the figures made from them by core's one definition. With `kept`
 * (keptFor, the dashboard cache) the balances everyday writes do not move are read once a day and
 * then kept until another write: an expense entered values no position, property or loan again.
 */
export async function networthSummaryJson(
  pool: pg.Pool,
  userId: number,
  inputs: readonly NetWorthInput[],
  kept?: Kept,
): Promise<string> {
  const ctx = await dashboardContext(pool, userId);
  // No decimals as $5: the figures are rounded by core, not by the statement.
  const params: unknown[] = statementParams(userId, ctx.today, ctx.today, ctx.base).slice(0, 4);
  // The positions', properties' and loans' balances kept across everyday writes: $5 instead.
  if (kept)
    params.push(
      await kept(`networth-balances:${ctx.today}`, async () => {
        const q = await pool.query<{ body: string }>(keptBalancesSql(inputs), params.slice(0, 3));
        return q.rows[0]!.body;
      }),
    );
  const { rows } = await pool.query<{ body: string }>(
    networthSummarySql(inputs, kept !== undefined),
    params,
  );
  const { parts, missingRates, asOf } = JSON.parse(rows[0]!.body) as {
    parts: NetWorthPart[];
    missingRates: string[];
    asOf: string;
  };
  const figures = netWorthComposition(parts, ctx.base);
  return JSON.stringify({ currency: ctx.base, ...figures, missingRates, asOf });
}
