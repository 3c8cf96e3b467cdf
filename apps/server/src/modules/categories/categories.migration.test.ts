import fs from 'node:fs';
import path from 'node:path';
import { expenseCategoryListSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { call, createAccount, post } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * Migration 0025 (categories complete before any use): users who already have a list get every name
 * their transactions, split lines, recurring items and rules carry; a user without a list is left
 * to the app's seed. The names are removed below the API (as before this release, when writes did
 * not add them), then the migration's statement runs again on the test database.
 */
const ctx = withUsers('alice', 'bob');
const names = async (who = ctx.alice) =>
  expenseCategoryListSchema
    .parse((await call(ctx.t, who, 'GET', '/api/categories')).json())
    .map((c) => [c.name, c.kind]);

describe('migration 0025', () => {
  it('adds the names in use to existing lists, with their kind', async () => {
    const a = await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 500,
    });
    const write = async (body: Record<string, unknown>) => {
      const res = await post(ctx.t, ctx.alice, { accountId: a.id, date: '2025-05-02', ...body });
      expect(res.statusCode, res.body).toBe(201);
    };
    await write({ type: 'EXPENSE', amount: 5, category: 'Parking' });
    await write({ type: 'INCOME', amount: 9, category: 'Tips' });
    await write({
      type: 'EXPENSE',
      amount: 10,
      splits: [
        { category: 'Groceries', amount: 4 },
        { category: 'Pet food', amount: 6 },
      ],
    });
    const item = await call(ctx.t, ctx.alice, 'POST', '/api/recurring', {
      name: 'Gym',
      accountId: a.id,
      type: 'EXPENSE',
      amount: 35,
      category: 'Fitness',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=3',
      startDate: '2025-05-01',
    });
    expect(item.statusCode, item.body).toBe(201);
    const rule = await call(ctx.t, ctx.alice, 'POST', '/api/rules', {
      name: 'Refunds',
      conditions: [{ field: 'description', op: 'contains', value: 'refund' }],
      actions: [
        { field: 'category', value: 'Refunds' },
        { field: 'type', value: 'INCOME' },
      ],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const added = ['Parking', 'Tips', 'Pet food', 'Fitness', 'Refunds'];
    const before = await names();
    await ctx.t.db.pool.query(`DELETE FROM expense_categories WHERE name = ANY($1)`, [added]);
    expect((await names()).map(([n]) => n)).not.toContain('Parking');

    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, '0025_categories_complete.sql'), 'utf8');
    await ctx.t.db.pool.query(sql);
    const after = await names();
    expect(after.filter(([n]) => added.includes(n!)).sort()).toEqual([
      ['Fitness', 'EXPENSE'],
      ['Parking', 'EXPENSE'],
      ['Pet food', 'EXPENSE'],
      ['Refunds', 'INCOME'],
      ['Tips', 'INCOME'],
    ]);
    expect(after).toHaveLength(before.length);
    // Run twice, nothing more.
    await ctx.t.db.pool.query(sql);
    expect(await names()).toHaveLength(before.length);
  });

  it('leaves a user without a list to the app, which seeds defaults and names at first use', async () => {
    const b = await createAccount(ctx.t, ctx.bob, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 500,
    });
    const res = await post(ctx.t, ctx.bob, {
      accountId: b.id,
      type: 'EXPENSE',
      amount: 5,
      category: 'Parking',
      date: '2025-05-02',
    });
    expect(res.statusCode).toBe(201);
    // As a user of an older release would be: names in use, no list.
    await ctx.t.db.pool.query(`DELETE FROM expense_categories WHERE user_id = $1`, [
      ctx.bob.user.id,
    ]);
    await ctx.t.db.pool.query(
      fs.readFileSync(path.join(MIGRATIONS_DIR, '0025_categories_complete.sql'), 'utf8'),
    );
    const { rows } = await ctx.t.db.pool.query(
      `SELECT count(*)::int AS n FROM expense_categories WHERE user_id = $1`,
      [ctx.bob.user.id],
    );
    expect(rows[0].n).toBe(0);
    const list = await names(ctx.bob);
    expect(list).toContainEqual(['Parking', 'EXPENSE']);
    expect(list).toContainEqual(['Groceries', 'EXPENSE']);
    expect(list).toHaveLength(19);
  });
});
