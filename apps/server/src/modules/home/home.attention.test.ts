import { type AttentionItem, dashboardHomeSchema, errorEnvelopeSchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAutoPost } from '../../test/areas.js';
import { authed, type Signed } from '../../test/auth.js';
import { csvImportBody } from '../../test/multipart.js';
import { call, daysFromToday, today } from '../../test/ledger.js';
import { OFX_BANK_LINES, ofxTwoAccounts } from '../../test/statements/fixtures.js';
import { withUsers } from '../../test/users.js';

/**
 * Attention items of GET /api/dashboard/home: each appears with its cause and goes when the cause
 * is fixed or the item dismissed; a dismissed item comes back when its cause changes; one user's
 * items and dismissals are not another's.
 */
const ctx = withUsers('root', 'carol', 'dave');

const ok = async (s: Signed, method: 'POST' | 'PUT', url: string, body?: unknown) => {
  const res = await call(ctx.t, s, method, url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as { id: number };
};
const attention = async (s: Signed): Promise<AttentionItem[]> => {
  const res = await call(ctx.t, s, 'GET', '/api/dashboard/home');
  expect(res.statusCode, res.body).toBe(200);
  return dashboardHomeSchema.parse(res.json()).attention;
};
const ofKind = async (s: Signed, kind: string) =>
  (await attention(s)).filter((i) => i.kind === kind);
const dismiss = (s: Signed, id: string) =>
  call(ctx.t, s, 'POST', `/api/dashboard/home/attention/${encodeURIComponent(id)}/dismiss`);

let base: string;
let cash: number;
beforeAll(async () => {
  const res = await call(ctx.t, ctx.carol, 'GET', '/api/dashboard/networth/summary');
  base = res.json().currency;
  cash = (
    await ok(ctx.carol, 'POST', '/api/account', {
      name: 'Checking',
      type: 'CASH',
      currency: base,
      balance: 1000,
      openingDate: daysFromToday(-60),
    })
  ).id;
});

describe('attention items', () => {
  it('an over-budget category, until its budget covers the spending', async () => {
    await ok(ctx.carol, 'PUT', '/api/budgets/Groceries', { amount: 10, rollover: 'NONE' });
    await ok(ctx.carol, 'POST', '/api/transactions', {
      accountId: cash,
      type: 'EXPENSE',
      amount: 50,
      category: 'Groceries',
      description: 'Market',
      date: today(),
    });
    const [item] = await ofKind(ctx.carol, 'overBudget');
    expect(item).toMatchObject({
      severity: 'danger',
      params: { category: 'Groceries', amount: 40, currency: base, month: today().slice(0, 7) },
    });
    expect(item!.message).toContain('Groceries is 40');
    expect(item!.link).toBe(`/expenses?tab=budgets&month=${today().slice(0, 7)}`);
    await ok(ctx.carol, 'PUT', '/api/budgets/Groceries', { amount: 100, rollover: 'NONE' });
    expect(await ofKind(ctx.carol, 'overBudget')).toEqual([]);
  });

  it('a payment due tomorrow that will not post itself, until the occurrence is skipped', async () => {
    const tomorrow = daysFromToday(1);
    const phone = await ok(ctx.carol, 'POST', '/api/recurring', {
      name: 'Phone',
      accountId: cash,
      type: 'EXPENSE',
      amount: 30,
      rrule: 'FREQ=MONTHLY;COUNT=2',
      startDate: tomorrow,
      weekend: 'NONE',
      autoPost: false,
    });
    const [item] = await ofKind(ctx.carol, 'paymentDueTomorrow');
    expect(item).toMatchObject({
      id: `paymentDueTomorrow:recurring-${phone.id}:${tomorrow}`,
      params: { name: 'Phone', amount: 30, currency: base, date: tomorrow },
      link: '/expenses?tab=recurring',
    });
    await ok(ctx.carol, 'POST', `/api/recurring/${phone.id}/skip`, { date: tomorrow });
    expect(await ofKind(ctx.carol, 'paymentDueTomorrow')).toEqual([]);
  });

  it('an auto-posting item whose last occurrence the ledger refused, until it is skipped', async () => {
    const closed = await ok(ctx.carol, 'POST', '/api/account', {
      name: 'Closed',
      type: 'CASH',
      currency: base,
      balance: 100,
      openingDate: daysFromToday(-60),
    });
    const gym = await ok(ctx.carol, 'POST', '/api/recurring', {
      name: 'Gym',
      accountId: closed.id,
      type: 'EXPENSE',
      amount: 25,
      rrule: 'FREQ=WEEKLY',
      startDate: daysFromToday(-20),
      weekend: 'NONE',
      autoPost: true,
    });
    // Made three weeks ago (occurrences before an item was made are never auto-posted)...
    await ctx.t.app.pool.query(
      `UPDATE recurring_items SET created_at = now() - interval '21 days' WHERE id = $1`,
      [gym.id],
    );
    // ...and its account closed since, so the auto-poster's run is refused.
    const res = await call(ctx.t, ctx.carol, 'PATCH', `/api/account/${closed.id}/status`, {
      active: false,
      reason: 'closed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await runAutoPost(ctx.t.db.db)).refused).toBeGreaterThanOrEqual(3);
    const last = daysFromToday(-6);
    expect(await ofKind(ctx.carol, 'recurringFailed')).toEqual([
      expect.objectContaining({
        id: `recurringFailed:${gym.id}:${last}`,
        severity: 'warning',
        params: { name: 'Gym', amount: 25, currency: base, date: last },
        link: '/expenses?tab=recurring',
      }),
    ]);
    await ok(ctx.carol, 'POST', `/api/recurring/${gym.id}/skip`, { date: last });
    expect(await ofKind(ctx.carol, 'recurringFailed')).toEqual([]);
  });

  it('an account whose balance disagrees with its imported statement’s, until they agree', async () => {
    const account = (name: string) =>
      ok(ctx.dave, 'POST', '/api/account', {
        name,
        type: 'CASH',
        currency: 'EUR',
        balance: name === 'Bank' ? 1000 : 0,
        openingDate: '2024-01-01',
      });
    const [bank, card] = [await account('Bank'), await account('Card')];
    // The bank says 2,400.00 where its lines make 1,000 + 1,377.50 = 2,377.50: 22.50 is missing.
    const body = csvImportBody(
      { accounts: JSON.stringify({ '00012345678': bank.id, '4111222233334444': card.id }) },
      Buffer.from(ofxTwoAccounts(OFX_BANK_LINES, '2400.00'), 'latin1'),
    );
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/transactions/import',
      payload: body.payload,
      headers: { ...authed(ctx.dave), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ofKind(ctx.dave, 'statementMismatch')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        params: { name: 'Bank', amount: 2377.5, stated: 2400, currency: 'EUR', date: '2024-03-10' },
        link: `/accounts/${bank.id}/transactions?to=2024-03-10`,
      }),
    ]);
    await ok(ctx.dave, 'POST', '/api/transactions', {
      accountId: bank.id,
      type: 'DEPOSIT',
      amount: 22.5,
      date: '2024-03-08',
    });
    expect(await ofKind(ctx.dave, 'statementMismatch')).toEqual([]);
  });

  it('a currency without a rate, until a rate is added', async () => {
    await ok(ctx.carol, 'POST', '/api/account', {
      name: 'Pesos',
      type: 'CASH',
      currency: 'ARS',
      balance: 5000,
      openingDate: daysFromToday(-10),
    });
    const [item] = await ofKind(ctx.carol, 'missingRate');
    expect(item).toMatchObject({ params: { currency: 'ARS', base }, link: '/settings/rates' });
    await ok(ctx.carol, 'POST', '/api/fx/rates', {
      date: daysFromToday(-10),
      base: 'ARS',
      quote: base,
      rate: 0.001,
    });
    expect(await ofKind(ctx.carol, 'missingRate')).toEqual([]);
  });

  it('an open position valued at a price older than 7 days, until a price is added', async () => {
    const broker = await ok(ctx.carol, 'POST', '/api/account', {
      name: 'Broker',
      type: 'STOCKS',
      currency: base,
      balance: 1000,
      openingDate: daysFromToday(-60),
    });
    await ok(ctx.carol, 'POST', '/api/trade', {
      accountId: broker.id,
      instrument: 'ZZZ',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 2,
      entryPrice: 10,
      entryDate: `${daysFromToday(-30)}T10:00:00Z`,
    });
    const [item] = await ofKind(ctx.carol, 'stalePrice');
    expect(item).toMatchObject({ params: { instrument: 'ZZZ', date: daysFromToday(-30) } });
    await ok(ctx.carol, 'POST', '/api/prices', { instrument: 'ZZZ', date: today(), price: 11 });
    expect(await ofKind(ctx.carol, 'stalePrice')).toEqual([]);
  });

  it('a valuation older than 12 months: dismissed, back when the cause changes, gone when fixed', async () => {
    const flat = await ok(ctx.carol, 'POST', '/api/real-estate/properties', {
      name: 'Flat',
      kind: 'RENTAL',
      currency: base,
      purchaseDate: daysFromToday(-1100),
      purchasePrice: 200000,
    });
    const [item] = await ofKind(ctx.carol, 'staleValuation');
    expect(item).toMatchObject({
      id: `staleValuation:${flat.id}:${daysFromToday(-1100)}`,
      params: { name: 'Flat', date: daysFromToday(-1100) },
    });
    expect((await dismiss(ctx.carol, item!.id)).statusCode).toBe(204);
    expect(await ofKind(ctx.carol, 'staleValuation')).toEqual([]);
    // Again: still 204, still hidden.
    expect((await dismiss(ctx.carol, item!.id)).statusCode).toBe(204);
    // A newer valuation still over a year old is a new cause: the item shows again.
    const older = daysFromToday(-700);
    await ok(ctx.carol, 'POST', `/api/real-estate/properties/${flat.id}/valuations`, {
      date: older,
      value: 210000,
      source: 'MANUAL',
    });
    expect((await ofKind(ctx.carol, 'staleValuation')).map((i) => i.id)).toEqual([
      `staleValuation:${flat.id}:${older}`,
    ]);
    await ok(ctx.carol, 'POST', `/api/real-estate/properties/${flat.id}/valuations`, {
      date: today(),
      value: 220000,
      source: 'MANUAL',
    });
    expect(await ofKind(ctx.carol, 'staleValuation')).toEqual([]);
  });

  it('keeps users apart: another user sees none of them, and their dismissals are their own', async () => {
    const flat = await ok(ctx.carol, 'POST', '/api/real-estate/properties', {
      name: 'Barn',
      kind: 'LAND',
      currency: base,
      purchaseDate: daysFromToday(-800),
      purchasePrice: 50000,
    });
    const id = `staleValuation:${flat.id}:${daysFromToday(-800)}`;
    expect(await attention(ctx.dave)).toEqual([]);
    expect((await dismiss(ctx.dave, id)).statusCode).toBe(204);
    expect((await ofKind(ctx.carol, 'staleValuation')).map((i) => i.id)).toEqual([id]);
    const res = await call(ctx.t, ctx.dave, 'GET', '/api/dashboard/home');
    expect(Object.values(res.json().cards)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('POST /api/dashboard/home/attention/{id}/dismiss', () => {
  // A path value that cannot be an item is a missing resource, as everywhere (plugins/errors.ts).
  it.each([
    ['no kind', 'nothing'],
    ['a blank', 'staleValuation:1 2'],
  ])('answers %s with 404 in the envelope', async (_, id) => {
    const res = await dismiss(ctx.carol, id);
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('DB_004');
  });

  it('refuses an id longer than a path parameter may be with a 4xx in the envelope', async () => {
    const res = await dismiss(ctx.carol, `stalePrice:${'x'.repeat(200)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(errorEnvelopeSchema.parse(res.json()).code).toMatch(/^[A-Z]+_\d{3}$/);
  });

  it('needs a session', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/dashboard/home/attention/stalePrice:X:2026-01-01/dismiss',
    });
    expect(res.statusCode).toBe(401);
  });
});
