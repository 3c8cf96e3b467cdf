import { propertySchema, recurringItemSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import { balanceOf, call, createAccount, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { ledgerDrift } from '../../test/areas.js';
import { runAutoPost } from '../../test/areas.js';

/**
 * Recurring rent and charges of a property (they "come from the expenses area's
 * recurring items"): each occurrence posts a property entry and its transaction as one fact.
 */
const ctx = withUsers('alice', 'bob');
let eur: number;
let usd: number;
let flat: number;

const post = (url: string, body: unknown, who: Signed = ctx.alice) =>
  call(ctx.t, who, 'POST', url, body);
const rent = (extra: Record<string, unknown> = {}) => ({
  name: 'Flat rent',
  accountId: eur,
  type: 'INCOME',
  amount: 1750,
  category: 'RENT',
  rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=3',
  startDate: '2026-01-01',
  propertyId: flat,
  ...extra,
});

beforeAll(async () => {
  const account = (currency: string) =>
    createAccount(ctx.t, ctx.alice, { name: currency, type: 'CASH', currency, balance: 10000 });
  eur = (await account('EUR')).id;
  usd = (await account('USD')).id;
  const res = await post('/api/real-estate/properties', {
    name: 'Flat',
    kind: 'RENTAL',
    currency: 'EUR',
    purchaseDate: '2025-01-01',
    purchasePrice: 250_000,
  });
  expect(res.statusCode, res.body).toBe(201);
  flat = propertySchema.parse(res.json()).id;
});

describe('recurring items of a property', () => {
  it('posts each occurrence as a rent entry of the property with its transaction, once', async () => {
    const res = await post('/api/recurring', rent());
    expect(res.statusCode, res.body).toBe(201);
    const item = recurringItemSchema.parse(res.json());
    expect(item.propertyId).toBe(flat);

    const first = await post(`/api/recurring/${item.id}/post`, { date: '2026-01-01' });
    expect(first.statusCode, first.body).toBe(201);
    // Posting the same occurrence again answers the same transaction (idempotent): 200, not 201.
    const again = await post(`/api/recurring/${item.id}/post`, { date: '2026-01-01' });
    expect([again.statusCode, again.json().id]).toEqual([200, first.json().id]);

    const income = await call(
      ctx.t,
      ctx.alice,
      'GET',
      `/api/real-estate/income?propertyId=${flat}`,
    );
    const entries = income.json() as { amount: number; category: string; date: string }[];
    expect(entries.map((e) => [e.date, e.amount, e.category])).toEqual([
      ['2026-01-01', 1750, 'RENT'],
    ]);
    // 10,000 opening + 1,750 rent, counted once.
    expect(await balanceOf(ctx.t, ctx.alice, eur)).toBe(11750);
    expect(await ledgerDrift(ctx.t.app.db, ctx.alice.user.id)).toEqual([]);
  });

  it('auto-posts a property charge due today as an expense entry, once', async () => {
    const item = recurringItemSchema.parse(
      (
        await post(
          '/api/recurring',
          rent({
            name: 'Insurance',
            type: 'EXPENSE',
            amount: 40,
            category: 'INSURANCE',
            rrule: 'FREQ=DAILY;COUNT=1',
            startDate: today(),
            autoPost: true,
          }),
        )
      ).json(),
    );
    await runAutoPost(ctx.t.db.db);
    await runAutoPost(ctx.t.db.db);
    const res = await call(ctx.t, ctx.alice, 'GET', `/api/real-estate/expenses?propertyId=${flat}`);
    const mine = (res.json() as { category: string; amount: number }[]).filter(
      (e) => e.category === 'INSURANCE',
    );
    expect(mine.map((e) => e.amount)).toEqual([40]);
    const { rows } = await ctx.t.db.pool.query(
      'SELECT count(*)::int AS n FROM transactions WHERE recurring_id = $1',
      [item.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses what cannot be a property entry, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'Salary' }, 'category'],
      [{ type: 'EXPENSE', category: 'RENT' }, 'category'],
      [{ type: 'TRANSFER', toAccountId: usd, category: 'RENT' }, 'propertyId'],
      [{ accountId: usd }, 'accountId'],
      [{ propertyId: 999_999 }, 'propertyId'],
    ];
    for (const [extra, field] of cases) {
      const res = await post('/api/recurring', rent(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(extra)).toContain(field);
    }
  });

  it('renaming the user’s Rent category leaves a property item’s RENT code alone', async () => {
    const item = recurringItemSchema.parse(
      (await post('/api/recurring', rent({ startDate: '2026-04-01' }))).json(),
    );
    const cats = await call(ctx.t, ctx.alice, 'GET', '/api/categories');
    const rentId = (cats.json() as { id: number; name: string }[]).find(
      (c) => c.name === 'Rent',
    )!.id;
    const renamed = await call(ctx.t, ctx.alice, 'PUT', `/api/categories/${rentId}`, {
      name: 'Housing',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const got = await call(ctx.t, ctx.alice, 'GET', `/api/recurring/${item.id}`);
    expect(got.json().category).toBe('RENT');
    const posted = await post(`/api/recurring/${item.id}/post`, { date: '2026-04-01' });
    expect(posted.statusCode, posted.body).toBe(201);
  });

  it('a stored item that no longer passes the rules is refused on posting (400), not posted', async () => {
    const item = recurringItemSchema.parse(
      (await post('/api/recurring', rent({ startDate: '2026-07-01' }))).json(),
    );
    const before = await balanceOf(ctx.t, ctx.alice, eur);
    for (const category of [null, 'Salary']) {
      // What a change below the API can leave (an older rename, a manual fix, a migration).
      await ctx.t.db.pool.query('UPDATE recurring_items SET category = $1 WHERE id = $2', [
        category,
        item.id,
      ]);
      const res = await post(`/api/recurring/${item.id}/post`, { date: '2026-07-01' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VAL_001',
        errors: { category: [expect.stringContaining('Category')] },
      });
    }
    const { rows } = await ctx.t.db.pool.query(
      'SELECT count(*)::int AS n FROM transactions WHERE recurring_id = $1',
      [item.id],
    );
    expect(rows[0].n).toBe(0);
    expect(await balanceOf(ctx.t, ctx.alice, eur)).toBe(before);
  });

  it("refuses another user's property like a missing one", async () => {
    const bobs = await createAccount(ctx.t, ctx.bob, {
      name: 'B',
      type: 'CASH',
      currency: 'EUR',
      balance: 0,
    });
    const res = await post('/api/recurring', rent({ accountId: bobs.id }), ctx.bob);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ propertyId: ['Property is invalid'] });
  });

  it('deleting the property deletes its recurring items', async () => {
    const res = await post('/api/real-estate/properties', {
      name: 'Garage',
      kind: 'RENTAL',
      currency: 'EUR',
      purchaseDate: '2025-01-01',
      purchasePrice: 20_000,
    });
    const garage = propertySchema.parse(res.json()).id;
    const item = recurringItemSchema.parse(
      (await post('/api/recurring', rent({ propertyId: garage }))).json(),
    );
    const del = await call(ctx.t, ctx.alice, 'DELETE', `/api/real-estate/properties/${garage}`);
    expect(del.statusCode).toBe(204);
    expect((await call(ctx.t, ctx.alice, 'GET', `/api/recurring/${item.id}`)).statusCode).toBe(404);
  });
});
