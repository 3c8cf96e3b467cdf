import { describe, expect, it } from 'vitest';
import { summarizeMonths, summarizeSeries, summarizeShares } from './chart-summary';

const p = (date: string, value: number) => ({ date, value });

describe('summarizeSeries', () => {
  it('reports a rise with its ratio against the first point', () => {
    // 100 000 → 104 200: +4 200 / 100 000 = 0.042 (the "rose 4.2 %").
    const s = summarizeSeries([
      p('2026-10-26', 100_000),
      p('2026-11-10', 90_000),
      p('2026-11-25', 104_200),
    ]);
    expect(s).toEqual({
      kind: 'rise',
      start: '2026-10-26',
      end: '2026-11-25',
      from: 100_000,
      to: 104_200,
      ratio: expect.closeTo(0.042, 10),
    });
  });

  it('reports a fall as a positive ratio (the verb carries the direction)', () => {
    // 200 000 → 150 000: 50 000 / 200 000 = 0.25.
    const s = summarizeSeries([p('2026-01-01', 200_000), p('2026-12-01', 150_000)]);
    expect(s.kind).toBe('fall');
    expect(s.kind !== 'empty' && s.kind !== 'single' && s.ratio).toBeCloseTo(0.25, 10);
  });

  it('calls a change under half a cent flat, with no ratio', () => {
    const s = summarizeSeries([p('2026-01-01', 10.001), p('2026-01-31', 10.004)]);
    expect(s).toMatchObject({ kind: 'flat', from: 10.001, to: 10.004, ratio: null });
  });

  it('gives no ratio when the series starts at zero or below', () => {
    expect(summarizeSeries([p('2026-01-01', 0), p('2026-02-01', 50)])).toMatchObject({
      kind: 'rise',
      ratio: null,
    });
    expect(summarizeSeries([p('2026-01-01', -20), p('2026-02-01', -50)])).toMatchObject({
      kind: 'fall',
      ratio: null,
    });
  });

  it('gives no ratio when asked not to (a cumulative P&L)', () => {
    expect(
      summarizeSeries([p('2026-01-01', 19), p('2026-02-01', -82)], { percent: false }),
    ).toMatchObject({ kind: 'fall', from: 19, to: -82, ratio: null });
  });

  it('handles an empty series and a single point', () => {
    expect(summarizeSeries([])).toEqual({ kind: 'empty' });
    expect(summarizeSeries([p('2026-03-01', 7)])).toEqual({
      kind: 'single',
      date: '2026-03-01',
      value: 7,
    });
  });
});

describe('summarizeShares', () => {
  it('names the largest positive slice and its share of the positive total', () => {
    // Slices 300 + 100 = 400 (the −50 loan is no slice); largest 300 / 400 = 0.75.
    const s = summarizeShares([
      { name: 'Cash', value: 100 },
      { name: 'Stocks', value: 300 },
      { name: 'Loan', value: -50 },
    ]);
    expect(s).toEqual({ kind: 'shares', total: 400, largest: 'Stocks', share: 0.75 });
  });

  it('is empty without a positive slice', () => {
    expect(summarizeShares([])).toEqual({ kind: 'empty' });
    expect(summarizeShares([{ name: 'Loan', value: -10 }])).toEqual({ kind: 'empty' });
  });
});

describe('summarizeMonths', () => {
  const m = (month: string, parts: [string, number][]) => ({
    month,
    parts: parts.map(([name, value]) => ({ name, value })),
  });

  it('totals the bars exactly, names the dearest month and the biggest part', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    const s = summarizeMonths([
      m('2026-01', [
        ['Rent', 900.1],
        ['Food', 0.2],
      ]),
      m('2026-02', [
        ['Rent', 900],
        ['Food', 310],
      ]),
      m('2026-03', [['Food', 40]]),
    ]);
    expect(s).toEqual({
      kind: 'months',
      start: '2026-01',
      end: '2026-03',
      total: 2150.3,
      peak: '2026-02',
      peakValue: 1210,
      largest: { name: 'Rent', share: expect.closeTo(1800.1 / 2150.3, 12) },
    });
  });

  it('summarizes a range of one month with that month at both ends and as the peak', () => {
    // One month: the total is that month's sum (900 + 300), and it is its own dearest month.
    const s = summarizeMonths([
      m('2026-11', [
        ['Rent', 900],
        ['Food', 300],
      ]),
    ]);
    expect(s).toEqual({
      kind: 'months',
      start: '2026-11',
      end: '2026-11',
      total: 1200,
      peak: '2026-11',
      peakValue: 1200,
      largest: { name: 'Rent', share: 0.75 },
    });
  });

  it('names no part for unstacked bars, and the first month on a tie', () => {
    const s = summarizeMonths([m('2026-01', [['spent', 50]]), m('2026-02', [['spent', 50]])]);
    expect(s).toMatchObject({ kind: 'months', total: 100, peak: '2026-01', largest: null });
  });

  it('is empty when nothing was spent in any month', () => {
    expect(summarizeMonths([])).toEqual({ kind: 'empty' });
    expect(summarizeMonths([m('2026-01', [['spent', 0]])])).toEqual({ kind: 'empty' });
  });

  it('gives no share when refunds bring the total to zero or below', () => {
    const s = summarizeMonths([
      m('2026-01', [
        ['Food', 20],
        ['Travel', -50],
      ]),
    ]);
    expect(s).toMatchObject({ kind: 'months', total: -30, largest: null });
  });
});
