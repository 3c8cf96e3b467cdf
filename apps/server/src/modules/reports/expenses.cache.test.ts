import { addMonths, budgetMonthSchema, expenseSummarySchema, loanSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authed, type Signed } from '../../test/auth.js';
import { call, createAccount, daysFromToday, post, today } from '../../test/ledger.js';
import { csvImportBody, multipartBody } from '../../test/multipart.js';
import { withUsers } from '../../test/users.js';

/**
 * The budgets month view and the expenses summary are served from the per-user cache (ADR 0006):
 * every kind of write that changes them must clear it. Each step warms both answers, writes, and
 * reads again through the API: the figures must already show the write (the cache lives 60 s, far
 * longer than this file). Alice signs up first, so she is ADMIN and her rate import is shared.
 */
const ctx = withUsers('alice', 'bob');
const month = () => today().slice(0, 7);
const summaryPath = () => `/api/expenses/summary?from=${month()}-01&to=${today()}&groupBy=category`;

async function summary(who: Signed = ctx.alice) {
  const res = await call(ctx.t, who, 'GET', summaryPath());
  expect(res.statusCode, res.body).toBe(200);
  const s = expenseSummarySchema.parse(res.json());
  return Object.fromEntries(s.items.map((i) => [i.key, i.expenses]));
}
async function budget() {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/budgets?month=${month()}`);
  expect(res.statusCode, res.body).toBe(200);
  const item = budgetMonthSchema.parse(res.json()).items[0]!;
  return [item.category, item.amount, item.spent];
}
/** Both answers now (and so cached until the next write). */
const warm = async () => [await budget(), await summary()];
const ok = (res: { statusCode: number; body: string }, code = 200) =>
  expect(res.statusCode, res.body).toBe(code);

let eur: number;
let txId: number;
beforeAll(async () => {
  const { t, alice } = ctx;
  eur = (
    await createAccount(t, alice, {
      name: 'Current',
      type: 'CASH',
      currency: 'EUR',
      balance: 10_000,
      openingDate: daysFromToday(-60),
    })
  ).id;
  ok(await call(t, alice, 'GET', '/api/categories'));
  ok(
    await call(t, alice, 'PUT', '/api/budgets/Groceries', {
      amount: 500,
      rollover: 'NONE',
      from: month(),
    }),
  );
});

describe('cached budgets and summary are fresh after every kind of write', () => {
  it('transactions: create, edit, split, delete', async () => {
    const { t, alice } = ctx;
    expect(await warm()).toEqual([['Groceries', 500, 0], {}]);
    const created = await post(t, alice, {
      accountId: eur,
      type: 'EXPENSE',
      amount: 10,
      category: 'Groceries',
      description: 'Market',
      date: today(),
    });
    ok(created, 201);
    txId = created.json().id;
    expect(await warm()).toEqual([['Groceries', 500, 10], { groceries: 10 }]);
    ok(await call(t, alice, 'PUT', `/api/transactions/${txId}`, { amount: 20 }));
    expect(await warm()).toEqual([['Groceries', 500, 20], { groceries: 20 }]);
    ok(
      await call(t, alice, 'PUT', `/api/transactions/${txId}`, {
        splits: [
          { category: 'Groceries', amount: 15 },
          { category: 'Dining', amount: 5 },
        ],
      }),
    );
    expect(await warm()).toEqual([['Groceries', 500, 15], { groceries: 15, dining: 5 }]);
    const extra = await post(t, alice, {
      accountId: eur,
      type: 'EXPENSE',
      amount: 1,
      category: 'Groceries',
      date: today(),
    });
    ok(extra, 201);
    expect(await warm()).toEqual([['Groceries', 500, 16], { groceries: 16, dining: 5 }]);
    ok(await call(t, alice, 'DELETE', `/api/transactions/${extra.json().id}`), 204);
    expect(await warm()).toEqual([['Groceries', 500, 15], { groceries: 15, dining: 5 }]);
  });

  it('budgets and a category renamed', async () => {
    const { t, alice } = ctx;
    await warm();
    ok(
      await call(t, alice, 'PUT', '/api/budgets/Groceries', {
        amount: 300,
        rollover: 'NONE',
        from: month(),
      }),
    );
    expect(await budget()).toEqual(['Groceries', 300, 15]);
    const cats = (await call(t, alice, 'GET', '/api/categories')).json() as {
      id: number;
      name: string;
    }[];
    const groceries = cats.find((c) => c.name === 'Groceries')!;
    await warm();
    ok(await call(t, alice, 'PUT', `/api/categories/${groceries.id}`, { name: 'Food' }));
    expect(await warm()).toEqual([['Food', 300, 15], { food: 15, dining: 5 }]);
  });

  it('a rule applied to existing transactions', async () => {
    const { t, alice } = ctx;
    ok(
      await post(t, alice, {
        accountId: eur,
        type: 'EXPENSE',
        amount: 7,
        category: 'Misc',
        description: 'Bakery',
        date: today(),
      }),
      201,
    );
    const rule = await call(t, alice, 'POST', '/api/rules', {
      name: 'Bakery is food',
      position: 0,
      match: 'ALL',
      conditions: [{ field: 'description', op: 'contains', value: 'Bakery' }],
      actions: [{ field: 'category', value: 'Food' }],
      enabled: true,
    });
    ok(rule, 201);
    expect(await warm()).toEqual([['Food', 300, 15], { food: 15, dining: 5, misc: 7 }]);
    ok(await call(t, alice, 'POST', `/api/rules/${rule.json().id}/apply`, { dryRun: false }));
    expect(await warm()).toEqual([['Food', 300, 22], { food: 22, dining: 5 }]);
  });

  it('a CSV import', async () => {
    const { t, alice } = ctx;
    await warm();
    const csv = `Date,Amount,Description,Category,Type\n${today()},-3.00,Corner shop,Food,EXPENSE\n`;
    const body = csvImportBody(
      {
        accountId: String(eur),
        mapping: JSON.stringify({
          date: 'Date',
          amount: 'Amount',
          description: 'Description',
          category: 'Category',
          type: 'Type',
        }),
        dateFormat: 'YYYY-MM-DD',
      },
      csv,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      payload: body.payload,
      headers: { ...authed(alice), ...body.headers },
    });
    ok(res);
    expect(res.json()).toMatchObject({ imported: 1 });
    expect(await warm()).toEqual([['Food', 300, 25], { food: 25, dining: 5 }]);
  });

  it('a loan payment', async () => {
    const { t, alice } = ctx;
    const first = daysFromToday(-10);
    const loanRes = await call(t, alice, 'POST', '/api/loans', {
      name: 'Car',
      direction: 'BORROWED',
      kind: 'AUTO',
      currency: 'EUR',
      principal: 12_000,
      termMonths: 12,
      annualRate: 12,
      startDate: addMonths(first, -1),
      firstPaymentDate: first,
      accountId: eur,
    });
    ok(loanRes, 201);
    const loan = loanSchema.parse(loanRes.json());
    expect(await warm()).toEqual([['Food', 300, 25], { food: 25, dining: 5 }]);
    const paid = await call(t, alice, 'POST', `/api/loans/${loan.id}/payments`, {
      date: today(),
      amount: loan.nextPayment!.amount,
    });
    ok(paid, 201);
    const interest = paid.json().interest as number;
    expect(interest).toBeGreaterThan(0);
    expect(await summary()).toEqual({ food: 25, dining: 5, 'loan interest': interest });
  });

  it('exchange rates: the user’s own rate, and an admin’s shared import for every user', async () => {
    const { t, alice, bob } = ctx;
    for (const who of [alice, bob]) {
      const usd = await createAccount(t, who, {
        name: 'Dollars',
        type: 'CASH',
        currency: 'USD',
        balance: 1000,
        openingDate: daysFromToday(-60),
      });
      ok(
        await post(t, who, {
          accountId: usd.id,
          type: 'EXPENSE',
          amount: 100,
          category: 'Travel',
          date: today(),
        }),
        201,
      );
    }
    await warm();
    // Her own rate: 1 EUR = 2 USD today, so 100 USD = 50 EUR.
    ok(
      await call(t, alice, 'POST', '/api/fx/rates', {
        date: today(),
        base: 'EUR',
        quote: 'USD',
        rate: 2,
      }),
      201,
    );
    expect((await summary()).travel).toBe(50);
    // Bob's answer is cached with the shipped rates; the admin's import is shared (1 EUR = 4 USD
    // today) and must clear every user's entries.
    const before = (await summary(bob)).travel;
    expect(before).not.toBe(25);
    const file = multipartBody({
      fileName: 'rates.csv',
      contentType: 'text/csv',
      data: Buffer.from(`Date,USD,\n${today()},4,\n`),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fx/rates/import',
      payload: file.payload,
      headers: { ...authed(alice), ...file.headers },
    });
    ok(res);
    expect((await summary(bob)).travel).toBe(25);
    // Alice's own rate still wins on that day.
    expect((await summary()).travel).toBe(50);
  });
});
