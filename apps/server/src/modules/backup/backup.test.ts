import { beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/auth.js';
import { call, createAccount, post } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';
import { readZip } from '../../test/zip.js';

/** API tests of /api/backup against real PostgreSQL. */
const ctx = withUsers('alice', 'bob');

const download = async (who = ctx.alice) => {
  const res = await ctx.t.app.inject({ method: 'GET', url: '/api/backup', headers: authed(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const restore = (data: Buffer, who = ctx.bob, query = '') => {
  const body = multipartBody({ fileName: 'b.zip', contentType: 'application/zip', data });
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/backup/restore${query}`,
    headers: { ...authed(who), ...body.headers },
    payload: body.payload,
  });
};

beforeAll(async () => {
  const cash = await createAccount(ctx.t, ctx.alice, {
    name: 'Cash',
    type: 'CASH',
    currency: 'EUR',
    balance: 1000,
  });
  const bank = await createAccount(ctx.t, ctx.alice, {
    name: 'Bank',
    type: 'CASH',
    currency: 'USD',
    balance: 50,
  });
  for (let i = 1; i <= 5; i += 1) {
    const r = await post(ctx.t, ctx.alice, {
      accountId: cash.id,
      type: 'EXPENSE',
      amount: 10.25 * i,
      category: 'Food',
      description: `Lunch ${i}`,
      date: `2025-03-0${i}`,
    });
    expect(r.statusCode, r.body).toBe(201);
  }
  const t = await post(ctx.t, ctx.alice, {
    accountId: cash.id,
    toAccountId: bank.id,
    type: 'TRANSFER',
    amount: 100,
    toAmount: 108.5,
    date: '2025-03-10',
  });
  expect(t.statusCode, t.body).toBe(201);
  // Columns of more than 8 decimals: a pip size and a rate (numeric(28, 12)).
  const fx = await call(ctx.t, ctx.alice, 'PUT', '/api/instruments/EURUSD', {
    assetClass: 'FX',
    multiplier: 100000,
    pipSize: 0.0001,
  });
  expect(fx.statusCode, fx.body).toBe(201);
  const rate = await call(ctx.t, ctx.alice, 'POST', '/api/fx/rates', {
    date: '2025-03-10',
    base: 'EUR',
    quote: 'USD',
    rate: 1.083123456789,
  });
  expect(rate.statusCode, rate.body).toBe(201);
});

describe('GET /api/backup', () => {
  it('is a zip with a manifest that lists and hashes every member', async () => {
    const res = await download();
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wealthlog-backup-alice-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const members = await readZip(res.rawPayload);
    const manifest = JSON.parse(members.get('manifest.json')!.toString()) as {
      format: string;
      counts: Record<string, number>;
      files: { path: string }[];
    };
    expect(manifest.format).toBe('wealthlog-backup');
    expect(manifest.counts).toMatchObject({ accounts: 2, transactions: 6 });
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      [...members.keys()].filter((p) => p !== 'manifest.json').sort(),
    );
    const accounts = JSON.parse(members.get('data/accounts.json')!.toString()) as Record<
      string,
      unknown
    >[];
    expect(accounts.map((a) => [a.name, a.openingBalance])).toEqual([
      ['Cash', '1000.00000000'],
      ['Bank', '50.00000000'],
    ]);
    expect(accounts[0]).not.toHaveProperty('userId');
  });
});

describe('POST /api/backup/restore', () => {
  it('restores into an empty user with new ids, and the reads are the same', async () => {
    const backup = (await download()).rawPayload;
    const dry = await restore(backup, ctx.bob, '?dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, restored: { accounts: 2, transactions: 6 } });
    expect((await call(ctx.t, ctx.bob, 'GET', '/api/account')).json()).toEqual([]);
    const res = await restore(backup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, restored: { accounts: 2, transactions: 6 } });
    const strip = (body: string) => body.replace(/"(id|accountId|toAccountId)":\d+/g, '"$1":0');
    for (const url of [
      '/api/account',
      '/api/transactions?pageSize=50',
      '/api/instruments',
      '/api/fx/rates?base=EUR&quote=USD&from=2025-03-01&to=2025-03-31',
    ]) {
      const a = await call(ctx.t, ctx.alice, 'GET', url);
      const b = await call(ctx.t, ctx.bob, 'GET', url);
      expect(strip(b.body)).toEqual(strip(a.body));
    }
  });

  it('refuses a user who holds data unless asked to replace it', async () => {
    const backup = (await download()).rawPayload;
    const res = await restore(backup);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BUS_002', reason: 'notEmpty' });
    const replaced = await restore(backup, ctx.bob, '?replace=true');
    expect(replaced.statusCode, replaced.body).toBe(200);
  });

  it('replacing takes the settings back to the backup’s, even where it holds none', async () => {
    // alice never saved a setting: her backup holds none, and she reads the defaults.
    for (const [url, body] of [
      ['/api/generalSettings', { currency: 'USD', timezone: 'Asia/Tokyo', displayMode: 'dark' }],
      ['/api/tradingSettings', { patterns: ['Mine'], defaultFees: 2 }],
    ] as const)
      expect((await call(ctx.t, ctx.bob, 'PUT', url, body)).statusCode).toBe(200);
    const replaced = await restore((await download()).rawPayload, ctx.bob, '?replace=true');
    expect(replaced.statusCode, replaced.body).toBe(200);
    for (const url of ['/api/generalSettings', '/api/tradingSettings']) {
      const theirs = (await call(ctx.t, ctx.alice, 'GET', url)).body;
      expect((await call(ctx.t, ctx.bob, 'GET', url)).body, url).toBe(theirs);
    }
  });

  it('restores a loan whose property was deleted before the link was cleared, unlinked', async () => {
    // As a property deleted with ?cascade=true left its loans before real-estate unlinked them.
    const property = await call(ctx.t, ctx.alice, 'POST', '/api/real-estate/properties', {
      name: 'Garage',
      kind: 'OTHER',
      currency: 'EUR',
      purchaseDate: '2025-01-01',
      purchasePrice: 20000,
    });
    const loan = await call(ctx.t, ctx.alice, 'POST', '/api/loans', {
      name: 'Garage loan',
      direction: 'BORROWED',
      kind: 'PERSONAL',
      currency: 'EUR',
      principal: 15000,
      startDate: '2025-01-01',
      termMonths: 60,
      annualRate: 5,
      propertyId: property.json().id,
    });
    expect(loan.statusCode, loan.body).toBe(201);
    await ctx.t.db.pool.query('DELETE FROM properties WHERE id = $1', [property.json().id]);
    const res = await restore((await download()).rawPayload, ctx.bob, '?replace=true');
    expect(res.statusCode, res.body).toBe(200);
    const loans = (await call(ctx.t, ctx.bob, 'GET', '/api/loans')).json() as object[];
    expect(loans).toEqual([expect.objectContaining({ name: 'Garage loan', propertyId: null })]);
  });
});
