import { z } from 'zod';
import { FORECAST_MESSAGES } from './forecasting.messages.js';
import {
  MONEY_MAX,
  enumField,
  idSchema,
  moneySchema,
  numberField,
  textField,
  timestampSchema,
} from './fields.js';

/** API.md "Forecasting — /api/forecast". Percentages are percent: 5 means 5 %. */

export const FORECAST_YEARS_MAX = 100;
export const MONTE_CARLO_PATHS = { min: 100, max: 10_000 } as const;
export const SEED_MAX = 4_294_967_295;
export const SCENARIO_NAME_MAX = 100;
export const CONTRIBUTION_TIMINGS = ['END', 'START'] as const;

/**
 * The defaults the page shows next to each input, with its "why" (locales `forecast.why.*`):
 * 5 % a long-run balanced portfolio's nominal return, 15 % the volatility of a broad stock index,
 * 2 % the central banks' inflation target, 4 % the classic safe withdrawal rate, 30 years a career.
 */
export const FORECAST_DEFAULTS = {
  years: 30,
  annualReturn: 5,
  /** By part: cash earns about a savings account's rate, property follows prices. */
  cashReturn: 1,
  realEstateReturn: 2,
  volatility: 15,
  inflation: 2,
  swr: 4,
  /** Contributions flat in money (0 %); random inflation off (0): the plain, checkable case. */
  contributionGrowth: 0,
  inflationVolatility: 0,
  paths: 1_000,
  cashflowDays: 90,
} as const;

const pctField = (label: string, min: number, max: number) =>
  numberField(label, { min, max, decimals: 4 });
const moneyField = (label: string) => numberField(label, { min: 0, max: MONEY_MAX, decimals: 2 });

const projectionFields = {
  years: numberField('Years', { int: true, min: 1, max: FORECAST_YEARS_MAX }),
  /** Absent: today's net worth. */
  startValue: moneyField('Start value').optional(),
  monthlyContribution: moneyField('Monthly contribution'),
  annualReturn: pctField('Annual return', -50, 50),
  inflation: pctField('Inflation', -10, 50),
  contributionGrowth: pctField('Contribution growth', -50, 50).optional(),
  timing: enumField('Timing', CONTRIBUTION_TIMINGS).optional(),
  annualWithdrawal: moneyField('Annual withdrawal').optional(),
  withdrawalStartYear: numberField('Withdrawal start year', {
    int: true,
    min: 1,
    max: FORECAST_YEARS_MAX,
  }).optional(),
};

function refineWithdrawal(
  v: { years?: number; withdrawalStartYear?: number },
  ctx: z.RefinementCtx,
): void {
  if (
    v.withdrawalStartYear !== undefined &&
    v.years !== undefined &&
    v.withdrawalStartYear > v.years
  )
    ctx.addIssue({
      code: 'custom',
      path: ['withdrawalStartYear'],
      message: FORECAST_MESSAGES.withdrawalStartAfterHorizon,
    });
}

/**
 * By part: today's net worth split into cash, investments (which receive the contributions), real
 * estate and loans (on their schedules), each part at its own rate; `annualReturn` is then unused.
 */
export const projectionPartsSchema = z.strictObject({
  cash: pctField('Cash return', -50, 50),
  investments: pctField('Investment return', -50, 50),
  realEstate: pctField('Real estate appreciation', -50, 50),
});
export type ProjectionParts = z.infer<typeof projectionPartsSchema>;

export const projectionRequestSchema = z
  .strictObject({ ...projectionFields, parts: projectionPartsSchema.optional() })
  .superRefine(refineWithdrawal)
  .superRefine((v, ctx) => {
    if (v.parts && v.startValue !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['startValue'],
        message: FORECAST_MESSAGES.partsWithStartValue,
      });
  })
  .meta({ id: 'ProjectionRequest' });
export type ProjectionRequest = z.infer<typeof projectionRequestSchema>;

export const projectionYearSchema = z.object({
  year: z.number().int(),
  nominal: moneySchema,
  real: moneySchema,
  /**
   * With `parts`: each part's nominal value (loans negative when owed). `missingRates` (an
   * extension of API.md) lists the currencies left out of the year's figures for want of an
   * exchange rate today: the summary's (year 0 and the parts' start) and, from year 1, those of
   * loans whose scheduled balances cannot be converted.
   */
  parts: z
    .object({
      cash: moneySchema,
      investments: moneySchema,
      realEstate: moneySchema,
      loans: moneySchema,
      missingRates: z.array(z.string()).optional(),
    })
    .optional(),
});
export type ProjectionYearRow = z.infer<typeof projectionYearSchema>;
export const projectionResponseSchema = z.array(projectionYearSchema).meta({ id: 'Projection' });

const monteCarloFields = {
  ...projectionFields,
  paths: numberField('Paths', {
    int: true,
    min: MONTE_CARLO_PATHS.min,
    max: MONTE_CARLO_PATHS.max,
  }),
  /** Absent: the server draws one and returns it, so the run can be repeated. */
  seed: numberField('Seed', { int: true, min: 0, max: SEED_MAX }).optional(),
  volatility: pctField('Volatility', 0, 100),
  /** Random inflation: each year's is drawn around `inflation` with this deviation. */
  inflationVolatility: pctField('Inflation volatility', 0, 20).optional(),
  /** A target in today's money (the FIRE number): the year each path reaches it. */
  target: moneyField('Target').optional(),
};

export const monteCarloRequestSchema = z
  .strictObject(monteCarloFields)
  .superRefine(refineWithdrawal)
  .meta({ id: 'MonteCarloRequest' });
export type MonteCarloRequest = z.infer<typeof monteCarloRequestSchema>;

export const monteCarloResponseSchema = z
  .object({
    seed: z.number().int(),
    percentiles: z.array(
      z.object({
        year: z.number().int(),
        p10: moneySchema,
        p25: moneySchema,
        p50: moneySchema,
        p75: moneySchema,
        p90: moneySchema,
      }),
    ),
    /** 0..1: the share of paths whose money lasts to the end. */
    successProbability: z.number(),
    medianEndValue: moneySchema,
    targetReachedPct: z.array(z.object({ year: z.number().int(), pct: z.number() })),
    medianTargetYear: z.number().int().nullable(),
  })
  .meta({ id: 'MonteCarlo' });
export type MonteCarloResponse = z.infer<typeof monteCarloResponseSchema>;

/**
 * A scenario keeps the Monte Carlo inputs (a superset of the projection's), the FIRE rate, and the
 * page's by-part switch with the cash and property rates (optional: older scenarios lack them).
 */
export const scenarioInputsSchema = z
  .strictObject({
    ...monteCarloFields,
    swr: pctField('Safe withdrawal rate', 0.5, 20).optional(),
    annualExpenses: moneyField('Annual expenses').optional(),
    byPart: z.boolean().optional(),
    cashReturn: pctField('Cash return', -50, 50).optional(),
    realEstateReturn: pctField('Real estate appreciation', -50, 50).optional(),
  })
  .superRefine(refineWithdrawal);
export type ScenarioInputs = z.infer<typeof scenarioInputsSchema>;

export const scenarioBodySchema = z.strictObject({
  name: textField('Name', { max: SCENARIO_NAME_MAX }),
  inputs: scenarioInputsSchema,
});
export type ScenarioBody = z.infer<typeof scenarioBodySchema>;
export const scenarioUpdateSchema = scenarioBodySchema.partial();
export type ScenarioUpdate = z.infer<typeof scenarioUpdateSchema>;

export const scenarioSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    inputs: scenarioInputsSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'ForecastScenario' });
export type Scenario = z.infer<typeof scenarioSchema>;
/** GET /api/forecast/scenarios. */
export const scenarioListSchema = z.array(scenarioSchema);
