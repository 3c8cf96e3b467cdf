import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@wealthlog/core';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { balanceOf, call, createAccount, dailyDeltas, post } from '../../test/ledger.js';
import { csvImportBody } from '../../test/multipart.js';

let t: TestApp;
let alice: Signed;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  alice = await signUp(t, 'alice');
});
afterAll(async () => t.close());

/** multipart/form-data with text fields and one `file` part, signed in as alice. */
function form(fields: Record<string, string>, csv: string | null) {
  const body = csvImportBody(fields, csv);
  return { payload: body.payload, headers: { ...authed(alice), ...body.headers } };
}

// A real bank-style export: ';' separated, DD.MM.YYYY, decimal comma, signed amounts, a quoted
// description holding the delimiter, one duplicate (line 5 repeats line 3) and one bad date (line 6).
const BANK_CSV = [
  'Buchungstag;Betrag;Verwendungszweck;Kategorie',
  '01.03.2024;1.500,00;Salary March;salary',
  '02.03.2024;-42,50;"Market; fruit";groceries',
  '03.03.2024;-7,25;Coffee;dining',
  '02.03.2024;-42,50;"Market; fruit";groceries',
  '31.02.2024;-1,00;Impossible day;',
  '04.03.2024;-=1+2;Formula amount;',
  '',
].join('\r\n');
const mapping = JSON.stringify({
  date: 'Buchungstag',
  amount: 'Betrag',
  description: 'Verwendungszweck',
  category: 'Kategorie',
});

describe('CSV import', () => {
  it('detects delimiter, headers, date format and decimal separator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import/detect',
      ...form({}, BANK_CSV),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      delimiter: ';',
      headers: ['Buchungstag', 'Betrag', 'Verwendungszweck', 'Kategorie'],
      dateFormat: null, // line 6 holds 31.02: no format reads every sample
      decimalSeparator: ',',
    });
    const clean = BANK_CSV.split('\r\n')
      .filter((l) => !l.startsWith('31.02'))
      .join('\n');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/transactions/import/detect',
          ...form({}, clean),
        })
      ).json().dateFormat,
    ).toBe('DD.MM.YYYY');
  });

  it('dry run previews without writing; the import skips the duplicate and names bad lines', async () => {
    const a = await createAccount(t, alice, {
      name: 'Giro',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
      openingDate: '2024-01-01',
    });
    const fields = {
      accountId: String(a.id),
      mapping,
      dateFormat: 'DD.MM.YYYY',
      decimalSeparator: ',',
    };
    const dry = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form({ ...fields, dryRun: 'true' }, BANK_CSV),
    });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      imported: 3,
      duplicates: 1,
      skipped: 3,
      detected: { delimiter: ';', decimalSeparator: ',' },
      errors: [
        { line: 6, message: 'Date must be a valid date' },
        { line: 7, message: 'Amount is invalid' },
      ],
    });
    expect(dry.json().preview[1]).toMatchObject({
      line: 3,
      date: '2024-03-02',
      amount: 42.5,
      type: 'WITHDRAWAL',
      description: 'Market; fruit',
      category: 'groceries',
      duplicate: false,
    });
    expect(dry.json().preview[3]).toMatchObject({ line: 5, duplicate: true });
    expect(await balanceOf(t, alice, a.id)).toBe(100);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form(fields, BANK_CSV),
    });
    expect(res.json()).toMatchObject({ dryRun: false, imported: 3, duplicates: 1, skipped: 3 });
    // 100 + 1500 − 42.50 − 7.25 = 1550.25
    expect(await balanceOf(t, alice, a.id)).toBe(1550.25);
    expect(await dailyDeltas(t, a.id)).toEqual([
      ['2024-01-01', '100.00000000'],
      ['2024-03-01', '1500.00000000'],
      ['2024-03-02', '-42.50000000'],
      ['2024-03-03', '-7.25000000'],
    ]);
    // The same file again: every good line is now a duplicate of a stored posting.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form(fields, BANK_CSV),
    });
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 4 });
    expect(await balanceOf(t, alice, a.id)).toBe(1550.25);
  });

  it('a type column picks INCOME/EXPENSE; ISO dates and a dot decimal', async () => {
    const a = await createAccount(t, alice, { name: 'Typed', type: 'CASH', currency: 'EUR' });
    const csv =
      'date,amount,kind,text\n2024-01-02,"1,200.00",income,Pay\n2024-01-03,-20,Expense,Food\n2024-01-04,5,gift,Bad type\n';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form(
        {
          accountId: String(a.id),
          mapping: JSON.stringify({
            date: 'date',
            amount: 'amount',
            type: 'kind',
            description: 'text',
          }),
          dateFormat: 'YYYY-MM-DD',
        },
        csv,
      ),
    });
    expect(res.json()).toMatchObject({
      imported: 2,
      errors: [{ line: 4, message: expect.stringContaining('Type must be one of') }],
    });
    const items = (
      await call(t, alice, 'GET', `/api/transactions?accountId=${a.id}&sort=date_asc`)
    ).json().items;
    expect(items.map((i: { type: string; amount: number }) => [i.type, i.amount])).toEqual([
      ['INCOME', 1200],
      ['EXPENSE', 20],
    ]);
  });

  it('stores tabs, backslashes, quotes and line breaks of a description as they were', async () => {
    // The lines reach PostgreSQL through COPY's text format, where these characters are escapes.
    const a = await createAccount(t, alice, { name: 'Raw', type: 'CASH', currency: 'EUR' });
    const odd = ['tab\there', 'back\\slash \\N', 'say "hi"', 'two\nlines'];
    const csv = `date\tamount\ttext\n${odd.map((d, i) => `2024-02-0${i + 1}\t${i + 1}\t"${d.replace(/"/g, '""')}"`).join('\n')}\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form(
        {
          accountId: String(a.id),
          mapping: JSON.stringify({ date: 'date', amount: 'amount', description: 'text' }),
          dateFormat: 'YYYY-MM-DD',
          delimiter: '\t',
        },
        csv,
      ),
    });
    expect(res.json()).toMatchObject({ imported: 4, errors: [] });
    const items = (
      await call(t, alice, 'GET', `/api/transactions?accountId=${a.id}&sort=date_asc`)
    ).json().items;
    expect(items.map((i: { description: string }) => i.description)).toEqual(odd);
    // The search index takes the imported lines too (its pending list, then merged: ADR 0009).
    const found = await call(t, alice, 'GET', `/api/transactions?accountId=${a.id}&q=slash`);
    expect(found.json().items.map((i: { description: string }) => i.description)).toEqual([odd[1]]);
  });

  it('a file above the import limit is 413 in the envelope, on detect and on import', async () => {
    const a = await createAccount(t, alice, { name: 'Huge', type: 'CASH', currency: 'EUR' });
    const csv = `date,amount\n${'2024-01-01,1\n'.repeat(Math.ceil((IMPORT_MAX_BYTES + 1) / 13))}`;
    for (const url of ['/api/transactions/import/detect', '/api/transactions/import']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        ...form({ accountId: String(a.id), mapping }, csv),
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toMatchObject({
        code: expect.any(String),
        requestId: res.headers['x-request-id'],
      });
    }
    expect(await balanceOf(t, alice, a.id)).toBe(0);
  });

  it('refuses a missing file, a bad mapping, an unknown column and an inactive account', async () => {
    const a = await createAccount(t, alice, { name: 'R', type: 'CASH', currency: 'EUR' });
    const base = { accountId: String(a.id), mapping, dateFormat: 'DD.MM.YYYY' };
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form(base, null),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: ['A CSV file is required'] });
    const badMap = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form({ ...base, mapping: '{' }, BANK_CSV),
    });
    expect(badMap.json().errors).toEqual({ mapping: ['Mapping is invalid'] });
    const col = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form({ ...base, mapping: JSON.stringify({ date: 'Datum', amount: 'Betrag' }) }, BANK_CSV),
    });
    expect(col.json().errors).toEqual({ 'mapping.date': ['Column not found in the file'] });
    await call(t, alice, 'PATCH', `/api/account/${a.id}/status`, { active: false });
    const inactive = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form(base, BANK_CSV),
    });
    expect(inactive.json().code).toBe('BUS_004');
  });
});

describe('CSV lines the database cannot hold', () => {
  it('are line errors alike in the dry run and the import, never a failed import', async () => {
    const a = await createAccount(t, alice, {
      name: 'Hostile',
      type: 'CASH',
      currency: 'EUR',
      balance: 0,
      openingDate: '2024-01-01',
    });
    const csv = [
      'Date,Amount,Description',
      '2024-03-01,99999999999999999999999,Too large',
      '2024-03-02,1.123456789,Too many digits',
      '2024-03-03,5.00,Nul \u0000 inside',
      '0000-01-01,5.00,Year zero',
      '2024-03-04,12.50,Fine',
      '',
    ].join('\n');
    const fields = {
      accountId: String(a.id),
      mapping: JSON.stringify({ date: 'Date', amount: 'Amount', description: 'Description' }),
      dateFormat: 'YYYY-MM-DD',
    };
    const dry = (
      await t.app.inject({
        method: 'POST',
        url: '/api/transactions/import',
        ...form({ ...fields, dryRun: 'true' }, csv),
      })
    ).json();
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      ...form(fields, csv),
    });
    expect(real.statusCode).toBe(200);
    const expected = [
      { line: 2, message: 'Amount must be at most 1000000000000' },
      { line: 3, message: 'Amount must have at most 2 decimal places' },
      { line: 4, message: 'Description contains a character that is not allowed' },
      { line: 5, message: 'Date must be a valid date' },
    ];
    expect(dry).toMatchObject({ imported: 1, errors: expected });
    expect(real.json()).toMatchObject({ imported: 1, errors: expected });
    expect(await balanceOf(t, alice, a.id)).toBe(12.5);
  });
});

describe('CSV export', () => {
  it('streams the current filter and defuses formula cells', async () => {
    const a = await createAccount(t, alice, {
      name: '=Evil',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
      openingDate: '2024-01-01',
    });
    await post(t, alice, {
      accountId: a.id,
      type: 'EXPENSE',
      amount: 1.5,
      category: '@cmd',
      description: '=HYPERLINK("http://x")',
      date: '2024-04-01',
    });
    await post(t, alice, {
      accountId: a.id,
      type: 'EXPENSE',
      amount: 2,
      description: '+1, "quoted"',
      date: '2024-04-02',
    });
    await post(t, alice, {
      accountId: a.id,
      type: 'DEPOSIT',
      amount: 3,
      description: '-minus',
      date: '2024-04-03',
    });
    const res = await call(
      t,
      alice,
      'GET',
      `/api/transactions/export?accountId=${a.id}&type=EXPENSE`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.split('\r\n')).toEqual([
      'date,type,account,to_account,amount,currency,to_amount,to_currency,category,description,splits',
      `2024-04-02,EXPENSE,'=Evil,,2,EUR,,,,"'+1, ""quoted""",`,
      `2024-04-01,EXPENSE,'=Evil,,1.5,EUR,,,'@cmd,"'=HYPERLINK(""http://x"")",`,
      '',
    ]);
    const all = await call(
      t,
      alice,
      'GET',
      `/api/transactions/export?accountId=${a.id}&sort=amount_asc`,
    );
    expect(all.body).toContain("'-minus");
    expect(all.body.trim().split('\r\n')).toHaveLength(4);
  });
});
