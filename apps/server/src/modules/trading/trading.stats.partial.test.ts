import { tradeCalendarSchema, tradeStatsSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { balanceOf, call, createAccount } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * A partial exit's realised P&L counts where it was realised, in net P&L, the
 * equity curve and the calendar, as the account holds it; the trade figures stay over CLOSED trades.
 * Base EUR, 1 EUR = 1.25 USD, a USD broker account.
 */
const ctx = withUsers('nina');

describe('GET /api/trade/stats with a partial exit', () => {
  it('counts NVDA’s partial exit (+238.60 USD) on its day beside a closed +125 USD trade', async () => {
    const { t, nina } = ctx;
    const rate = { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: 1.25 };
    expect((await call(t, nina, 'POST', '/api/fx/rates', rate)).statusCode).toBe(201);
    const acc = await createAccount(t, nina, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'USD',
      balance: 0,
      openingDate: '2025-05-01',
    });
    const trade = (body: Record<string, unknown>) =>
      call(t, nina, 'POST', '/api/trade', {
        accountId: acc.id,
        assetClass: 'STOCK',
        direction: 'LONG',
        fees: 0,
        ...body,
      });
    const closed = await trade({
      instrument: 'ACME',
      quantity: 1,
      entryPrice: 1000,
      entryDate: '2025-06-02T09:30:00Z',
      exitPrice: 1125,
      exitDate: '2025-06-02T15:00:00Z',
    });
    expect(closed.statusCode).toBe(201);
    const open = await trade({
      instrument: 'NVDA',
      quantity: 10,
      entryPrice: 100,
      entryDate: '2025-06-03T14:00:00Z',
    });
    expect(open.statusCode).toBe(201);
    const exit = await call(t, nina, 'POST', `/api/trade/${open.json().id}/fills`, {
      side: 'EXIT',
      quantity: 4,
      price: 159.65,
      date: '2025-06-05T15:00:00Z',
    });
    expect(exit.statusCode).toBe(201);
    // The account holds 125 + 4 × (159.65 − 100) = 125 + 238.60 = 363.60 USD of realised P&L.
    expect(await balanceOf(t, nina, acc.id)).toBe(363.6);

    const res = await call(t, nina, 'GET', `/api/trade/stats?accountId=${acc.id}`);
    expect(res.statusCode).toBe(200);
    const s = tradeStatsSchema.parse(res.json());
    expect(s).toMatchObject({
      count: 1, // closed trades only
      wins: 1,
      winRate: 100,
      grossProfit: 100, // 125 ÷ 1.25
      expectancy: 100, // closed net ÷ closed count
      netPnl: 290.88, // 363.60 ÷ 1.25: what the account holds
      closedNetPnl: 100,
      openRealizedPnl: 190.88, // 238.60 ÷ 1.25
      currency: 'EUR',
    });
    expect(s.equityCurve).toEqual([
      { date: '2025-06-02', cumulativePnl: 100 },
      { date: '2025-06-05', cumulativePnl: 290.88 },
    ]);
    const cal = await call(t, nina, 'GET', `/api/trade/calendar?year=2025&month=6`);
    expect(tradeCalendarSchema.parse(cal.json())).toEqual([
      { date: '2025-06-02', netPnl: 100, count: 1 },
      { date: '2025-06-05', netPnl: 190.88, count: 1 },
    ]);
  });
});
