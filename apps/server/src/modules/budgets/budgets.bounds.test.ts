import { budgetMonthSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withBystander } from '../../test/bystander.js';
import { call, createAccount, post } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * ADR 0019: budgets set from 1900-01 and a month view of 2199-12 walked 3,600 months per category,
 * holding the event loop (~6 ms a category). The chain now goes by runs (core's budgetRuns).
 */
const ctx = withUsers('alice', 'bob');
const CATEGORIES = 60;

beforeAll(async () => {
  for (let i = 0; i < CATEGORIES; i += 1) {
    const name = `Hostile ${i}`;
    const made = await call(ctx.t, ctx.alice, 'POST', '/api/categories', { name, kind: 'EXPENSE' });
    expect(made.statusCode, made.body).toBe(201);
    const rollover = i % 2 ? 'SURPLUS' : 'SURPLUS_AND_DEFICIT';
    const res = await call(ctx.t, ctx.alice, 'PUT', `/api/budgets/${encodeURIComponent(name)}`, {
      amount: 100,
      rollover,
      from: '1900-01',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const cash = await createAccount(ctx.t, ctx.alice, {
    name: 'Cash',
    type: 'CASH',
    currency: 'EUR',
    balance: 1_000,
    openingDate: '2025-01-01',
  });
  const spent = await post(ctx.t, ctx.alice, {
    accountId: cash.id,
    type: 'EXPENSE',
    amount: 40,
    category: 'Hostile 0',
    date: '2025-06-10',
  });
  expect(spent.statusCode, spent.body).toBe(201);
});

describe('GET /api/budgets?month=2199-12 with budgets from 1900-01', () => {
  it('gives 3,600 months of rollover and holds nobody up', async () => {
    const r = await withBystander(
      () => call(ctx.t, ctx.alice, 'GET', '/api/budgets?month=2199-12'),
      () => call(ctx.t, ctx.bob, 'GET', '/api/account'),
    );
    expect(r.result.statusCode, r.result.body.slice(0, 300)).toBe(200);
    const view = budgetMonthSchema.parse(r.result.json());
    expect(view.items).toHaveLength(CATEGORIES);
    const figures = (name: string) => {
      const i = view.items.find((x) => x.category === name)!;
      return [i.amount, i.carriedIn, i.spent, i.available];
    };
    // 3,599 months of 100 carried in, 40 of them spent in 2025-06.
    expect(figures('Hostile 0')).toEqual([100, 359_860, 0, 359_960]);
    expect(figures('Hostile 1')).toEqual([100, 359_900, 0, 360_000]);
    expect(Math.max(...r.latencies)).toBeLessThan(100);
    expect(r.maxStallMs).toBeLessThan(100);
  });
});
