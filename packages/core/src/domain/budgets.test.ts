import { describe, expect, it } from 'vitest';
import {
  shiftMonth,
  budgetStatus,
  carryOut,
  monthsBetween,
  rolloverChain,
  type BudgetRollover,
} from './budgets.js';

const figures = (months: { amount: number; rollover: BudgetRollover; spent: number }[]) =>
  rolloverChain(months).map((m) => [m.carriedIn.toNumber(), m.available.toNumber()]);

describe('budget rollover: the API contract’s reference figures', () => {
  it('500, spent 420, SURPLUS → next month carriedIn 80, available 580', () => {
    expect(
      figures([
        { amount: 500, rollover: 'SURPLUS', spent: 420 },
        { amount: 500, rollover: 'SURPLUS', spent: 0 },
      ]),
    ).toEqual([
      [0, 80],
      [80, 580],
    ]);
  });

  it('500, spent 560, SURPLUS_AND_DEFICIT → next month 440 (the overspend is paid back)', () => {
    expect(
      figures([
        { amount: 500, rollover: 'SURPLUS_AND_DEFICIT', spent: 560 },
        { amount: 500, rollover: 'SURPLUS_AND_DEFICIT', spent: 0 },
      ])[1],
    ).toEqual([-60, 440]);
  });

  it('NONE → the next month starts at 500 whatever was spent', () => {
    for (const spent of [420, 560]) {
      expect(
        figures([
          { amount: 500, rollover: 'NONE', spent },
          { amount: 500, rollover: 'NONE', spent: 0 },
        ])[1],
      ).toEqual([0, 500]);
    }
  });
});

describe('budget rollover chains over 3 months', () => {
  it('SURPLUS: a leftover accumulates, an overspend is not carried (never floored later either)', () => {
    // Jan 500 − 420 = 80 left; Feb 500 + 80 − 700 = −120 (shown), carries 0; Mar 500 + 0 − 100 = 400.
    expect(
      figures([
        { amount: 500, rollover: 'SURPLUS', spent: 420 },
        { amount: 500, rollover: 'SURPLUS', spent: 700 },
        { amount: 500, rollover: 'SURPLUS', spent: 100 },
      ]),
    ).toEqual([
      [0, 80],
      [80, -120],
      [0, 400],
    ]);
  });

  it('SURPLUS_AND_DEFICIT: the deficit runs on until paid back', () => {
    // Jan 500 − 560 = −60; Feb 500 − 60 − 600 = −160; Mar 500 − 160 − 200 = 140.
    expect(
      figures([
        { amount: 500, rollover: 'SURPLUS_AND_DEFICIT', spent: 560 },
        { amount: 500, rollover: 'SURPLUS_AND_DEFICIT', spent: 600 },
        { amount: 500, rollover: 'SURPLUS_AND_DEFICIT', spent: 200 },
      ]),
    ).toEqual([
      [0, -60],
      [-60, -160],
      [-160, 140],
    ]);
  });

  it('each month carries by its own rule; refunds (negative net spent) add to what is left', () => {
    // Jan SURPLUS 300 − 250.10 = 49.90 carries; Feb NONE 300 + 49.90 − 310.25 = 39.65 carries 0;
    // Mar SURPLUS_AND_DEFICIT 300 − (−20.5 net: a refund larger than the spending) = 320.50.
    expect(
      figures([
        { amount: 300, rollover: 'SURPLUS', spent: 250.1 },
        { amount: 300, rollover: 'NONE', spent: 310.25 },
        { amount: 300, rollover: 'SURPLUS_AND_DEFICIT', spent: -20.5 },
      ]),
    ).toEqual([
      [0, 49.9],
      [49.9, 39.65],
      [0, 320.5],
    ]);
  });

  it('exact decimals: 0.1 + 0.2 carried is 0.3, not 0.30000000000000004', () => {
    const chain = rolloverChain([
      { amount: 0.3, rollover: 'SURPLUS', spent: 0.2 },
      { amount: 0.2, rollover: 'SURPLUS', spent: 0 },
    ]);
    expect(chain[1]!.available.toString()).toBe('0.3');
  });

  it('carryOut by rule', () => {
    expect(carryOut(-5, 'SURPLUS').toNumber()).toBe(0);
    expect(carryOut(-5, 'SURPLUS_AND_DEFICIT').toNumber()).toBe(-5);
    expect(carryOut(5, 'NONE').toNumber()).toBe(0);
  });
});

describe('months and bar status', () => {
  it('adds months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('green under 80 %, amber from 80 %, red over', () => {
    expect(budgetStatus(399.99, 500)).toBe('ok');
    expect(budgetStatus(400, 500)).toBe('warn');
    expect(budgetStatus(500, 500)).toBe('warn');
    expect(budgetStatus(500.01, 500)).toBe('over');
    expect(budgetStatus(1, 0)).toBe('over');
  });
});
