import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { balanceOf, call, createAccount, post } from '../../test/ledger.js';
import { csvImportBody } from '../../test/multipart.js';
import {
  CAMT_053,
  OFX_BANK_LINES,
  OFX_NEXT_LINES,
  ofxTwoAccounts,
  QIF_BANK,
} from '../../test/statements/fixtures.js';

/** API tests of statement files (OFX, QIF, CAMT.053) through the transactions' import. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => t.close());

const send = (who: Signed, path: string, fields: Record<string, string>, file: string | Buffer) => {
  const body = csvImportBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions/import${path}`,
    payload: body.payload,
    headers: { ...authed(who), ...body.headers },
  });
};
const detect = (who: Signed, file: string | Buffer) => send(who, '/detect', {}, file);
const run = (who: Signed, fields: Record<string, string>, file: string | Buffer) =>
  send(who, '', fields, file);
const eur = (who: Signed, name: string, balance = 0, openingDate = '2024-01-01') =>
  createAccount(t, who, { name, type: 'CASH', currency: 'EUR', balance, openingDate });
const rows = async (accountId: number) =>
  (
    await t.db.pool.query<{
      type: string;
      amount: string;
      date: string;
      description: string | null;
      category: string | null;
      bank_id: string | null;
      to_account_id: number | null;
      splits: string | null;
    }>(
      `SELECT t.type, t.amount::text, t.date::text, t.description, t.category, t.bank_id,
              t.to_account_id,
              (SELECT string_agg(s.category || '=' || s.amount::numeric(12,2) || coalesce(' ' || s.description, ''), '; ' ORDER BY s.position)
               FROM transaction_splits s WHERE s.transaction_id = t.id) AS splits
       FROM transactions t WHERE t.account_id = $1 ORDER BY t.date, t.id`,
      [accountId],
    )
  ).rows;

describe('QIF', () => {
  let who: Signed;
  let main: number;
  let savings: number;
  beforeAll(async () => {
    who = await signUp(t, 'qif');
    main = (await eur(who, 'Checking', 1000)).id;
    savings = (await eur(who, 'Savings')).id;
  });

  it('detects the format, no account number, and both day orders the dates allow', async () => {
    const res = await detect(who, QIF_BANK);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'qif',
      lines: 4,
      accounts: [{ ref: '', kind: 'bank', accountId: null, lines: 4, closingBalance: null }],
    });
    expect([...res.json().dateOrders].sort()).toEqual(['DMY', 'MDY']);
  });

  it('books split lines, a category, and a transfer to the account the file names', async () => {
    const res = await run(who, { accountId: String(main), dateOrder: 'MDY' }, QIF_BANK);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'qif', imported: 4, duplicates: 0, errors: [] });
    expect(await rows(main)).toEqual([
      expect.objectContaining({
        date: '2024-03-01',
        type: 'EXPENSE',
        amount: '120.00000000',
        category: 'Groceries',
        description: 'Market · Weekly shop',
        splits: null,
      }),
      expect.objectContaining({
        date: '2024-03-02',
        type: 'EXPENSE',
        amount: '100.00000000',
        category: null,
        splits: 'Groceries=70.00 Food; Household=30.00',
      }),
      expect.objectContaining({
        date: '2024-03-05',
        type: 'INCOME',
        amount: '1500.00000000',
        category: 'Salary',
      }),
      expect.objectContaining({
        date: '2024-03-06',
        type: 'TRANSFER',
        amount: '200.00000000',
        to_account_id: savings,
      }),
    ]);
    expect(await balanceOf(t, who, main)).toBe(2080);
    expect(await balanceOf(t, who, savings)).toBe(200);
  });

  it('imports nothing the second time: every line is a likely duplicate, unticked', async () => {
    const dry = await run(
      who,
      { accountId: String(main), dateOrder: 'MDY', dryRun: 'true' },
      QIF_BANK,
    );
    expect(dry.json()).toMatchObject({ imported: 0, duplicates: 4 });
    expect(dry.json().likelyDuplicates.map((r: { line: number }) => r.line)).toEqual([
      2, 8, 17, 22,
    ]);
    const again = await run(who, { accountId: String(main), dateOrder: 'MDY' }, QIF_BANK);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 4, duplicates: 4 });
    expect(await balanceOf(t, who, main)).toBe(2080);
  });

  it('books a ticked likely duplicate (two equal payments that really happened)', async () => {
    const res = await run(
      who,
      { accountId: String(main), dateOrder: 'MDY', include: '[2]' },
      QIF_BANK,
    );
    expect(res.json()).toMatchObject({ imported: 1, duplicates: 3 });
    expect(await balanceOf(t, who, main)).toBe(1960);
  });
});

describe('OFX', () => {
  let who: Signed;
  let bank: number;
  let card: number;
  const file = (lines = OFX_BANK_LINES, balance = '2377.50') =>
    Buffer.from(ofxTwoAccounts(lines, balance), 'latin1'); // CHARSET:1252, as the header says
  beforeAll(async () => {
    who = await signUp(t, 'ofx');
    bank = (await eur(who, 'Compte courant', 1000)).id;
    card = (await eur(who, 'Carte')).id;
  });

  it('detects both accounts with their numbers and closing balances', async () => {
    const res = await detect(who, file());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'ofx',
      lines: 4,
      dateOrders: [],
      accounts: [
        {
          ref: '00012345678',
          kind: 'bank',
          currency: 'EUR',
          accountId: null,
          closingBalance: 2377.5,
          closingDate: '2024-03-10',
          lines: 3,
        },
        {
          ref: '4111222233334444',
          kind: 'creditCard',
          accountId: null,
          closingBalance: -25,
          lines: 1,
        },
      ],
    });
  });

  it('asks for the account of each of the file’s accounts', async () => {
    const res = await run(who, { accountId: String(bank) }, file());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL_001', reason: 'statementAccountMissing' });
    expect(await rows(bank)).toEqual([]);
  });

  it('books each account, keeps the bank ids, and agrees with the stated balances', async () => {
    const accounts = JSON.stringify({ '00012345678': bank, '4111222233334444': card });
    const res = await run(who, { accounts }, file());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 4,
      duplicates: 0,
      reconciliation: [
        {
          account: '00012345678',
          accountId: bank,
          date: '2024-03-10',
          stated: 2377.5,
          booked: 2377.5,
          difference: 0,
        },
        { account: '4111222233334444', accountId: card, stated: -25, booked: -25, difference: 0 },
      ],
    });
    expect(await rows(bank)).toEqual([
      expect.objectContaining({
        date: '2024-03-02',
        type: 'WITHDRAWAL',
        amount: '42.50000000',
        description: 'Café Rio · Lunch',
        bank_id: 'A1',
      }),
      expect.objectContaining({ date: '2024-03-05', type: 'DEPOSIT', bank_id: 'A2' }),
      expect.objectContaining({ date: '2024-03-06', description: 'Plumber · #104', bank_id: 'A3' }),
    ]);
  });

  it('remembers the numbers: the next file goes to the same accounts without asking', async () => {
    const seen = await detect(who, file());
    expect(seen.json().accounts.map((a: { accountId: number }) => a.accountId)).toEqual([
      bank,
      card,
    ]);
    const again = await run(who, {}, file());
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 4 });
    const next = await run(who, {}, file(OFX_NEXT_LINES, '2360.00'));
    expect(next.json()).toMatchObject({
      imported: 1,
      duplicates: 2, // A3 and the card's C1 again
      reconciliation: [
        expect.objectContaining({ stated: 2360, booked: 2367.5, difference: -7.5 }),
        expect.objectContaining({ stated: -25, booked: -25, difference: 0 }),
      ],
    });
    const account = await call(t, who, 'GET', `/api/account/${bank}`);
    expect(account.json().statementRef).toBe('00012345678');
  });

  it('refuses a file cut short, naming where, and books nothing', async () => {
    const cut = ofxTwoAccounts().slice(0, ofxTwoAccounts().indexOf('<FITID>A2'));
    const before = (await rows(bank)).length;
    const res = await run(who, {}, Buffer.from(cut, 'latin1'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL_001', reason: 'statementUnreadable' });
    expect(res.json().errors.file[0]).toMatch(/^Line \d+/);
    expect((await rows(bank)).length).toBe(before);
  });
});

describe('CAMT.053', () => {
  let who: Signed;
  let giro: number;
  beforeAll(async () => {
    who = await signUp(t, 'camt');
    giro = (await eur(who, 'Girokonto', 1000, '2024-02-29')).id;
  });

  it('books booked entries only, a batch as its parts, and matches the closing balance', async () => {
    const detected = await detect(who, CAMT_053);
    expect(detected.json()).toMatchObject({
      format: 'camt053',
      accounts: [
        { ref: 'DE89370400440532013000', closingBalance: 2012.35, closingDate: '2024-03-31' },
      ],
    });
    const res = await run(who, { accountId: String(giro) }, CAMT_053);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 4,
      reconciliation: [{ stated: 2012.35, booked: 2012.35, difference: 0 }],
    });
    expect(await rows(giro)).toEqual([
      expect.objectContaining({
        date: '2024-03-04',
        type: 'WITHDRAWAL',
        amount: '87.65000000',
        description: 'Stadtwerke München · Strom März Kunde 4711',
        bank_id: 'REF-0001',
      }),
      expect.objectContaining({
        date: '2024-03-15',
        amount: '600.00000000',
        description: 'Mieter A · Miete März',
      }),
      expect.objectContaining({
        date: '2024-03-15',
        amount: '300.00000000',
        description: 'Mieter B · Miete März',
      }),
      expect.objectContaining({
        date: '2024-03-20',
        amount: '200.00000000',
        description: 'Bareinzahlung',
        bank_id: 'REF-0003',
      }),
    ]);
    expect((await run(who, {}, CAMT_053)).json()).toMatchObject({ imported: 0, duplicates: 4 });
  });

  it('marks a hand-entered payment as a likely duplicate within three days', async () => {
    const other = (await eur(who, 'Zweitkonto', 500, '2024-02-29')).id;
    const typed = await post(t, who, {
      accountId: other,
      type: 'WITHDRAWAL',
      amount: 87.65,
      date: '2024-03-02',
      description: 'Strom',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const dry = await run(who, { accountId: String(other), dryRun: 'true' }, CAMT_053);
    expect(dry.json()).toMatchObject({ imported: 3, duplicates: 1 });
    expect(dry.json().likelyDuplicates).toEqual([
      expect.objectContaining({
        date: '2024-03-04',
        amount: 87.65,
        likelyDuplicate: true,
        bankId: 'REF-0001',
      }),
    ]);
    // Left unticked, the typed payment takes the bank's id: the next file knows it by that id.
    expect((await run(who, { accountId: String(other) }, CAMT_053)).json()).toMatchObject({
      imported: 3,
      duplicates: 1,
    });
    const again = await run(who, { accountId: String(other), dryRun: 'true' }, CAMT_053);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 4, likelyDuplicates: [] });
    expect(await balanceOf(t, who, other)).toBe(500 - 87.65 + 900 + 200);
  });
});
