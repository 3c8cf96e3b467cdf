import type { NetworthRange } from '@wealthlog/core';
import type pg from 'pg';
import { netWorthInputs } from '../../ledger/networth-inputs.js';
import { dashboardContext, rangeStart, statementParams } from '../../ledger/networth-range.js';
import { networthSeriesSql, networthSummarySql } from '../../ledger/networth.sql.js';

/** The JSON answer of GET /api/dashboard/networth, built by PostgreSQL. */
export async function networthSeriesJson(
  pool: pg.Pool,
  userId: number,
  range: NetworthRange,
): Promise<string> {
  const ctx = await dashboardContext(pool, userId);
  const from = rangeStart(range, ctx);
  const { rows } = await pool.query<{ body: string }>(
    networthSeriesSql(netWorthInputs()),
    statementParams(userId, from, ctx.today, ctx.base),
  );
  return rows[0]!.body;
}

/** The JSON answer of GET /api/dashboard/networth/summary, built by PostgreSQL. */
export async function networthSummaryJson(pool: pg.Pool, userId: number): Promise<string> {
  const ctx = await dashboardContext(pool, userId);
  const { rows } = await pool.query<{ body: string }>(
    networthSummarySql(netWorthInputs()),
    statementParams(userId, ctx.today, ctx.today, ctx.base),
  );
  return rows[0]!.body;
}
