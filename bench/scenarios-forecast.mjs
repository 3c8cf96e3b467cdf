// Issue 18's forecast: Monte Carlo 10,000 paths × 50 years in the worker thread (target ≤ 1 s),
// and the liveness probe while it runs (target p95 ≤ 50 ms).
import { api, probeLive, stats } from './measures.mjs';

const body = {
  years: 50,
  paths: 10_000,
  seed: 42,
  startValue: 100_000,
  monthlyContribution: 1_000,
  annualReturn: 7,
  volatility: 15,
  inflation: 2,
  annualWithdrawal: 40_000,
  withdrawalStartYear: 30,
  target: 1_000_000,
};

/** One run at a time (1 connection): the time a person waits for the fan chart. */
export function forecastScenarios(ctx) {
  return [
    {
      name: 'POST /api/forecast/montecarlo (10,000 paths × 50 years, 1 conn)',
      path: '/api/forecast/montecarlo',
      method: 'POST',
      connections: 1,
      headers: {
        ...ctx.auth,
        'content-type': 'application/json',
        origin: ctx.login.origin,
        'x-csrf-token': ctx.csrf,
      },
      body: JSON.stringify(body),
    },
  ];
}

/** /api/health/live every 10 ms while `runs` Monte Carlo requests run one after another. */
export async function liveDuringMonteCarlo(address, ctx, runs = 10) {
  const runMs = [];
  const live = probeLive(address);
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await api(address, 'POST', '/api/forecast/montecarlo', {
      token: ctx.token,
      csrf: ctx.csrf,
      body: { ...body, seed: i },
    });
    runMs.push(performance.now() - t0);
  }
  const times = await live.stop();
  return { live: stats(times), montecarlo: stats(runMs) };
}
