import { describe, expect, it } from 'vitest';
import { chooseDateOrder, cutQifDate, orderName, readQifDate } from './qif-dates.js';
import type { QifDateText } from './qif-dates.js';
import type { DateOrder } from './statement.js';

function cut(text: string): QifDateText {
  const date = cutQifDate(text);
  if (!date) throw new Error(`not cut: ${text}`);
  return date;
}

function read(text: string, order: DateOrder): string | null {
  return readQifDate(cut(text), order);
}

describe('cutQifDate', () => {
  it('cuts slashes, dots, dashes and the apostrophe', () => {
    expect(cutQifDate('12/19/18')).toEqual({
      text: '12/19/18',
      parts: ['12', '19', '18'],
      apostrophe: false,
    });
    expect(cutQifDate("12/19'18")).toEqual({
      text: "12/19'18",
      parts: ['12', '19', '18'],
      apostrophe: true,
    });
    expect(cutQifDate('19.12.2018')?.parts).toEqual(['19', '12', '2018']);
    expect(cutQifDate('12-19-2018')?.parts).toEqual(['12', '19', '2018']);
    expect(cutQifDate('2018-12-19')?.parts).toEqual(['2018', '12', '19']);
  });

  it("cuts Quicken's space-padded ` 1/ 2' 5`", () => {
    expect(cutQifDate(" 1/ 2' 5")).toEqual({
      text: "1/ 2' 5",
      parts: ['1', '2', '5'],
      apostrophe: true,
    });
  });

  it('gives null for what is not shaped like a date', () => {
    for (const text of ['', '12/19', '12/19/18/1', 'Dec 19 2018', '12//19/18', "12'19/18", 'x']) {
      expect(cutQifDate(text)).toBeNull();
    }
  });
});

describe('readQifDate', () => {
  it('reads month first with MDY and day first with DMY', () => {
    expect(read('12/19/18', 'MDY')).toBe('2018-12-19');
    expect(read('19/12/2018', 'DMY')).toBe('2018-12-19');
    expect(read('12.19.2018', 'MDY')).toBe('2018-12-19');
    expect(read('12-19-2018', 'MDY')).toBe('2018-12-19');
    expect(read('01/02/2018', 'MDY')).toBe('2018-01-02');
    expect(read('01/02/2018', 'DMY')).toBe('2018-02-01');
  });

  it('reads a four-digit year first with YMD only', () => {
    expect(read('2018-12-19', 'YMD')).toBe('2018-12-19');
    expect(read('2018.1.9', 'YMD')).toBe('2018-01-09');
    expect(read('2018-12-19', 'MDY')).toBeNull();
    expect(read('2018-12-19', 'DMY')).toBeNull();
    expect(read('18-12-19', 'YMD')).toBeNull();
    expect(read('12-19-2018', 'YMD')).toBeNull();
  });

  it('reads the apostrophe as the years 2000 and later', () => {
    expect(read("12/19'18", 'MDY')).toBe('2018-12-19');
    expect(read("1/ 2' 5", 'MDY')).toBe('2005-01-02');
    expect(read("1/ 2'00", 'MDY')).toBe('2000-01-02');
    expect(read("1/ 2'29", 'MDY')).toBe('2029-01-02');
    expect(read("1/ 2'85", 'MDY')).toBe('2085-01-02');
    expect(read("19/12'18", 'DMY')).toBe('2018-12-19');
    expect(read("12/19'2018", 'MDY')).toBe('2018-12-19');
  });

  it('reads two-digit years by a 1970 window', () => {
    expect(read('1/2/00', 'MDY')).toBe('2000-01-02');
    expect(read('1/2/69', 'MDY')).toBe('2069-01-02');
    expect(read('1/2/70', 'MDY')).toBe('1970-01-02');
    expect(read('1/2/99', 'MDY')).toBe('1999-01-02');
    expect(read('1/2/5', 'MDY')).toBe('2005-01-02');
  });

  it('refuses days that do not exist', () => {
    expect(read('02/29/2019', 'MDY')).toBeNull();
    expect(read('02/29/2020', 'MDY')).toBe('2020-02-29');
    expect(read('02/29/1900', 'MDY')).toBeNull();
    expect(read('04/31/2018', 'MDY')).toBeNull();
    expect(read('00/10/2018', 'MDY')).toBeNull();
    expect(read('10/00/2018', 'MDY')).toBeNull();
    expect(read('13/12/2018', 'MDY')).toBeNull();
    expect(read('12/19/2018', 'DMY')).toBeNull();
    expect(read('12/19/201', 'MDY')).toBeNull();
    expect(read('2018-13-01', 'YMD')).toBeNull();
    expect(read("2018-12'01", 'YMD')).toBeNull();
    expect(read('0999-12-01', 'YMD')).toBeNull();
  });
});

describe('chooseDateOrder', () => {
  const dates = (...texts: string[]) => texts.map(cut);

  it('offers MDY and DMY when every day is ≤ 12', () => {
    expect(chooseDateOrder(dates('01/02/2020', '03/04/2020')).orders).toEqual(['MDY', 'DMY']);
  });

  it('offers only DMY when a day is over 12', () => {
    expect(chooseDateOrder(dates('01/02/2020', '19/12/2020'))).toEqual({
      orders: ['DMY'],
      guess: 'DMY',
    });
  });

  it('offers only MDY when a day in second place is over 12', () => {
    expect(chooseDateOrder(dates('12/19/2020', '01/02/2020'))).toEqual({
      orders: ['MDY'],
      guess: 'MDY',
    });
  });

  it('offers only YMD for year-first dates', () => {
    expect(chooseDateOrder(dates('2020-01-02', '2020-02-01'))).toEqual({
      orders: ['YMD'],
      guess: 'YMD',
    });
  });

  it('guesses the order under which consecutive dates are closest', () => {
    // MDY: Jan 2, 3, 5 (3 days in all); DMY: Feb 1, Mar 1, May 1 (3 months).
    expect(chooseDateOrder(dates('01/02/20', '01/03/20', '01/05/20')).guess).toBe('MDY');
    // MDY: Feb 1, Mar 1, May 1; DMY: Jan 2, 3, 5.
    expect(chooseDateOrder(dates('02/01/20', '03/01/20', '05/01/20')).guess).toBe('DMY');
    // Newest first reads just as well.
    expect(chooseDateOrder(dates('05/01/20', '03/01/20', '02/01/20')).guess).toBe('DMY');
  });

  it('guesses MDY on a tie', () => {
    expect(chooseDateOrder(dates('05/05/2020')).guess).toBe('MDY');
    expect(chooseDateOrder(dates('01/01/20', '02/02/20')).guess).toBe('MDY');
  });

  it('gives no guess when no order fits every date', () => {
    expect(chooseDateOrder(dates('12/19/2020', '19/12/2020'))).toEqual({ orders: [], guess: null });
    expect(chooseDateOrder(dates('2020-01-02', '01/02/2020'))).toEqual({ orders: [], guess: null });
  });

  it('offers every order for no dates at all, MDY first', () => {
    expect(chooseDateOrder([])).toEqual({ orders: ['MDY', 'DMY', 'YMD'], guess: 'MDY' });
  });
});

describe('orderName', () => {
  it('names each order in words', () => {
    expect(orderName('MDY')).toBe('month/day/year');
    expect(orderName('DMY')).toBe('day/month/year');
    expect(orderName('YMD')).toBe('year-month-day');
  });
});
