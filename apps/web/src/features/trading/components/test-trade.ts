import type { Trade } from '@wealthlog/core';

/** A closed EUR/USD trade as GET /api/trade/{id} answers it, for the drawer's component tests. */
export function testTrade(extra: Partial<Trade> = {}): Trade {
  return {
    id: 1,
    accountId: 3,
    instrument: 'EUR/USD',
    assetClass: 'FX',
    direction: 'LONG',
    status: 'CLOSED',
    quantity: 50_000,
    entryPrice: 1.085,
    exitPrice: 1.0892,
    entryDate: '2026-11-02T10:00:00.000Z',
    exitDate: '2026-11-03T10:00:00.000Z',
    fees: 0,
    pattern: null,
    notes: null,
    tags: [],
    realizedPnl: 210,
    returnPct: 0.39,
    mediaIds: [],
    currency: 'USD',
    stopLoss: null,
    takeProfit: null,
    rMultiple: null,
    openQuantity: 0,
    fills: [
      {
        id: 11,
        side: 'ENTRY',
        quantity: 50_000,
        price: 1.085,
        fees: 0,
        date: '2026-11-02T10:00:00.000Z',
        pnl: null,
      },
      {
        id: 12,
        side: 'EXIT',
        quantity: 50_000,
        price: 1.0892,
        fees: 0,
        date: '2026-11-03T10:00:00.000Z',
        pnl: 210,
      },
    ],
    ...extra,
  };
}
