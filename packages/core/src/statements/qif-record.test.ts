import { describe, expect, it } from 'vitest';
import { lexQif } from './qif-lex.js';
import { categoryOf, qifLine } from './qif-record.js';
import type { QifReading } from './qif-record.js';
import type { StatementLine } from './statement.js';
import { errorOf } from './statement-error.testing.js';

const MDY: QifReading = { order: 'MDY', mark: null };

/** The one record of a bank section written as `lines`, read as a statement line. */
function line(lines: string[], reading: QifReading = MDY): StatementLine {
  const record = lexQif(['!Type:Bank', ...lines].join('\n'))[0]?.records[0];
  if (!record) throw new Error('no record');
  return qifLine(record, reading);
}

describe('categoryOf', () => {
  it.each([
    ['Food', { category: 'Food', transferAccount: null }],
    ['Food:Groceries', { category: 'Food:Groceries', transferAccount: null }],
    ['Food:Groceries/Family', { category: 'Food:Groceries', transferAccount: null }],
    ['Food/Class:Sub', { category: 'Food', transferAccount: null }],
    ['[Savings]', { category: null, transferAccount: 'Savings' }],
    ['[Savings Account]/Holiday', { category: null, transferAccount: 'Savings Account' }],
    ['[ Savings ]', { category: null, transferAccount: 'Savings' }],
    ['[Savings', { category: null, transferAccount: 'Savings' }],
    ['[]', { category: null, transferAccount: null }],
    ['/Class', { category: null, transferAccount: null }],
    ['', { category: null, transferAccount: null }],
    ['  Auto : Fuel  ', { category: 'Auto : Fuel', transferAccount: null }],
  ])('reads %j', (value, expected) => {
    expect(categoryOf(value)).toEqual(expected);
  });
});

describe('qifLine: fields', () => {
  it('reads every field of a full record', () => {
    const record = [
      'D12/19/18',
      'T-1,234.56',
      'U-1,234.5600',
      'CX',
      'N1001',
      'PLandlord LLC',
      'MDecember rent',
      'A12 Main St',
      'ASpringfield',
      'LHousing:Rent/Home',
      'FX',
      '^',
    ];
    expect(line(record)).toEqual({
      line: 2,
      bankId: null,
      date: '2018-12-19',
      amount: '-1234.56',
      payee: 'Landlord LLC',
      memo: 'December rent',
      category: 'Housing:Rent',
      transferAccount: null,
      checkNumber: '1001',
      bankType: null,
      splits: [],
    });
  });

  it('reads U when there is no T', () => {
    expect(line(['D1/2/18', 'U-5.25']).amount).toBe('-5.25');
  });

  it('reads U when T is empty', () => {
    expect(line(['D1/2/18', 'T', 'U7.00']).amount).toBe('7.00');
  });

  it('gives T precedence over U whatever their order', () => {
    expect(line(['D1/2/18', 'U-5.2500', 'T-5.25']).amount).toBe('-5.25');
  });

  it('reads a transfer', () => {
    const read = line(['D1/2/18', 'T-100.00', 'L[Savings]']);
    expect([read.category, read.transferAccount]).toEqual([null, 'Savings']);
  });

  it('joins several M lines and gives null for absent or empty fields', () => {
    const read = line(['D1/2/18', 'T1', 'Mfirst', 'M', 'Msecond', 'P', 'N', 'L']);
    expect(read).toMatchObject({
      memo: 'first second',
      payee: null,
      checkNumber: null,
      category: null,
      transferAccount: null,
    });
  });

  it('reads dates in the order it is given', () => {
    expect(line(['D01/02/2018', 'T1'], { order: 'DMY', mark: null }).date).toBe('2018-02-01');
    expect(line(['D2018-02-01', 'T1'], { order: 'YMD', mark: null }).date).toBe('2018-02-01');
  });

  it('reads an ambiguous amount with the file mark', () => {
    expect(line(['D1/2/18', 'T-1,234'], { order: 'MDY', mark: ',' }).amount).toBe('-1.234');
    expect(line(['D1/2/18', 'T-1,234'], MDY).amount).toBe('-1234');
  });
});

describe('qifLine: splits', () => {
  it('reads S/E/$ groups, signed as the line', () => {
    const read = line([
      'D1/2/18',
      'T-100.00',
      'PSupermarket',
      'LFood',
      'SFood:Groceries',
      'Eweekly shop',
      '$-60.00',
      'SHousehold/Home',
      '$-25.50',
      'S[Cash]',
      'Ecash back',
      '$-14.50',
    ]);
    expect(read.category).toBe('Food');
    expect(read.splits).toEqual([
      { category: 'Food:Groceries', transferAccount: null, memo: 'weekly shop', amount: '-60.00' },
      { category: 'Household', transferAccount: null, memo: null, amount: '-25.50' },
      { category: null, transferAccount: 'Cash', memo: 'cash back', amount: '-14.50' },
    ]);
  });

  it('starts a split at E or $ when the last one already has that field (no S written)', () => {
    const read = line(['D1/2/18', 'T10', 'Sa', '$4', 'Efor b', '$5', '$1']);
    expect(read.splits).toEqual([
      { category: 'a', transferAccount: null, memo: null, amount: '4' },
      { category: null, transferAccount: null, memo: 'for b', amount: '5' },
      { category: null, transferAccount: null, memo: null, amount: '1' },
    ]);
  });

  it('drops a "--Split--" placeholder category', () => {
    const read = line(['D1/2/18', 'T-3', 'L--Split--', 'Sa', '$-1', 'Sb', '$-2']);
    expect(read.category).toBeNull();
  });

  it('sums splits in decimals (0.1 + 0.2 = 0.3)', () => {
    expect(line(['D1/2/18', 'T0.30', 'Sa', '$0.10', 'Sb', '$0.20']).splits).toHaveLength(2);
  });

  it('reads comma-decimal split amounts', () => {
    const read = line(['D1.2.18', 'T-12,50', 'Sa', '$-10,00', 'Sb', '$-2,50'], {
      order: 'DMY',
      mark: ',',
    });
    expect(read.splits.map((s) => s.amount)).toEqual(['-10.00', '-2.50']);
  });

  it('refuses splits that do not sum to the transaction', () => {
    const error = errorOf(() => line(['D1/2/18', 'T-100.00', 'Sa', '$-60.00', 'Sb', '$-30.00']));
    expect(error.line).toBe(2);
    expect(error.message).toBe(
      'The split lines of the transaction on line 2 sum to -90.00, the transaction to -100.00.',
    );
  });

  it('refuses a split without an amount, naming its line', () => {
    const error = errorOf(() => line(['D1/2/18', 'T-1', 'Sa', '$-1', 'Sb', 'Eno amount']));
    expect(error.line).toBe(6);
    expect(error.message).toBe('The split line starting on line 6 has no amount (a "$" line).');
  });

  it('refuses a split amount that is not a number', () => {
    const error = errorOf(() => line(['D1/2/18', 'T-1', 'Sa', '$abc']));
    expect(error.line).toBe(5);
    expect(error.message).toBe('The amount "abc" on line 5 is not a number.');
  });
});

describe('qifLine: errors', () => {
  it('refuses a record without a date', () => {
    const error = errorOf(() => line(['PShop', 'T-1']));
    expect([error.line, error.message]).toEqual([
      2,
      'The record on line 2 has no date (a "D" line).',
    ]);
  });

  it('refuses a record without an amount', () => {
    const error = errorOf(() => line(['D1/2/18', 'PShop']));
    expect([error.line, error.message]).toEqual([
      2,
      'The record on line 2 has no amount (a "T" or "U" line).',
    ]);
  });

  it('refuses a date invalid in the order, naming its line', () => {
    const error = errorOf(() => line(['PShop', 'D19/12/2018', 'T-1']));
    expect(error.line).toBe(3);
    expect(error.message).toBe(
      'The date "19/12/2018" on line 3 is not a valid day read as month/day/year.',
    );
  });

  it('refuses an amount that is not a number', () => {
    const error = errorOf(() => line(['D1/2/18', 'T12,34,5.6.7']));
    expect([error.line, error.message]).toEqual([
      3,
      'The amount "12,34,5.6.7" on line 3 is not a number.',
    ]);
  });
});
