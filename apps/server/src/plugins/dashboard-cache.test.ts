import { describe, expect, it } from 'vitest';
import { createDashboardCache, KEPT_BY_EVERYDAY, MemoryCacheStore } from './dashboard-cache.js';

/** What each invalidation drops: everything of the user, or (everyday) all but the kept variants. */
describe('the dashboard cache’s invalidations', () => {
  const kept = `${KEPT_BY_EVERYDAY}home`;
  const filled = async () => {
    const cache = createDashboardCache(new MemoryCacheStore(60_000));
    let n = 0;
    const read = (user: number, variant: string) =>
      cache.getOrCompute(user, variant, async () => `${variant}#${(n += 1)}`);
    for (const user of [1, 2]) for (const v of ['home', kept, 'summary']) await read(user, v);
    return { cache, read };
  };

  it('an everyday write keeps the assets’ variants and drops the others, for that user only', async () => {
    const { cache, read } = await filled();
    await cache.invalidate(1, 'everyday');
    expect(await read(1, kept)).toBe(`${kept}#2`);
    expect(await read(1, 'home')).toBe('home#7');
    expect(await read(1, 'summary')).toBe('summary#8');
    expect(await read(2, 'home')).toBe('home#4');
  });

  it('any other write drops every variant of the user', async () => {
    const { cache, read } = await filled();
    await cache.invalidate(1);
    expect(await read(1, kept)).toBe(`${kept}#7`);
    expect(await read(2, kept)).toBe(`${kept}#5`);
  });

  it('a kept variant computed across an everyday write is answered but not stored', async () => {
    const cache = createDashboardCache(new MemoryCacheStore(60_000));
    let release: (() => void) | undefined;
    const slow = cache.getOrCompute(1, kept, () => new Promise((r) => (release = () => r('old'))));
    while (!release) await new Promise((r) => setImmediate(r)); // the computation has started
    await cache.invalidate(1, 'everyday');
    // A read meanwhile shares the computation under way (no everyday write changes it)...
    const shared = cache.getOrCompute(1, kept, async () => 'new');
    release();
    expect(await slow).toBe('old');
    expect(await shared).toBe('old');
    // ...but it started before a write, so it was not kept.
    expect(await cache.getOrCompute(1, kept, async () => 'again')).toBe('again');
  });
});

/** A store that fails every call while `down` (Redis unreachable), and keeps what it had. */
class FlakyStore extends MemoryCacheStore {
  down = false;
  private check() {
    if (this.down) throw new Error('connect ECONNREFUSED');
  }
  override async get(userId: number, variant: string) {
    this.check();
    return super.get(userId, variant);
  }
  override async set(userId: number, variant: string, value: string) {
    this.check();
    return super.set(userId, variant, value);
  }
  override async deleteUser(userId: number, keep?: string) {
    this.check();
    return super.deleteUser(userId, keep);
  }
  override async deleteAll() {
    this.check();
    return super.deleteAll();
  }
}

describe('drops the store missed while it was unreachable', () => {
  const setUp = async () => {
    const store = new FlakyStore(60_000);
    const cache = createDashboardCache(store);
    await cache.getOrCompute(1, 'home', async () => 'before');
    await cache.getOrCompute(2, 'home', async () => 'other');
    store.down = true;
    return { store, cache };
  };

  it('a write during the outage: the answer cached before it never comes back', async () => {
    const { store, cache } = await setUp();
    await cache.invalidate(1, 'everyday');
    // Meanwhile, computed (and not stored).
    expect(await cache.getOrCompute(1, 'home', async () => 'during')).toBe('during');
    store.down = false;
    expect(await cache.getOrCompute(1, 'home', async () => 'after')).toBe('after');
    // Only the writer's answers were dropped.
    expect(await cache.getOrCompute(2, 'home', async () => 'x')).toBe('other');
  });

  it('flushMissed drops them when the store is back, before anyone reads', async () => {
    const { store, cache } = await setUp();
    await cache.invalidate(1);
    await cache.invalidateAll();
    store.down = false;
    await cache.flushMissed();
    expect(await store.get(1, 'home')).toBeNull();
    expect(await store.get(2, 'home')).toBeNull(); // the shared rates' change dropped every user
  });
});
