import { parentPort } from 'node:worker_threads';
import { type MonteCarloInput, runMonteCarlo } from '@wealthlog/core';

/**
 * The Monte Carlo worker (ADR 0014): runs one simulation per message, off the event loop, so
 * the server keeps answering (the target: /api/health/live ≤ 50 ms p95 during 10,000 × 50 years).
 */
parentPort?.on('message', (msg: { id: number; input: MonteCarloInput }) => {
  try {
    parentPort!.postMessage({ id: msg.id, result: runMonteCarlo(msg.input) });
  } catch (error) {
    parentPort!.postMessage({
      id: msg.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
