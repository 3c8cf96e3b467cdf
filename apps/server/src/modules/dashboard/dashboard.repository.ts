import { type NetworthRange, type NetWorthPart, netWorthComposition } from '@wealthlog/core';
import type pg from 'pg';
import type { NetWorthInput } from '../../ledger/networth-inputs.js';
import { dashboardContext, rangeStart, statementParams } from '../../ledger/networth-range.js';
import { networthSeriesSql, networthSummarySql } from '../../ledger/networth.sql.js';

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
 * rows per type and currency), the figures made from them by core's one definition.
 */
export async function networthSummaryJson(
  pool: pg.Pool,
  userId: number,
  inputs: readonly NetWorthInput[],
): Promise<string> {
  const ctx = await dashboardContext(pool, userId);
  const { rows } = await pool.query<{ body: string }>(
    networthSummarySql(inputs),
    // No $5: the figures are rounded by core, not by the statement.
    statementParams(userId, ctx.today, ctx.today, ctx.base).slice(0, 4),
  );
  const { parts, missingRates, asOf } = JSON.parse(rows[0]!.body) as {
    parts: NetWorthPart[];
    missingRates: string[];
    asOf: string;
  };
  const figures = netWorthComposition(parts, ctx.base);
  return JSON.stringify({ currency: ctx.base, ...figures, missingRates, asOf });
}
