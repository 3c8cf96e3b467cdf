import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './field-errors.js';
import {
  createTradeBodySchema,
  tradeIssues,
  tradeListQuerySchema,
  tradeSchema,
  updateTradeBodySchema,
} from './trading.js';
import { tradeStatsSchema } from './trading-stats.js';

function errorsOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : toFieldErrors(r.error);
}

const open = {
  accountId: 2,
  instrument: 'EURUSD',
  assetClass: 'FX',
  direction: 'LONG',
  quantity: 10000,
  entryPrice: 1.0842,
  entryDate: '2024-05-02T09:30:00Z',
};

describe('createTradeBodySchema', () => {
  it('accepts an open trade and defaults its status to OPEN', () => {
    expect(createTradeBodySchema.parse(open)).toEqual({ ...open, status: 'OPEN' });
  });

  it('accepts a closed trade with an exit', () => {
    const closed = {
      ...open,
      status: 'CLOSED',
      exitPrice: 1.09,
      exitDate: '2024-05-02T15:00:00+02:00',
      fees: 2.5,
      tags: ['breakout'],
    };
    expect(createTradeBodySchema.safeParse(closed).success).toBe(true);
  });

  it('a CLOSED trade needs an exit price and date', () => {
    expect(errorsOf(createTradeBodySchema, { ...open, status: 'CLOSED' })).toEqual({
      exitPrice: ['Exit price is required'],
      exitDate: ['Exit date is required'],
    });
  });

  it('an exit cannot precede the entry, compared as instants', () => {
    expect(errorsOf(createTradeBodySchema, { ...open, exitDate: '2024-05-01T09:30:00Z' })).toEqual({
      exitDate: ['Exit date must be on or after entry date'],
    });
    // 10:00+02:00 is 08:00Z: before the 09:30Z entry although the text sorts after it.
    expect(
      errorsOf(createTradeBodySchema, { ...open, exitDate: '2024-05-02T10:00:00+02:00' }),
    ).toEqual({
      exitDate: ['Exit date must be on or after entry date'],
    });
    expect(
      createTradeBodySchema.safeParse({ ...open, exitDate: '2024-05-02T09:30:00Z' }).success,
    ).toBe(true);
  });

  it.each([
    ['accountId', 0, 'Account id must be at least 1'],
    ['instrument', '', 'Instrument is required'],
    ['instrument', 'x'.repeat(51), 'Instrument must be at most 50 characters'],
    ['assetClass', 'FUTURE', 'Asset class must be one of: FX, STOCK, CRYPTO, ETF, BOND, OTHER'],
    ['direction', 'BUY', 'Direction must be one of: LONG, SHORT'],
    ['status', 'DONE', 'Status must be one of: OPEN, CLOSED, CANCELLED'],
    ['quantity', 0, 'Quantity must be greater than 0'],
    ['quantity', -1, 'Quantity must be greater than 0'],
    ['entryPrice', -0.5, 'Entry price must be at least 0'],
    ['entryDate', '2024-05-02', 'Entry date must be a valid date'],
    ['entryDate', undefined, 'Entry date is required'],
    ['fees', -1, 'Fees must be at least 0'],
    ['notes', 'x'.repeat(5001), 'Notes must be at most 5000 characters'],
    ['tags', Array(21).fill('t'), 'Tags must hold at most 20 items'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorsOf(createTradeBodySchema, { ...open, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('names the failing tag by index', () => {
    expect(errorsOf(createTradeBodySchema, { ...open, tags: ['ok', ''] })).toEqual({
      'tags.1': ['Tag is required'],
    });
  });

  it('accepts a crypto quantity with 8 decimals', () => {
    expect(
      createTradeBodySchema.safeParse({ ...open, assetClass: 'CRYPTO', quantity: 0.00000001 })
        .success,
    ).toBe(true);
  });
});

describe('updateTradeBodySchema', () => {
  it('does not reset status to OPEN', () => {
    expect(updateTradeBodySchema.parse({ notes: 'moved stop' })).toEqual({ notes: 'moved stop' });
  });
  it('still checks a closing update', () => {
    expect(errorsOf(updateTradeBodySchema, { status: 'CLOSED', exitPrice: 1.1 })).toEqual({
      exitDate: ['Exit date is required'],
    });
  });
  it('tradeIssues judges a merged trade', () => {
    expect(
      tradeIssues({
        status: 'CLOSED',
        exitPrice: 0,
        exitDate: '2024-01-02T00:00:00Z',
        entryDate: '2024-01-01T00:00:00Z',
      }),
    ).toEqual([]);
  });
});

describe('tradeListQuerySchema', () => {
  it('coerces filters and paging', () => {
    expect(
      tradeListQuerySchema.parse({
        accountId: '2',
        status: 'CLOSED',
        from: '2024-01-01',
        page: '3',
      }),
    ).toEqual({
      accountId: 2,
      status: 'CLOSED',
      from: '2024-01-01',
      page: 3,
      pageSize: 50,
    });
  });
  it('refuses unknown enum values', () => {
    expect(errorsOf(tradeListQuerySchema, { direction: 'UP' })).toEqual({
      direction: ['Direction must be one of: LONG, SHORT'],
    });
  });
});

describe('response schemas', () => {
  it('Trade', () => {
    const trade = {
      id: 1,
      accountId: 2,
      instrument: 'AAPL',
      assetClass: 'STOCK',
      direction: 'SHORT',
      status: 'CLOSED',
      quantity: 10,
      entryPrice: 190,
      exitPrice: 180,
      entryDate: '2024-05-01T14:00:00Z',
      exitDate: '2024-05-03T14:00:00Z',
      fees: 2,
      pattern: null,
      notes: null,
      tags: [],
      realizedPnl: 98,
      returnPct: 5.16,
      mediaIds: [],
      // The trading extension of the contract: currency, stop and target, R, what is open, and the
      // fills.
      currency: 'USD',
      stopLoss: 195,
      takeProfit: null,
      rMultiple: 1.96,
      openQuantity: 0,
      fills: [
        {
          id: 1,
          side: 'ENTRY',
          quantity: 10,
          price: 190,
          fees: 1,
          date: '2024-05-01T14:00:00Z',
          pnl: null,
        },
        {
          id: 2,
          side: 'EXIT',
          quantity: 10,
          price: 180,
          fees: 1,
          date: '2024-05-03T14:00:00Z',
          pnl: 98,
        },
      ],
    };
    expect(tradeSchema.safeParse(trade).success).toBe(true);
    expect(
      tradeSchema.safeParse({ ...trade, fills: [{ ...trade.fills[0], side: 'BUY' }] }).success,
    ).toBe(false);
    expect(tradeSchema.safeParse({ ...trade, direction: 'SELL' }).success).toBe(false);
  });
  it('TradeStats', () => {
    const stats = {
      count: 0,
      wins: 0,
      losses: 0,
      winRate: 0,
      netPnl: 0,
      grossProfit: 0,
      grossLoss: 0,
      profitFactor: null,
      averageWin: 0,
      averageLoss: 0,
      largestWin: 0,
      largestLoss: 0,
      expectancy: 0,
      equityCurve: [],
    };
    expect(tradeStatsSchema.safeParse(stats).success).toBe(true);
    expect(tradeStatsSchema.safeParse({ ...stats, winRate: 120 }).success).toBe(false);
    expect(
      tradeStatsSchema.safeParse({
        ...stats,
        equityCurve: [{ date: '2024-01-01', cumulativePnl: 5 }],
      }).success,
    ).toBe(true);
  });
});
