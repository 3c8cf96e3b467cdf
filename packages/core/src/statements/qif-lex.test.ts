import { describe, expect, it } from 'vitest';
import { lexQif } from './qif-lex.js';
import { errorOf } from './statement-error.testing.js';

describe('lexQif: records and fields', () => {
  it('cuts a section into records with their fields and line numbers', () => {
    const sections = lexQif('!Type:Bank\nD12/19/18\nT-5.00\n^\nD12/20/18\nT7\n^\n');
    expect(sections).toEqual([
      {
        kind: 'bank',
        line: 1,
        account: null,
        records: [
          {
            line: 2,
            fields: [
              { code: 'D', value: '12/19/18', line: 2 },
              { code: 'T', value: '-5.00', line: 3 },
            ],
          },
          {
            line: 5,
            fields: [
              { code: 'D', value: '12/20/18', line: 5 },
              { code: 'T', value: '7', line: 6 },
            ],
          },
        ],
      },
    ]);
  });

  it('counts lines across CRLF, CR, blank lines and leading spaces', () => {
    const [section] = lexQif('!Type:Bank\r\n\r\n   D1/2/18\r\n  T5 \r\r^\r\n\n\nD1/3/18\nT6\n^');
    expect(section?.records.map((r) => r.line)).toEqual([3, 9]);
    expect(section?.records[0]?.fields).toEqual([
      { code: 'D', value: '1/2/18', line: 3 },
      { code: 'T', value: '5', line: 4 },
    ]);
  });

  it('keeps a last record without ^', () => {
    const [section] = lexQif('!Type:Bank\nD1/2/18\nT5\n^\nD1/3/18\nT6');
    expect(section?.records.map((r) => r.line)).toEqual([2, 5]);
  });

  it('skips empty records (^ after ^)', () => {
    const [section] = lexQif('!Type:Bank\n^\n^\nD1/2/18\nT5\n^\n^\n');
    expect(section?.records).toHaveLength(1);
  });

  it('ends an unclosed record at the next header', () => {
    const sections = lexQif('!Type:Bank\nD1/2/18\nT5\n!Type:CCard\nD1/3/18\nT6\n^');
    expect(sections.map((s) => s.records.map((r) => r.line))).toEqual([[2], [5]]);
  });

  it('reads past a BOM', () => {
    expect(lexQif('\uFEFF!Type:Bank\nD1/2/18\nT5\n^')[0]?.kind).toBe('bank');
  });

  it('trims values but keeps their inner spaces', () => {
    const [section] = lexQif('!Type:Bank\nPJoe  &  Sons  \nD1/2/18\n^');
    expect(section?.records[0]?.fields[0]).toEqual({ code: 'P', value: 'Joe  &  Sons', line: 2 });
  });
});

describe('lexQif: headers', () => {
  it.each([
    ['!Type:Bank', 'bank'],
    ['!Type:Cash', 'cash'],
    ['!Type:CCard', 'creditCard'],
    ['!Type:Oth A', 'asset'],
    ['!Type:Oth L', 'liability'],
    ['!type:bank', 'bank'],
    ['!TYPE:CCARD', 'creditCard'],
    ['!Type:Bank   ', 'bank'],
    ['  !Type: Bank', 'bank'],
    ['!Type:Oth  a', 'asset'],
  ])('reads %j as %s', (header, kind) => {
    expect(lexQif(`${header}\nD1/2/18\n^`)[0]?.kind).toBe(kind);
  });

  it('passes over the lists of a whole-file export and reads the account after them', () => {
    const sections = lexQif(
      '!Type:Cat\nNGroceries\nE\n^\n!Type:Class\nNHome\n^\n!Type:Memorized\nPShop\nT-1\n^\n' +
        '!Type:Bank\nD1/2/18\nT-5\n^\n!Type:Prices\n"AAPL",150,"1/2/18"\n^',
    );
    expect(sections.map((x) => [x.kind, x.line, x.records.length])).toEqual([['bank', 12, 1]]);
  });

  it.each(['Invst', 'Bogus', ''])('refuses !Type:%s, naming the type and the line', (type) => {
    const error = errorOf(() => lexQif(`!Option:AutoSwitch\n\n!Type:${type}\nD1/2/18\n^`));
    expect(error.line).toBe(3);
    expect(error.message).toBe(
      `Line 3 starts a QIF section of type "${type}", which is not read: export the bank, ` +
        'cash, credit card, asset or liability account instead.',
    );
  });

  it('skips !Option and !Clear lines', () => {
    const sections = lexQif(
      '!Option:AutoSwitch\n!Clear:AutoSwitch\n!Type:Bank\n!Option:Whatever\nD1/2/18\n^',
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]?.records).toHaveLength(1);
  });

  it('refuses a header it does not know', () => {
    const error = errorOf(() => lexQif('!Type:Bank\nD1/2/18\n^\n!Bogus\n'));
    expect(error.line).toBe(4);
    expect(error.message).toBe('Line 4 holds "!Bogus", which is no QIF header.');
  });

  it('refuses a field before any header', () => {
    const error = errorOf(() => lexQif('\nD1/2/18\n!Type:Bank\n'));
    expect(error.line).toBe(2);
    expect(error.message).toBe(
      'Line 2 comes before any QIF header: the file must start with one such as "!Type:Bank".',
    );
  });

  it('gives no sections for an empty text', () => {
    expect(lexQif('')).toEqual([]);
    expect(lexQif('\n  \r\n')).toEqual([]);
  });
});

describe('lexQif: account blocks', () => {
  it('gives each section the account named before it', () => {
    const text = [
      '!Account',
      'NChecking',
      'TBank',
      '^',
      '!Type:Bank',
      'D1/2/18',
      '^',
      '!Account',
      'NVisa',
      'TCCard',
      'DMy card',
      '^',
      '!Type:CCard',
      'D1/3/18',
      '^',
    ].join('\n');
    const sections = lexQif(text);
    expect(sections.map((s) => [s.kind, s.account, s.line])).toEqual([
      ['bank', { name: 'Checking', line: 2 }, 5],
      ['creditCard', { name: 'Visa', line: 9 }, 13],
    ]);
  });

  it('takes the last account of a Quicken AutoSwitch account list', () => {
    const text = [
      '!Option:AutoSwitch',
      '!Account',
      'NChecking',
      'TBank',
      '^',
      'NSavings',
      'TBank',
      '^',
      '!Clear:AutoSwitch',
      '!Type:Bank',
      'D1/2/18',
      '^',
    ].join('\n');
    expect(lexQif(text)[0]?.account).toEqual({ name: 'Savings', line: 6 });
  });

  it('gives a block without N a null name', () => {
    expect(lexQif('!Account\nTBank\n^\n!Type:Bank\nD1/2/18\n^')[0]?.account).toEqual({
      name: null,
      line: 2,
    });
  });

  it('gives no section for an account block alone', () => {
    expect(lexQif('!Account\nNChecking\nTBank\n^\n')).toEqual([]);
  });
});
