import { describe, expect, it } from 'vitest';
import { createRateBook } from './fx.js';
import { roundMoney } from './money.js';
import {
  type FillInput,
  percentOf,
  pips,
  pipSizeFor,
  pipSizeOf,
  TradeFillError,
  tradeFigures,
  tradePips,
  type TradeTerms,
} from './trading.js';

const long = (
  method: TradeTerms['method'] = 'FIFO',
  extra: Partial<TradeTerms> = {},
): TradeTerms => ({
  direction: 'LONG',
  method,
  multiplier: 1,
  currency: 'USD',
  ...extra,
});
const entry = (quantity: number, price: number, date: string, fees = 0): FillInput => ({
  side: 'ENTRY',
  quantity,
  price,
  fees,
  date,
});
const exit = (quantity: number, price: number, date: string, fees = 0): FillInput => ({
  side: 'EXIT',
  quantity,
  price,
  fees,
  date,
});
const n = (d: { toNumber(): number } | null) => d?.toNumber() ?? null;

describe('the cost-basis methods (API.md reference)', () => {
  const scaled = [
    entry(10, 100, '2025-01-02'),
    entry(10, 120, '2025-01-03'),
    exit(15, 130, '2025-01-06'),
  ];

  it('an exit of 15 after buying 10 @ 100 and 10 @ 120 books FIFO +350, AVERAGE +300, LIFO +250', () => {
    // FIFO: 10 × (130 − 100) + 5 × (130 − 120) = 300 + 50 = 350
    expect(n(tradeFigures(scaled, long('FIFO')).realizedPnl)).toBe(350);
    // AVERAGE: 15 × (130 − 110) = 300
    expect(n(tradeFigures(scaled, long('AVERAGE')).realizedPnl)).toBe(300);
    // LIFO: 10 × (130 − 120) + 5 × (130 − 100) = 100 + 150 = 250
    expect(n(tradeFigures(scaled, long('LIFO')).realizedPnl)).toBe(250);
  });

  it('selling the last 5 @ 130 brings every method to +400 and closes the trade', () => {
    const all = [...scaled, exit(5, 130, '2025-01-07')];
    for (const method of ['FIFO', 'AVERAGE', 'LIFO'] as const) {
      const f = tradeFigures(all, long(method));
      // 20 × 130 − (10 × 100 + 10 × 120) = 2600 − 2200 = 400, whatever the matching
      expect(n(f.realizedPnl)).toBe(400);
      expect(n(f.openQuantity)).toBe(0);
      expect(n(f.entryPrice)).toBe(110);
      expect(n(f.exitPrice)).toBe(130);
    }
  });

  it('with fees of 1 on each buy and 1.50 on the sell, FIFO books +347.00', () => {
    // 350 − 1.50 (exit) − 1 (all of the first buy's fee) − 0.50 (half of the second's: 5 of 10)
    const f = tradeFigures(
      [
        entry(10, 100, '2025-01-02', 1),
        entry(10, 120, '2025-01-03', 1),
        exit(15, 130, '2025-01-06', 1.5),
      ],
      long(),
    );
    expect(n(f.realizedPnl)).toBe(347);
  });
});

describe('shorts, partial exits, R and percent', () => {
  it('short 100 @ 50 covered @ 45 with a fee of 1 each side and a stop at 52: +498, +2.49 R', () => {
    // −(45 − 50) × 100 = +500, − 1 − 1 = 498; risk |50 − 52| × 100 = 200; 498 ÷ 200 = 2.49
    const f = tradeFigures([entry(100, 50, '2025-02-03', 1), exit(100, 45, '2025-02-04', 1)], {
      ...long(),
      direction: 'SHORT',
      stopLoss: 52,
    });
    expect(n(f.realizedPnl)).toBe(498);
    expect(n(f.rMultiple)).toBe(2.49);
    // 498 ÷ (50 × 100) = 9.96 %
    expect(n(f.returnPct)).toBe(9.96);
  });

  it('buy 100 @ 10, sell 60 @ 12, sell 40 @ 9 (fee 1 each): +118.40 then −41.40, +77.00 in all', () => {
    const f = tradeFigures(
      [
        entry(100, 10, '2025-03-03', 1),
        exit(60, 12, '2025-03-04', 1),
        exit(40, 9, '2025-03-05', 1),
      ],
      long(),
    );
    // 60 × 2 = 120 − 1 − 0.60 (60 % of the entry fee) = 118.40; 40 × −1 = −40 − 1 − 0.40 = −41.40
    expect(f.exits.map((e) => [e.date, n(e.pnl)])).toEqual([
      ['2025-03-04', 118.4],
      ['2025-03-05', -41.4],
    ]);
    expect(n(f.realizedPnl)).toBe(77);
    // (60 × 12 + 40 × 9) ÷ 100 = 10.80
    expect(n(f.exitPrice)).toBe(10.8);
    expect(f.rMultiple).toBeNull();
  });

  it('keeps the open quantity of a partly exited trade, and refuses an exit larger than it', () => {
    const f = tradeFigures([entry(100, 10, '2025-03-03'), exit(60, 12, '2025-03-04')], long());
    expect(n(f.openQuantity)).toBe(40);
    expect(() =>
      tradeFigures([entry(100, 10, '2025-03-03'), exit(101, 12, '2025-03-04')], long()),
    ).toThrow(TradeFillError);
    expect(() => tradeFigures([exit(1, 12, '2025-03-04')], long())).toThrow(TradeFillError);
  });

  it('counts an option contract ×100 and rounds each exit to the currency (JPY: whole yen)', () => {
    // (3.25 − 2.10) × 2 × 100 = 230 − 1.30 = 228.70
    expect(
      n(
        tradeFigures(
          [entry(2, 2.1, '2025-04-01'), exit(2, 3.25, '2025-04-02', 1.3)],
          long('FIFO', { multiplier: 100 }),
        ).realizedPnl,
      ),
    ).toBe(228.7);
    // (1510.5 − 1500.25) × 3 = 30.75 yen → 31 (half up, once per exit)
    expect(
      n(
        tradeFigures(
          [entry(3, 1500.25, '2025-04-01'), exit(3, 1510.5, '2025-04-02')],
          long('FIFO', { currency: 'JPY' }),
        ).realizedPnl,
      ),
    ).toBe(31);
  });
});

describe('FX in pips and in the account currency', () => {
  it('EUR/USD long 50,000 @ 1.08500 → 1.08920: +42 pips, 210.00 USD, 192.80 EUR at 1.0892', () => {
    const f = tradeFigures(
      [entry(50_000, 1.085, '2025-05-08'), exit(50_000, 1.0892, '2025-05-09')],
      long(),
    );
    // (1.0892 − 1.0850) ÷ 0.0001 = 42 pips; 0.0042 × 50,000 = 210.00 USD
    expect(n(pips('LONG', 1.085, 1.0892, pipSizeFor('EUR/USD')))).toBe(42);
    expect(n(f.realizedPnl)).toBe(210);
    // In a EUR account, at 1 EUR = 1.0892 USD that day: 210 ÷ 1.0892 = 192.8021… → 192.80
    const book = createRateBook([
      { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: '1.0892' },
    ]);
    expect(
      roundMoney(book.convert(f.realizedPnl, 'USD', 'EUR', '2025-05-09')!, 'EUR').toNumber(),
    ).toBe(192.8);
    expect(n(pipSizeFor('USD/JPY'))).toBe(0.01);
  });
});

describe("the drawer's units: pips and percent of entry value", () => {
  it('EUR/USD long 0.5 lot (50,000) 1.08500 → 1.08920: +42 pips, +210.00 USD, +0.39 % of entry value', () => {
    const f = tradeFigures(
      [entry(50_000, 1.085, '2025-05-08'), exit(50_000, 1.0892, '2025-05-09')],
      long(),
    );
    // (1.08920 − 1.08500) ÷ 0.0001 = 0.0042 ÷ 0.0001 = 42 pips
    const pip = pipSizeOf('EUR/USD', 'FX');
    expect(
      n(tradePips({ direction: 'LONG', entryPrice: f.entryPrice, exitPrice: f.exitPrice }, pip!)),
    ).toBe(42);
    // 0.0042 × 50,000 = 210.00 USD; 42 pips × 50,000 × 0.0001 is the same 210
    expect(n(f.realizedPnl)).toBe(210);
    // 210 ÷ (1.085 × 50,000 = 54,250) × 100 = 0.387096… %, the same figure as returnPct
    expect(percentOf(210, 54_250)!.toDecimalPlaces(4).toNumber()).toBe(0.3871);
    expect(n(f.returnPct)).toBe(n(percentOf(210, 54_250)));
  });

  it('scaled out of EUR/USD: 50,000 @ 1.1030 and 50,000 @ 1.1010 from 1.1000 → +20 pips, +200.00 USD', () => {
    const f = tradeFigures(
      [
        entry(100_000, 1.1, '2025-05-08'),
        exit(50_000, 1.103, '2025-05-09'),
        exit(50_000, 1.101, '2025-05-10'),
      ],
      long(),
    );
    // average exit (1.1030 + 1.1010) ÷ 2 = 1.1020; (1.1020 − 1.1000) ÷ 0.0001 = 20 pips
    expect(
      n(
        tradePips(
          { direction: 'LONG', entryPrice: f.entryPrice, exitPrice: f.exitPrice },
          '0.0001',
        ),
      ),
    ).toBe(20);
    // 50,000 × 0.0030 + 50,000 × 0.0010 = 150 + 50 = 200 = 20 pips × 100,000 × 0.0001
    expect(n(f.realizedPnl)).toBe(200);
  });

  it('short USD/JPY 150.00 → 149.50 is +50 pips at 0.01; no exit yet is null', () => {
    // (149.50 − 150.00) ÷ 0.01 = −50, negated for SHORT: +50
    const pip = pipSizeOf('USD/JPY', 'FX')!;
    expect(n(pip)).toBe(0.01);
    expect(n(tradePips({ direction: 'SHORT', entryPrice: 150, exitPrice: 149.5 }, pip))).toBe(50);
    expect(tradePips({ direction: 'LONG', entryPrice: 150, exitPrice: null }, pip)).toBeNull();
  });

  it("uses the user's stored pip size first, and none for a stock without one", () => {
    expect(n(pipSizeOf('XAU/USD', 'OTHER', '0.1'))).toBe(0.1);
    expect(n(pipSizeOf('EUR/USD', 'FX', '0.00001'))).toBe(0.00001);
    expect(pipSizeOf('ACME', 'STOCK')).toBeNull();
    expect(percentOf(10, 0)).toBeNull();
  });
});
