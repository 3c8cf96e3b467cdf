import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Synchronous work allowed between two turns of the event loop, ms. */
const SLICE_MS = 4;

/**
 * Long loops (thousands of occurrences, movements, items to encode) give the event loop back every
 * few milliseconds of work, measured, not every N items: N items take 10 ms on a quiet machine and
 * 60 ms on a busy one, and every other user's request waits behind each slice several times over
 * (it needs a turn for its session, its query and its answer). Checking the clock costs ~30 ns.
 *
 *   const turns = turnTaker();
 *   for (const x of many) { work(x); if (turns.due()) await turns.take(); }
 */
export function turnTaker(sliceMs = SLICE_MS) {
  let since = performance.now();
  return {
    due: (): boolean => performance.now() - since >= sliceMs,
    take: async (): Promise<void> => {
      await nextTurn();
      since = performance.now();
    },
  };
}
