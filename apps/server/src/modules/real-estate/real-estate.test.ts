import { propertyMetricsSchema, propertySchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import type { Signed } from '../../test/auth.js';
import { balanceOf, call, createAccount, today, withoutRequestId } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { ledgerDrift } from '../../test/areas.js';

/** API tests of /api/real-estate against real PostgreSQL. */
const ctx = withUsers('alice', 'bob');
const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  who: Signed = ctx.alice,
) => call(ctx.t, who, method, `/api/real-estate${url}`, body);

const rental = {
  name: 'Rue des Lilas 4',
  kind: 'RENTAL',
  currency: 'EUR',
  purchaseDate: '2025-01-01',
  purchasePrice: 250_000,
  purchaseCosts: 12_500,
  monthlyRent: 1_750,
  vacancyPct: 5,
};

async function createProperty(body: Record<string, unknown> = {}, who: Signed = ctx.alice) {
  const res = await api('POST', '/properties', { ...rental, ...body }, undefined);
  if (who !== ctx.alice) throw new Error('createProperty is for alice');
  expect(res.statusCode).toBe(201);
  return propertySchema.parse(res.json());
}

describe('properties', () => {
  it('creates a property with defaults; without a valuation it is worth its price', async () => {
    const p = await createProperty();
    expect(p).toMatchObject({
      ownershipPct: 100,
      currentValue: 250_000,
      currentValueDate: '2025-01-01',
      loanIds: [],
      mediaIds: [],
      saleDate: null,
      realisedGain: null,
    });
    const list = await api('GET', '/properties');
    expect(list.json().map((x: { id: number }) => x.id)).toContain(p.id);
  });

  it('refuses bad input with field errors: a sale without its price, a share of 0, unknown keys', async () => {
    const sale = await api('POST', '/properties', { ...rental, saleDate: '2025-06-01' });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().errors).toEqual({ salePrice: ['Sale price is required'] });
    const share = await api('POST', '/properties', { ...rental, ownershipPct: 0 });
    expect(share.json().errors.ownershipPct).toEqual(['Ownership must be greater than 0']);
    const before = await api('POST', '/properties', {
      ...rental,
      saleDate: '2024-06-01',
      salePrice: 1,
    });
    expect(before.json().errors.saleDate).toEqual([
      'Sale date must be on or after the purchase date',
    ]);
    const extra = await api('POST', '/properties', { ...rental, colour: 'red' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VAL_001');
  });

  it('another user’s property, valuation and expense answer 404 byte for byte like missing ones', async () => {
    const p = await createProperty();
    const v = await api('POST', `/properties/${p.id}/valuations`, {
      date: '2025-06-01',
      value: 260_000,
    });
    const e = await api('POST', '/expenses', {
      propertyId: p.id,
      date: '2025-02-01',
      amount: 100,
      category: 'TAX',
    });
    const bob = ctx.bob;
    const missing = 2_000_000_000;
    const pairs: [string, string, 'GET' | 'PUT' | 'DELETE', unknown?][] = [
      [`/properties/${p.id}`, `/properties/${missing}`, 'GET'],
      [`/properties/${p.id}`, `/properties/${missing}`, 'PUT', { name: 'Mine' }],
      [`/properties/${p.id}`, `/properties/${missing}`, 'DELETE'],
      [`/properties/${p.id}/valuations`, `/properties/${missing}/valuations`, 'GET'],
      [`/properties/${p.id}/metrics`, `/properties/${missing}/metrics`, 'GET'],
      [
        `/properties/${p.id}/valuations/${v.json().id}`,
        `/properties/${p.id}/valuations/${missing}`,
        'DELETE',
      ],
      [`/expenses/${e.json().id}`, `/expenses/${missing}`, 'PUT', { amount: 1 }],
      [`/expenses/${e.json().id}`, `/expenses/${missing}`, 'DELETE'],
    ];
    for (const [theirs, none, method, body] of pairs) {
      const a = await api(method, theirs, body, bob);
      const b = await api(method, none, body, bob);
      expect([a.statusCode, b.statusCode]).toEqual([404, 404]);
      expect(withoutRequestId(a.body)).toBe(withoutRequestId(b.body));
    }
    // Bob cannot file an expense against Alice's property either, and his lists are empty of hers.
    const post = await api('POST', '/expenses', { ...e.json(), id: undefined }, bob);
    expect(post.statusCode).toBe(400); // transactionId is not a request field
    const filed = await api(
      'POST',
      '/expenses',
      { propertyId: p.id, date: '2025-02-01', amount: 1, category: 'TAX' },
      bob,
    );
    expect(filed.statusCode).toBe(404);
    expect((await api('GET', `/expenses?propertyId=${p.id}`, undefined, bob)).json()).toEqual([]);
  });

  it('valuations: one a day (201, then 200), the latest on or before today is the current value', async () => {
    const p = await createProperty();
    const first = await api('POST', `/properties/${p.id}/valuations`, {
      date: '2025-06-01',
      value: 260_000,
      source: 'APPRAISAL',
    });
    expect(first.statusCode).toBe(201);
    const again = await api('POST', `/properties/${p.id}/valuations`, {
      date: '2025-06-01',
      value: 265_000,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ value: 265_000, source: 'MANUAL' });
    // A valuation dated after today does not count yet.
    await api('POST', `/properties/${p.id}/valuations`, { date: '2199-01-01', value: 1 });
    const now = propertySchema.parse((await api('GET', `/properties/${p.id}`)).json());
    expect([now.currentValue, now.currentValueDate]).toEqual([265_000, '2025-06-01']);
    const list = (await api('GET', `/properties/${p.id}/valuations`)).json();
    expect(list.map((v: { date: string }) => v.date)).toEqual(['2025-06-01', '2199-01-01']);
    const del = await api('DELETE', `/properties/${p.id}/valuations/${first.json().id}`);
    expect(del.statusCode).toBe(204);
    const back = propertySchema.parse((await api('GET', `/properties/${p.id}`)).json());
    expect(back.currentValue).toBe(250_000);
  });
});

describe('editing a property', () => {
  it('merges the body over the stored property and checks the sale on the result', async () => {
    const p = await createProperty();
    const ok = await api('PUT', `/properties/${p.id}`, { name: 'Lilas', ownershipPct: 50 });
    expect(ok.json()).toMatchObject({ name: 'Lilas', ownershipPct: 50, monthlyRent: 1_750 });
    // A sale price alone lacks its day; a day before the purchase is refused.
    const half = await api('PUT', `/properties/${p.id}`, { salePrice: 300_000 });
    expect(half.json().errors).toEqual({ saleDate: ['Sale date is required'] });
    const early = await api('PUT', `/properties/${p.id}`, {
      saleDate: '2024-12-31',
      salePrice: 300_000,
    });
    expect(early.json().errors.saleDate).toEqual([
      'Sale date must be on or after the purchase date',
    ]);
    const moved = await api('PUT', `/properties/${p.id}`, { purchaseDate: '2026-01-01' });
    expect(moved.statusCode).toBe(200);
    const sold = await api('PUT', `/properties/${p.id}`, {
      saleDate: '2026-06-30',
      salePrice: 300_000,
    });
    // 300,000 − 250,000 − 12,500 costs − 0 improvements = 37,500.
    expect(sold.json()).toMatchObject({ saleDate: '2026-06-30', realisedGain: 37_500 });
    // Clearing the sale needs both fields cleared.
    const cleared = await api('PUT', `/properties/${p.id}`, { saleDate: null, salePrice: null });
    expect(cleared.json()).toMatchObject({ saleDate: null, realisedGain: null });
  });

  it('refuses a currency change once valuations hang on the property; a photo must be the user’s own', async () => {
    const p = await createProperty();
    expect((await api('PUT', `/properties/${p.id}`, { currency: 'CHF' })).json().currency).toBe(
      'CHF',
    );
    await api('POST', `/properties/${p.id}/valuations`, { date: '2025-06-01', value: 1 });
    const locked = await api('PUT', `/properties/${p.id}`, { currency: 'EUR' });
    expect(locked.json().errors.currency).toEqual([
      'The currency cannot change once the property has valuations or entries',
    ]);
    const foreign = await api('PUT', `/properties/${p.id}`, {
      mediaIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('income and expenses paid through an account: one fact', () => {
  it('an expense with an account is an EXPENSE transaction; editing or deleting either changes both', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Landlord',
      type: 'CASH',
      currency: 'EUR',
      balance: 5_000,
    });
    const p = await createProperty();
    const res = await api('POST', '/expenses', {
      propertyId: p.id,
      date: '2025-03-10',
      amount: 1_500,
      category: 'TAX',
      description: 'Property tax',
      accountId: cash.id,
    });
    expect(res.statusCode).toBe(201);
    const expense = res.json();
    const tx = await call(t, alice, 'GET', `/api/transactions/${expense.transactionId}`);
    expect(tx.json()).toMatchObject({
      type: 'EXPENSE',
      amount: 1_500,
      accountId: cash.id,
      date: '2025-03-10',
      description: 'Property tax',
    });
    expect(await balanceOf(t, alice, cash.id)).toBe(3_500);

    // Edited through the transactions API: the expense follows.
    await call(t, alice, 'PUT', `/api/transactions/${expense.transactionId}`, { amount: 1_400 });
    const followed = (await api('GET', `/expenses?propertyId=${p.id}`)).json();
    expect(followed[0]).toMatchObject({ id: expense.id, amount: 1_400 });
    // Edited through the expense: the transaction follows.
    await api('PUT', `/expenses/${expense.id}`, { amount: 1_250, date: '2025-03-11' });
    const tx2 = (await call(t, alice, 'GET', `/api/transactions/${expense.transactionId}`)).json();
    expect([tx2.amount, tx2.date]).toEqual([1_250, '2025-03-11']);
    expect(await balanceOf(t, alice, cash.id)).toBe(3_750);
    // Deleted through the transactions API: the expense is gone.
    await call(t, alice, 'DELETE', `/api/transactions/${expense.transactionId}`);
    expect((await api('GET', `/expenses?propertyId=${p.id}`)).json()).toEqual([]);
    expect(await balanceOf(t, alice, cash.id)).toBe(5_000);

    // Rent into the account, then the income deleted: its transaction goes with it.
    const rent = (
      await api('POST', '/income', {
        propertyId: p.id,
        date: '2025-04-01',
        amount: 1_750,
        category: 'RENT',
        accountId: cash.id,
      })
    ).json();
    expect(await balanceOf(t, alice, cash.id)).toBe(6_750);
    expect((await api('DELETE', `/income/${rent.id}`)).statusCode).toBe(204);
    const gone = await call(t, alice, 'GET', `/api/transactions/${rent.transactionId}`);
    expect(gone.statusCode).toBe(404);
    expect(await balanceOf(t, alice, cash.id)).toBe(5_000);

    // Unlinking keeps the expense and removes its transaction; linking again posts a new one.
    const e2 = (
      await api('POST', '/expenses', {
        propertyId: p.id,
        date: '2025-05-01',
        amount: 200,
        category: 'INSURANCE',
        accountId: cash.id,
      })
    ).json();
    const unlinked = (await api('PUT', `/expenses/${e2.id}`, { accountId: null })).json();
    expect([unlinked.accountId, unlinked.transactionId, unlinked.amount]).toEqual([
      null,
      null,
      200,
    ]);
    expect((await call(t, alice, 'GET', `/api/transactions/${e2.transactionId}`)).statusCode).toBe(
      404,
    );
    const relinked = (await api('PUT', `/expenses/${e2.id}`, { accountId: cash.id })).json();
    expect(relinked.transactionId).not.toBeNull();
    expect(await balanceOf(t, alice, cash.id)).toBe(4_800);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });

  it('a linked transaction turned into a transfer is no longer the expense’s posting: the expense stays, unlinked', async () => {
    const { t, alice } = ctx;
    const a = await createAccount(t, alice, {
      name: 'A',
      type: 'CASH',
      currency: 'EUR',
      balance: 500,
    });
    const b = await createAccount(t, alice, { name: 'B', type: 'CASH', currency: 'EUR' });
    const p = await createProperty();
    const e = (
      await api('POST', '/expenses', {
        propertyId: p.id,
        date: '2025-03-10',
        amount: 100,
        category: 'UTILITIES',
        accountId: a.id,
      })
    ).json();
    const moved = await call(t, alice, 'PUT', `/api/transactions/${e.transactionId}`, {
      type: 'TRANSFER',
      toAccountId: b.id,
    });
    expect(moved.statusCode).toBe(200);
    const [kept] = (await api('GET', `/expenses?propertyId=${p.id}`)).json();
    expect(kept).toMatchObject({ id: e.id, amount: 100, accountId: null, transactionId: null });
    // Deleting the expense now leaves the transfer alone.
    await api('DELETE', `/expenses/${e.id}`);
    expect((await call(t, alice, 'GET', `/api/transactions/${e.transactionId}`)).statusCode).toBe(
      200,
    );
    // Moved to a dollar account through the transactions API: 100 USD is not 100 EUR, so the
    // income lets go of it and keeps its own figures.
    const usd = await createAccount(t, alice, { name: 'US', type: 'CASH', currency: 'USD' });
    const rent = (
      await api('POST', '/income', {
        propertyId: p.id,
        date: '2025-03-01',
        amount: 900,
        category: 'RENT',
        accountId: a.id,
      })
    ).json();
    await call(t, alice, 'PUT', `/api/transactions/${rent.transactionId}`, {
      accountId: usd.id,
      amount: 1_000,
    });
    const [left] = (await api('GET', `/income?propertyId=${p.id}`)).json();
    expect(left).toMatchObject({ amount: 900, accountId: null, transactionId: null });
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });

  it('refuses an account in another currency, an overdraft, and more decimals than the currency has', async () => {
    const { t, alice } = ctx;
    const usd = await createAccount(t, alice, { name: 'USD', type: 'CASH', currency: 'USD' });
    const small = await createAccount(t, alice, {
      name: 'Small',
      type: 'CASH',
      currency: 'EUR',
      balance: 100,
    });
    const p = await createProperty();
    const base = { propertyId: p.id, date: '2025-03-10', category: 'TAX' };
    const cur = await api('POST', '/expenses', { ...base, amount: 10, accountId: usd.id });
    expect(cur.statusCode).toBe(400);
    expect(cur.json().errors.accountId).toEqual([
      "Account currency must be EUR, the property's currency",
    ]);
    const over = await api('POST', '/expenses', { ...base, amount: 500, accountId: small.id });
    expect([over.statusCode, over.json().code]).toEqual([422, 'BUS_001']);
    const cents = await api('POST', '/expenses', { ...base, amount: 10.005 });
    expect(cents.json().errors.amount).toEqual(['Amount must have at most 2 decimal places']);
    // Nothing was written by the refused requests.
    expect((await api('GET', `/expenses?propertyId=${p.id}`)).json()).toEqual([]);
    expect(await balanceOf(t, alice, small.id)).toBe(100);
  });
});

describe('repeat monthly', () => {
  it('copies an entry on the same day of each later month, each with its own transaction, all or none', async () => {
    const { t, alice, bob } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Monthly',
      type: 'CASH',
      currency: 'EUR',
      balance: 1_000,
    });
    const p = await createProperty();
    const rent = (
      await api('POST', '/income', {
        propertyId: p.id,
        date: '2025-01-31',
        amount: 1_750,
        category: 'RENT',
        accountId: cash.id,
      })
    ).json();
    const copies = await api('POST', `/income/${rent.id}/repeat`, { until: '2025-04-30' });
    expect(copies.statusCode).toBe(201);
    // The 31st falls on the last day of February and April.
    expect(copies.json().map((e: { date: string }) => e.date)).toEqual([
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
    ]);
    const txIds = new Set(copies.json().map((e: { transactionId: number }) => e.transactionId));
    expect(txIds.size).toBe(3);
    // 1,000 + 4 × 1,750.
    expect(await balanceOf(t, alice, cash.id)).toBe(8_000);
    // A tax of 3,000 a month from 8,000: the second copy (the third tax) would overdraw, so none is made.
    const tax = (
      await api('POST', '/expenses', {
        propertyId: p.id,
        date: '2025-05-01',
        amount: 3_000,
        category: 'TAX',
        accountId: cash.id,
      })
    ).json();
    const over = await api('POST', `/expenses/${tax.id}/repeat`, { until: '2025-08-01' });
    expect([over.statusCode, over.json().code]).toEqual([422, 'BUS_001']);
    expect((await api('GET', `/expenses?propertyId=${p.id}`)).json()).toHaveLength(1);
    expect(await balanceOf(t, alice, cash.id)).toBe(5_000);
    const theirs = await api('POST', `/income/${rent.id}/repeat`, { until: '2025-06-30' }, bob);
    expect(theirs.statusCode).toBe(404);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });
});

describe('deleting a property', () => {
  it('with income or expenses: 409 BUS_004 unless ?cascade=true, which takes their transactions too', async () => {
    const { t, alice } = ctx;
    const cash = await createAccount(t, alice, {
      name: 'Rent in',
      type: 'CASH',
      currency: 'EUR',
      balance: 0,
    });
    const p = await createProperty();
    await api('POST', `/properties/${p.id}/valuations`, { date: '2025-06-01', value: 1 });
    const rent = (
      await api('POST', '/income', {
        propertyId: p.id,
        date: '2025-02-01',
        amount: 1_750,
        category: 'RENT',
        accountId: cash.id,
      })
    ).json();
    const refused = await api('DELETE', `/properties/${p.id}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'BUS_004']);
    expect((await api('DELETE', `/properties/${p.id}?cascade=true`)).statusCode).toBe(204);
    expect((await api('GET', `/properties/${p.id}`)).statusCode).toBe(404);
    expect(
      (await call(t, alice, 'GET', `/api/transactions/${rent.transactionId}`)).statusCode,
    ).toBe(404);
    expect(await balanceOf(t, alice, cash.id)).toBe(0);
    // Without entries, valuations alone go with the property.
    const q = await createProperty();
    await api('POST', `/properties/${q.id}/valuations`, { date: '2025-06-01', value: 1 });
    expect((await api('DELETE', `/properties/${q.id}`)).statusCode).toBe(204);
    expect(await ledgerDrift(t.app.db, alice.user.id)).toEqual([]);
  });

  it('with a linked loan: 409 unless ?cascade=true, which keeps the loan, linked to nothing', async () => {
    const p = await createProperty();
    const loan = await call(ctx.t, ctx.alice, 'POST', '/api/loans', {
      name: 'Garage loan',
      direction: 'BORROWED',
      kind: 'PERSONAL',
      currency: 'EUR',
      principal: 15_000,
      startDate: '2025-01-01',
      termMonths: 60,
      annualRate: 5,
      propertyId: p.id,
    });
    expect(loan.statusCode, loan.body).toBe(201);
    expect((await api('DELETE', `/properties/${p.id}`)).statusCode).toBe(409);
    expect((await api('DELETE', `/properties/${p.id}?cascade=true`)).statusCode).toBe(204);
    const kept = await call(ctx.t, ctx.alice, 'GET', `/api/loans/${loan.json().id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Garage loan', propertyId: null });
  });
});

describe('metrics', () => {
  it('reproduces the issue’s reference figures for 2025 (without a loan)', async () => {
    const p = await createProperty();
    await api('POST', `/properties/${p.id}/valuations`, { date: '2025-12-31', value: 270_000 });
    const costs = [
      ['TAX', 1_500],
      ['INSURANCE', 500],
      ['MAINTENANCE', 1_250],
      ['HOA', 900],
      ['MANAGEMENT', 1_596],
      // An improvement is not an operating expense; 2024 is outside the year.
      ['IMPROVEMENT', 7_000],
    ] as const;
    for (const [category, amount] of costs)
      await api('POST', '/expenses', { propertyId: p.id, date: '2025-05-01', amount, category });
    await api('POST', '/expenses', {
      propertyId: p.id,
      date: '2024-12-31',
      amount: 999,
      category: 'TAX',
    });
    const m = propertyMetricsSchema.parse(
      (await api('GET', `/properties/${p.id}/metrics?year=2025`)).json(),
    );
    // GSR 12 × 1,750; EGI × 0.95; opex 1,500 + 500 + 1,250 + 900 + 1,596; NOI 19,950 − 5,746.
    expect(m).toMatchObject({
      grossScheduledRent: 21_000,
      effectiveGrossIncome: 19_950,
      operatingExpenses: 5_746,
      noi: 14_204,
      grossYield: 8.4,
      netYield: 5.41,
      capRate: 5.26,
      appreciationPct: 8,
      // No linked loan: no debt service, cash flow = NOI, DSCR has nothing to cover.
      annualDebtService: 0,
      cashFlow: 14_204,
      dscr: null,
      equity: 270_000,
      ltv: 0,
      // 364 days held at 2025-12-31: under a year, no CAGR.
      cagr: null,
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(m.years).toEqual([
      { year: 2024, income: 0, expenses: 999 },
      { year: 2025, income: 0, expenses: 12_746 },
    ]);
    // Rent recorded in the year replaces the vacancy estimate: 11 × 1,750 = 19,250.
    for (let month = 1; month <= 11; month++) {
      const date = `2025-${String(month).padStart(2, '0')}-05`;
      await api('POST', '/income', { propertyId: p.id, date, amount: 1_750, category: 'RENT' });
    }
    const recorded = (await api('GET', `/properties/${p.id}/metrics?year=2025`)).json();
    expect([recorded.effectiveGrossIncome, recorded.noi]).toEqual([19_250, 13_504]);
    // A residence without rent: the rent-based figures are null, never 0.
    const home = await createProperty({ kind: 'RESIDENCE', monthlyRent: null, vacancyPct: null });
    const h = (await api('GET', `/properties/${home.id}/metrics?year=2025`)).json();
    expect([h.grossScheduledRent, h.noi, h.grossYield, h.capRate]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect((await api('GET', `/properties/${home.id}/metrics?year=25`)).statusCode).toBe(400);
  });

  it('a linked mortgage gives debt service, cash flow, DSCR, equity and LTV; net worth is unchanged', async () => {
    const p = await createProperty();
    await api('POST', `/properties/${p.id}/valuations`, { date: '2025-12-31', value: 270_000 });
    for (const [category, amount] of [
      ['TAX', 1_500],
      ['INSURANCE', 500],
      ['MAINTENANCE', 1_250],
      ['HOA', 900],
      ['MANAGEMENT', 1_596],
    ] as const)
      await api('POST', '/expenses', { propertyId: p.id, date: '2025-05-01', amount, category });
    const before = (await call(ctx.t, ctx.alice, 'GET', '/api/dashboard/networth/summary')).json();
    // The loans issue's reference mortgage, paid monthly from January: 12 payments in 2025.
    const loan = await call(ctx.t, ctx.alice, 'POST', '/api/loans', {
      name: 'Mortgage',
      direction: 'BORROWED',
      counterparty: 'Bank',
      kind: 'MORTGAGE',
      currency: 'EUR',
      principal: 200_000,
      termMonths: 300,
      annualRate: 3.5,
      startDate: '2024-12-01',
      firstPaymentDate: '2025-01-01',
      propertyId: p.id,
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const m = propertyMetricsSchema.parse(
      (await api('GET', `/properties/${p.id}/metrics?year=2025`)).json(),
    );
    // 12 × 1,001.25 = 12,015; 14,204 − 12,015 = 2,189; on 250,000 + 12,500 − 200,000 = 62,500:
    // 3.50 %; DSCR 14,204 ÷ 12,015 = 1.18; owed after 12 payments 194,903.76: equity 270,000 −
    // 194,903.76 = 75,096.24, LTV 72.19 %.
    expect(m).toMatchObject({
      annualDebtService: 12_015,
      cashFlow: 2_189,
      cashOnCash: 3.5,
      dscr: 1.18,
      equity: 75_096.24,
      ltv: 72.19,
    });
    // Only one's own property can secure a loan.
    const theirs = await call(ctx.t, ctx.bob, 'POST', '/api/loans', {
      name: 'Sneaky',
      direction: 'BORROWED',
      kind: 'MORTGAGE',
      currency: 'EUR',
      principal: 1_000,
      termMonths: 12,
      annualRate: 1,
      startDate: '2025-01-01',
      propertyId: p.id,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ errors: { propertyId: ['Property is invalid'] } });
    const listed = (await api('GET', `/properties/${p.id}`)).json();
    expect(listed.loanIds).toEqual([(loan.json() as { id: number }).id]);
    const all = (await api('GET', '/properties')).json() as { id: number; loanIds: number[] }[];
    expect(all.find((x) => x.id === p.id)!.loanIds).toEqual(listed.loanIds);
    expect(all.filter((x) => x.id !== p.id).every((x) => x.loanIds.length === 0)).toBe(true);
    // The loan is a liability of its own either way: linking moved no asset.
    const after = (await call(ctx.t, ctx.alice, 'GET', '/api/dashboard/networth/summary')).json();
    expect(after.byType.REAL_ESTATE).toBe(before.byType.REAL_ESTATE);
  });

  it('the default period is the last 12 months up to today', async () => {
    const p = await createProperty();
    const m = (await api('GET', `/properties/${p.id}/metrics`)).json();
    expect(m.to).toBe(today());
  });
});
