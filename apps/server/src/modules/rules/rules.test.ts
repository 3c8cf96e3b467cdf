import { SCHEMA_MESSAGES, applyRuleResultSchema, ruleSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, call, createAccount, post, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { authed } from '../../test/auth.js';
import { csvImportBody } from '../../test/multipart.js';
import { withBystander } from '../../test/bystander.js';

/** API tests of /api/rules against real PostgreSQL. */
const ctx = withUsers('alice', 'bob', 'mallory');
let cash: number;
const create = async (body: Record<string, unknown>, who = ctx.alice) => {
  const res = await call(ctx.t, who, 'POST', '/api/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return ruleSchema.parse(res.json());
};
const spend = async (description: string, amount: number, extra: Record<string, unknown> = {}) => {
  const res = await post(ctx.t, ctx.alice, {
    accountId: cash,
    type: 'EXPENSE',
    amount,
    description,
    date: '2025-04-01',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    category: string | null;
    description: string | null;
    type: string;
  };
};
const starbucks = {
  name: 'Coffee',
  conditions: [{ field: 'description', op: 'contains', value: 'starbucks' }],
  actions: [{ field: 'category', value: 'Coffee' }],
};

beforeAll(async () => {
  cash = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 1000,
    })
  ).id;
});

describe('rules', () => {
  it('fill in a new transaction’s blank category, in position order; what the user typed stays', async () => {
    await create(starbucks);
    // A later rule sees the category the first one set.
    await create({
      name: 'Big coffee',
      match: 'ALL',
      conditions: [
        { field: 'category', op: 'equals', value: 'coffee' },
        { field: 'amount', op: 'gt', value: '20' },
      ],
      actions: [{ field: 'category', value: 'Treats' }],
    });
    expect((await spend('STARBUCKS Paris', 4.5)).category).toBe('Coffee');
    expect((await spend('Starbucks catering', 45)).category).toBe('Treats');
    expect((await spend('Starbucks', 4.5, { category: 'Work' })).category).toBe('Work');
    expect((await spend('Bakery', 3)).category).toBeNull();
  });

  it('a disabled rule does nothing; ANY matches on one condition', async () => {
    const rule = await create({
      name: 'Rent',
      match: 'ANY',
      conditions: [
        { field: 'description', op: 'startsWith', value: 'loyer' },
        { field: 'description', op: 'regex', value: '^rent\\b' },
      ],
      actions: [
        { field: 'category', value: 'Rent' },
        { field: 'description', value: 'Monthly rent' },
      ],
      enabled: false,
    });
    expect((await spend('Rent April', 10)).category).toBeNull();
    await call(ctx.t, ctx.alice, 'PUT', `/api/rules/${rule.id}`, { enabled: true });
    expect(await spend('LOYER avril', 10)).toMatchObject({
      category: 'Rent',
      description: 'LOYER avril',
    });
    expect((await spend('rent May', 10)).category).toBe('Rent');
  });

  it('apply to existing: a dry run previews and changes nothing; then it writes, balances unmoved', async () => {
    const a = await spend('Uber trip', 12);
    const b = await spend('UBER EATS', 20);
    const rule = await create({
      name: 'Uber',
      conditions: [{ field: 'description', op: 'contains', value: 'uber' }],
      actions: [
        { field: 'category', value: 'Transport' },
        { field: 'type', value: 'WITHDRAWAL' },
      ],
    });
    const balance = await balanceOf(ctx.t, ctx.alice, cash);
    const dry = await call(ctx.t, ctx.alice, 'POST', `/api/rules/${rule.id}/apply`, {
      dryRun: true,
    });
    expect(dry.statusCode).toBe(200);
    const preview = applyRuleResultSchema.parse(dry.json());
    expect([preview.matched, preview.changed]).toEqual([2, 2]);
    expect(preview.sample.map((s) => [s.id, s.category, s.type]).sort()).toEqual(
      [
        [a.id, 'Transport', 'WITHDRAWAL'],
        [b.id, 'Transport', 'WITHDRAWAL'],
      ].sort(),
    );
    const unchanged = (await call(ctx.t, ctx.alice, 'GET', `/api/transactions/${a.id}`)).json();
    expect(unchanged).toMatchObject({ category: null, type: 'EXPENSE' });

    const done = await call(ctx.t, ctx.alice, 'POST', `/api/rules/${rule.id}/apply`, {});
    expect(done.json()).toMatchObject({ matched: 2, changed: 2 });
    expect((await call(ctx.t, ctx.alice, 'GET', `/api/transactions/${b.id}`)).json()).toMatchObject(
      { category: 'Transport', type: 'WITHDRAWAL' },
    );
    // An expense became a withdrawal: the same direction, so the balance did not move.
    expect(await balanceOf(ctx.t, ctx.alice, cash)).toBe(balance);
    // Again: they match, nothing left to change.
    expect(
      (await call(ctx.t, ctx.alice, 'POST', `/api/rules/${rule.id}/apply`, {})).json(),
    ).toMatchObject({ matched: 2, changed: 0 });
  });

  it('run on import: blanks filled, a type refined in its direction, the bank’s category kept', async () => {
    const giro = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Giro',
        type: 'CASH',
        currency: 'EUR',
        balance: 100,
      })
    ).id;
    await create({
      name: 'Card',
      conditions: [{ field: 'description', op: 'startsWith', value: 'card ' }],
      actions: [
        { field: 'category', value: 'Dining' },
        { field: 'type', value: 'EXPENSE' },
      ],
    });
    const csv = [
      'date,amount,description,category',
      '2025-05-02,-60.00,CARD Bistro,',
      '2025-05-03,-4.00,Starbucks,Work',
      '',
    ].join('\n');
    const body = csvImportBody(
      {
        accountId: String(giro),
        mapping: JSON.stringify({
          date: 'date',
          amount: 'amount',
          description: 'description',
          category: 'category',
        }),
        dateFormat: 'YYYY-MM-DD',
        decimalSeparator: '.',
      },
      csv,
    );
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      payload: body.payload,
      headers: { ...authed(ctx.alice), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2 });
    const rows = (
      await ctx.t.db.pool.query<{ description: string; category: string; type: string }>(
        `SELECT description, category, type FROM transactions WHERE account_id = $1 ORDER BY date`,
        [giro],
      )
    ).rows;
    expect(rows).toEqual([
      // The bank's sign made both withdrawals; the rule made the card payment an expense.
      { description: 'CARD Bistro', category: 'Dining', type: 'EXPENSE' },
      { description: 'Starbucks', category: 'Work', type: 'WITHDRAWAL' },
    ]);
  });

  it('400 VAL_001 for an operator the field does not take, a bad regex, a transfer action', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/rules', {
      name: 'Bad',
      conditions: [
        { field: 'amount', op: 'contains', value: '5' },
        { field: 'description', op: 'regex', value: '([' },
      ],
      actions: [{ field: 'type', value: 'TRANSFER' }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'actions.0.value',
      'conditions.0.op',
      'conditions.1.value',
    ]);
  });

  it('lists in position order; another user’s rule answers 404 byte for byte', async () => {
    const list = (await call(ctx.t, ctx.alice, 'GET', '/api/rules')).json() as {
      name: string;
      position: number;
    }[];
    expect(list.map((r) => r.name)).toEqual(['Coffee', 'Big coffee', 'Rent', 'Uber', 'Card']);
    const mine = await create(starbucks);
    const missing = await call(ctx.t, ctx.bob, 'GET', '/api/rules/999999');
    expect(missing.statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', `/api/rules/${mine.id}`, undefined],
      ['PUT', `/api/rules/${mine.id}`, { enabled: false }],
      ['DELETE', `/api/rules/${mine.id}`, undefined],
      ['POST', `/api/rules/${mine.id}/apply`, { dryRun: true }],
    ] as const) {
      const res = await call(ctx.t, ctx.bob, method, url, body);
      expect(withoutRequestId(res.body), `${method} ${url}`).toBe(withoutRequestId(missing.body));
    }
    expect((await call(ctx.t, ctx.bob, 'GET', '/api/rules')).json()).toEqual([]);
    expect((await call(ctx.t, ctx.alice, 'DELETE', `/api/rules/${mine.id}`)).statusCode).toBe(204);
  });
});

/**
 * ADR 0020: `^(a+)+$` against 30 a's and a '!' held V8's backtracking RegExp 5.5 s, and with it
 * every user's request. On re2js (ADR 0020) the hostile user's own requests answer and the rule
 * simply does not match; another user's reads, measured in the same process (app.inject), keep
 * their pace.
 */
describe('a hostile regex holds nobody up', () => {
  const hostile = 'a'.repeat(30) + '!';
  let account: number;
  let ruleId: number;
  const bobReads = () => call(ctx.t, ctx.bob, 'GET', '/api/account');
  const expectBobUnhurt = (latencies: number[]) => {
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies), latencies.join(', ')).toBeLessThan(100);
  };

  beforeAll(async () => {
    account = (
      await createAccount(ctx.t, ctx.mallory, {
        name: 'Cash',
        type: 'CASH',
        currency: 'EUR',
        balance: 1000,
      })
    ).id;
    ruleId = (
      await create(
        {
          name: 'Hostile',
          conditions: [{ field: 'description', op: 'regex', value: '^(a+)+$' }],
          actions: [{ field: 'category', value: 'Caught' }],
        },
        ctx.mallory,
      )
    ).id;
    for (let i = 0; i < 5; i++) await bobReads(); // warm: the first reads of a path are slower
  });

  const spendAs = (description: string) =>
    post(ctx.t, ctx.mallory, {
      accountId: account,
      type: 'EXPENSE',
      amount: 1,
      description,
      date: '2025-04-01',
    });

  it('a new transaction: answered, not matched; the rule still matches what it should', async () => {
    const { result, latencies } = await withBystander(() => spendAs(hostile), bobReads);
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json()).toMatchObject({ description: hostile, category: null });
    expectBobUnhurt(latencies);
    expect((await spendAs('AAAA')).json()).toMatchObject({ category: 'Caught' });
  });

  it('an import of 300 such lines, then a dry run over them', async () => {
    // Amounts apart, or the import would skip all but one as duplicates.
    const lines = Array.from(
      { length: 300 },
      (_, i) => `2025-05-02,-${(2 + i / 100).toFixed(2)},${hostile}`,
    );
    const csv = ['date,amount,description', ...lines];
    const body = csvImportBody(
      {
        accountId: String(account),
        mapping: JSON.stringify({ date: 'date', amount: 'amount', description: 'description' }),
        dateFormat: 'YYYY-MM-DD',
        decimalSeparator: '.',
      },
      csv.join('\n') + '\n',
    );
    const imported = await withBystander(
      () =>
        ctx.t.app.inject({
          method: 'POST',
          url: '/api/transactions/import',
          payload: body.payload,
          headers: { ...authed(ctx.mallory), ...body.headers },
        }),
      bobReads,
    );
    expect(imported.result.statusCode, imported.result.body).toBe(200);
    expect(imported.result.json()).toMatchObject({ imported: 300 });
    expectBobUnhurt(imported.latencies);

    const dry = await withBystander(
      () => call(ctx.t, ctx.mallory, 'POST', `/api/rules/${ruleId}/apply`, { dryRun: true }),
      bobReads,
    );
    expect(dry.result.statusCode, dry.result.body).toBe(200);
    // Of mallory's 302 transactions only 'AAAA' matches, and it has its category already.
    expect(dry.result.json()).toMatchObject({ matched: 1, changed: 0 });
    expectBobUnhurt(dry.latencies);
  });

  it('a pattern re2js cannot run is refused at save with its reason', async () => {
    const res = await call(ctx.t, ctx.mallory, 'POST', '/api/rules', {
      name: 'Backreference',
      conditions: [{ field: 'description', op: 'regex', value: '(a+)\\1' }],
      actions: [{ field: 'category', value: 'Caught' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      errors: { 'conditions.0.value': [SCHEMA_MESSAGES.ruleRegexUnsupported] },
    });
  });
});
