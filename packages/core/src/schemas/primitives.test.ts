import { describe, expect, it } from 'vitest';
import {
  dateField,
  dateTimeField,
  decimalPlaces,
  idField,
  idQueryField,
  numberField,
  optionalTextField,
  textField,
} from './fields.js';

/** The edges of the field primitives every schema is built from: bad input is a clear 4xx. */
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('ids fit the integer column', () => {
  it('a body id from 1 to 2,147,483,647', () => {
    const id = idField('Account id');
    expect([
      ok(id, 1),
      ok(id, 2_147_483_647),
      ok(id, 2_147_483_648),
      ok(id, 0),
      ok(id, 1.5),
      ok(id, 2 ** 53),
    ]).toEqual([true, true, false, false, false, false]);
  });

  it('a path or query id is decimal digits only', () => {
    const id = idQueryField('Id');
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of [
      '2147483648',
      '+1',
      '1e0',
      ' 1',
      '%201',
      '0x1f',
      '0',
      '-1',
      '',
      '1.0',
      '99999999999',
    ]) {
      expect(ok(id, bad), bad).toBe(false);
    }
  });
});

describe('dates from 1900-01-01 to 2199-12-31', () => {
  it('calendar dates', () => {
    const d = dateField('Date');
    expect(
      ['1899-12-31', '1900-01-01', '2199-12-31', '2200-01-01', '0000-01-01', '9999-12-31'].map(
        (v) => ok(d, v),
      ),
    ).toEqual([false, true, true, false, false, false]);
  });

  it('timestamps', () => {
    const d = dateTimeField('Entry date');
    expect([
      ok(d, '2025-05-09T10:00:00Z'),
      ok(d, '0000-01-01T00:00:00Z'),
      ok(d, '9999-12-31T23:59:59+02:00'),
    ]).toEqual([true, false, false]);
  });
});

describe('text the database can hold', () => {
  it('refuses U+0000 and other controls in one-line text, naming the field', () => {
    const name = textField('Name', { max: 100 });
    expect(ok(name, 'Wallet')).toBe(true);
    const res = name.safeParse('a\u0000b');
    expect(res.success).toBe(false);
    expect(res.error!.issues[0]!.message).toBe('Name contains a character that is not allowed');
    expect(ok(name, 'a\nb')).toBe(false);
    expect(ok(name, 'a\u001bb')).toBe(false);
  });

  it('allows tab and new lines in multi-line text, never U+0000', () => {
    const notes = optionalTextField('Description', 500);
    expect([ok(notes, 'line 1\nline 2\tend\r\n'), ok(notes, 'a\u0000b'), ok(notes, null)]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('numbers within their column', () => {
  it('counts decimals, exponent notation included', () => {
    expect([
      decimalPlaces(1),
      decimalPlaces(0.1),
      decimalPlaces(1.12345678),
      decimalPlaces(1e-7),
      decimalPlaces(1.5e-10),
      decimalPlaces(5e-324),
    ]).toEqual([0, 1, 8, 7, 11, 324]);
  });

  it('refuses more digits than the column keeps: never a silent rounding', () => {
    const amount = numberField('Amount', { min: 0.01, max: 1e12 });
    expect([
      ok(amount, 1.12345678),
      ok(amount, 1.123456789),
      ok(amount, 1e308),
      ok(amount, -0),
    ]).toEqual([true, false, false, false]);
    const rate = numberField('Rate', { positive: true, max: 1e12, decimals: 12 });
    expect([ok(rate, 0.000000000001), ok(rate, 5e-324), ok(rate, 1.0892)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(amount.safeParse(1.123456789).error!.issues[0]!.message).toBe(
      'Amount must have at most 8 decimal places',
    );
  });
});
