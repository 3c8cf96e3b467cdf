import { expenseCategoryListSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, post, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/** API tests of /api/categories against real PostgreSQL: the user's own list. */
const ctx = withUsers('alice', 'bob', 'claire', 'dora');
const list = async (who = ctx.alice) =>
  expenseCategoryListSchema.parse((await call(ctx.t, who, 'GET', '/api/categories')).json());
const idOf = async (name: string, who = ctx.alice) =>
  (await list(who)).find((c) => c.name === name)!.id;
const categoryOfTx = async (id: number) =>
  (await call(ctx.t, ctx.alice, 'GET', `/api/transactions/${id}`)).json().category as string;

describe('categories', () => {
  it('seeds the defaults in the user’s language; an old key on a transaction takes the name', async () => {
    const a = await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 5000,
    });
    const tx = await post(ctx.t, ctx.alice, {
      accountId: a.id,
      type: 'EXPENSE',
      amount: 10,
      category: 'groceries',
      date: '2025-01-05',
    });
    const mine = await post(ctx.t, ctx.alice, {
      accountId: a.id,
      type: 'EXPENSE',
      amount: 5,
      category: 'Pets',
      date: '2025-01-06',
    });
    const names = await list();
    expect(names.find((c) => c.name === 'Groceries')).toMatchObject({ kind: 'EXPENSE', count: 1 });
    expect(names.find((c) => c.name === 'Salary')).toMatchObject({ kind: 'INCOME', count: 0 });
    // A category only a transaction used joins the list.
    expect(names.find((c) => c.name === 'Pets')).toMatchObject({ kind: 'EXPENSE', count: 1 });
    expect(names).toHaveLength(19);
    expect(await categoryOfTx(tx.json().id)).toBe('Groceries');
    expect(await categoryOfTx(mine.json().id)).toBe('Pets');

    await call(ctx.t, ctx.claire, 'PUT', '/api/generalSettings', { language: 'fr' });
    const fr = (await list(ctx.claire)).map((c) => c.name);
    expect(fr).toEqual(expect.arrayContaining(['Courses', 'Loyer', 'Salaire', 'Santé']));
    expect(fr).not.toContain('Groceries');
  });

  it('the first look also lists categories used only on split lines, with the parent’s kind', async () => {
    const a = await createAccount(ctx.t, ctx.dora, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 5000,
    });
    const paid = await post(ctx.t, ctx.dora, {
      accountId: a.id,
      type: 'EXPENSE',
      amount: 100,
      date: '2025-01-05',
      splits: [
        { category: 'Loan interest', amount: 40 },
        { category: 'Loan principal', amount: 60 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const got = await post(ctx.t, ctx.dora, {
      accountId: a.id,
      type: 'INCOME',
      amount: 30,
      date: '2025-01-06',
      splits: [
        { category: 'Tips', amount: 10 },
        { category: 'loan INTEREST', amount: 20 },
      ],
    });
    expect(got.statusCode, got.body).toBe(201);
    const names = await list(ctx.dora);
    // 'Loan interest': one EXPENSE line, one INCOME line in another case → one category, EXPENSE.
    expect(names.filter((c) => c.name.toLowerCase() === 'loan interest')).toEqual([
      expect.objectContaining({ name: 'Loan interest', kind: 'EXPENSE', count: 2 }),
    ]);
    expect(names.find((c) => c.name === 'Loan principal')).toMatchObject({
      kind: 'EXPENSE',
      count: 1,
    });
    expect(names.find((c) => c.name === 'Tips')).toMatchObject({ kind: 'INCOME', count: 1 });
    expect(names).toHaveLength(18 + 3);
  });

  it('creates one (201); a name taken in any case is 409 BUS_002; bad input 400 VAL_001', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/categories', {
      name: 'Garden',
      kind: 'EXPENSE',
      group: 'Home',
      color: '#336699',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Garden', group: 'Home', color: '#336699', count: 0 });
    const dup = await call(ctx.t, ctx.alice, 'POST', '/api/categories', { name: 'garden' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'BUS_002', reason: 'categoryNameTaken' });
    const bad = await call(ctx.t, ctx.alice, 'POST', '/api/categories', { name: '', kind: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VAL_001',
      errors: { name: ['Name is required'], kind: ['Kind must be one of: EXPENSE, INCOME'] },
    });
  });

  it('a rename renames it on every transaction at once', async () => {
    const a = await createAccount(ctx.t, ctx.alice, {
      name: 'R',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
    });
    const t1 = (
      await post(ctx.t, ctx.alice, {
        accountId: a.id,
        type: 'EXPENSE',
        amount: 1,
        category: 'Travel',
        date: '2025-02-01',
      })
    ).json();
    const t2 = (
      await post(ctx.t, ctx.alice, {
        accountId: a.id,
        type: 'EXPENSE',
        amount: 2,
        category: 'TRAVEL',
        date: '2025-02-02',
      })
    ).json();
    const res = await call(ctx.t, ctx.alice, 'PUT', `/api/categories/${await idOf('Travel')}`, {
      name: 'Trips',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Trips', count: 2 });
    expect([await categoryOfTx(t1.id), await categoryOfTx(t2.id)]).toEqual(['Trips', 'Trips']);
    const taken = await call(ctx.t, ctx.alice, 'PUT', `/api/categories/${await idOf('Trips')}`, {
      name: 'rent',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('deleting one in use needs a replacement (422 BUS_004); with it, a merge', async () => {
    const a = await createAccount(ctx.t, ctx.alice, {
      name: 'M',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
    });
    const t1 = (
      await post(ctx.t, ctx.alice, {
        accountId: a.id,
        type: 'EXPENSE',
        amount: 3,
        category: 'Dining',
        date: '2025-03-01',
      })
    ).json();
    const dining = await idOf('Dining');
    const refused = await call(ctx.t, ctx.alice, 'DELETE', `/api/categories/${dining}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'BUS_004', reason: 'categoryInUse' });
    const self = await call(
      ctx.t,
      ctx.alice,
      'DELETE',
      `/api/categories/${dining}?replaceWith=${dining}`,
    );
    expect(self.json()).toMatchObject({ code: 'BUS_004', reason: 'replaceWithItself' });
    const kind = await call(
      ctx.t,
      ctx.alice,
      'DELETE',
      `/api/categories/${dining}?replaceWith=${await idOf('Salary')}`,
    );
    expect(kind.json()).toMatchObject({ code: 'BUS_004', reason: 'replaceKindMismatch' });
    const merged = await call(
      ctx.t,
      ctx.alice,
      'DELETE',
      `/api/categories/${dining}?replaceWith=${await idOf('Groceries')}`,
    );
    expect(merged.statusCode).toBe(204);
    expect(await categoryOfTx(t1.id)).toBe('Groceries');
    expect((await list()).some((c) => c.name === 'Dining')).toBe(false);
    // An unused one simply goes.
    expect(
      (await call(ctx.t, ctx.alice, 'DELETE', `/api/categories/${await idOf('Gifts')}`)).statusCode,
    ).toBe(204);
  });

  it('the transaction form and filters offer the user’s own list once it exists', async () => {
    const offered = (
      await call(ctx.t, ctx.alice, 'GET', '/api/transactions/categories')
    ).json() as {
      name: string;
      isDefault: boolean;
    }[];
    const names = offered.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Groceries', 'Garden', 'Trips', 'Pets']));
    // Neither the old keys nor a merged-away category come back.
    expect(names).not.toContain('groceries');
    expect(names).not.toContain('Dining');
    expect(offered.every((c) => !c.isDefault)).toBe(true);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('another user’s category answers 404 byte for byte like a missing one', async () => {
    const garden = await idOf('Garden');
    await list(ctx.bob);
    const missing = await call(ctx.t, ctx.bob, 'PUT', '/api/categories/999999', { name: 'X' });
    const theirs = await call(ctx.t, ctx.bob, 'PUT', `/api/categories/${garden}`, { name: 'X' });
    expect(theirs.statusCode).toBe(404);
    expect(withoutRequestId(theirs.body)).toBe(withoutRequestId(missing.body));
    const del = await call(ctx.t, ctx.bob, 'DELETE', `/api/categories/${garden}`);
    expect(withoutRequestId(del.body)).toBe(withoutRequestId(missing.body));
    // Nor may bob merge into alice's.
    const into = await call(
      ctx.t,
      ctx.bob,
      'DELETE',
      `/api/categories/${await idOf('Rent', ctx.bob)}?replaceWith=${garden}`,
    );
    expect(withoutRequestId(into.body)).toBe(withoutRequestId(missing.body));
    expect((await list()).some((c) => c.name === 'Garden')).toBe(true);
  });
});
