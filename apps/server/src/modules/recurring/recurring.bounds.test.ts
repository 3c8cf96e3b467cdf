import { EXPENSE_MESSAGES, RECURRING_MAX_PER_USER, recurringListSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withBystander } from '../../test/bystander.js';
import { call, createAccount, daysFromToday, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * Recurring items from 1900 froze every list (300 daily items: 11.6 s with
 * everyone blocked). The work now follows the window asked, a user keeps at most 200 items, and
 * another user's reads answer as usual meanwhile.
 */
const ctx = withUsers('alice', 'bob');
let cash: number;
const daily = (name: string) => ({
  name,
  accountId: cash,
  type: 'EXPENSE',
  amount: 0.01,
  rrule: 'FREQ=DAILY',
  startDate: '1900-01-01',
});
/** Bob reads his accounts, one request after another, while alice's request runs. */
const bystander = async () => {
  const res = await call(ctx.t, ctx.bob, 'GET', '/api/account');
  expect(res.statusCode).toBe(200);
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
  await createAccount(ctx.t, ctx.bob, { name: 'Mine', type: 'CASH', currency: 'EUR', balance: 5 });
  for (let i = 0; i < RECURRING_MAX_PER_USER; i++) {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/recurring', daily(`D${i}`));
    expect(res.statusCode, res.body).toBe(201);
  }
}, 120_000);

describe('recurring: bounded by the question, not by the rule', () => {
  it(`the ${RECURRING_MAX_PER_USER + 1}st item is refused: 422 BUS_003, with its reason`, async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/recurring', daily('One more'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'BUS_003',
      message: EXPENSE_MESSAGES.tooManyRecurring,
      reason: 'tooManyRecurring',
    });
    expect(EXPENSE_MESSAGES.tooManyRecurring).toContain(String(RECURRING_MAX_PER_USER));
    // Another user is not counted against alice's limit.
    const bobs = await call(ctx.t, ctx.bob, 'GET', '/api/account');
    const theirs = await call(ctx.t, ctx.bob, 'POST', '/api/recurring', {
      ...daily('Bob'),
      accountId: bobs.json()[0].id,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it('the list of 200 daily items from 1900 shows each one’s next date; bob is unaffected', async () => {
    const r = await withBystander(() => call(ctx.t, ctx.alice, 'GET', '/api/recurring'), bystander);
    expect(r.result.statusCode).toBe(200);
    const list = recurringListSchema.parse(r.result.json());
    expect(list).toHaveLength(RECURRING_MAX_PER_USER);
    expect(new Set(list.map((i) => i.nextDate))).toEqual(new Set([today()]));
    expect(r.p99).toBeLessThan(100);
    expect(r.maxStallMs).toBeLessThan(100);
  });

  it('the next 30 days are 200 × 31 occurrences; bob is unaffected', async () => {
    const r = await withBystander(
      () => call(ctx.t, ctx.alice, 'GET', '/api/recurring/upcoming'),
      bystander,
    );
    expect(r.result.statusCode, r.result.body).toBe(200);
    const list = r.result.json() as { date: string }[];
    expect(list).toHaveLength(RECURRING_MAX_PER_USER * 31);
    expect(list[0]!.date).toBe(today());
    expect(list.at(-1)!.date).toBe(daysFromToday(30));
    expect(r.p99).toBeLessThan(100);
  });

  it('a range of more than 20,000 occurrences is 422 BUS_003; bob is unaffected', async () => {
    const r = await withBystander(
      () =>
        call(
          ctx.t,
          ctx.alice,
          'GET',
          `/api/recurring/upcoming?from=${today()}&to=${daysFromToday(400)}`,
        ),
      bystander,
    );
    expect(r.result.statusCode).toBe(422);
    expect(r.result.json()).toMatchObject({
      code: 'BUS_003',
      message: EXPENSE_MESSAGES.tooManyOccurrences,
      reason: 'tooManyOccurrences',
    });
    expect(r.p99).toBeLessThan(100);
  });

  it('the cash flow ahead expands the same items without holding anyone up', async () => {
    const r = await withBystander(
      () => call(ctx.t, ctx.alice, 'GET', '/api/forecast/cashflow?days=60'),
      bystander,
    );
    expect(r.result.statusCode, r.result.body.slice(0, 300)).toBe(200);
    expect(r.p99).toBeLessThan(100);
  });
});
