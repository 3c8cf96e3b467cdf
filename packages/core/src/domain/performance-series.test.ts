import { describe, expect, it } from 'vitest';
import { type PerformanceDay, performanceFigures } from './performance.js';
import { performanceSeries } from './performance-series.js';

const DAY = 86_400_000;
const dayOf = (i: number) => new Date(Date.UTC(2000, 0, 1) + i * DAY).toISOString().slice(0, 10);

/** `n` days from 2000-01-01: quiet stretches, deposits, a full withdrawal, gains and losses. */
function series(n: number): PerformanceDay[] {
  let value = 0;
  return Array.from({ length: n }, (_, i) => {
    let flow = 0;
    if (i === 10) flow = 10_000;
    else if (i === 400) flow = 5_000;
    else if (i === 900)
      flow = -(value + 0); // everything out
    else if (i === 1_200) flow = 2_000;
    if (i === 900) value = 0;
    else value += flow + (i % 97 === 0 && value > 0 ? Math.round(value * 0.013 * 100) / 100 : 0);
    if (i % 211 === 0 && value > 0) value = Math.round(value * 0.97 * 100) / 100;
    return { date: dayOf(i), value, flow };
  });
}

const figures = (f: ReturnType<typeof performanceFigures>) => ({
  twr: f.twr.toString(),
  mwr: f.mwr?.toString() ?? null,
  simpleReturn: f.simpleReturn?.toString() ?? null,
  netContributions: f.netContributions.toString(),
  gain: f.gain.toString(),
});
const point = (p: ReturnType<typeof performanceFigures>['points'][number]) => ({
  date: p.date,
  value: p.value.toString(),
  netContributions: p.netContributions.toString(),
  twrIndex: p.twrIndex.toString(),
});

/** The days of `days` that change something (a new value or a flow): what the server reads. */
const changes = (opening: number, days: PerformanceDay[]) =>
  days.filter((d, i) => d.flow !== 0 || d.value !== (i ? days[i - 1]!.value : opening));
const rangeOf = (days: PerformanceDay[]) => ({ from: days[0]!.date, to: days.at(-1)!.date });

describe('performanceSeries', () => {
  const opening = { date: dayOf(-1), value: 0 };

  it('gives the figures of every day, and points exactly as on their days, thinned', () => {
    const days = series(3_000);
    const full = performanceFigures(opening, days);
    const sparse = changes(0, days);
    expect(sparse.length).toBeLessThan(days.length / 10);
    const thin = performanceSeries(opening, sparse, rangeOf(days), 100);
    expect(full.twr.isZero()).toBe(false); // the series does move: gains, losses, flows
    expect(full.mwr).not.toBeNull();
    expect(figures(thin)).toEqual(figures(full));
    expect(thin.points).toHaveLength(100);
    expect(thin.points[0]!.date).toBe(days[0]!.date);
    expect(thin.points.at(-1)!.date).toBe(days.at(-1)!.date);
    const byDate = new Map(full.points.map((p) => [p.date, point(p)]));
    for (const p of thin.points) expect(point(p)).toEqual(byDate.get(p.date));
  });

  it('returns every day when they fit, the same as performanceFigures', () => {
    const days = series(500);
    const full = performanceFigures(opening, days);
    const all = performanceSeries(opening, changes(0, days), rangeOf(days), 1_000);
    expect(performanceSeries(opening, days, rangeOf(days), 1_000)).toEqual(all);
    expect(figures(all)).toEqual(figures(full));
    expect(all.points.map(point)).toEqual(full.points.map(point));
  });

  it('starts from a non-zero opening and keeps quiet first days at 100', () => {
    const start = { date: dayOf(-1), value: 1_000 };
    const days: PerformanceDay[] = [
      { date: dayOf(0), value: 1_000, flow: 0 },
      { date: dayOf(1), value: 1_000, flow: 0 },
      { date: dayOf(2), value: 1_100, flow: 0 },
      { date: dayOf(3), value: 1_100, flow: 0 },
    ];
    const out = performanceSeries(start, [days[2]!], rangeOf(days), 10);
    expect(out.points.map(point)).toEqual(performanceFigures(start, days).points.map(point));
    expect(out.twr.toNumber()).toBe(10);
  });

  it('a range without a change is flat, its last day ending the XIRR', () => {
    const start = { date: dayOf(-1), value: 500 };
    const days = Array.from({ length: 40 }, (_, i) => ({ date: dayOf(i), value: 500, flow: 0 }));
    const out = performanceSeries(start, [], rangeOf(days), 10);
    expect(figures(out)).toEqual(figures(performanceFigures(start, days)));
    expect(out.points).toHaveLength(10);
    expect(out.points.at(-1)!.date).toBe(dayOf(39));
    expect(out.points.every((p) => p.twrIndex.eq(100) && p.value.eq(500))).toBe(true);
  });

  it('a century of quiet days costs its changes only', () => {
    const start = { date: '1899-12-31', value: 0 };
    const opened = [{ date: '1900-01-01', value: 1_000, flow: 1_000 }];
    const t0 = performance.now();
    const out = performanceSeries(start, opened, { from: '1900-01-01', to: '2026-11-27' }, 1_000);
    expect(performance.now() - t0).toBeLessThan(100);
    expect(out.points).toHaveLength(1_000);
    expect(out.points[0]).toMatchObject({ date: '1900-01-01' });
    expect(out.points.at(-1)).toMatchObject({ date: '2026-11-27' });
    expect(out.twr.toNumber()).toBe(0);
    expect(out.netContributions.toNumber()).toBe(1_000);
  });
});
