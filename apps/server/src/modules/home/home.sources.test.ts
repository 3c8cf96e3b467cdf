import { describe, expect, it } from 'vitest';
import { type HomeSources, oncePerAnswer } from './home.sources.js';

/** A source that counts its calls and answers with its arguments after the connections. */
function counting() {
  const calls: unknown[][] = [];
  const f = async (...a: unknown[]) => {
    calls.push(a);
    return { asked: a.slice(1) };
  };
  return { f, calls };
}

describe('oncePerAnswer', () => {
  it('asks a repeated read once per answer, by its arguments after the connections', async () => {
    const upcoming = counting();
    const loans = counting();
    const src = oncePerAnswer({ upcoming: upcoming.f, loans: loans.f } as unknown as HomeSources);
    const db = {} as never;
    const a = await src.upcoming(db, 7, { from: '2026-11-01', to: '2026-11-14' });
    const b = await src.upcoming({} as never, 7, { from: '2026-11-01', to: '2026-11-14' });
    const c = await src.upcoming(db, 7, { from: '2026-11-01', to: '2026-12-01' });
    await Promise.all([src.loans(db, 7), src.loans(db, 7)]);
    expect(upcoming.calls).toHaveLength(2); // two ranges; a second connection is the same read
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(loans.calls).toHaveLength(1);
  });

  it('keeps nothing between answers', async () => {
    const loans = counting();
    const base = { loans: loans.f } as unknown as HomeSources;
    await oncePerAnswer(base).loans({} as never, 7);
    await oncePerAnswer(base).loans({} as never, 7);
    expect(loans.calls).toHaveLength(2);
  });
});
