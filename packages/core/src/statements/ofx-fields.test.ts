import { describe, expect, it } from 'vitest';
import { drain, type MarkupElement } from './markup.js';
import {
  amountOf,
  checkStatus,
  dateOf,
  optAmount,
  optDate,
  optText,
  requiredChild,
  statementLine,
  walkOfx,
} from './ofx-fields.js';

/** An element as the walker hands it over; its leaves sit on the lines after it. */
function el(name: string, line: number, leaves: Record<string, string | MarkupElement>) {
  const children = Object.entries(leaves).map(([n, v], i) =>
    typeof v === 'string' ? { name: n, attrs: {}, text: v, children: [], line: line + i + 1 } : v,
  );
  return { name, attrs: {}, text: '', children, line } satisfies MarkupElement;
}

describe('optText', () => {
  it('gives a leaf’s text, and null for a missing or empty leaf', () => {
    const trn = el('STMTTRN', 1, { NAME: 'Shop', MEMO: '' });
    expect([optText(trn, 'NAME'), optText(trn, 'MEMO'), optText(trn, 'FITID')]).toEqual([
      'Shop',
      null,
      null,
    ]);
  });
});

describe('requiredChild', () => {
  it('gives the child, or a StatementError naming the owner’s line and the missing element', () => {
    const inv = el('INVBUY', 7, { INVTRAN: el('INVTRAN', 8, {}) });
    expect(requiredChild(inv, 'INVTRAN').line).toBe(8);
    expect(() => requiredChild(inv, 'SECID')).toThrow(
      expect.objectContaining({
        message: 'The <INVBUY> on line 7 has no <SECID>, which it must have.',
        line: 7,
        element: 'SECID',
      }),
    );
  });
});

describe('amounts and dates', () => {
  const bal = el('LEDGERBAL', 10, { BALAMT: '-1,5', DTASOF: '20240131120000[-5:EST]', X: '' });

  it('reads a required amount and date', () => {
    expect(amountOf(bal, 'BALAMT')).toBe('-1.5');
    expect(dateOf(bal, 'DTASOF')).toEqual({ date: '2024-01-31', time: '12:00:00' });
  });

  it('takes a missing or empty optional one as null', () => {
    expect([optAmount(bal, 'X'), optAmount(bal, 'NONE')]).toEqual([null, null]);
    expect([optDate(bal, 'X'), optDate(bal, 'NONE')]).toEqual([null, null]);
    expect(optAmount(bal, 'BALAMT')).toBe('-1.5');
    expect(optDate(bal, 'DTASOF')).toEqual({ date: '2024-01-31', time: '12:00:00' });
  });

  it('refuses an unreadable one, optional or not, at its own line', () => {
    const bad = el('INVBUY', 20, { UNITS: '1.2.3', DTTRADE: '20241301' });
    const atUnits = { line: 21, element: 'UNITS' };
    expect(() => amountOf(bad, 'UNITS')).toThrow(expect.objectContaining(atUnits));
    expect(() => optAmount(bad, 'UNITS')).toThrow(expect.objectContaining(atUnits));
    const atDate = { line: 22, element: 'DTTRADE' };
    expect(() => dateOf(bad, 'DTTRADE')).toThrow(expect.objectContaining(atDate));
    expect(() => optDate(bad, 'DTTRADE')).toThrow(expect.objectContaining(atDate));
    expect(() => amountOf(bal, 'X')).toThrow(expect.objectContaining({ line: 10, element: 'X' }));
  });
});

describe('statementLine', () => {
  const base = { TRNTYPE: 'DEBIT', DTPOSTED: '20240102', TRNAMT: '-5', FITID: 'F1' };
  const payee = el('PAYEE', 30, { NAME: 'Payee Name', CITY: 'Town' });

  it('takes NAME over PAYEE’s NAME', () => {
    const line = statementLine(el('STMTTRN', 1, { ...base, NAME: 'Name', PAYEE: payee }));
    expect(line.payee).toBe('Name');
  });

  it('takes PAYEE’s NAME when NAME is missing or empty', () => {
    expect(statementLine(el('STMTTRN', 1, { ...base, PAYEE: payee })).payee).toBe('Payee Name');
    expect(statementLine(el('STMTTRN', 1, { ...base, NAME: '', PAYEE: payee })).payee).toBe(
      'Payee Name',
    );
  });

  it('reads every field, leaving what OFX never says empty', () => {
    const trn = el('STMTTRN', 5, { ...base, CHECKNUM: '0042', MEMO: 'Note', SIC: '5411' });
    expect(statementLine(trn)).toEqual({
      line: 5,
      bankId: 'F1',
      date: '2024-01-02',
      amount: '-5',
      payee: null,
      memo: 'Note',
      category: null,
      transferAccount: null,
      checkNumber: '0042',
      bankType: 'DEBIT',
      splits: [],
    });
  });

  it('gives a line without FITID or TRNTYPE no bank id or type', () => {
    const line = statementLine(el('STMTTRN', 5, { DTPOSTED: '20240102', TRNAMT: '1' }));
    expect([line.bankId, line.bankType]).toEqual([null, null]);
  });
});

describe('checkStatus', () => {
  const status = (leaves: Record<string, string>) => el('STATUS', 3, leaves);
  const error = { CODE: '2000', SEVERITY: 'ERROR', MESSAGE: 'General error' };

  it.each([['SONRS'], ['STMTTRNRS'], ['CCSTMTTRNRS'], ['INVSTMTTRNRS']])(
    'refuses an error status in %s',
    (owner) => {
      expect(() => checkStatus(status(error), ['OFX', 'X', owner])).toThrow(
        expect.objectContaining({
          message:
            'The bank answered with error 2000 (<STATUS> on line 3) instead of a statement: General error',
          line: 3,
          element: 'STATUS',
        }),
      );
    },
  );

  it.each([
    ['an INFO status', { CODE: '0', SEVERITY: 'INFO' }, 'SONRS'],
    ['a WARN status', { CODE: '2000', SEVERITY: 'WARN' }, 'SONRS'],
    ['code 0 said as an error', { CODE: '0', SEVERITY: 'ERROR' }, 'SONRS'],
    ['no code', { SEVERITY: 'ERROR' }, 'SONRS'],
    ['an error elsewhere', error, 'PROFTRNRS'],
  ])('lets %s through', (_, leaves, owner) => {
    expect(() => checkStatus(status(leaves), ['OFX', owner])).not.toThrow();
  });
});

describe('walkOfx', () => {
  it('hands the visitor what it collects, keeping STATUS for itself', () => {
    const got: string[] = [];
    drain(
      walkOfx('HEADER:1\n<OFX><SONRS><STATUS><CODE>0</STATUS></SONRS><X>1</OFX>', {
        collect: (n) => n === 'X',
        open: (n) => got.push(`open ${n}`),
        element: (e, path) => got.push(`${path.join('/')}>${e.name}`),
      }),
    );
    expect(got).toEqual([
      'open OFX',
      'open SONRS',
      'open STATUS',
      'OFX>SONRS',
      'open X',
      'OFX>X',
      '>OFX',
    ]);
  });

  it('refuses a text with no <OFX>', () => {
    const gen = walkOfx('<X>1</X>', { collect: () => false, element: () => undefined });
    expect(() => drain(gen)).toThrow(expect.objectContaining({ line: null, element: 'OFX' }));
  });
});
