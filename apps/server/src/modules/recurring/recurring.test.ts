import { recurringItemSchema, sumMoney, upcomingListSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, daysFromToday, today, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { runAutoPost } from '../../test/areas.js';

/** API tests of /api/recurring against real PostgreSQL. */
const ctx = withUsers('alice', 'bob');
let cash: number;
const rent = () => ({
  name: 'Rent',
  accountId: cash,
  type: 'EXPENSE',
  amount: 1200,
  category: 'Rent',
  rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12',
  startDate: '2026-01-01',
  weekend: 'AFTER',
});
const create = async (body: Record<string, unknown>, who = ctx.alice) => {
  const res = await call(ctx.t, who, 'POST', '/api/recurring', body);
  expect(res.statusCode, res.body).toBe(201);
  return recurringItemSchema.parse(res.json());
};
const upcoming = async (query: string, who = ctx.alice) => {
  const res = await call(ctx.t, who, 'GET', `/api/recurring/upcoming${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return upcomingListSchema.parse(res.json());
};
const linked = async (recurringId: number) =>
  (
    await ctx.t.db.pool.query<{ id: string; date: string; occurrence: string }>(
      `SELECT id, date::text, occurrence::text FROM transactions WHERE recurring_id = $1 ORDER BY occurrence`,
      [recurringId],
    )
  ).rows;

beforeAll(async () => {
  cash = (
    await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 100000,
    })
  ).id;
});

describe('recurring: the API contract’s reference items', () => {
  it('monthly on the 1st, 12 times, weekend AFTER: 14,400.00 for 1,200, four dates moved', async () => {
    const item = await create(rent());
    const list = (await upcoming('?from=2026-01-01&to=2026-12-31')).filter(
      (u) => u.recurringId === item.id,
    );
    expect(list).toHaveLength(12);
    expect(sumMoney(list.map((u) => u.amount)).toFixed(2)).toBe('14400.00');
    expect(
      list.filter((u) => u.date !== u.nominalDate).map((u) => [u.nominalDate, u.date]),
    ).toEqual([
      ['2026-02-01', '2026-02-02'],
      ['2026-03-01', '2026-03-02'],
      ['2026-08-01', '2026-08-03'],
      ['2026-11-01', '2026-11-02'],
    ]);
  });

  it('every other Friday from 2026-01-02: 26 dates in 2026, the last 2026-12-18', async () => {
    const item = await create({
      ...rent(),
      name: 'Pay',
      type: 'INCOME',
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR',
      startDate: '2026-01-02',
      weekend: 'NONE',
    });
    const dates = (await upcoming('?from=2026-01-01&to=2026-12-31'))
      .filter((u) => u.recurringId === item.id)
      .map((u) => u.date);
    expect(dates).toHaveLength(26);
    expect(dates.at(-1)).toBe('2026-12-18');
  });

  it('BYMONTHDAY=31 falls on 2026-02-28', async () => {
    const item = await create({
      ...rent(),
      name: 'Month end',
      rrule: 'FREQ=MONTHLY;BYMONTHDAY=31',
      weekend: 'NONE',
    });
    const feb = (await upcoming('?from=2026-02-01&to=2026-02-28')).filter(
      (u) => u.recurringId === item.id,
    );
    expect(feb.map((u) => u.date)).toEqual(['2026-02-28']);
  });
});

describe('recurring: skip and post', () => {
  it('skips one occurrence by its due date; posting it then is 422 BUS_004', async () => {
    const item = await create({ ...rent(), name: 'Skip me' });
    const res = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/skip`, {
      date: '2026-02-02',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().skipped).toEqual(['2026-02-01']);
    const feb = (await upcoming('?from=2026-02-01&to=2026-02-28')).find(
      (u) => u.recurringId === item.id,
    );
    expect(feb).toMatchObject({ date: '2026-02-02', status: 'SKIPPED', transactionId: null });
    const post = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/post`, {
      date: '2026-02-02',
    });
    expect(post.statusCode).toBe(422);
    expect(post.json()).toMatchObject({ code: 'BUS_004', reason: 'occurrenceSkipped' });
    const notOne = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/skip`, {
      date: '2026-02-15',
    });
    expect(notOne.json()).toMatchObject({ code: 'BUS_004', reason: 'notAnOccurrence' });
  });

  it('posts one occurrence as one transaction, linked; again → 200 with the same one', async () => {
    const item = await create({ ...rent(), name: 'Post me' });
    const first = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/post`, {
      date: '2026-03-02',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'EXPENSE',
      amount: 1200,
      category: 'Rent',
      date: '2026-03-02',
      description: 'Post me',
    });
    const again = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/post`, {
      date: '2026-03-01',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await linked(item.id)).toEqual([
      { id: String(first.json().id), date: '2026-03-02', occurrence: '2026-03-01' },
    ]);
    const march = (await upcoming('?from=2026-03-01&to=2026-03-31')).find(
      (u) => u.recurringId === item.id,
    );
    expect(march).toMatchObject({ status: 'POSTED', transactionId: first.json().id });
    // A posted occurrence cannot be skipped any more.
    const skip = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/skip`, {
      date: '2026-03-01',
    });
    expect(skip.json()).toMatchObject({ code: 'BUS_004', reason: 'occurrencePosted' });
  });

  it('an occurrence posted ahead of its day is dated today', async () => {
    const day = daysFromToday(10);
    const item = await create({
      ...rent(),
      name: 'Early',
      rrule: 'FREQ=MONTHLY',
      startDate: day,
      weekend: 'NONE',
    });
    const res = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/post`, {
      date: day,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().date).toBe(today());
  });

  it('the upcoming list defaults to the next 30 days', async () => {
    const item = await create({
      ...rent(),
      name: 'Daily',
      rrule: 'FREQ=DAILY',
      startDate: '2020-01-01',
      weekend: 'NONE',
    });
    const days = (await upcoming('')).filter((u) => u.recurringId === item.id).map((u) => u.date);
    expect(days[0]).toBe(today());
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toBe(daysFromToday(30));
  });
});

describe('recurring: auto-posting', () => {
  it('two starts on a due day post one transaction', async () => {
    const item = await create({
      ...rent(),
      name: 'Auto',
      rrule: 'FREQ=DAILY;COUNT=1',
      startDate: today(),
      // Due today whatever the weekday: rent()'s AFTER would move a Saturday's to Monday.
      weekend: 'NONE',
      autoPost: true,
    });
    await Promise.all([runAutoPost(ctx.t.db.db), runAutoPost(ctx.t.db.db)]);
    await runAutoPost(ctx.t.db.db);
    expect((await linked(item.id)).map((r) => r.date)).toEqual([today()]);
  });

  it('missed days are caught up at start, once; nothing before the item existed', async () => {
    const item = await create({
      ...rent(),
      name: 'Catch up',
      rrule: 'FREQ=DAILY',
      startDate: daysFromToday(-10),
      weekend: 'NONE',
      autoPost: true,
    });
    // As if created 3 days ago and the server was down since.
    await ctx.t.db.pool.query(
      `UPDATE recurring_items SET created_at = now() - interval '3 days' WHERE id = $1`,
      [item.id],
    );
    await runAutoPost(ctx.t.db.db);
    await runAutoPost(ctx.t.db.db);
    expect((await linked(item.id)).map((r) => r.date)).toEqual([
      daysFromToday(-3),
      daysFromToday(-2),
      daysFromToday(-1),
      today(),
    ]);
  });
});

describe('recurring: CRUD and codes', () => {
  it('edits and deletes; the posted transactions stay', async () => {
    const item = await create({ ...rent(), name: 'Edit me' });
    const put = await call(ctx.t, ctx.alice, 'PUT', `/api/recurring/${item.id}`, {
      amount: 1250.5,
      weekend: 'BEFORE',
    });
    expect(put.json()).toMatchObject({ amount: 1250.5, weekend: 'BEFORE', name: 'Edit me' });
    const posted = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/post`, {
      date: '2026-01-01',
    });
    expect((await call(ctx.t, ctx.alice, 'DELETE', `/api/recurring/${item.id}`)).statusCode).toBe(
      204,
    );
    expect(
      (await call(ctx.t, ctx.alice, 'GET', `/api/transactions/${posted.json().id}`)).statusCode,
    ).toBe(200);
    expect((await call(ctx.t, ctx.alice, 'GET', `/api/recurring/${item.id}`)).statusCode).toBe(404);
    expect(await linked(item.id)).toEqual([]);
  });

  it('an item that goes with its account unlinks what it posted into another account', async () => {
    const closing = (
      await createAccount(ctx.t, ctx.alice, { name: 'Moved to', type: 'CASH', currency: 'EUR' })
    ).id;
    const item = await create({ ...rent(), name: 'Moves away' });
    const posted = await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/post`, {
      date: '2026-01-01',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const moved = await call(ctx.t, ctx.alice, 'PUT', `/api/recurring/${item.id}`, {
      accountId: closing,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The item goes by the account's foreign key (cascade); the transaction, in `cash`, stays.
    const res = await call(ctx.t, ctx.alice, 'DELETE', `/api/account/${closing}`);
    expect(res.statusCode, res.body).toBe(204);
    const { rows } = await ctx.t.db.pool.query(
      'SELECT recurring_id, occurrence FROM transactions WHERE id = $1',
      [posted.json().id],
    );
    expect(rows).toEqual([{ recurring_id: null, occurrence: null }]);
  });

  it('deleting an account deletes its recurring items (with or without cascade), never a 500', async () => {
    const other = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Closing',
        type: 'CASH',
        currency: 'EUR',
        balance: 5000,
      })
    ).id;
    const item = await create({ ...rent(), name: 'On closing', accountId: other });
    await call(ctx.t, ctx.alice, 'POST', `/api/recurring/${item.id}/post`, { date: '2026-01-01' });
    const res = await call(ctx.t, ctx.alice, 'DELETE', `/api/account/${other}?cascade=true`);
    expect(res.statusCode).toBe(204);
    expect((await call(ctx.t, ctx.alice, 'GET', `/api/recurring/${item.id}`)).statusCode).toBe(404);
    const bare = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Bare',
        type: 'CASH',
        currency: 'EUR',
        balance: 0,
      })
    ).id;
    const planned = await create({ ...rent(), name: 'Planned', accountId: bare });
    expect((await call(ctx.t, ctx.alice, 'DELETE', `/api/account/${bare}`)).statusCode).toBe(204);
    expect((await call(ctx.t, ctx.alice, 'GET', `/api/recurring/${planned.id}`)).statusCode).toBe(
      404,
    );
  });

  it('400 VAL_001 for a rule outside the subset, a transfer without target, cents a currency lacks', async () => {
    const bad = await call(ctx.t, ctx.alice, 'POST', '/api/recurring', {
      ...rent(),
      rrule: 'FREQ=HOURLY',
      type: 'TRANSFER',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      rrule: ['Rule is invalid'],
      toAccountId: ['To account id is required'],
    });
    const jpy = (
      await createAccount(ctx.t, ctx.alice, {
        name: 'Yen',
        type: 'CASH',
        currency: 'JPY',
        balance: 0,
      })
    ).id;
    const cents = await call(ctx.t, ctx.alice, 'POST', '/api/recurring', {
      ...rent(),
      accountId: jpy,
      amount: 10.5,
    });
    expect(cents.statusCode).toBe(400);
    expect(Object.keys(cents.json().errors)).toEqual(['amount']);
  });

  it('another user’s item or account answers 404 byte for byte like a missing one', async () => {
    const item = await create({ ...rent(), name: 'Private' });
    const missing = await call(ctx.t, ctx.bob, 'GET', '/api/recurring/999999');
    expect(missing.statusCode).toBe(404);
    const same = (res: { body: string }) =>
      expect(withoutRequestId(res.body)).toBe(withoutRequestId(missing.body));
    same(await call(ctx.t, ctx.bob, 'GET', `/api/recurring/${item.id}`));
    same(await call(ctx.t, ctx.bob, 'PUT', `/api/recurring/${item.id}`, { name: 'Mine' }));
    same(await call(ctx.t, ctx.bob, 'DELETE', `/api/recurring/${item.id}`));
    same(
      await call(ctx.t, ctx.bob, 'POST', `/api/recurring/${item.id}/skip`, { date: '2026-01-01' }),
    );
    same(
      await call(ctx.t, ctx.bob, 'POST', `/api/recurring/${item.id}/post`, { date: '2026-01-01' }),
    );
    same(await call(ctx.t, ctx.bob, 'POST', '/api/recurring', { ...rent(), name: 'On hers' }));
    expect((await call(ctx.t, ctx.bob, 'GET', '/api/recurring')).json()).toEqual([]);
    expect(await upcoming('?from=2026-01-01&to=2026-12-31', ctx.bob)).toEqual([]);
    expect(await linked(item.id)).toEqual([]);
  });
});
