import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs a generator that yields between slices of work (core's statement readers) to its end,
 * giving the event loop a turn at every yield: a 50 MB file is read without holding up the other
 * users' requests.
 */
export async function drainYielding<T>(gen: Generator<void, T>): Promise<T> {
  for (;;) {
    const r = gen.next();
    if (r.done) return r.value;
    await nextTurn();
  }
}
