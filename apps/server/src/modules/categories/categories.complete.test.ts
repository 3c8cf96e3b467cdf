import { budgetMonthSchema, expenseCategoryListSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authed, type Signed } from '../../test/auth.js';
import { call, createAccount, post } from '../../test/ledger.js';
import { csvImportBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/**
 * The category list is complete before any use, fed by every path a name can
 * arrive by, in the same DB transaction: a new user budgets a default without opening the list,
 * and a name brought by a transaction, a split line, a CSV import, a recurring item or a rule is
 * listed and budgetable. A name the list lacks is 404 with a reason that names it.
 */
const ctx = withUsers('alice', 'bob', 'carl', 'dina', 'emma', 'fred');
const budget = (who: Signed, name: string) =>
  call(ctx.t, who, 'PUT', `/api/budgets/${encodeURIComponent(name)}`, {
    amount: 50,
    from: '2025-05',
  });
const listed = async (who: Signed) =>
  expenseCategoryListSchema.parse((await call(ctx.t, who, 'GET', '/api/categories')).json());
/** The name is in the list (kind as given) and a budget for it is set and shown. */
async function budgetable(who: Signed, name: string, kind = 'EXPENSE') {
  const res = await budget(who, name);
  expect(res.statusCode, res.body).toBe(200);
  expect(budgetMonthSchema.parse(res.json()).items.map((i) => i.category)).toContain(name);
  expect((await listed(who)).find((c) => c.name === name)).toMatchObject({ kind });
}
const cash: Record<string, number> = {};
const account = (who: Signed) => cash[who.user.username]!;

beforeAll(async () => {
  for (const who of [ctx.alice, ctx.bob, ctx.carl, ctx.dina, ctx.emma, ctx.fred]) {
    const a = await createAccount(ctx.t, who, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 1000,
      openingDate: '2025-01-01',
    });
    cash[who.user.username] = a.id;
  }
});

describe('categories complete before any use', () => {
  it('a new user budgets Groceries without opening the list first', async () => {
    await budgetable(ctx.alice, 'Groceries');
    expect(await listed(ctx.alice)).toHaveLength(18);
  });

  it('a transaction brings "Parking": listed, budgetable; an INCOME brings an INCOME one', async () => {
    const spent = await post(ctx.t, ctx.bob, {
      accountId: account(ctx.bob),
      type: 'EXPENSE',
      amount: 12,
      category: 'Parking',
      date: '2025-05-03',
    });
    expect(spent.statusCode, spent.body).toBe(201);
    await budgetable(ctx.bob, 'Parking');
    // The defaults were seeded with it, before any look at the list.
    expect((await listed(ctx.bob)).map((c) => c.name)).toContain('Salary');
    const got = await post(ctx.t, ctx.bob, {
      accountId: account(ctx.bob),
      type: 'INCOME',
      amount: 80,
      category: 'Tutoring',
      date: '2025-05-04',
    });
    expect(got.statusCode, got.body).toBe(201);
    expect((await listed(ctx.bob)).find((c) => c.name === 'Tutoring')).toMatchObject({
      kind: 'INCOME',
      count: 1,
    });
    // A later update with a new name adds that one too.
    const moved = await call(ctx.t, ctx.bob, 'PUT', `/api/transactions/${spent.json().id}`, {
      category: 'Car park',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await budgetable(ctx.bob, 'Car park');
  });

  it('a split line brings its category', async () => {
    const res = await post(ctx.t, ctx.carl, {
      accountId: account(ctx.carl),
      type: 'EXPENSE',
      amount: 30,
      date: '2025-05-05',
      splits: [
        { category: 'Groceries', amount: 20 },
        { category: 'Pet food', amount: 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    await budgetable(ctx.carl, 'Pet food');
  });

  it('a CSV import brings every new name of the file, once', async () => {
    await listed(ctx.dina); // seeded: the import's one INSERT … SELECT DISTINCT adds the names
    const csv = ['Date,Amount,Description,Category', '2025-05-02,-9.5,Garage,Parking'];
    csv.push('2025-05-03,-4,Meter,parking', '2025-05-04,-15,Stand,Flowers', '');
    const body = csvImportBody(
      {
        accountId: String(account(ctx.dina)),
        mapping: JSON.stringify({
          date: 'Date',
          amount: 'Amount',
          description: 'Description',
          category: 'Category',
        }),
        dateFormat: 'YYYY-MM-DD',
      },
      csv.join('\n'),
    );
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      payload: body.payload,
      headers: { ...authed(ctx.dina), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 3 });
    await budgetable(ctx.dina, 'Parking');
    await budgetable(ctx.dina, 'Flowers');
    const names = (await listed(ctx.dina)).map((c) => c.name.toLowerCase());
    expect(names.filter((n) => n === 'parking')).toHaveLength(1);
  });

  it('a recurring item brings its category at creation', async () => {
    const res = await call(ctx.t, ctx.emma, 'POST', '/api/recurring', {
      name: 'Gym',
      accountId: account(ctx.emma),
      type: 'EXPENSE',
      amount: 35,
      category: 'Fitness',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12',
      startDate: '2025-05-01',
      weekend: 'NONE',
      autoPost: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    await budgetable(ctx.emma, 'Fitness');
  });

  it('a rule brings its category, and so does applying it', async () => {
    const spent = await post(ctx.t, ctx.fred, {
      accountId: account(ctx.fred),
      type: 'EXPENSE',
      amount: 7,
      description: 'Parkhaus Mitte',
      date: '2025-05-06',
    });
    expect(spent.statusCode, spent.body).toBe(201);
    const rule = await call(ctx.t, ctx.fred, 'POST', '/api/rules', {
      name: 'Parking',
      conditions: [{ field: 'description', op: 'contains', value: 'parkhaus' }],
      actions: [{ field: 'category', value: 'Parking' }],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect((await listed(ctx.fred)).map((c) => c.name)).toContain('Parking');
    // Applied: the list still holds it once, with the transaction counted.
    const applied = await call(ctx.t, ctx.fred, 'POST', `/api/rules/${rule.json().id}/apply`, {
      dryRun: false,
    });
    expect(applied.json()).toMatchObject({ matched: 1, changed: 1 });
    expect((await listed(ctx.fred)).find((c) => c.name === 'Parking')).toMatchObject({ count: 1 });
    await budgetable(ctx.fred, 'Parking');
  });

  it('a name the list lacks is 404 with a reason that names it; another user’s likewise', async () => {
    const res = await budget(ctx.alice, 'Nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'DB_004',
      reason: 'categoryNotFound',
      message: 'There is no category “Nowhere”: add it under Categories first',
    });
    // Bob's 'Parking' is not alice's.
    const theirs = await budget(ctx.alice, 'Parking');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ reason: 'categoryNotFound' });
    expect(theirs.json().message).toContain('“Parking”');
  });
});
