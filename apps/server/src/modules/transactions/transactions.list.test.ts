import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { sql } from 'drizzle-orm';
import { call, createAccount, post } from '../../test/ledger.js';
import { DEEP_OFFSET } from './transactions.repository.js';

let t: TestApp;
let alice: Signed;
let cash: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  alice = await signUp(t, 'alice');
  cash = (
    await createAccount(t, alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 1000,
      openingDate: '2024-01-01',
    })
  ).id;
  other = (
    await createAccount(t, alice, {
      name: 'Other',
      type: 'STOCKS',
      currency: 'EUR',
      openingDate: '2024-01-01',
    })
  ).id;
  const rows = [
    {
      accountId: cash,
      type: 'INCOME',
      amount: 500,
      category: 'salary',
      description: 'March pay',
      date: '2024-03-01',
    },
    {
      accountId: cash,
      type: 'EXPENSE',
      amount: 42.5,
      category: 'groceries',
      description: 'Market',
      date: '2024-03-02',
    },
    {
      accountId: cash,
      type: 'EXPENSE',
      amount: 7.25,
      category: 'dining',
      description: 'Coffee 100% arabica',
      date: '2024-03-03',
    },
    { accountId: cash, toAccountId: other, type: 'TRANSFER', amount: 200, date: '2024-03-04' },
    { accountId: other, type: 'DEPOSIT', amount: 1, description: 'Dividend', date: '2024-02-01' },
  ];
  for (const r of rows) {
    const res = await post(t, alice, r);
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});
afterAll(async () => t.close());

const list = async (qs: string) => {
  const res = await call(t, alice, 'GET', `/api/transactions${qs}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { amount: number; date: string; type: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
};

describe('GET /api/transactions', () => {
  it('pages newest first by default', async () => {
    const page = await list('?pageSize=2');
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page.items.map((i) => i.date)).toEqual(['2024-03-04', '2024-03-03']);
    expect((await list('?pageSize=2&page=3')).items.map((i) => i.date)).toEqual(['2024-02-01']);
  });

  it('filters by account (both sides of a transfer), type, category, dates, text and amount', async () => {
    expect((await list(`?accountId=${other}`)).total).toBe(2);
    expect((await list('?type=EXPENSE')).items.map((i) => i.amount)).toEqual([7.25, 42.5]);
    expect((await list('?category=groceries')).total).toBe(1);
    // In any case: "Groceries" from a bank's CSV is the default 'groceries'.
    expect((await list('?category=GROCERIES')).items.map((i) => i.amount)).toEqual([42.5]);
    expect((await list('?from=2024-03-02&to=2024-03-03')).total).toBe(2);
    expect((await list('?q=MARKET')).items.map((i) => i.amount)).toEqual([42.5]);
    expect((await list('?q=SALAR')).items.map((i) => i.amount)).toEqual([500]);
    // % is a literal character, not a wildcard.
    expect((await list('?q=100%25')).total).toBe(1);
    expect((await list('?minAmount=7.25&maxAmount=200')).items.map((i) => i.amount)).toEqual([
      200, 7.25, 42.5,
    ]);
  });

  it('keeps every total exact across writes (kept counts and the cached filtered count)', async () => {
    expect((await list('?q=market')).total).toBe(1);
    expect((await list(`?accountId=${cash}`)).total).toBe(4);
    const res = await post(t, alice, {
      accountId: cash,
      type: 'EXPENSE',
      amount: 1,
      description: 'Market again',
      date: '2024-03-05',
    });
    expect(res.statusCode).toBe(201);
    expect((await list('?q=market')).total).toBe(2);
    expect((await list(`?accountId=${cash}`)).total).toBe(5);
    expect((await list('')).total).toBe(6);
    const del = await call(
      t,
      alice,
      'DELETE',
      `/api/transactions/${(res.json() as { id: number }).id}`,
    );
    expect(del.statusCode).toBe(204);
    expect((await list('?q=market')).total).toBe(1);
    expect((await list('')).total).toBe(5);
  });

  it("pages an account's list across both sides of its transfers in one order", async () => {
    // Other: the transfer it receives (03-04, 200) and its own deposit (02-01, 1).
    const pages = [1, 2, 3].map((p) => list(`?accountId=${other}&pageSize=1&page=${p}`));
    const [p1, p2, p3] = await Promise.all(pages);
    expect([p1!.items[0]?.date, p2!.items[0]?.date, p3!.items]).toEqual([
      '2024-03-04',
      '2024-02-01',
      [],
    ]);
    expect(p2!.total).toBe(2);
    // Sorted by amount both ways, the received transfer (200) and the deposit (1) interleave.
    expect((await list(`?accountId=${other}&sort=amount_asc`)).items.map((i) => i.amount)).toEqual([
      1, 200,
    ]);
    expect(
      (await list(`?accountId=${cash}&sort=amount_desc&pageSize=2&page=2`)).items.map(
        (i) => i.amount,
      ),
    ).toEqual([42.5, 7.25]);
    // The transfer counts once in the source account's list.
    expect((await list(`?accountId=${cash}&type=TRANSFER`)).items.map((i) => i.amount)).toEqual([
      200,
    ]);
  });

  it('sorts by amount and date both ways', async () => {
    expect((await list('?sort=amount_desc')).items.map((i) => i.amount)).toEqual([
      500, 200, 42.5, 7.25, 1,
    ]);
    expect((await list('?sort=amount_asc')).items.map((i) => i.amount)).toEqual([
      1, 7.25, 42.5, 200, 500,
    ]);
    expect((await list('?sort=date_asc')).items[0]!.date).toBe('2024-02-01');
    expect((await call(t, alice, 'GET', '/api/transactions?sort=name')).statusCode).toBe(400);
  });
});

describe('GET /api/transactions deep in a long list', () => {
  it('pages past DEEP_OFFSET (ids first, then rows) in the same order as the top of the list', async () => {
    const deep = await signUp(t, 'deep');
    const acc = (
      await createAccount(t, deep, {
        name: 'Long',
        type: 'CASH',
        currency: 'EUR',
        balance: 0,
        openingDate: '2020-01-01',
      })
    ).id;
    const n = DEEP_OFFSET + 150;
    // Many rows share a date, so the id tie-breaker decides the order too.
    await t.app.db.execute(sql`
      INSERT INTO transactions (user_id, account_id, type, amount, date, description)
      SELECT ${deep.user.id}, ${acc}, 'DEPOSIT', (g % 97) + 1, date '2020-01-01' + (g % 300), 'row ' || g
      FROM generate_series(1, ${n}) g`);
    const get = async (qs: string) => {
      const res = await call(t, deep, 'GET', `/api/transactions${qs}`);
      expect(res.statusCode).toBe(200);
      return res.json() as {
        items: { id: number; date: string; amount: number; currency: string }[];
        total: number;
      };
    };
    const whole = [] as { id: number; date: string; amount: number; currency: string }[];
    for (let page = 1; page <= 3; page++)
      whole.push(...(await get(`?pageSize=500&page=${page}`)).items);
    expect(whole).toHaveLength(n);
    const expected = [...whole].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(whole.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    // Pages 11 and 12 of 100 straddle the deep offset; page 21 of 50 is past it, amount order.
    const p11 = await get('?pageSize=100&page=11');
    expect(p11.items.map((r) => r.id)).toEqual(expected.slice(1000, 1100).map((r) => r.id));
    expect(p11.items[0]).toMatchObject({ currency: 'EUR' });
    expect(p11.total).toBe(n);
    const byAmount = [...whole].sort((a, b) => a.amount - b.amount || a.id - b.id);
    const p21 = await get('?pageSize=50&page=21&sort=amount_asc');
    expect(p21.items.map((r) => r.id)).toEqual(byAmount.slice(1000, 1050).map((r) => r.id));
  });
});

describe('GET /api/transactions/categories', () => {
  it('lists the categories in use newest-used first, then the rest of the user’s list', async () => {
    const res = await call(t, alice, 'GET', '/api/transactions/categories');
    const cats = res.json() as { name: string; isDefault: boolean; lastUsed: string | null }[];
    // The first write ('salary') seeded the list (categories are complete before any use), its key
    // taking the default's name; later writes keep the spelling they carry, which matches the list
    // in any case; a default's key among them is still flagged, so the UI reads it in its language.
    expect(cats.slice(0, 3).map((c) => c.name)).toEqual(['dining', 'groceries', 'Salary']);
    expect(cats[0]).toMatchObject({ isDefault: true, lastUsed: '2024-03-03', count: 1 });
    expect(cats[2]).toMatchObject({ name: 'Salary', isDefault: false });
    expect(cats.filter((c) => c.name.toLowerCase() === 'groceries')).toHaveLength(1);
    expect(cats.map((c) => c.name)).toContain('Rent');
    expect(cats.map((c) => c.name)).not.toContain('Dining');
  });
});
