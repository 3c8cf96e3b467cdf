import { describe, expect, it } from 'vitest';
import {
  activityError,
  dateTimeOf,
  decimalField,
  isObject,
  plainDecimal,
  textField,
} from './ghostfolio-values.js';
import { errorOf } from './statement-error.testing.js';

describe('plainDecimal', () => {
  it.each([
    [298.58, '298.58'],
    [0.1, '0.1'],
    [1e-7, '0.0000001'],
    [1.5e-10, '0.00000000015'],
    [1e21, '1000000000000000000000'],
    [123456789.12345678, '123456789.12345678'],
    [-0, '0'],
    [0, '0'],
    ['-0.00', '0'],
    ['12.50', '12.5'],
  ])('writes %s as %s', (value, text) => {
    expect(plainDecimal(value)).toBe(text);
  });
});

describe('decimalField', () => {
  it('reads numbers by their shortest form, without float artefacts', () => {
    expect(decimalField({ q: 0.62 }, 'q', 0)).toBe('0.62');
    expect(decimalField({ q: 298.58 }, 'q', 0)).toBe('298.58');
    expect(decimalField({ q: 1e-7 }, 'q', 0)).toBe('0.0000001');
    expect(decimalField({ q: 5 }, 'q', 0)).toBe('5');
    expect(decimalField({ q: 0 }, 'q', 0)).toBe('0');
  });

  it('reads numeric strings too', () => {
    expect(decimalField({ q: '12.50' }, 'q', 0)).toBe('12.5');
    expect(decimalField({ q: ' 3 ' }, 'q', 0)).toBe('3');
    expect(decimalField({ q: '2E-3' }, 'q', 0)).toBe('0.002');
  });

  it('gives null for null or a missing field', () => {
    expect(decimalField({ q: null }, 'q', 0)).toBeNull();
    expect(decimalField({}, 'q', 0)).toBeNull();
  });

  it('refuses what is not a number, naming the activity', () => {
    for (const value of ['abc', '', true, {}, [], '1,5', Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = errorOf(() => decimalField({ fee: value }, 'fee', 4));
      expect(error.line).toBe(5);
      expect(error.message).toBe(
        `The activity at index 4 has the fee ${JSON.stringify(value)}, which is not a number.`,
      );
    }
  });

  it('refuses a negative number', () => {
    const error = errorOf(() => decimalField({ quantity: -5 }, 'quantity', 0));
    expect([error.line, error.message]).toEqual([
      1,
      'The activity at index 0 has a negative quantity (-5).',
    ]);
  });
});

describe('dateTimeOf', () => {
  it('takes the date and time as written, in no time zone', () => {
    expect(dateTimeOf('2021-09-16T00:00:00.000Z')).toEqual({
      date: '2021-09-16',
      time: '00:00:00',
    });
    expect(dateTimeOf('2021-09-15T22:00:00.000Z')).toEqual({
      date: '2021-09-15',
      time: '22:00:00',
    });
    expect(dateTimeOf('2021-09-15T22:30:15+02:00')).toEqual({
      date: '2021-09-15',
      time: '22:30:15',
    });
    expect(dateTimeOf('2021-09-15T07:05')).toEqual({ date: '2021-09-15', time: '07:05:00' });
    expect(dateTimeOf('2021-09-15 07:05:09')).toEqual({ date: '2021-09-15', time: '07:05:09' });
  });

  it('gives no time for a bare date', () => {
    expect(dateTimeOf('2021-09-16')).toEqual({ date: '2021-09-16', time: null });
  });

  it('gives null for what is no ISO timestamp or no real day', () => {
    for (const text of [
      '',
      '16.09.2021',
      '2021-9-16',
      '2021-02-30T00:00:00Z',
      '2021-13-01',
      '2021-09-16T24:00:00Z',
      '2021-09-16T12:60:00Z',
      '2021-09-16Tnoon',
    ]) {
      expect(dateTimeOf(text)).toBeNull();
    }
  });
});

describe('small readers', () => {
  it('textField trims and gives null for empty or non-strings', () => {
    expect(textField({ a: ' x ' }, 'a')).toBe('x');
    expect(textField({ a: '  ' }, 'a')).toBeNull();
    expect(textField({ a: 5 }, 'a')).toBeNull();
    expect(textField({}, 'a')).toBeNull();
  });

  it('isObject takes only plain objects', () => {
    expect([isObject({}), isObject([]), isObject(null), isObject('x')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('activityError names the index and puts the line at index + 1', () => {
    const error = activityError(2, 'has no type.');
    expect([error.message, error.line]).toEqual(['The activity at index 2 has no type.', 3]);
  });
});
