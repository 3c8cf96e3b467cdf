import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

export interface BystanderReport<T> {
  result: T;
  /** Each bystander request's latency, ms, in order. */
  latencies: number[];
  /** The 99th percentile of `latencies` (their maximum below 100 samples). */
  p99: number;
  /** The longest the event loop was held by anything while the hostile work ran, ms. */
  maxStallMs: number;
}

/**
 * One user's request must not make another wait. Runs `hostile` while a bystander (another
 * user's ordinary read) sends requests one after another, at least `min` of them, and reports
 * their latencies and the event loop's longest stall. In-process (app.inject), so a request that
 * holds the loop shows in both figures.
 */
export async function withBystander<T>(
  hostile: () => Promise<T>,
  bystander: () => Promise<unknown>,
  min = 5,
): Promise<BystanderReport<T>> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let done = false;
  const work = hostile().finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  try {
    while (!done || latencies.length < min) {
      const start = performance.now();
      await bystander();
      latencies.push(performance.now() - start);
    }
    const result = await work;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
    const report = { result, latencies, p99, maxStallMs: loop.max / 1e6 };
    // BYSTANDER_REPORT=1 prints each run's figures, for the figures a note or review quotes.
    if (process.env.BYSTANDER_REPORT)
      console.info(
        `bystander: ${latencies.length} requests, p99 ${p99.toFixed(1)} ms, longest stall ${report.maxStallMs.toFixed(1)} ms`,
      );
    return report;
  } finally {
    loop.disable();
    await work.catch(() => undefined);
  }
}
