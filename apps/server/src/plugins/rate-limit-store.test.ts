import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit-store.js';

function storeAt(start = 1_000_000, opts: { maxKeys?: number } = {}) {
  const clock = { now: start };
  const store = new MemoryRateLimitStore({
    ...opts,
    now: () => clock.now,
    sweepIntervalMs: 3_600_000,
  });
  return { clock, store };
}

describe('MemoryRateLimitStore (fixed windows)', () => {
  it('counts hits in a window that opens at the first hit; peek does not count', async () => {
    const { clock, store } = storeAt();
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetAt: clock.now + 1000 });
    clock.now += 999;
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetAt: clock.now + 1 });
    expect(await store.peek('k')).toMatchObject({ count: 2 });
    expect(await store.peek('k')).toMatchObject({ count: 2 });
    clock.now += 1; // the window has ended
    expect(await store.peek('k')).toBeNull();
    expect(await store.hit('k', 1000)).toMatchObject({ count: 1 });
    await store.reset('k');
    expect(await store.peek('k')).toBeNull();
    await store.close();
  });

  it('sweeps expired keys, so memory stays bounded by live windows', async () => {
    const { clock, store } = storeAt();
    for (let i = 0; i < 50; i += 1) await store.hit(`old-${i}`, 1000);
    clock.now += 500;
    await store.hit('young', 1000);
    clock.now += 600;
    store.sweep();
    expect(store.size()).toBe(1);
    await store.close();
  });

  it('drops the oldest windows when more keys are live than maxKeys', async () => {
    const { store } = storeAt(1_000_000, { maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) await store.hit(`ip-${i}`, 60_000);
    expect(store.size()).toBeLessThanOrEqual(100);
    expect(await store.peek('ip-999')).toMatchObject({ count: 1 });
    expect(await store.peek('ip-0')).toBeNull();
    await store.close();
  });
});
