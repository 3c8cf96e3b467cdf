import { journalStats, tradeStatsSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * GET /api/trade/stats, in SQL, held to the reference figures of the issue and to core's
 * journalStats on the same P&L: +300, −100, −100, 0, +200, −50, break-even band ±0.01.
 */
const ctx = withUsers('carol');
const PNLS = [300, -100, -100, 0, 200, -50];

async function closedTrade(
  accountId: number,
  pnl: number,
  day: number,
  extra: Record<string, unknown> = {},
) {
  const { t, carol } = ctx;
  const d = `2025-06-${String(day).padStart(2, '0')}`;
  const res = await call(t, carol, 'POST', '/api/trade', {
    accountId,
    instrument: day % 2 ? 'ACME' : 'BETA',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 1,
    entryPrice: 1000,
    fees: 0,
    entryDate: `${d}T09:30:00Z`,
    exitPrice: 1000 + pnl,
    exitDate: `${d}T15:00:00Z`,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
}

describe('GET /api/trade/stats', () => {
  it('+300, −100, −100, 0, +200, −50: 33.33 %, profit factor 2, expectancy 41.67, 2 losses in a row, drawdown 200', async () => {
    const { t, carol } = ctx;
    expect(
      (
        await call(t, carol, 'PUT', '/api/tradingSettings', {
          breakEvenMin: -0.01,
          breakEvenMax: 0.01,
        })
      ).statusCode,
    ).toBe(200);
    const acc = await createAccount(t, carol, {
      name: 'Journal',
      type: 'STOCKS',
      currency: 'EUR',
      balance: 0,
      openingDate: '2025-01-01',
    });
    for (const [i, pnl] of PNLS.entries())
      await closedTrade(acc.id, pnl, i + 2, {
        pattern: i < 3 ? 'breakout' : 'pullback',
        tags: ['a'],
      });
    const res = await call(t, carol, 'GET', `/api/trade/stats?accountId=${acc.id}`);
    expect(res.statusCode).toBe(200);
    const s = tradeStatsSchema.parse(res.json());
    expect(s).toMatchObject({
      count: 6,
      wins: 2,
      losses: 3,
      breakeven: 1,
      winRate: 33.33, // 2 ÷ 6
      netPnl: 250,
      grossProfit: 500,
      grossLoss: 250,
      profitFactor: 2, // 500 ÷ 250
      expectancy: 41.67, // 250 ÷ 6
      averageWin: 250,
      averageLoss: 83.33,
      largestWin: 300,
      largestLoss: 100,
      maxConsecutiveWins: 1,
      maxConsecutiveLosses: 2,
      maxDrawdown: 200, // equity 300 → 100
      averageR: null,
    });
    // The same figures as core's definition.
    const oracle = journalStats(
      PNLS.map((pnl) => ({ pnl })),
      { min: -0.01, max: 0.01 },
    );
    expect([s.wins, s.losses, s.maxConsecutiveLosses, s.maxDrawdown]).toEqual([
      oracle.wins,
      oracle.losses,
      oracle.maxConsecutiveLosses,
      oracle.maxDrawdown.toNumber(),
    ]);
    expect(s.equityCurve.map((p) => p.cumulativePnl)).toEqual([300, 200, 100, 100, 300, 250]);
    expect(s.byPattern).toEqual([
      { key: 'breakout', count: 3, netPnl: 100, winRate: 33.33 },
      { key: 'pullback', count: 3, netPnl: 150, winRate: 33.33 },
    ]);
    expect(s.byInstrument!.map((b) => [b.key, b.count])).toEqual([
      ['ACME', 3],
      ['BETA', 3],
    ]);
    expect(s.byTag).toEqual([{ key: 'a', count: 6, netPnl: 250, winRate: 33.33 }]);
    // 2025-06-02 is a Monday (ISO 1); entries at 09:30 UTC.
    expect(s.byWeekday!.map((b) => b.key)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(s.byHour).toEqual([{ key: '09', count: 6, netPnl: 250, winRate: 33.33 }]);
    expect(s.byMonth).toEqual([{ key: '2025-06', count: 6, netPnl: 250, winRate: 33.33 }]);

    const calendar = (
      await call(t, carol, 'GET', `/api/trade/calendar?year=2025&month=6&accountId=${acc.id}`)
    ).json();
    expect(calendar).toEqual(
      PNLS.map((pnl, i) => ({ date: `2025-06-0${i + 2}`, netPnl: pnl, count: 1 })),
    );
    expect(
      (
        await call(t, carol, 'GET', `/api/trade/calendar?year=2025&month=7&accountId=${acc.id}`)
      ).json(),
    ).toEqual([]);
    expect((await call(t, carol, 'GET', '/api/trade/calendar?year=2025&month=13')).statusCode).toBe(
      400,
    );
  });

  it('converts each trade into the base currency at its close day: 210.00 USD → 192.80 EUR, with R', async () => {
    const { t, carol } = ctx;
    const usd = await createAccount(t, carol, {
      name: 'FX',
      type: 'FX',
      currency: 'USD',
      balance: 0,
      openingDate: '2025-05-01',
    });
    expect(
      (
        await call(t, carol, 'POST', '/api/fx/rates', {
          date: '2025-05-09',
          base: 'EUR',
          quote: 'USD',
          rate: 1.0892,
        })
      ).statusCode,
    ).toBe(201);
    const res = await call(t, carol, 'POST', '/api/trade', {
      accountId: usd.id,
      instrument: 'EUR/USD',
      assetClass: 'FX',
      direction: 'LONG',
      quantity: 50000,
      entryPrice: 1.085,
      fees: 0,
      stopLoss: 1.083,
      entryDate: '2025-05-08T09:00:00Z',
      exitPrice: 1.0892,
      exitDate: '2025-05-09T16:00:00Z',
    });
    expect(res.json().realizedPnl).toBe(210);
    const s = (await call(t, carol, 'GET', `/api/trade/stats?accountId=${usd.id}`)).json();
    // 210 ÷ 1.0892 = 192.80 EUR; R = 210 ÷ (|1.085 − 1.083| × 50,000 = 100) = 2.1
    expect(s).toMatchObject({
      count: 1,
      netPnl: 192.8,
      currency: 'EUR',
      averageR: 2.1,
      missingRates: [],
    });
    const none = (await call(t, carol, 'GET', '/api/trade/stats?instrument=NOPE')).json();
    expect(none).toMatchObject({
      count: 0,
      winRate: 0,
      netPnl: 0,
      profitFactor: null,
      equityCurve: [],
      maxDrawdown: 0,
    });
  });
});
