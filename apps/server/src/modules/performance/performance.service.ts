import {
  AppError,
  createRateBook,
  decimalsFor,
  type Performance,
  type PerformanceDay,
  performanceFigures,
  type PerformanceQuery,
  roundMoney,
  toDecimal,
} from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { netWorthInputs, restrictToAccounts } from '../../ledger/networth-inputs.js';
import { rangeStart, shiftDays } from '../../ledger/networth-range.js';
import { networthSeriesSql } from '../../ledger/networth.sql.js';
import { ratesFor } from '../../ledger/rate-inputs.js';
import * as repo from './performance.repository.js';

type SeriesBody = { points: { date: string; netWorth: number }[]; missingRates: string[] };

/**
 * Each day's value of the accounts from `from` to `to` in `currency`: the dashboard's own statement
 * (balances plus open trades at each day's price, ADR 0011), seen through these accounts only.
 */
async function valuesOf(
  pool: pg.Pool,
  userId: number,
  ids: number[],
  from: string,
  to: string,
  currency: string,
): Promise<SeriesBody> {
  const { rows } = await pool.query<{ body: string }>(
    networthSeriesSql(restrictToAccounts(netWorthInputs())),
    [userId, from, to, currency, decimalsFor(currency), `{${ids.join(',')}}`],
  );
  return JSON.parse(rows[0]!.body) as SeriesBody;
}

const pct = (d: Decimal | null) => (d === null ? null : d.toDecimalPlaces(2).toNumber());

/**
 * GET /api/performance: one account in its own currency, or the portfolio (every STOCKS, CRYPTO
 * and FX account) in the base currency. Flows are converted at their day's rate; the returns are
 * core's performanceFigures over one value a day.
 */
export async function performanceOf(
  db: Database,
  pool: pg.Pool,
  userId: number,
  q: PerformanceQuery,
): Promise<Performance> {
  const [accounts, { today, base }] = await Promise.all([
    repo.accountsOf(db, userId, q.accountId),
    todayAndBase(db, userId),
  ]);
  if (q.accountId !== undefined && accounts.length === 0) throw AppError.notFound();
  const currency = q.accountId !== undefined ? accounts[0]!.currency : base;
  const to = q.to ?? today;
  const firstDay = accounts.reduce<string | null>(
    (min, a) => (min === null || a.opening_date < min ? a.opening_date : min),
    null,
  );
  let from = q.from ?? rangeStart(q.range, { base, today: to, firstDay });
  if (from > to) from = to;
  const ids = accounts.map((a) => a.id);
  const opening = shiftDays(from, -1);
  const [series, flowRows] = await Promise.all([
    ids.length
      ? valuesOf(pool, userId, ids, opening, to, currency)
      : Promise.resolve<SeriesBody>({ points: [], missingRates: [] }),
    ids.length ? repo.flowsOf(db, userId, ids, to) : Promise.resolve([]),
  ]);
  const inRange = flowRows.filter((f) => f.day >= from);
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
  const [first, ...rest] = series.points;
  const days: PerformanceDay[] = rest.map((p) => ({
    date: p.date,
    value: p.netWorth,
    flow: roundMoney(flows.get(p.date) ?? 0, currency),
  }));
  const figures = performanceFigures({ date: opening, value: first?.netWorth ?? 0 }, days);
  const money = (d: Decimal) => roundMoney(d, currency).toNumber();
  return {
    currency,
    from,
    to,
    startValue: first?.netWorth ?? 0,
    endValue: rest.length ? rest[rest.length - 1]!.netWorth : (first?.netWorth ?? 0),
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
