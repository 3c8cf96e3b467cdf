import { addMonths } from '@wealthlog/core';
import type { TestApp } from './app.js';
import { authed, type Signed } from './auth.js';
import { call, createAccount, daysFromToday } from './ledger.js';
import { multipartBody } from './multipart.js';
import * as sample from './sample-files.js';

/**
 * One user with data in every area, all of it written through the API as the web app writes it:
 * accounts (one deactivated), transactions with splits, a transfer, trades with fills, prices,
 * instruments, a loan paid from an account with a rate change and a statement balance, a
 * property with a valuation and an expense paid from an account, budgets, categories, recurring
 * items with a skip, rules, a scenario, both settings, the user's own rate, uploads (an image, a
 * document and the avatar), a stored Idempotency-Key answer, and the expense figures a read fills.
 * For tests that must cover every table a user's data reaches (account deletion, backups).
 */
export async function seedEverything(t: TestApp, s: Signed): Promise<void> {
  const ok = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'GET',
    url: string,
    body?: unknown,
  ): Promise<{ id: number }> => {
    const res = await call(t, s, method, url, body);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const opened = daysFromToday(-90);
  const cash = (
    await createAccount(t, s, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 50_000,
      openingDate: opened,
    })
  ).id;
  const broker = (
    await createAccount(t, s, {
      name: 'Broker',
      type: 'STOCKS',
      currency: 'EUR',
      balance: 10_000,
      openingDate: opened,
    })
  ).id;
  const old = (
    await createAccount(t, s, { name: 'Old', type: 'CASH', currency: 'EUR', balance: 0 })
  ).id;
  await ok('PATCH', `/api/account/${old}/status`, { active: false, reason: 'closed' });

  await ok('POST', '/api/transactions', {
    accountId: cash,
    type: 'EXPENSE',
    amount: 120,
    date: daysFromToday(-20),
    splits: [
      { category: 'Groceries', amount: 80.5, description: 'Food' },
      { category: 'Shopping', amount: 39.5 },
    ],
  });
  await ok('POST', '/api/transactions', {
    accountId: cash,
    toAccountId: broker,
    type: 'TRANSFER',
    amount: 1_000,
    date: daysFromToday(-15),
  });

  // A trade on the broker account: a partial exit books P&L into it; prices mark what is open.
  await ok('PUT', '/api/instruments/ASML', { name: 'ASML', assetClass: 'STOCK', multiplier: 1 });
  await ok('POST', '/api/prices', { instrument: 'ASML', date: daysFromToday(-30), price: 95 });
  const trade = await ok('POST', '/api/trade', {
    accountId: broker,
    instrument: 'ASML',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 100,
    fees: 1,
    entryDate: `${daysFromToday(-25)}T10:00:00Z`,
  });
  await ok('POST', `/api/trade/${trade.id}/fills`, {
    side: 'EXIT',
    quantity: 4,
    price: 120,
    fees: 0,
    date: `${daysFromToday(-5)}T10:00:00Z`,
  });
  await ok('POST', '/api/prices', { instrument: 'ASML', date: daysFromToday(-2), price: 110 });

  const loan = await ok('POST', '/api/loans', {
    name: 'Home',
    direction: 'BORROWED',
    counterparty: 'Bank',
    kind: 'MORTGAGE',
    currency: 'EUR',
    principal: 200_000,
    termMonths: 300,
    annualRate: 3.5,
    startDate: addMonths(daysFromToday(-10), -1),
    firstPaymentDate: daysFromToday(-10),
    accountId: cash,
  });
  await ok('POST', `/api/loans/${loan.id}/payments`, {
    date: daysFromToday(-1),
    amount: 1001.25,
  });
  await ok('POST', `/api/loans/${loan.id}/rates`, { date: daysFromToday(300), annualRate: 4 });
  await ok('POST', `/api/loans/${loan.id}/balance`, { date: daysFromToday(0), balance: 199_000 });

  const property = await ok('POST', '/api/real-estate/properties', {
    name: 'Rue des Lilas 4',
    kind: 'RENTAL',
    currency: 'EUR',
    purchaseDate: daysFromToday(-60),
    purchasePrice: 250_000,
    monthlyRent: 1_750,
  });
  await ok('POST', `/api/real-estate/properties/${property.id}/valuations`, {
    date: daysFromToday(-3),
    value: 260_000,
  });
  await ok('POST', '/api/real-estate/expenses', {
    propertyId: property.id,
    date: daysFromToday(-7),
    amount: 1_500,
    category: 'TAX',
    accountId: cash,
  });

  await ok('POST', '/api/categories', { name: 'Hobbies', kind: 'EXPENSE' });
  await ok('PUT', '/api/budgets/Groceries', { amount: 400, from: daysFromToday(-20).slice(0, 7) });
  const rent = await ok('POST', '/api/recurring', {
    name: 'Rent',
    accountId: cash,
    type: 'EXPENSE',
    amount: 1200,
    category: 'Rent',
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=12',
    startDate: '2099-01-01',
    weekend: 'AFTER',
  });
  await ok('POST', `/api/recurring/${rent.id}/skip`, { date: '2099-02-02' });
  await ok('POST', '/api/rules', {
    name: 'Coffee',
    conditions: [{ field: 'description', op: 'contains', value: 'starbucks' }],
    actions: [{ field: 'category', value: 'Coffee' }],
  });
  await ok('POST', '/api/forecast/scenarios', {
    name: 'Retire at 55',
    inputs: {
      years: 20,
      startValue: 100_000,
      monthlyContribution: 1_000,
      annualReturn: 5,
      inflation: 2,
      paths: 1_000,
      volatility: 15,
    },
  });
  await ok('PUT', '/api/generalSettings', { displayMode: 'dark' });
  await ok('PUT', '/api/tradingSettings', { instruments: ['ASML'], defaultFees: 1.25 });
  await ok('POST', '/api/fx/rates', {
    date: daysFromToday(-4),
    base: 'EUR',
    quote: 'USD',
    rate: 1.2,
  });

  for (const [kind, fileName, contentType, data] of [
    ['images', 'pixel.png', 'image/png', sample.png()],
    ['documents', 'report.pdf', 'application/pdf', sample.pdf()],
    ['avatars', 'me.png', 'image/png', sample.png()],
  ] as const) {
    const { payload, headers } = multipartBody({ fileName, contentType, data });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${kind}`,
      headers: { ...authed(s), ...headers },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`upload ${kind}: ${res.statusCode} ${res.body}`);
  }

  // A POST answer kept for an Idempotency-Key replay: it holds the user's data too.
  const keyed = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { ...authed(s), 'idempotency-key': `everything-${s.user.id}` },
    payload: { name: 'Gardening', kind: 'EXPENSE' },
  });
  if (keyed.statusCode !== 201) throw new Error(`keyed POST: ${keyed.statusCode} ${keyed.body}`);
  // Reads that store figures: the month's expense totals.
  await ok('GET', `/api/budgets?month=${daysFromToday(-20).slice(0, 7)}`);
}
