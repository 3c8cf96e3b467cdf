import { describe, expect, it } from 'vitest';
import { thinIndices, thinSeries } from './thin.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('thinSeries', () => {
  it('returns a short series whole (a copy)', () => {
    const points = range(5);
    const out = thinSeries(points, 10);
    expect(out).toEqual(points);
    expect(out).not.toBe(points);
    expect(thinSeries([], 10)).toEqual([]);
    expect(thinSeries(range(10), 10)).toEqual(range(10));
  });

  it('keeps at most max points, the first and the last among them, in order, none twice', () => {
    for (const [n, max] of [
      [11, 10],
      [1_001, 1_000],
      [109_573, 1_000],
      [2, 2],
      [3, 2],
      [365, 3],
    ] as const) {
      const out = thinSeries(range(n), max);
      expect(out.length, `${n}/${max}`).toBe(Math.min(n, max));
      expect(out[0]).toBe(0);
      expect(out.at(-1)).toBe(n - 1);
      for (let i = 1; i < out.length; i += 1) expect(out[i]!).toBeGreaterThan(out[i - 1]!);
    }
  });

  it('spaces the kept points evenly: gaps differ by at most one position', () => {
    const out = thinSeries(range(10_000), 100);
    const gaps = out.slice(1).map((x, i) => x - out[i]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it('picks points, never averages them: each kept point is the same object', () => {
    const points = range(50).map((i) => ({ date: `day ${i}`, value: i * i }));
    const out = thinSeries(points, 7);
    for (const p of out) expect(points).toContain(p);
    expect(out.map((p) => p.value)).toEqual([0, 64, 256, 625, 1_089, 1_681, 2_401]);
  });

  it('never keeps fewer than the first and the last', () => {
    expect(thinSeries(range(100), 1)).toEqual([0, 99]);
    expect(thinSeries(range(100), 0)).toEqual([0, 99]);
  });

  it('names the positions it keeps, without the series', () => {
    expect(thinIndices(5, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(thinIndices(0, 10)).toEqual([]);
    expect(thinIndices(50, 7)).toEqual([0, 8, 16, 25, 33, 41, 49]);
    expect(thinIndices(46_351, 1_000)).toHaveLength(1_000);
  });
});
