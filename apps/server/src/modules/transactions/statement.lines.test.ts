import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { balanceOf, call, createAccount } from '../../test/ledger.js';
import { csvImportBody } from '../../test/multipart.js';

/** Statement files: the accounts that remember them, and lines the ledger cannot take as they are. */
let t: TestApp;
let who: Signed;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  who = await signUp(t, 'lines');
});
afterAll(async () => t.close());

const run = (fields: Record<string, string>, file: string | Buffer) => {
  const body = csvImportBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/transactions/import',
    payload: body.payload,
    headers: { ...authed(who), ...body.headers },
  });
};
const account = (name: string, statementRef?: string) =>
  createAccount(t, who, {
    name,
    type: 'CASH',
    currency: 'EUR',
    balance: 100,
    openingDate: '2024-01-01',
    ...(statementRef === undefined ? {} : { statementRef }),
  });

describe('statement lines', () => {
  it('reads a UTF-16 QIF, keeps the umlauts, and refuses split lines that go both ways', async () => {
    const { id } = await account('Konto');
    const qif = [
      '!Type:CCard',
      'D2024-03-01',
      'T-12,50',
      'PBäckerei Müller',
      'M€ 12,50',
      '^',
      'D2024-03-02',
      'T-50.00',
      'PPaycheck fix',
      'SFood',
      '$-80.00',
      'SRefund',
      '$30.00',
      '^',
      '',
    ].join('\n');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(qif, 'utf16le')]);
    const res = await run({ accountId: String(id) }, utf16);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 1,
      skipped: 1,
      errors: [{ line: 7, reason: 'splitSigns' }],
    });
    const list = await call(t, who, 'GET', `/api/transactions?accountId=${id}`);
    expect(list.json().items[0]).toMatchObject({ description: 'Bäckerei Müller · € 12,50' });
    expect(await balanceOf(t, who, id)).toBe(87.5);
  });

  it('an account number given to one account is taken from the account that held it', async () => {
    const first = await account('Old', 'FR7630004000031234567890143');
    expect(first).toMatchObject({ statementRef: 'FR7630004000031234567890143' });
    const second = await account('New', 'FR7630004000031234567890143');
    const a = await call(t, who, 'GET', `/api/account/${first.id}`);
    expect(a.json().statementRef).toBeNull();
    expect((await call(t, who, 'GET', `/api/account/${second.id}`)).json().statementRef).toBe(
      'FR7630004000031234567890143',
    );
    const cleared = await call(t, who, 'PUT', `/api/account/${second.id}`, { statementRef: '' });
    expect(cleared.json().statementRef).toBeNull();
    const tooLong = await call(t, who, 'PUT', `/api/account/${second.id}`, {
      statementRef: 'x'.repeat(65),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('investment files', () => {
  it.each([
    [
      'an OFX investment statement',
      '<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD<INVACCTFROM><BROKERID>b<ACCTID>9</INVACCTFROM></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>',
    ],
    ['a Ghostfolio export', '{ "meta": { "version": "2.0" }, "activities": [] }'],
  ])('refuses %s, pointing to the trades’ import', async (_, file) => {
    const { id } = await account('Broker cash');
    const res = await run({ accountId: String(id) }, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VAL_001', reason: 'statementInvestment' });
  });
});
