import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { authed, type Signed, signUp } from '../../test/auth.js';
import { call, createAccount, post } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';
import { AREAS } from '../../areas/index.js';
import { backupKindsOf } from '../../areas/plug-in.js';
import { resolveKinds } from '../../lib/backup/kind.js';
import { userBackup } from './backup.service.js';
import { readZip, writeZip } from '../../test/zip.js';

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

/** The archive's members, changed by `edit`, with the manifest's hashes made to match again. */
async function altered(
  backup: Buffer,
  edit: (members: Map<string, Buffer>, manifest: Record<string, unknown>) => void,
  rehash = true,
): Promise<Buffer> {
  const members = await readZip(backup);
  const manifest = JSON.parse(members.get('manifest.json')!.toString()) as Record<string, unknown>;
  edit(members, manifest);
  if (rehash) {
    manifest.files = [...members.keys()]
      .filter((p) => p !== 'manifest.json')
      .map((p) => ({
        path: p,
        sha256: createHash('sha256').update(members.get(p)!).digest('hex'),
        size: members.get(p)!.length,
      }));
  }
  members.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  return writeZip(members);
}

const rows = (members: Map<string, Buffer>, kind: string) =>
  JSON.parse(members.get(`data/${kind}.json`)!.toString()) as Record<string, unknown>[];
const setRows = (members: Map<string, Buffer>, kind: string, value: unknown[]) =>
  members.set(`data/${kind}.json`, Buffer.from(JSON.stringify(value)));

describe('a refused restore writes nothing', () => {
  const carol = {} as { s: Signed };
  let backup: Buffer;
  beforeAll(async () => {
    carol.s = await signUp(ctx.t, 'carol');
    backup = (await download()).rawPayload;
  });

  const refused = async (data: Buffer, reason: string, member: string) => {
    const res = await restore(data, carol.s);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: string; reason: string; errors: Record<string, string[]> };
    expect(body).toMatchObject({ code: 'VAL_001', reason });
    expect(Object.keys(body.errors)).toEqual([member]);
    // Nothing of the archive arrived: no account, no transaction, no upload.
    expect((await call(ctx.t, carol.s, 'GET', '/api/account')).json()).toEqual([]);
    const { rows: left } = await ctx.t.db.pool.query(
      `SELECT (SELECT count(*) FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.username = 'carol')::int AS n`,
    );
    expect(left[0].n).toBe(0);
    return body;
  };

  it('a truncated file: corrupt', async () => {
    await refused(backup.subarray(0, Math.floor(backup.length * 0.7)), 'corrupt', 'file');
  });

  it('not a zip at all: corrupt', async () => {
    await refused(Buffer.from('date,amount\n2025-01-01,3\n'), 'corrupt', 'file');
  });

  it('a member altered after the manifest was written: checksum', async () => {
    const data = await altered(
      backup,
      (m) => {
        const accounts = rows(m, 'accounts');
        accounts[0]!.openingBalance = '1000000.00000000';
        setRows(m, 'accounts', accounts);
      },
      false,
    );
    await refused(data, 'checksum', 'data/accounts.json');
  });

  it('an altered member whose rows are broken too: checksum, not what the rows break', async () => {
    // The archive is proven whole before a row is read: the refusal names the hash.
    const data = await altered(
      backup,
      (m) => setRows(m, 'transactions', [{ id: 1, amount: 'lots' }]),
      false,
    );
    await refused(data, 'checksum', 'data/transactions.json');
  });

  it('a member added that the manifest does not list: checksum', async () => {
    const data = await altered(backup, (m) => m.set('data/extra.json', Buffer.from('[]')), false);
    await refused(data, 'checksum', 'data/extra.json');
  });

  it('a newer format version: newerVersion', async () => {
    const data = await altered(backup, (_m, manifest) => {
      manifest.version = 99;
    });
    await refused(data, 'newerVersion', 'manifest.json');
  });

  it('a kind this version does not know: unknownKind', async () => {
    const data = await altered(backup, (m, manifest) => {
      m.set('data/spaceships.json', Buffer.from('[]'));
      manifest.counts = { ...(manifest.counts as object), spaceships: 0 };
    });
    await refused(data, 'unknownKind', 'data/spaceships.json');
  });

  it('a row that breaks a rule of the API (a negative opening balance, a bad currency): invalid', async () => {
    const data = await altered(backup, (m) => {
      const accounts = rows(m, 'accounts');
      accounts[0]!.openingBalance = '-5.00000000';
      setRows(m, 'accounts', accounts);
    });
    const body = await refused(data, 'invalid', 'data/accounts.json');
    expect(body.errors['data/accounts.json']!.join()).toMatch(/accounts_opening_balance_ck/);
    const badType = await altered(backup, (m) => {
      const accounts = rows(m, 'accounts');
      accounts[1]!.currency = 42;
      setRows(m, 'accounts', accounts);
    });
    const typed = await refused(badType, 'invalid', 'data/accounts.json');
    expect(typed.errors['data/accounts.json']![0]).toMatch(/^Row 2, currency: /);
  });

  it('a transaction that points at an account the archive does not hold: invalid, nothing written', async () => {
    const data = await altered(backup, (m) => {
      const tx = rows(m, 'transactions');
      tx[0]!.accountId = 987654;
      setRows(m, 'transactions', tx);
    });
    const body = await refused(data, 'invalid', 'data/transactions.json');
    expect(body.errors['data/transactions.json']![0]).toMatch(
      /accountId: 1 rows point at accounts/,
    );
  });

  it('an unknown column: invalid', async () => {
    const data = await altered(backup, (m) => {
      const accounts = rows(m, 'accounts');
      accounts[0]!.iban = 'FR76';
      setRows(m, 'accounts', accounts);
    });
    await refused(data, 'invalid', 'data/accounts.json');
  });

  it('a restore without a file: 400 in the envelope', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: authed(carol.s),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty('code');
  });
});

describe('the snapshot', () => {
  it('holds a write made while the backup streams wholly or not at all', async () => {
    const kinds = resolveKinds(backupKindsOf(AREAS));
    const alice = (await call(ctx.t, ctx.alice, 'GET', '/api/auth/me')).json() as {
      user: { id: number };
    };
    const cash = (
      (await call(ctx.t, ctx.alice, 'GET', '/api/account')).json() as { id: number }[]
    )[0]!;
    const deps = { db: ctx.t.db.db, pool: ctx.t.db.pool, dataDir: ctx.t.config.DATA_DIR, kinds };
    const { stream } = await userBackup(deps, { id: alice.user.id, username: 'alice' });
    // The snapshot is taken: a split transaction (one row and its two lines) is written now.
    const during = await post(ctx.t, ctx.alice, {
      accountId: cash.id,
      type: 'EXPENSE',
      amount: 120,
      description: 'Written during the backup',
      date: '2025-03-20',
      splits: [
        { category: 'Groceries', amount: 80.5 },
        { category: 'Shopping', amount: 39.5 },
      ],
    });
    expect(during.statusCode, during.body).toBe(201);
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    const members = await readZip(Buffer.concat(chunks));
    const manifest = JSON.parse(members.get('manifest.json')!.toString()) as {
      counts: Record<string, number>;
    };
    const txs = rows(members, 'transactions');
    expect(txs.some((t) => t.description === 'Written during the backup')).toBe(false);
    expect(rows(members, 'transactionSplits')).toHaveLength(0);
    expect(manifest.counts.transactions).toBe(txs.length);
    // The next backup holds all of it: the row and both of its lines.
    const after = await readZip((await download()).rawPayload);
    const id = rows(after, 'transactions').find(
      (t) => t.description === 'Written during the backup',
    )!.id;
    expect(rows(after, 'transactionSplits').filter((s) => s.transactionId === id)).toHaveLength(2);
    await call(
      ctx.t,
      ctx.alice,
      'DELETE',
      `/api/transactions/${(during.json() as { id: number }).id}`,
    );
  });
});
