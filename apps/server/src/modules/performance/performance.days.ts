import type { PerformanceDay, PerformanceQuery } from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import { type DashboardContext, rangeStart } from '../../ledger/networth-range.js';

/**
 * The range GET /api/performance computes (ADR 0019): the one asked (or `range` back from its
 * end), its end moved down to today (nothing has a value in the future) and its start up to
 * `firstDay`, the first day anything exists for the accounts (before it every value and flow is
 * 0: the figures are the same). So 1900–2199 computes the data's days only, never 300 years of
 * zeros. A range that ends before the data is its last day alone.
 */
export function boundedRange(q: PerformanceQuery, ctx: DashboardContext) {
  const { today, firstDay } = ctx;
  const to = q.to !== undefined && q.to < today ? q.to : today;
  let from = q.from ?? rangeStart(q.range, { ...ctx, today: to });
  if (firstDay !== null && from < firstDay) from = firstDay;
  if (from > to) from = to;
  return { from, to };
}

/**
 * The days performanceSeries needs, ascending: each day the value changes (`values`, the series
 * statement's changing days, after the opening) and each day with a flow (`flows`, already
 * rounded), a flow's day worth the last value on or before it (`opening` before any).
 */
export function changingDays(
  opening: number,
  values: readonly { date: string; netWorth: number }[],
  flows: ReadonlyMap<string, Decimal>,
): PerformanceDay[] {
  const dates = [...new Set([...values.map((v) => v.date), ...flows.keys()])].sort();
  let v = -1;
  return dates.map((date) => {
    while (v + 1 < values.length && values[v + 1]!.date <= date) v += 1;
    return { date, value: v >= 0 ? values[v]!.netWorth : opening, flow: flows.get(date) ?? 0 };
  });
}
