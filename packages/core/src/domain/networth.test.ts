import { describe, expect, it } from 'vitest';
import { createRateBook } from './fx.js';
import {
  daysBetween,
  type DailyDeltaInput,
  type NetWorthAccountInput,
  netWorthSeries,
  netWorthSummary,
} from './networth.js';

// ECB-style rates (units per 1 EUR). No JPY rate before 05-08, no GBP rate at all.
const rates = createRateBook([
  { date: '2025-05-02', base: 'EUR', quote: 'USD', rate: '1.13' },
  { date: '2025-05-08', base: 'EUR', quote: 'USD', rate: '1.1297' },
  { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: '1.1252' },
  { date: '2025-05-08', base: 'EUR', quote: 'JPY', rate: '162.5' },
  { date: '2025-05-09', base: 'EUR', quote: 'JPY', rate: '163.36' },
]);

const accounts: NetWorthAccountInput[] = [
  { id: 1, type: 'CASH', currency: 'EUR', openingBalance: '1000', openingDate: '2025-05-01' },
  { id: 2, type: 'CASH', currency: 'USD', openingBalance: '500', openingDate: '2025-05-05' },
  // Deactivated, never touched in the range: still counted every day.
  {
    id: 3,
    type: 'REAL_ESTATE',
    currency: 'EUR',
    openingBalance: '200000',
    openingDate: '2020-01-01',
    active: false,
  },
  {
    id: 4,
    type: 'PERSONAL_EXPENSES',
    currency: 'JPY',
    openingBalance: '0',
    openingDate: '2025-05-01',
  },
];

const deltas: DailyDeltaInput[] = [
  // 05-08: 10000 JPY spent on account 4, which goes negative (a liability).
  { accountId: 4, date: '2025-05-08', amount: '-10000' },
  // 05-09: a transfer of 200 EUR from 1 to 2, received as 225.04 USD (200 × 1.1252).
  { accountId: 1, date: '2025-05-09', amount: '-200' },
  { accountId: 2, date: '2025-05-09', amount: '225.04' },
];

const plain = (p: { date: string; netWorth: unknown; assets: unknown; liabilities: unknown }) => ({
  date: p.date,
  netWorth: String(p.netWorth),
  assets: String(p.assets),
  liabilities: String(p.liabilities),
});

describe('daysBetween', () => {
  it('lists every day, across month ends and leap days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysBetween('2025-01-02', '2025-01-01')).toEqual([]);
  });
});

describe('netWorthSeries', () => {
  it('counts every account every day, with the rate of each day', () => {
    const { points, missingRates } = netWorthSeries({
      accounts,
      deltas,
      rates,
      base: 'EUR',
      from: '2025-05-07',
      to: '2025-05-10',
    });
    expect(points.map(plain)).toEqual([
      // 05-07: 1000 + 500 / 1.13 (442.4778761…, the 05-02 rate) + 200000 = 201442.4778… → 201442.48;
      // account 4 holds 0 JPY, so its missing rate does not matter.
      { date: '2025-05-07', assets: '201442.48', liabilities: '0', netWorth: '201442.48' },
      // 05-08: 1000 + 500 / 1.1297 (442.5953793…) + 200000 = 201442.60;
      // liabilities 10000 / 162.5 = 61.5384615… → 61.54; net 201442.60 − 61.54 = 201381.06
      { date: '2025-05-08', assets: '201442.6', liabilities: '61.54', netWorth: '201381.06' },
      // 05-09 after the transfer: 800 + 725.04 / 1.1252 (644.3654461…) + 200000 = 201444.37;
      // liabilities 10000 / 163.36 = 61.2144955… → 61.21; net 201383.16
      { date: '2025-05-09', assets: '201444.37', liabilities: '61.21', netWorth: '201383.16' },
      // 05-10 (Saturday, nothing happens): Friday's balances and rates carried forward
      { date: '2025-05-10', assets: '201444.37', liabilities: '61.21', netWorth: '201383.16' },
    ]);
    expect(missingRates).toEqual([]);
  });

  it('counts an account from its opening date only', () => {
    const { points } = netWorthSeries({
      accounts,
      deltas,
      rates,
      base: 'EUR',
      from: '2025-05-04',
      to: '2025-05-05',
    });
    // 05-04: account 2 not open yet: 1000 + 200000; 05-05: + 500 / 1.13 = 442.48
    expect(points.map((p) => String(p.netWorth))).toEqual(['201000', '201442.48']);
  });

  it('carries activity from before the range into a quiet account', () => {
    const quiet: NetWorthAccountInput[] = [
      { id: 9, type: 'STOCKS', currency: 'USD', openingBalance: '100', openingDate: '2020-01-01' },
    ];
    const earlier: DailyDeltaInput[] = [
      { accountId: 9, date: '2024-06-03', amount: '1025.2' },
      { accountId: 9, date: '2024-07-01', amount: '-0.2' },
    ];
    const { points } = netWorthSeries({
      accounts: quiet,
      deltas: earlier,
      rates,
      base: 'USD',
      from: '2025-05-09',
      to: '2025-05-10',
    });
    // 100 + 1025.2 − 0.2 = 1125 USD on both days, no conversion into USD itself
    expect(points.map((p) => String(p.assets))).toEqual(['1125', '1125']);
  });

  it('converts into another base, through EUR when needed', () => {
    const { points } = netWorthSeries({
      accounts,
      deltas,
      rates,
      base: 'USD',
      from: '2025-05-09',
      to: '2025-05-09',
    });
    // EUR 800 + 200000 = 200800 × 1.1252 = 225940.16 USD; USD 725.04 → assets 226665.20;
    // JPY −10000 → EUR (÷ 163.36) → USD (× 1.1252) = −68.8785504… → liabilities 68.88;
    // net 226665.20 − 68.88 = 226596.32
    expect(plain(points[0]!)).toEqual({
      date: '2025-05-09',
      assets: '226665.2',
      liabilities: '68.88',
      netWorth: '226596.32',
    });
  });

  it('leaves out a currency without a rate and lists it', () => {
    const withGbp: NetWorthAccountInput[] = [
      ...accounts,
      { id: 5, type: 'CASH', currency: 'GBP', openingBalance: '50', openingDate: '2025-05-01' },
    ];
    const { points, missingRates } = netWorthSeries({
      accounts: withGbp,
      deltas,
      rates,
      base: 'EUR',
      from: '2025-05-09',
      to: '2025-05-09',
    });
    // The same figures as without the GBP account (201444.37, 61.21, 201383.16).
    expect(plain(points[0]!).netWorth).toBe('201383.16');
    expect(missingRates).toEqual(['GBP']);
  });
});

describe('netWorthSummary', () => {
  it('splits liquid from illiquid and sums by type and currency', () => {
    const s = netWorthSummary({ accounts, deltas, rates, base: 'EUR', asOf: '2025-05-10' });
    // As on 05-10 above: assets 201444.37, liabilities 61.21, net 201383.16.
    expect(String(s.assets)).toBe('201444.37');
    expect(String(s.liabilities)).toBe('61.21');
    expect(String(s.netWorth)).toBe('201383.16');
    // liquid = the liquid assets, before debt (ADR 0022): 800 + 644.3654461… = 1444.37;
    // illiquid = 200000; liquid + illiquid = assets
    expect(String(s.liquid)).toBe('1444.37');
    expect(String(s.illiquid)).toBe('200000');
    // CASH 800 + 644.3654461… = 1444.37; JPY −61.21; EUR 800 + 200000
    expect(Object.fromEntries(Object.entries(s.byType).map(([k, v]) => [k, String(v)]))).toEqual({
      CASH: '1444.37',
      REAL_ESTATE: '200000',
      PERSONAL_EXPENSES: '-61.21',
    });
    expect(
      Object.fromEntries(Object.entries(s.byCurrency).map(([k, v]) => [k, String(v)])),
    ).toEqual({
      EUR: '200800',
      USD: '644.37',
      JPY: '-61.21',
    });
    expect(s.missingRates).toEqual([]);
  });

  it('leaves a currency without a rate out of every figure', () => {
    const withGbp: NetWorthAccountInput[] = [
      ...accounts,
      { id: 5, type: 'CASH', currency: 'GBP', openingBalance: '50', openingDate: '2025-05-01' },
    ];
    const s = netWorthSummary({
      accounts: withGbp,
      deltas,
      rates,
      base: 'EUR',
      asOf: '2025-05-10',
    });
    expect(String(s.netWorth)).toBe('201383.16');
    expect(String(s.byType.CASH)).toBe('1444.37');
    expect(s.byCurrency.GBP).toBeUndefined();
    expect(s.missingRates).toEqual(['GBP']);
  });
});
