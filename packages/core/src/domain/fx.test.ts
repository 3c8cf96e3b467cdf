import { describe, expect, it } from 'vitest';
import { createRateBook, type FxRateInput } from './fx.js';

// Real ECB reference rates (units per 1 EUR): 2025-05-08 USD 1.1297; 2025-05-09 USD 1.1252,
// JPY 163.36. 2025-05-10 is a Saturday (no ECB rate).
const ecb: FxRateInput[] = [
  { date: '2025-05-08', base: 'EUR', quote: 'USD', rate: '1.1297' },
  { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: '1.1252' },
  { date: '2025-05-09', base: 'EUR', quote: 'JPY', rate: '163.36' },
];

const str = (d: { toString(): string } | null) => (d === null ? null : d.toString());

describe('createRateBook', () => {
  it('converts a currency into itself at 1, with or without rates', () => {
    const book = createRateBook([]);
    expect(str(book.rate('GBP', 'GBP', '2025-01-01'))).toBe('1');
    expect(str(book.convert('12.34', 'GBP', 'GBP', '2025-01-01'))).toBe('12.34');
  });

  it('uses the direct rate of the day', () => {
    // 100 EUR × 1.1252 = 112.52 USD
    expect(str(createRateBook(ecb).convert(100, 'EUR', 'USD', '2025-05-09'))).toBe('112.52');
  });

  it('uses the latest rate on or before the day, never a later one', () => {
    const book = createRateBook(ecb);
    // Saturday 2025-05-10 → Friday's 1.1252; 2025-05-08 → 1.1297 (not the later 1.1252)
    expect(str(book.rate('EUR', 'USD', '2025-05-10'))).toBe('1.1252');
    expect(str(book.rate('EUR', 'USD', '2025-05-08'))).toBe('1.1297');
    // Before the first rate there is none.
    expect(book.rate('EUR', 'USD', '2025-05-07')).toBeNull();
  });

  it('inverts the opposite rate when there is no direct one', () => {
    const book = createRateBook(ecb);
    // 112.52 USD / 1.1252 = 100 EUR, exactly (the inverse is kept as a fraction)
    expect(str(book.convert('112.52', 'USD', 'EUR', '2025-05-09'))).toBe('100');
    // 1 / 1.1297 = 0.885190758608479...
    expect(book.rate('USD', 'EUR', '2025-05-08')!.toFixed(10)).toBe('0.8851907586');
  });

  it('goes through EUR, each leg with its own latest rate and direction', () => {
    const book = createRateBook(ecb);
    // USD→EUR is the inverse of 1.1252, EUR→JPY is 163.36:
    // 1125.2 USD = 1125.2 / 1.1252 EUR = 1000 EUR = 1000 × 163.36 JPY = 163360 JPY
    expect(str(book.convert('1125.2', 'USD', 'JPY', '2025-05-09'))).toBe('163360');
    // JPY→USD: JPY→EUR inverse of 163.36, EUR→USD 1.1252: 16336 JPY = 100 EUR = 112.52 USD
    expect(str(book.convert(16336, 'JPY', 'USD', '2025-05-09'))).toBe('112.52');
    // On 2025-05-10 the USD leg is Friday's, the JPY leg too: the same 163.36 / 1.1252
    expect(book.rate('USD', 'JPY', '2025-05-10')!.toFixed(6)).toBe('145.183079');
  });

  it('takes each EUR leg from its own latest date', () => {
    // JPY only known on 05-01 (160), USD on 05-09 (1.1252): 1125.2 USD = 1000 EUR = 160000 JPY
    const book = createRateBook([
      { date: '2025-05-01', base: 'EUR', quote: 'JPY', rate: '160' },
      { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: '1.1252' },
    ]);
    expect(str(book.convert('1125.2', 'USD', 'JPY', '2025-05-09'))).toBe('160000');
    // On 05-08 the USD leg has no rate yet: no conversion at all.
    expect(book.convert(1, 'USD', 'JPY', '2025-05-08')).toBeNull();
  });

  it('prefers a direct pair (even an old one) over the route through EUR', () => {
    // A user's USD→JPY of 2025-01-02 (150) beats the EUR route of 05-09 (145.18...)
    const book = createRateBook([
      ...ecb,
      { date: '2025-01-02', base: 'USD', quote: 'JPY', rate: '150' },
    ]);
    expect(str(book.convert(2, 'USD', 'JPY', '2025-05-09'))).toBe('300');
  });

  it('between direct and inverse, takes the later date; on the same date the direct one', () => {
    const own: FxRateInput = {
      date: '2025-05-10',
      base: 'USD',
      quote: 'EUR',
      rate: '0.9',
      own: true,
    };
    const book = createRateBook([...ecb, own]);
    // EUR→USD on 05-10: the direct 1.1252 is of 05-09, the inverse of 0.9 of 05-10 → 1 / 0.9:
    // 90 EUR / 0.9 = 100 USD
    expect(str(book.convert(90, 'EUR', 'USD', '2025-05-10'))).toBe('100');
    // On 05-09 the USD→EUR rate does not exist yet: 1.1252 as before
    expect(str(book.convert(100, 'EUR', 'USD', '2025-05-09'))).toBe('112.52');
    // Same date both ways: EUR→USD 1.1252 (direct) wins over 1 / 0.8 = 1.25 for EUR→USD...
    const same = createRateBook([
      ...ecb,
      { date: '2025-05-09', base: 'USD', quote: 'EUR', rate: '0.8' },
    ]);
    expect(str(same.convert(100, 'EUR', 'USD', '2025-05-09'))).toBe('112.52');
    // ...and USD→EUR 0.8 (direct) wins for the other way: 100 USD × 0.8 = 80 EUR
    expect(str(same.convert(100, 'USD', 'EUR', '2025-05-09'))).toBe('80');
  });

  it("lets a user's own rate win over a shared one for the same pair and day", () => {
    const mine: FxRateInput = {
      date: '2025-05-09',
      base: 'EUR',
      quote: 'USD',
      rate: '1.2',
      own: true,
    };
    // Whatever the order they arrive in: 100 EUR × 1.2 = 120 USD
    expect(str(createRateBook([...ecb, mine]).convert(100, 'EUR', 'USD', '2025-05-09'))).toBe(
      '120',
    );
    expect(str(createRateBook([mine, ...ecb]).convert(100, 'EUR', 'USD', '2025-05-09'))).toBe(
      '120',
    );
    // The shared rate of the day before is untouched: 100 × 1.1297
    expect(str(createRateBook([mine, ...ecb]).convert(100, 'EUR', 'USD', '2025-05-08'))).toBe(
      '112.97',
    );
  });

  it('answers null when no rate leads there', () => {
    const book = createRateBook(ecb);
    expect(book.rate('GBP', 'EUR', '2025-05-09')).toBeNull();
    expect(book.convert(1, 'GBP', 'USD', '2025-05-09')).toBeNull();
    // EUR itself has no pivot to fall back on.
    expect(book.factor('EUR', 'CHF', '2025-05-09')).toBeNull();
  });
});
