import {
  addDays,
  AppError,
  createRateBook,
  decimalsFor,
  type Performance,
  PERFORMANCE_POINTS_MAX,
  type PerformanceQuery,
  performanceSeries,
  roundMoney,
  toDecimal,
} from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { type NetWorthInput, restrictToAccounts } from '../../ledger/networth-inputs.js';
import { networthSeriesSql } from '../../ledger/networth.sql.js';
import { ratesFor } from '../../ledger/rate-inputs.js';
import { boundedRange, changingDays } from './performance.days.js';
import * as repo from './performance.repository.js';

type SeriesBody = { points: { date: string; netWorth: number }[]; missingRates: string[] };

/**
 * The accounts' value from `from` to `to` in `currency`: the dashboard's own statement (balances
 * plus open trades at each day's price, ADR 0011), seen through these accounts only — on the first
 * and last day and each day the value changes (a day left out is worth the day before's).
 */
async function valuesOf(
  pool: pg.Pool,
  userId: number,
  ids: number[],
  from: string,
  to: string,
  currency: string,
  inputs: readonly NetWorthInput[],
): Promise<SeriesBody> {
  const { rows } = await pool.query<{ body: string }>(
    networthSeriesSql(restrictToAccounts(inputs), { changesOnly: true }),
    [userId, from, to, currency, decimalsFor(currency), `{${ids.join(',')}}`],
  );
  return JSON.parse(rows[0]!.body) as SeriesBody;
}

const pct = (d: Decimal | null) => (d === null ? null : d.toDecimalPlaces(2).toNumber());

/**
 * GET /api/performance: one account in its own currency, or the portfolio (every STOCKS, CRYPTO
 * and FX account) in the base currency. Flows are converted at their day's rate; the returns are
 * core's performanceFigures over one value a day (performanceSeries: quiet days skipped, the
 * returned points thinned).
 */
export async function performanceOf(
  db: Database,
  pool: pg.Pool,
  userId: number,
  q: PerformanceQuery,
  inputs: readonly NetWorthInput[],
): Promise<Performance> {
  const [accounts, { today, base }] = await Promise.all([
    repo.accountsOf(db, userId, q.accountId),
    todayAndBase(db, userId),
  ]);
  if (q.accountId !== undefined && accounts.length === 0) throw AppError.notFound();
  const currency = q.accountId !== undefined ? accounts[0]!.currency : base;
  const ids = accounts.map((a) => a.id);
  if (ids.length === 0)
    return nothingHeld(currency, boundedRange(q, { base, today, firstDay: null }).to);
  const firstDay = await repo.firstDayOf(db, userId, ids);
  const { from, to } = boundedRange(q, { base, today, firstDay });
  const opening = addDays(from, -1);
  const [series, inRange] = await Promise.all([
    valuesOf(pool, userId, ids, opening, to, currency, inputs),
    repo.flowsOf(db, userId, ids, from, to),
  ]);
  const foreign = inRange.filter((f) => f.currency !== currency);
  const book = createRateBook(
    foreign.length
      ? await ratesFor(
          db,
          userId,
          [currency, ...new Set(foreign.map((f) => f.currency))],
          [...new Set(foreign.map((f) => f.day))],
        )
      : [],
  );
  const missing = new Set(series.missingRates);
  const flows = new Map<string, Decimal>();
  for (const f of inRange) {
    const converted = book.convert(f.flow, f.currency, currency, f.day);
    if (converted === null) {
      missing.add(f.currency);
      continue;
    }
    flows.set(f.day, (flows.get(f.day) ?? toDecimal(0)).plus(converted));
  }
  for (const [day, flow] of flows) flows.set(day, roundMoney(flow, currency));
  // The statement's first point is the opening (the day before `from`), its last is `to`.
  const [first, ...rest] = series.points;
  const start = first?.netWorth ?? 0;
  // Figures of every day; the points thinned for the chart and table (PERFORMANCE_POINTS_MAX).
  const figures = performanceSeries(
    { date: opening, value: start },
    changingDays(start, rest, flows),
    { from, to },
    PERFORMANCE_POINTS_MAX,
  );
  const money = (d: Decimal) => roundMoney(d, currency).toNumber();
  return {
    currency,
    from,
    to,
    startValue: start,
    endValue: rest.length ? rest[rest.length - 1]!.netWorth : start,
    twr: pct(figures.twr)!,
    mwr: pct(figures.mwr),
    simpleReturn: pct(figures.simpleReturn),
    netContributions: money(figures.netContributions),
    gain: money(figures.gain),
    points: figures.points.map((p) => ({
      date: p.date,
      value: money(p.value),
      netContributions: money(p.netContributions),
      twrIndex: p.twrIndex.toDecimalPlaces(4).toNumber(),
    })),
    missingRates: [...missing].sort(),
  };
}

/** Without accounts nothing exists: no points, every figure 0, the range its last day. */
function nothingHeld(currency: string, day: string): Performance {
  return {
    currency,
    from: day,
    to: day,
    startValue: 0,
    endValue: 0,
    twr: 0,
    mwr: null,
    simpleReturn: null,
    netContributions: 0,
    gain: 0,
    points: [],
    missingRates: [],
  };
}
