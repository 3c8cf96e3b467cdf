import { describe, expect, it } from 'vitest';
import { decodeStatementBytes } from './decode.js';
import { detectStatementFormat } from './detect.js';
import { parseQif, qifDateOrders } from './qif.js';
import { errorOf } from './statement-error.testing.js';

const qif = (...lines: string[]) => lines.join('\n');

/** A Quicken (US) checking account export: apostrophe years, CRLF, U beside T, a split. */
const QUICKEN_US = [
  '!Type:Bank',
  "D 1/ 2'19",
  'U-1,250.00',
  'T-1,250.00',
  'CX',
  'N1001',
  'PLandlord LLC',
  'MJanuary rent',
  'LHousing:Rent',
  '^',
  "D 1/15'19",
  'U2,500.00',
  'T2,500.00',
  'C*',
  'NDEP',
  'PACME Corp',
  'LSalary/Work',
  '^',
  "D 1/20'19",
  'T-200.00',
  'PTransfer',
  'L[Savings]',
  '^',
  "D 1/28'19",
  'T-75.40',
  'PSuper Mart',
  'LGroceries',
  'SGroceries',
  '$-60.40',
  'SHousehold',
  'Esoap',
  '$-15.00',
  '^',
  '',
].join('\r\n');

/** A German bank's export: day first, four-digit years, comma decimal mark, umlauts. */
const GERMAN = qif(
  '!Type:Bank',
  'D19.12.2018',
  'T-1.234,56',
  'PStadtwerke München',
  'MAbschlag Strom',
  'LWohnen:Strom',
  '^',
  'D20.12.2018',
  'T-12,50',
  'PBäckerei Müller',
  '^',
  'D21.12.2018',
  'T2.500,00',
  'PGehalt',
  '^',
);

describe('parseQif: a Quicken US export', () => {
  const statement = parseQif(QUICKEN_US);
  const lines = statement.accounts[0]?.lines ?? [];

  it('is one unnamed bank account with ref ""', () => {
    expect(statement.format).toBe('qif');
    expect(statement.accounts).toHaveLength(1);
    expect({ ...statement.accounts[0], lines: [] }).toEqual({
      ref: '',
      name: null,
      currency: null,
      kind: 'bank',
      closingBalance: null,
      lines: [],
    });
  });

  it('reads each line exactly', () => {
    expect(lines).toEqual([
      {
        line: 2,
        bankId: null,
        date: '2019-01-02',
        amount: '-1250.00',
        payee: 'Landlord LLC',
        memo: 'January rent',
        category: 'Housing:Rent',
        transferAccount: null,
        checkNumber: '1001',
        bankType: null,
        splits: [],
      },
      {
        line: 11,
        bankId: null,
        date: '2019-01-15',
        amount: '2500.00',
        payee: 'ACME Corp',
        memo: null,
        category: 'Salary',
        transferAccount: null,
        checkNumber: 'DEP',
        bankType: null,
        splits: [],
      },
      {
        line: 19,
        bankId: null,
        date: '2019-01-20',
        amount: '-200.00',
        payee: 'Transfer',
        memo: null,
        category: null,
        transferAccount: 'Savings',
        checkNumber: null,
        bankType: null,
        splits: [],
      },
      {
        line: 24,
        bankId: null,
        date: '2019-01-28',
        amount: '-75.40',
        payee: 'Super Mart',
        memo: null,
        category: 'Groceries',
        transferAccount: null,
        checkNumber: null,
        bankType: null,
        splits: [
          { category: 'Groceries', transferAccount: null, memo: null, amount: '-60.40' },
          { category: 'Household', transferAccount: null, memo: 'soap', amount: '-15.00' },
        ],
      },
    ]);
  });

  it('guesses MDY (the only order) for it', () => {
    expect(qifDateOrders(QUICKEN_US)).toEqual({ orders: ['MDY'], guess: 'MDY' });
  });
});

describe('parseQif: a German export', () => {
  it('reads day-first dates and comma-decimal amounts', () => {
    const lines = parseQif(GERMAN).accounts[0]?.lines ?? [];
    expect(lines.map((l) => [l.line, l.date, l.amount, l.payee])).toEqual([
      [2, '2018-12-19', '-1234.56', 'Stadtwerke München'],
      [8, '2018-12-20', '-12.50', 'Bäckerei Müller'],
      [12, '2018-12-21', '2500.00', 'Gehalt'],
    ]);
    expect(lines[0]?.memo).toBe('Abschlag Strom');
    expect(lines[0]?.category).toBe('Wohnen:Strom');
  });

  it('offers only DMY, since 19.12 cannot be month first', () => {
    expect(qifDateOrders(GERMAN)).toEqual({ orders: ['DMY'], guess: 'DMY' });
  });

  it('reads an ambiguous 1.000 as the comma-decimal file means it: one thousand', () => {
    const text = qif('!Type:Bank', 'D1.2.2018', 'T-1.000', '^', 'D2.2.2018', 'T-3,50', '^');
    expect(parseQif(text, { dateOrder: 'DMY' }).accounts[0]?.lines.map((l) => l.amount)).toEqual([
      '-1000',
      '-3.50',
    ]);
  });

  it('reads an ambiguous 1,000 as three decimals when the file writes comma decimals', () => {
    const text = qif('!Type:Bank', 'D1.2.2018', 'T-1,000', '^', 'D2.2.2018', 'T-3,50', '^');
    expect(parseQif(text, { dateOrder: 'DMY' }).accounts[0]?.lines[0]?.amount).toBe('-1.000');
  });
});

describe('parseQif: day order', () => {
  // Every day ≤ 12: both orders read it; consecutive records are days apart month first.
  const AMBIGUOUS = qif('!Type:Bank', 'D01/02/2020', 'T-1', '^', 'D01/03/2020', 'T-2', '^');

  it('offers both orders for a file of ambiguous dates and guesses by closeness', () => {
    expect(qifDateOrders(AMBIGUOUS)).toEqual({ orders: ['MDY', 'DMY'], guess: 'MDY' });
    expect(parseQif(AMBIGUOUS).accounts[0]?.lines.map((l) => l.date)).toEqual([
      '2020-01-02',
      '2020-01-03',
    ]);
  });

  it('guesses DMY when that puts the records closer together', () => {
    const text = qif('!Type:Bank', 'D02/01/2020', 'T-1', '^', 'D03/01/2020', 'T-2', '^');
    expect(qifDateOrders(text)).toEqual({ orders: ['MDY', 'DMY'], guess: 'DMY' });
  });

  it('reads in the order it is given', () => {
    expect(parseQif(AMBIGUOUS, { dateOrder: 'DMY' }).accounts[0]?.lines.map((l) => l.date)).toEqual(
      ['2020-02-01', '2020-03-01'],
    );
  });

  it('refuses a date invalid in the order it is given, naming the line', () => {
    const error = errorOf(() => parseQif(GERMAN, { dateOrder: 'MDY' }));
    expect(error.line).toBe(2);
    expect(error.message).toBe(
      'The date "19.12.2018" on line 2 is not a valid day read as month/day/year.',
    );
  });

  it('reads ISO dates as YMD', () => {
    const text = qif('!Type:Cash', 'D2018-12-19', 'T-1', '^', 'D2018-12-01', 'T-1', '^');
    expect(qifDateOrders(text)).toEqual({ orders: ['YMD'], guess: 'YMD' });
    expect(parseQif(text).accounts[0]?.lines.map((l) => l.date)).toEqual([
      '2018-12-19',
      '2018-12-01',
    ]);
  });

  it('refuses a file that mixes day orders, naming the date that breaks the run', () => {
    const text = qif('!Type:Bank', 'D12/19/2018', 'T-1', '^', 'D19/12/2018', 'T-2', '^');
    expect(qifDateOrders(text)).toEqual({ orders: [], guess: null });
    const error = errorOf(() => parseQif(text));
    expect(error.line).toBe(5);
    expect(error.message).toBe(
      'The date "19/12/2018" on line 5 cannot be read as month/day/year like the dates before ' +
        'it: a QIF file must write all its dates in one order.',
    );
  });

  it('refuses a date no order reads', () => {
    const text = qif('!Type:Bank', 'D1/2/2018', 'T-1', '^', 'D31/31/2018', 'T-2', '^');
    expect(qifDateOrders(text)).toEqual({ orders: [], guess: null });
    const error = errorOf(() => parseQif(text));
    expect(error.line).toBe(5);
    expect(error.message).toBe(
      'The date "31/31/2018" on line 5 is not a valid day in any order ' +
        '(month/day/year, day/month/year or year-month-day).',
    );
  });

  it('refuses a date that is not shaped like one', () => {
    const text = qif('!Type:Bank', 'DDec 19, 2018', 'T-1', '^');
    expect(qifDateOrders(text)).toEqual({ orders: [], guess: null });
    expect(errorOf(() => parseQif(text)).line).toBe(2);
  });
});

describe('parseQif: account blocks', () => {
  const MULTI = qif(
    '!Option:AutoSwitch',
    '!Account',
    'NChecking',
    'TBank',
    '^',
    'NVisa',
    'TCCard',
    '^',
    'NHouse',
    'TOth A',
    '^',
    '!Clear:AutoSwitch',
    '!Account',
    'NChecking',
    'TBank',
    'DMain account',
    '^',
    '!Type:Bank',
    'D1/2/19',
    'T-10.00',
    'PShop',
    '^',
    '!Account',
    'NVisa',
    'TCCard',
    'L5000',
    '^',
    '!Type:CCard',
    'D1/3/19',
    'T-20.00',
    'L[Checking]',
    '^',
    '!Account',
    'NChecking',
    'TBank',
    '^',
    '!Type:Bank',
    'D1/4/19',
    'T5.00',
    '^',
  );

  it('gives one account per account block with transactions, named by N', () => {
    const { accounts } = parseQif(MULTI);
    expect(accounts.map((a) => [a.ref, a.name, a.kind, a.lines.map((l) => l.line)])).toEqual([
      ['', 'Checking', 'bank', [19, 38]],
      ['', 'Visa', 'creditCard', [29]],
    ]);
    expect(accounts[1]?.lines[0]?.transferAccount).toBe('Checking');
  });

  it('keeps sections before any account block in an unnamed account', () => {
    const text = qif('!Type:Cash', 'D1/2/19', 'T-1', '^', '!Account', 'NLoan', '^', '!Type:Oth L');
    const next = qif('D1/3/19', 'T-100', '^');
    const { accounts } = parseQif(`${text}\n${next}`);
    expect(accounts.map((a) => [a.name, a.kind, a.lines.length])).toEqual([
      [null, 'cash', 1],
      ['Loan', 'liability', 1],
    ]);
  });

  it('puts several sections of a file without account blocks in one account', () => {
    const text = qif('!Type:Bank', 'D1/2/19', 'T-1', '^', '!Type:Bank', 'D1/3/19', 'T-2', '^');
    const { accounts } = parseQif(text);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.lines.map((l) => l.amount)).toEqual(['-1', '-2']);
  });
});

describe('parseQif: awkward files', () => {
  it('tolerates leading spaces, blank lines, a BOM and no final ^', () => {
    const text = '\uFEFF\n  !Type:Bank  \n\n   D12/19/18\n   T-5.00\n\n   PCafé';
    expect(parseQif(text).accounts[0]?.lines).toMatchObject([
      { line: 4, date: '2018-12-19', amount: '-5.00', payee: 'Café' },
    ]);
  });

  it('reads a Windows-1252 file with "Café" and "€" through decodeStatementBytes', () => {
    const text = '!Type:Bank\r\nD12/19/18\r\nT-4.50\r\nPCafé\r\nM4,50 € Kaffee\r\n^\r\n';
    const bytes = Uint8Array.from([...text].map((ch) => (ch === '€' ? 0x80 : ch.charCodeAt(0))));
    const decoded = decodeStatementBytes(bytes);
    expect(detectStatementFormat(decoded)).toBe('qif');
    expect(parseQif(decoded).accounts[0]?.lines[0]).toMatchObject({
      payee: 'Café',
      memo: '4,50 € Kaffee',
      amount: '-4.50',
    });
  });

  it('reads a UTF-16 LE file with a BOM through decodeStatementBytes', () => {
    const text = '!Type:CCard\r\nD12/19/18\r\nT-9.99\r\nPNaïve Bücher\r\n^\r\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < text.length; i += 1) view.setUint16(2 + i * 2, text.charCodeAt(i), true);
    const statement = parseQif(decodeStatementBytes(bytes));
    expect(statement.accounts[0]?.kind).toBe('creditCard');
    expect(statement.accounts[0]?.lines[0]).toMatchObject({
      line: 2,
      date: '2018-12-19',
      amount: '-9.99',
      payee: 'Naïve Bücher',
    });
  });

  it('refuses splits that do not sum to the transaction and accepts those that do', () => {
    const good = qif('!Type:Bank', 'D1/2/19', 'T-10.00', 'Sa', '$-7.50', 'Sb', '$-2.50', '^');
    expect(parseQif(good).accounts[0]?.lines[0]?.splits.map((s) => s.amount)).toEqual([
      '-7.50',
      '-2.50',
    ]);
    const bad = qif('!Type:Bank', 'D1/2/19', 'T-10.00', 'Sa', '$-7.50', 'Sb', '$-2.49', '^');
    const error = errorOf(() => parseQif(bad));
    expect([error.line, error.message]).toEqual([
      2,
      'The split lines of the transaction on line 2 sum to -9.99, the transaction to -10.00.',
    ]);
  });

  it('refuses an investment account, naming the type and the line', () => {
    const error = errorOf(() => parseQif(qif('!Type:Invst', 'D1/2/19', 'NBuy', '^')));
    expect(error.line).toBe(1);
    expect(error.message).toContain('type "Invst", which is not read');
  });

  it('refuses a record without a date or amount, naming its line', () => {
    expect(errorOf(() => parseQif(qif('!Type:Bank', 'D1/2/19', 'T1', '^', 'T2', '^'))).line).toBe(
      5,
    );
    expect(errorOf(() => parseQif(qif('!Type:Bank', 'D1/2/19', 'PShop', '^'))).line).toBe(2);
  });

  it('refuses an empty file', () => {
    const error = errorOf(() => parseQif(' \r\n'));
    expect([error.line, error.message]).toEqual([null, 'The file is empty.']);
  });

  it('refuses a file without transactions', () => {
    for (const text of ['!Type:Bank\n', '!Type:Bank\n^\n^\n', '!Account\nNChecking\n^\n']) {
      const error = errorOf(() => parseQif(text));
      expect([error.line, error.message]).toEqual([
        null,
        'The QIF file holds no transactions: no record follows a "!Type:" header.',
      ]);
    }
  });
});
