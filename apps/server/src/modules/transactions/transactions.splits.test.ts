import {
  budgetMonthSchema,
  expenseCategoryListSchema,
  expenseSummarySchema,
  transactionPageSchema,
  transactionSchema,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerDrift } from '../../test/areas.js';
import { balanceOf, call, createAccount, post, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { replaceSplits } from './transactions.repository.js';

/**
 * Split transactions against real PostgreSQL (ADR 0015): the lines must sum to the
 * amount; the list, its category filter, budgets, the summary and category renames count each
 * line under its own category; another user's transaction is a 404; the ledger stays exact.
 */
const ctx = withUsers('alice', 'bob');
let eur: number;
let usd: number;

const create = async (body: Record<string, unknown>, who = ctx.alice) => {
  const res = await post(ctx.t, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return transactionSchema.parse(res.json());
};
const get = async (id: number) => {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/transactions/${id}`);
  expect(res.statusCode).toBe(200);
  return transactionSchema.parse(res.json());
};
const lines = (t: { splits: { category: string; amount: number }[] }) =>
  t.splits.map((s) => [s.category, s.amount]);
const listIds = async (query: string) => {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/transactions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return transactionPageSchema.parse(res.json()).items.map((t) => t.id);
};
const summary = async (query: string) => {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/expenses/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return expenseSummarySchema.parse(res.json());
};
const spentIn = async (month: string, category: string) => {
  const res = await call(ctx.t, ctx.alice, 'GET', `/api/budgets?month=${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return budgetMonthSchema.parse(res.json()).items.find((i) => i.category === category)?.spent;
};
const categoryId = async (name: string) => {
  const res = await call(ctx.t, ctx.alice, 'GET', '/api/categories');
  return expenseCategoryListSchema.parse(res.json()).find((c) => c.name === name)!.id;
};

beforeAll(async () => {
  eur = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 5000,
    })
  ).id;
  usd = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'US',
      type: 'CASH',
      currency: 'USD',
      balance: 5000,
    })
  ).id;
  // 1 EUR = 1.25 USD on 2025-03-10.
  const rate = await call(ctx.t, ctx.alice, 'POST', '/api/fx/rates', {
    date: '2025-03-10',
    base: 'EUR',
    quote: 'USD',
    rate: 1.25,
  });
  expect(rate.statusCode).toBe(201);
  // The list is seeded (English defaults: Groceries, Dining, …) before any budget is set.
  await call(ctx.t, ctx.alice, 'GET', '/api/categories');
});

describe('split transactions', () => {
  it('stores the lines in order, with no category of its own, and answers them on get and list', async () => {
    const t = await create({
      accountId: eur,
      type: 'EXPENSE',
      amount: 120,
      description: 'Supermarket',
      date: '2025-03-05',
      splits: [
        { category: 'Groceries', amount: 80.5, description: 'Food' },
        { category: 'Shopping', amount: 39.5 },
      ],
    });
    expect(t.category).toBeNull();
    expect(t.splits).toEqual([
      { category: 'Groceries', amount: 80.5, description: 'Food' },
      { category: 'Shopping', amount: 39.5, description: null },
    ]);
    expect(lines(await get(t.id))).toEqual([
      ['Groceries', 80.5],
      ['Shopping', 39.5],
    ]);
    const res = await call(
      ctx.t,
      ctx.alice,
      'GET',
      '/api/transactions?from=2025-03-05&to=2025-03-05',
    );
    const page = transactionPageSchema.parse(res.json());
    expect(page.items.map((i) => [i.id, lines(i)])).toEqual([[t.id, lines(t)]]);
    // The account paid the whole 120.00 once: 5,000 − 120 = 4,880.
    expect(await balanceOf(ctx.t, ctx.alice, eur)).toBe(4880);
    await call(ctx.t, ctx.alice, 'DELETE', `/api/transactions/${t.id}`);
  });

  it('lines that do not sum to the amount are a 400 VAL_001 naming splits', async () => {
    const base = { accountId: eur, type: 'EXPENSE', amount: 100, date: '2025-03-06' };
    const short = await post(ctx.t, ctx.alice, {
      ...base,
      splits: [
        { category: 'Groceries', amount: 60 },
        { category: 'Dining', amount: 39.99 },
      ],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VAL_001',
      errors: { splits: ['The split amounts must add up to the amount'] },
    });
    // More digits than EUR's cents on a line: refused on that line, never rounded into balance.
    const digits = await post(ctx.t, ctx.alice, {
      ...base,
      splits: [
        { category: 'Groceries', amount: 60.005 },
        { category: 'Dining', amount: 39.995 },
      ],
    });
    expect(digits.statusCode).toBe(400);
    expect(digits.json().errors).toEqual({
      'splits.0.amount': ['Amount must have at most 2 decimal places'],
    });
    const one = await post(ctx.t, ctx.alice, {
      ...base,
      splits: [{ category: 'Groceries', amount: 100 }],
    });
    expect(one.statusCode).toBe(400);
    expect(Object.keys(one.json().errors)).toEqual(['splits']);
    const withCategory = await post(ctx.t, ctx.alice, {
      ...base,
      category: 'Dining',
      splits: [
        { category: 'Groceries', amount: 60 },
        { category: 'Dining', amount: 40 },
      ],
    });
    expect(withCategory.json().errors).toEqual({
      category: ['A split transaction takes its categories from its lines'],
    });
    const transfer = await post(ctx.t, ctx.alice, {
      accountId: eur,
      toAccountId: usd,
      toAmount: 125,
      type: 'TRANSFER',
      amount: 100,
      date: '2025-03-06',
      splits: [
        { category: 'Groceries', amount: 60 },
        { category: 'Dining', amount: 40 },
      ],
    });
    expect(transfer.json().errors).toEqual({ splits: ['A transfer cannot be split'] });
    expect(await listIds('from=2025-03-06&to=2025-03-06')).toEqual([]);
  });

  it('an update keeps the lines unless told: a new amount must still add up; [] unsplits', async () => {
    const t = await create({
      accountId: eur,
      type: 'EXPENSE',
      amount: 50,
      date: '2025-03-07',
      category: 'Dining',
    });
    const split = await call(ctx.t, ctx.alice, 'PUT', `/api/transactions/${t.id}`, {
      splits: [
        { category: 'Dining', amount: 30 },
        { category: 'Transport', amount: 20 },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(transactionSchema.parse(split.json())).toMatchObject({ category: null });
    const amountOnly = await call(ctx.t, ctx.alice, 'PUT', `/api/transactions/${t.id}`, {
      amount: 60,
    });
    expect(amountOnly.statusCode).toBe(400);
    expect(amountOnly.json().errors).toEqual({
      splits: ['The split amounts must add up to the amount'],
    });
    const both = await call(ctx.t, ctx.alice, 'PUT', `/api/transactions/${t.id}`, {
      amount: 60,
      splits: [
        { category: 'Dining', amount: 35 },
        { category: 'Transport', amount: 25 },
      ],
    });
    expect(lines(transactionSchema.parse(both.json()))).toEqual([
      ['Dining', 35],
      ['Transport', 25],
    ]);
    const unsplit = await call(ctx.t, ctx.alice, 'PUT', `/api/transactions/${t.id}`, {
      splits: [],
      category: 'Dining',
    });
    expect(transactionSchema.parse(unsplit.json())).toMatchObject({
      category: 'Dining',
      splits: [],
      amount: 60,
    });
    await call(ctx.t, ctx.alice, 'DELETE', `/api/transactions/${t.id}`);
  });

  it("another user's transaction is a 404 like a missing one, split or not", async () => {
    const t = await create({
      accountId: eur,
      type: 'EXPENSE',
      amount: 10,
      date: '2025-03-08',
      splits: [
        { category: 'Groceries', amount: 4 },
        { category: 'Dining', amount: 6 },
      ],
    });
    const body = {
      splits: [
        { category: 'Groceries', amount: 5 },
        { category: 'Dining', amount: 5 },
      ],
    };
    const theirs = await call(ctx.t, ctx.bob, 'PUT', `/api/transactions/${t.id}`, body);
    const missing = await call(ctx.t, ctx.bob, 'PUT', '/api/transactions/999999999', body);
    expect(theirs.statusCode).toBe(404);
    expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
    expect((await call(ctx.t, ctx.bob, 'GET', `/api/transactions/${t.id}`)).statusCode).toBe(404);
    expect(lines(await get(t.id))).toEqual([
      ['Groceries', 4],
      ['Dining', 6],
    ]);
    // Below the service: replacing lines as bob deletes none of alice's, and the database itself
    // refuses a line of bob's on alice's transaction (the FK carries the user).
    await replaceSplits(ctx.t.app.db, ctx.bob.user.id, t.id, []);
    expect(lines(await get(t.id))).toHaveLength(2);
    const refused = await ctx.t.app.db
      .execute(
        sql`INSERT INTO transaction_splits (transaction_id, position, user_id, category, amount)
            VALUES (${t.id}, 5, ${ctx.bob.user.id}, 'Dining', 1)`,
      )
      .then(
        () => null,
        (err: { cause?: unknown }) => err.cause ?? err,
      );
    expect(refused).toMatchObject({
      code: '23503',
      constraint: 'transaction_splits_transaction_fk',
    });
    await call(ctx.t, ctx.alice, 'DELETE', `/api/transactions/${t.id}`);
  });
});

describe('filters, budgets and the summary count each line', () => {
  let split: number;
  let plain: number;
  let other: number;
  beforeAll(async () => {
    // March 2025, in EUR: a 100.00 EUR payment split 70 Groceries + 30 Dining; a plain 20.00 EUR
    // Groceries; a 62.50 USD payment (= 50.00 EUR on 2025-03-10) split 37.50 USD Groceries
    // (= 30.00 EUR) + 25.00 USD Transport (= 20.00 EUR).
    split = (
      await create({
        accountId: eur,
        type: 'EXPENSE',
        amount: 100,
        description: 'Market',
        date: '2025-03-12',
        splits: [
          { category: 'Groceries', amount: 70 },
          { category: 'Dining', amount: 30 },
        ],
      })
    ).id;
    plain = (
      await create({
        accountId: eur,
        type: 'EXPENSE',
        amount: 20,
        category: 'groceries',
        date: '2025-03-13',
      })
    ).id;
    other = (
      await create({
        accountId: usd,
        type: 'EXPENSE',
        amount: 62.5,
        date: '2025-03-10',
        splits: [
          { category: 'Groceries', amount: 37.5 },
          { category: 'Transport', amount: 25 },
        ],
      })
    ).id;
    const budget = await call(ctx.t, ctx.alice, 'PUT', '/api/budgets/Groceries', {
      amount: 200,
      rollover: 'NONE',
      from: '2025-03',
    });
    expect(budget.statusCode, budget.body).toBe(200);
    await call(ctx.t, ctx.alice, 'PUT', '/api/budgets/Dining', {
      amount: 50,
      rollover: 'NONE',
      from: '2025-03',
    });
  });

  it('the category filter matches a line, in any case, beside the unsplit rows', async () => {
    expect(await listIds('category=GROCERIES&from=2025-03-01&to=2025-03-31')).toEqual([
      plain,
      split,
      other,
    ]);
    expect(await listIds('category=Dining&from=2025-03-01&to=2025-03-31')).toEqual([split]);
    expect(await listIds('category=Transport&from=2025-03-01&to=2025-03-31')).toEqual([other]);
    const res = await call(
      ctx.t,
      ctx.alice,
      'GET',
      '/api/transactions?category=dining&from=2025-03-01&to=2025-03-31',
    );
    expect(transactionPageSchema.parse(res.json()).total).toBe(1);
  });

  it('the search q finds a split by a line: its category or its description, in any case', async () => {
    expect(await listIds('q=DINING&from=2025-03-01&to=2025-03-31')).toEqual([split]);
    expect(await listIds('q=ocerie&from=2025-03-01&to=2025-03-31')).toEqual([plain, split, other]);
    expect(await listIds('q=market&from=2025-03-01&to=2025-03-31')).toEqual([split]);
    const noted = await create({
      accountId: eur,
      type: 'EXPENSE',
      amount: 9,
      date: '2025-05-02',
      splits: [
        { category: 'Groceries', amount: 4, description: 'Bread' },
        { category: 'Gifts', amount: 5, description: 'Flowers for Mum' },
      ],
    });
    expect(await listIds('q=flowers&from=2025-05-01&to=2025-05-31')).toEqual([noted.id]);
    expect(await listIds('q=tulips&from=2025-05-01&to=2025-05-31')).toEqual([]);
    const bobs = await call(ctx.t, ctx.bob, 'GET', '/api/transactions?q=flowers');
    expect(transactionPageSchema.parse(bobs.json()).total).toBe(0);
    await call(ctx.t, ctx.alice, 'DELETE', `/api/transactions/${noted.id}`);
  });

  it('the CSV export keeps one row per transaction and writes the lines in a splits column', async () => {
    const res = await call(
      ctx.t,
      ctx.alice,
      'GET',
      '/api/transactions/export?category=Dining&from=2025-03-01&to=2025-03-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n')).toEqual([
      'date,type,account,to_account,amount,currency,to_amount,to_currency,category,description,splits',
      '2025-03-12,EXPENSE,Cash,,100,EUR,,,,Market,Groceries: 70; Dining: 30',
      '',
    ]);
    const all = await call(
      ctx.t,
      ctx.alice,
      'GET',
      '/api/transactions/export?category=groceries&from=2025-03-01&to=2025-03-31&sort=date_asc',
    );
    const rows = all.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe('2025-03-10,EXPENSE,US,,62.5,USD,,,,,Groceries: 37.5; Transport: 25');
    // An unsplit row leaves the column empty.
    expect(rows[2]).toBe('2025-03-13,EXPENSE,Cash,,20,EUR,,,groceries,,');
  });

  it("budgets' spent: each line under its category, in the base currency", async () => {
    // Groceries: 70.00 + 20.00 + 30.00 (37.50 USD / 1.25) = 120.00; Dining: 30.00.
    expect(await spentIn('2025-03', 'Groceries')).toBe(120);
    expect(await spentIn('2025-03', 'Dining')).toBe(30);
  });

  it('the summary by category counts lines; by month and account the totals are unchanged', async () => {
    const s = await summary('from=2025-03-01&to=2025-03-31&groupBy=category');
    expect(s.items.map((i) => [i.label, i.expenses, i.count])).toEqual([
      ['Groceries', 120, 3],
      ['Dining', 30, 1],
      ['Transport', 20, 1],
    ]);
    // 100 + 20 + 50 = 170.00 EUR, however it is grouped; no empty category for the parents.
    expect(s.totals.expenses).toBe(170);
    const byMonth = await summary('from=2025-03-01&to=2025-03-31&groupBy=month');
    expect(byMonth.items.map((i) => [i.key, i.expenses, i.count])).toEqual([['2025-03', 170, 3]]);
    // Stacked: each month by category, the lines under theirs — the bars of the Expenses page.
    const stacked = await summary('from=2025-03-01&to=2025-03-31&groupBy=month&stack=category');
    expect(
      stacked.items.map((i) => [
        i.key,
        i.expenses,
        i.categories?.map((c) => [c.label, c.expenses]),
      ]),
    ).toEqual([
      [
        '2025-03',
        170,
        [
          ['Groceries', 120],
          ['Dining', 30],
          ['Transport', 20],
        ],
      ],
    ]);
    const byAccount = await summary('from=2025-03-01&to=2025-03-31&groupBy=account');
    expect(byAccount.totals.expenses).toBe(170);
  });

  it('renaming a category renames the lines; deleting one with replaceWith moves them', async () => {
    const dining = await categoryId('Dining');
    const renamed = await call(ctx.t, ctx.alice, 'PUT', `/api/categories/${dining}`, {
      name: 'Eating out',
      kind: 'EXPENSE',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(lines(await get(split))).toEqual([
      ['Groceries', 70],
      ['Eating out', 30],
    ]);
    expect(await spentIn('2025-03', 'Eating out')).toBe(30);
    const transport = await categoryId('Transport');
    const blocked = await call(ctx.t, ctx.alice, 'DELETE', `/api/categories/${transport}`);
    expect(blocked.statusCode).toBe(422);
    const groceries = await categoryId('Groceries');
    const merged = await call(
      ctx.t,
      ctx.alice,
      'DELETE',
      `/api/categories/${transport}?replaceWith=${groceries}`,
    );
    expect(merged.statusCode, merged.body).toBe(204);
    expect(lines(await get(other))).toEqual([
      ['Groceries', 37.5],
      ['Groceries', 25],
    ]);
    // Groceries now: 120.00 + 20.00 (25.00 USD / 1.25) = 140.00.
    expect(await spentIn('2025-03', 'Groceries')).toBe(140);
  });

  it('a rule applied to existing transactions never gives a split one a category', async () => {
    const rule = await call(ctx.t, ctx.alice, 'POST', '/api/rules', {
      name: 'Market',
      position: 0,
      match: 'ALL',
      conditions: [{ field: 'description', op: 'contains', value: 'Market' }],
      actions: [{ field: 'category', value: 'Dining' }],
      enabled: true,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const applied = await call(ctx.t, ctx.alice, 'POST', `/api/rules/${rule.json().id}/apply`, {
      dryRun: false,
    });
    expect(applied.json()).toMatchObject({ matched: 1, changed: 0 });
    expect((await get(split)).category).toBeNull();
  });

  it('the ledger stays exact after split writes', async () => {
    expect(await ledgerDrift(ctx.t.app.db, ctx.alice.user.id)).toEqual([]);
  });
});
