import {
  FORECAST_DEFAULTS,
  type MonteCarloRequest,
  type ProjectionRequest,
  type ScenarioInputs,
} from '@wealthlog/core';
import { type NumberInputValue, inputNumber } from '../../../lib/number-input';

/** The page's inputs as typed (raw NumberInput values); blank means "the default". */
export const INPUT_FIELDS = [
  'years',
  'startValue',
  'monthlyContribution',
  'contributionGrowth',
  'annualReturn',
  'cashReturn',
  'realEstateReturn',
  'volatility',
  'inflation',
  'inflationVolatility',
  'swr',
  'annualExpenses',
  'annualWithdrawal',
  'withdrawalStartYear',
] as const;
export type InputField = (typeof INPUT_FIELDS)[number];
export type RawInputs = Record<InputField, NumberInputValue>;

/** Fixed defaults; blank ones come from the user's own figures (net worth, last 12 months). */
export const FIXED_DEFAULTS: Partial<Record<InputField, number>> = {
  years: FORECAST_DEFAULTS.years,
  annualReturn: FORECAST_DEFAULTS.annualReturn,
  cashReturn: FORECAST_DEFAULTS.cashReturn,
  realEstateReturn: FORECAST_DEFAULTS.realEstateReturn,
  volatility: FORECAST_DEFAULTS.volatility,
  inflation: FORECAST_DEFAULTS.inflation,
  swr: FORECAST_DEFAULTS.swr,
  contributionGrowth: FORECAST_DEFAULTS.contributionGrowth,
  inflationVolatility: FORECAST_DEFAULTS.inflationVolatility,
};

export const EMPTY_INPUTS: RawInputs = Object.fromEntries(
  INPUT_FIELDS.map((f) => [f, FIXED_DEFAULTS[f] ?? '']),
) as RawInputs;

/** The same paths and seed every time: moving one input moves the chart for that reason only. */
export const PAGE_PATHS = FORECAST_DEFAULTS.paths;
export const PAGE_SEED = 20261125;

/** The numbers to send: typed or default; undefined where the server supplies the default. */
export function numbersOf(raw: RawInputs) {
  const n = (f: InputField) => inputNumber(raw[f]) ?? FIXED_DEFAULTS[f];
  const years = Math.min(100, Math.max(1, Math.round(n('years') ?? FORECAST_DEFAULTS.years)));
  const start = n('withdrawalStartYear');
  return {
    years,
    startValue: n('startValue'),
    monthlyContribution: n('monthlyContribution'),
    contributionGrowth: n('contributionGrowth') ?? FORECAST_DEFAULTS.contributionGrowth,
    annualReturn: n('annualReturn') ?? FORECAST_DEFAULTS.annualReturn,
    cashReturn: n('cashReturn') ?? FORECAST_DEFAULTS.cashReturn,
    realEstateReturn: n('realEstateReturn') ?? FORECAST_DEFAULTS.realEstateReturn,
    volatility: n('volatility') ?? FORECAST_DEFAULTS.volatility,
    inflation: n('inflation') ?? FORECAST_DEFAULTS.inflation,
    inflationVolatility: n('inflationVolatility') ?? FORECAST_DEFAULTS.inflationVolatility,
    swr: n('swr') ?? FORECAST_DEFAULTS.swr,
    annualExpenses: n('annualExpenses'),
    annualWithdrawal: n('annualWithdrawal'),
    withdrawalStartYear: start === undefined ? undefined : Math.min(years, Math.max(1, start)),
  };
}
export type ForecastNumbers = ReturnType<typeof numbersOf>;

/** 0 is the server's own default for these two: left out, the request stays the plain one. */
const unlessZero = (v: number): number | undefined => (v === 0 ? undefined : v);

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** `byPart`: today's net worth split into parts, each at its rate (the start value unused). */
export function projectionBody(
  n: ForecastNumbers,
  contribution: number,
  byPart = false,
): ProjectionRequest {
  const withdrawing = n.annualWithdrawal !== undefined && n.withdrawalStartYear !== undefined;
  return defined({
    years: n.years,
    startValue: byPart ? undefined : n.startValue,
    parts: byPart
      ? { cash: n.cashReturn, investments: n.annualReturn, realEstate: n.realEstateReturn }
      : undefined,
    monthlyContribution: n.monthlyContribution ?? contribution,
    contributionGrowth: unlessZero(n.contributionGrowth),
    annualReturn: n.annualReturn,
    inflation: n.inflation,
    annualWithdrawal: withdrawing ? n.annualWithdrawal : undefined,
    withdrawalStartYear: withdrawing ? n.withdrawalStartYear : undefined,
  });
}

export function monteCarloBody(
  n: ForecastNumbers,
  contribution: number,
  target: number | undefined,
): MonteCarloRequest {
  return defined({
    ...projectionBody(n, contribution, false),
    paths: PAGE_PATHS,
    seed: PAGE_SEED,
    volatility: n.volatility,
    inflationVolatility: unlessZero(n.inflationVolatility),
    target: target && target > 0 ? target : undefined,
  });
}

/**
 * What a saved scenario keeps: the Monte Carlo inputs plus the FIRE rate and expenses, and the
 * by-part switch with the cash and property rates, so loading it shows the same projection.
 */
export function scenarioInputs(
  n: ForecastNumbers,
  contribution: number,
  byPart = false,
): ScenarioInputs {
  return defined({
    ...monteCarloBody(n, contribution, undefined),
    swr: n.swr,
    annualExpenses: n.annualExpenses,
    byPart,
    cashReturn: n.cashReturn,
    realEstateReturn: n.realEstateReturn,
  });
}

/** A saved scenario back into the page's inputs. */
export function rawOf(s: ScenarioInputs): RawInputs {
  const raw = { ...EMPTY_INPUTS };
  for (const f of INPUT_FIELDS) {
    const v = (s as Partial<Record<InputField, number>>)[f];
    if (v !== undefined) raw[f] = v;
  }
  return raw;
}

/** The by-part switch a scenario was saved with (older scenarios: off). */
export const byPartOf = (s: ScenarioInputs): boolean => s.byPart === true;

/** A saved scenario's requests, as the page would send them after loading it. */
export function scenarioBodies(s: ScenarioInputs): {
  projection: ProjectionRequest;
  mc: MonteCarloRequest;
} {
  const n = numbersOf(rawOf(s));
  const contribution = s.monthlyContribution;
  return {
    projection: projectionBody(n, contribution, byPartOf(s)),
    mc: defined({ ...monteCarloBody(n, contribution, undefined), paths: s.paths, seed: s.seed }),
  };
}
