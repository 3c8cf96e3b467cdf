import type { ProjectionInput } from './forecasting.js';

/** Monte Carlo over the projection's monthly model, on doubles — see runMonteCarlo. */

/**
 * Lognormal annual returns with arithmetic mean m and standard deviation s (fractions):
 * σ² = ln(1 + s²/(1+m)²), μ = ln(1+m) − σ²/2, so that E[e^(μ+σZ)] = 1 + m and
 * Var[e^(μ+σZ)] = s². A gross return e^(μ+σZ) is never below 0: no year loses more than all.
 */
export function lognormalParams(mean: number, sd: number): { mu: number; sigma: number } {
  const sigma2 = Math.log(1 + (sd * sd) / ((1 + mean) * (1 + mean)));
  return { mu: Math.log(1 + mean) - sigma2 / 2, sigma: Math.sqrt(sigma2) };
}

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed gives the same sequence everywhere. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws by Box–Muller, both halves used; 1 − u keeps log away from 0. */
export function createNormal(rng: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    const r = Math.sqrt(-2 * Math.log(1 - rng()));
    const theta = 2 * Math.PI * rng();
    spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  };
}

export interface MonteCarloInput extends ProjectionInput {
  paths: number;
  seed: number;
  /** % a year: the standard deviation of the annual return. */
  volatility: number;
  /** % a year: when set, each year's inflation is drawn normal(inflation, inflationVolatility). */
  inflationVolatility?: number;
  /** A target in today's money (the FIRE number) whose year is looked for on every path. */
  target?: number;
}

/** Nominal values at a year's end, unrounded (the caller rounds to its currency's minor unit). */
export interface MonteCarloYear {
  year: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

export interface MonteCarloResult {
  seed: number;
  percentiles: MonteCarloYear[];
  successProbability: number;
  medianEndValue: number;
  /** Per year, the share (%) of paths that have reached `target` by then (cumulative). */
  targetReachedPct: { year: number; pct: number }[];
  /** The year by which half the paths have reached `target`; null if not within the horizon. */
  medianTargetYear: number | null;
}

/** Linear interpolation between closest ranks (the spreadsheet's PERCENTILE.INC). */
export function percentileSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(n - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/**
 * Why floats here: 10,000 paths × 50 years is 6 million monthly steps; decimal.js takes seconds for
 * that, doubles take milliseconds (the target: ≤ 1 s, ADR 0014). A double keeps ~15–16 significant
 * digits, so a balance under 10^12 after 1,200 steps carries an error far below a cent. Outputs are
 * not rounded: the caller rounds once to the currency's own minor unit (0 for JPY, 3 for KWD), and
 * a test checks that volatility 0 then gives the decimal projection's figures in that unit.
 */
export function runMonteCarlo(input: MonteCarloInput): MonteCarloResult {
  const { years, paths } = input;
  const { mu, sigma } = lognormalParams(input.annualReturn / 100, input.volatility / 100);
  const normal = createNormal(createRng(input.seed));
  const start = input.timing === 'START';
  const growth = 1 + (input.contributionGrowth ?? 0) / 100;
  const inflMean = input.inflation / 100;
  const inflSd = (input.inflationVolatility ?? 0) / 100;
  const withdrawal = input.annualWithdrawal ?? 0;
  const wStart = withdrawal > 0 ? (input.withdrawalStartYear ?? Infinity) : Infinity;
  // byYear[y * paths + p]: path p's nominal value at the end of year y.
  const byYear = new Float64Array((years + 1) * paths);
  const reachedBy = new Int32Array(years + 1);
  let survived = 0;
  for (let p = 0; p < paths; p++) {
    let value = input.startValue;
    let contribution = input.monthlyContribution;
    let priceIndex = 1; // cumulative inflation to the start of the current year
    let withdrawalIndex = 1;
    let alive = true;
    let reached = input.target !== undefined && value >= input.target ? 0 : -1;
    byYear[p] = value;
    for (let y = 1; y <= years; y++) {
      if (y > 1) {
        contribution *= growth;
        withdrawalIndex = priceIndex;
      }
      const gross = sigma === 0 ? Math.exp(mu) : Math.exp(mu + sigma * normal());
      const g = Math.pow(gross, 1 / 12);
      const withdrawing = y >= wStart;
      const monthlyOut = (withdrawal / 12) * withdrawalIndex;
      for (let m = 0; m < 12; m++) {
        if (withdrawing) {
          value = value * g - monthlyOut;
          if (value <= 0) {
            value = 0;
            alive = false;
          }
        } else if (start) value = (value + contribution) * g;
        else value = value * g + contribution;
      }
      const infl = inflSd > 0 ? inflMean + inflSd * normal() : inflMean;
      priceIndex *= 1 + infl;
      byYear[y * paths + p] = value;
      if (reached < 0 && input.target !== undefined && value / priceIndex >= input.target)
        reached = y;
    }
    if (alive && value > 0) survived++;
    if (reached >= 0) for (let y = reached; y <= years; y++) reachedBy[y]!++;
  }
  const percentiles: MonteCarloYear[] = [];
  for (let y = 0; y <= years; y++) {
    const row = byYear.subarray(y * paths, (y + 1) * paths).sort();
    percentiles.push({
      year: y,
      p10: percentileSorted(row, 0.1),
      p25: percentileSorted(row, 0.25),
      p50: percentileSorted(row, 0.5),
      p75: percentileSorted(row, 0.75),
      p90: percentileSorted(row, 0.9),
    });
  }
  const targetReachedPct = Array.from(reachedBy, (n, year) => ({
    year,
    pct: Math.round((n / paths) * 10000) / 100,
  }));
  const median = targetReachedPct.find((r) => r.pct >= 50);
  return {
    seed: input.seed,
    percentiles,
    successProbability: Math.round((survived / paths) * 10000) / 10000,
    medianEndValue: percentiles[years]!.p50,
    targetReachedPct: input.target === undefined ? [] : targetReachedPct,
    medianTargetYear: input.target === undefined || !median ? null : median.year,
  };
}
