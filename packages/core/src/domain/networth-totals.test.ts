import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from './money.js';
import { apportion, netWorthComposition } from './networth-totals.js';

/**
 * The dashboard's one definition (ADR 0022), on the figures of the reported case: cash 87,390.32
 * (CASH 80,000 + STOCKS 7,390.32), a flat at 285,000, a mortgage of 120,000 and a car loan of
 * 27,716.41 owed, 1,500 lent to a relative.
 */
const parts = [
  { type: 'CASH', currency: 'EUR', value: '80000' },
  { type: 'STOCKS', currency: 'USD', value: '7390.32' },
  { type: 'REAL_ESTATE', currency: 'EUR', value: '285000' },
  { type: 'LOAN', currency: 'EUR', value: '-120000' },
  { type: 'LOAN', currency: 'EUR', value: '-27716.41' },
  { type: 'LOAN', currency: 'EUR', value: '1500' },
];

describe('netWorthComposition', () => {
  it('counts a lent loan in assets and the donut alike; liquid + illiquid = assets', () => {
    const c = netWorthComposition(parts, 'EUR');
    // assets = 80,000 + 7,390.32 + 285,000 + 1,500 = 373,890.32 (the Assets card of the issue)
    expect(c.assets).toBe(373890.32);
    // liabilities = 120,000 + 27,716.41; net worth = 373,890.32 − 147,716.41
    expect(c.liabilities).toBe(147716.41);
    expect(c.netWorth).toBe(226173.91);
    // The donut: the assets by type, whose total is the Assets card's figure, not 372,390.32.
    expect(c.assetsByType).toEqual({
      CASH: 80000,
      LOAN: 1500,
      REAL_ESTATE: 285000,
      STOCKS: 7390.32,
    });
    const donut = Object.values(c.assetsByType).reduce((s, v) => s + v, 0);
    expect(Math.round(donut * 100) / 100).toBe(c.assets);
    expect(c.liabilitiesByType).toEqual({ LOAN: 147716.41 });
    // liquid = 80,000 + 7,390.32; illiquid = 285,000 + 1,500 (before debt): 100 % together.
    expect(c.liquid).toBe(87390.32);
    expect(c.illiquid).toBe(286500);
    expect(c.liquid + c.illiquid).toBe(c.assets);
    // byType stays net as API.md has it: LOAN 1,500 − 147,716.41.
    expect(c.byType).toEqual({
      CASH: 80000,
      LOAN: -146216.41,
      REAL_ESTATE: 285000,
      STOCKS: 7390.32,
    });
    expect(c.byCurrency).toEqual({ EUR: 218783.59, USD: 7390.32 });
  });

  it('an overdrawn account is a liability, not less liquidity', () => {
    const c = netWorthComposition(
      [
        { type: 'CASH', currency: 'EUR', value: '1000' },
        { type: 'CASH', currency: 'EUR', value: '-250' },
      ],
      'EUR',
    );
    expect(c).toMatchObject({ assets: 1000, liabilities: 250, netWorth: 750, liquid: 1000 });
    expect(c.illiquid).toBe(0);
    expect(c.byType).toEqual({ CASH: 750 });
  });

  it('keeps a type worth zero in byType (an empty account still exists)', () => {
    const c = netWorthComposition([{ type: 'CASH', currency: 'EUR', value: '0' }], 'EUR');
    expect(c).toMatchObject({ assets: 0, liabilities: 0, byType: { CASH: 0 }, assetsByType: {} });
  });

  it('rounds the parts so that they add up to the rounded total (largest remainder)', () => {
    // 0.333… × 3 = 1.00 in all: floors 0.33 × 3 = 0.99, the cent left goes to the first key.
    const third = new MoneyDecimal(1).dividedBy(3);
    const c = netWorthComposition(
      ['CASH', 'STOCKS', 'CRYPTO'].map((type) => ({ type, currency: 'EUR', value: third })),
      'EUR',
    );
    expect(c.assets).toBe(1);
    expect(c.assetsByType).toEqual({ CASH: 0.34, CRYPTO: 0.33, STOCKS: 0.33 });
    expect(c.liquid + c.illiquid).toBe(1);
    // 2.675 + 1.335 = 4.01: floors 2.67 + 1.33 = 4.00; equal remainders, the cent goes to A.
    const m = apportion(
      new Map([
        ['A', new MoneyDecimal('2.675')],
        ['B', new MoneyDecimal('1.335')],
      ]),
      2,
    );
    expect([...m].map(([k, v]) => [k, v.toString()])).toEqual([
      ['A', '2.68'],
      ['B', '1.33'],
    ]);
  });
});
