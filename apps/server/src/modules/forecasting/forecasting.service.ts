import { randomInt } from 'node:crypto';
import {
  AppError,
  FORECAST_DEFAULTS,
  type FireQuery,
  type FireResponse,
  type MonteCarloRequest,
  type MonteCarloResponse,
  type ProjectionRequest,
  type ProjectionYearRow,
  type Scenario,
  type ScenarioBody,
  type ScenarioUpdate,
  SEED_MAX,
  addDays,
  fireNumber,
  fireProgressPct,
  monthsToTarget,
  projectYears,
  scenarioInputsSchema,
  subMoney,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { borrowedLoanOutflows } from '../../ledger/loan-instalments.js';
import type { MonteCarloPool } from './montecarlo.pool.js';
import { projectionByParts } from './forecasting.parts.js';
import * as repo from './forecasting.repository.js';
import type { ForecastSources } from './forecasting.sources.js';

export interface ForecastDeps {
  db: Database;
  pool: pg.Pool;
  sources: ForecastSources;
  montecarlo: MonteCarloPool;
}

/** What the FIRE figures read (no Monte Carlo): the home's card calls fire() with them too. */
export type FireDeps = Omit<ForecastDeps, 'montecarlo'>;

/** Today's net worth in the base currency: the dashboard's summary, one source of truth. */
async function netWorthOf(deps: FireDeps, userId: number) {
  const s = await deps.sources.netWorth(deps.pool, userId);
  return { value: s.netWorth, currency: s.currency, summary: s };
}

/** POST /api/forecast/projection: year 0 (today) to `years`, rounded to the base currency. */
export async function projection(
  deps: ForecastDeps,
  userId: number,
  body: ProjectionRequest,
): Promise<ProjectionYearRow[]> {
  const nw = await netWorthOf(deps, userId);
  if (body.parts) {
    const { today } = await todayAndBase(deps.db, userId);
    return projectionByParts(deps.db, userId, { ...body, parts: body.parts }, nw.summary, today);
  }
  const rows = projectYears({ ...body, startValue: body.startValue ?? nw.value });
  return rows.map((r) => ({
    year: r.year,
    nominal: toMoneyNumber(r.nominal, nw.currency),
    real: toMoneyNumber(r.real, nw.currency),
  }));
}

/** POST /api/forecast/montecarlo, in the worker thread; the seed is drawn when not given. */
export async function montecarlo(
  deps: ForecastDeps,
  userId: number,
  body: MonteCarloRequest,
): Promise<MonteCarloResponse> {
  const nw = await netWorthOf(deps, userId);
  const seed = body.seed ?? randomInt(0, SEED_MAX);
  const r = await deps.montecarlo.run({ ...body, seed, startValue: body.startValue ?? nw.value });
  const money = (v: number) => toMoneyNumber(v, nw.currency);
  return {
    ...r,
    percentiles: r.percentiles.map((p) => ({
      year: p.year,
      p10: money(p.p10),
      p25: money(p.p25),
      p50: money(p.p50),
      p75: money(p.p75),
      p90: money(p.p90),
    })),
    medianEndValue: money(r.medianEndValue),
  };
}

/**
 * GET /api/forecast/fire: expenses and savings of the last 12 months (today included) from the
 * expenses summary, unless typed, with the borrowed loans' instalments in them (ADR 0022): the
 * summary counts a loan payment's interest only (ADR 0017), and only for payments recorded, so
 * that interest is taken out and every instalment due in the 12 months (principal and interest,
 * rows counted as made before the loan was entered included) put in — each counted once. Then the
 * FIRE number at the safe withdrawal rate and the months until the projection reaches it in
 * today's money (expenses rise with prices), as years.
 */
export async function fire(deps: FireDeps, userId: number, q: FireQuery): Promise<FireResponse> {
  const { today, base } = await todayAndBase(deps.db, userId);
  const from = addDays(today, -364);
  const [summary, nw, loans] = await Promise.all([
    deps.sources.summary(deps.db, deps.pool, userId, { from, to: today, groupBy: 'month' }),
    netWorthOf(deps, userId),
    borrowedLoanOutflows(deps.db, deps.pool, userId, { from, to: today, base }),
  ]);
  const currency = nw.currency;
  const swr = q.swr ?? FORECAST_DEFAULTS.swr;
  const annualReturn = q.annualReturn ?? FORECAST_DEFAULTS.annualReturn;
  const inflation = q.inflation ?? FORECAST_DEFAULTS.inflation;
  const spent = toDecimal(summary.totals.expenses)
    .minus(loans.recordedInterest)
    .plus(loans.instalments);
  const annualExpenses = q.annualExpenses ?? toMoneyNumber(spent, currency);
  const saved = subMoney(summary.totals.income, spent).div(12);
  const monthlyContribution =
    q.monthlyContribution ?? toMoneyNumber(saved.isNeg() ? 0 : saved, currency);
  const target = fireNumber(annualExpenses, swr);
  const months = target.lte(nw.value)
    ? 0
    : monthsToTarget(
        { startValue: nw.value, monthlyContribution, annualReturn, inflation },
        target.toNumber(),
        { real: true },
      );
  return {
    currency,
    swr,
    annualExpenses: toMoneyNumber(annualExpenses, currency),
    loanInstalments: toMoneyNumber(
      q.annualExpenses === undefined ? loans.instalments : 0,
      currency,
    ),
    fireNumber: toMoneyNumber(target, currency),
    currentNetWorth: nw.value,
    progressPct: fireProgressPct(nw.value, target).toDecimalPlaces(2).toNumber(),
    yearsToFire: months === null ? null : toDecimal(months).div(12).toDecimalPlaces(2).toNumber(),
    monthlyContribution,
    annualReturn,
    inflation,
  };
}

function toScenario(r: repo.ScenarioRow): Scenario {
  return {
    id: r.id,
    name: r.name,
    // Parsed on the way out too: a stored document that no longer fits the contract fails loudly.
    inputs: scenarioInputsSchema.parse(r.inputs),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listScenarios(db: Database, userId: number): Promise<Scenario[]> {
  return (await repo.listScenarios(db, userId)).map(toScenario);
}

export async function getScenario(db: Database, userId: number, id: number): Promise<Scenario> {
  const row = await repo.selectScenario(db, userId, id);
  if (!row) throw AppError.notFound();
  return toScenario(row);
}

export async function createScenario(db: Database, userId: number, body: ScenarioBody) {
  return toScenario(await repo.insertScenario(db, userId, body));
}

export async function updateScenario(
  db: Database,
  userId: number,
  id: number,
  body: ScenarioUpdate,
): Promise<Scenario> {
  const row = await repo.updateScenario(db, userId, id, body);
  if (!row) throw AppError.notFound();
  return toScenario(row);
}

export async function deleteScenario(db: Database, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteScenario(db, userId, id))) throw AppError.notFound();
}
