import type { TestApp } from './app.js';
import { authed, type Signed } from './auth.js';
import { daysFromToday } from './ledger.js';
import { multipartBody } from './multipart.js';
import * as sample from './sample-files.js';

/**
 * Data unlike seedEveryArea's, in most areas (other currencies, months, instruments, names), and
 * every cached answer read once, and an uploaded file (budgets and summary months, the dashboard, trading stats): what a
 * restore with replace=true must leave nothing of.
 */
export async function seedOtherData(t: TestApp, s: Signed): Promise<{ uploadId: string }> {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: authed(s),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const { payload, headers } = multipartBody({
    fileName: 'other.png',
    contentType: 'image/png',
    data: sample.png(),
  });
  const image = await t.app.inject({
    method: 'POST',
    url: '/api/upload/images',
    headers: { ...authed(s), ...headers },
    payload,
  });
  const mediaId = (image.json() as { id: string }).id;
  await call('PUT', '/api/generalSettings', { currency: 'SEK', language: 'fr' });
  const krona = await call('POST', '/api/account', {
    name: 'Krona',
    type: 'CASH',
    currency: 'SEK',
    balance: 9000,
    openingDate: daysFromToday(-800),
  });
  const stocks = await call('POST', '/api/account', {
    name: 'Aktier',
    type: 'STOCKS',
    currency: 'SEK',
    balance: 50000,
    openingDate: daysFromToday(-800),
  });
  for (let i = 0; i < 6; i += 1) {
    await call('POST', '/api/transactions', {
      accountId: krona.id,
      type: 'EXPENSE',
      amount: 99 + i,
      category: 'Resor',
      description: `Tåg ${i}`,
      date: daysFromToday(-700 + i * 40),
    });
  }
  await call('PUT', '/api/budgets/Resor', { amount: 500, rollover: 'SURPLUS' });
  await call('POST', '/api/fx/rates', {
    date: daysFromToday(-700),
    base: 'SEK',
    quote: 'EUR',
    rate: 0.0911,
  });
  await call('POST', '/api/prices', { instrument: 'ZZZ', date: daysFromToday(-3), price: 77 });
  const trade = await call('POST', '/api/trade', {
    accountId: stocks.id,
    instrument: 'ZZZ',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 70,
    entryDate: `${daysFromToday(-30)}T10:00:00Z`,
    mediaIds: [mediaId],
    tags: ['other'],
  });
  await call('POST', `/api/trade/${trade.id}/fills`, {
    side: 'EXIT',
    quantity: 4,
    price: 75,
    date: `${daysFromToday(-10)}T10:00:00Z`,
  });
  const house = await call('POST', '/api/real-estate/properties', {
    name: 'Stuga',
    kind: 'OTHER',
    currency: 'SEK',
    purchaseDate: daysFromToday(-600),
    purchasePrice: 900000,
  });
  await call('POST', '/api/loans', {
    name: 'Lån',
    direction: 'BORROWED',
    kind: 'MORTGAGE',
    currency: 'SEK',
    principal: 500000,
    startDate: daysFromToday(-500),
    termMonths: 240,
    annualRate: 4,
    propertyId: house.id,
  });
  await call('POST', '/api/recurring', {
    name: 'Hyra',
    accountId: krona.id,
    type: 'EXPENSE',
    amount: 4500,
    rrule: 'FREQ=MONTHLY',
    startDate: daysFromToday(-90),
  });
  await call('POST', '/api/rules', {
    name: 'Tåg',
    conditions: [{ field: 'accountId', op: 'equals', value: String(krona.id) }],
    actions: [{ field: 'category', value: 'Resor' }],
  });
  await call('POST', '/api/forecast/scenarios', {
    name: 'Annat',
    inputs: {
      years: 5,
      monthlyContribution: 1,
      annualReturn: 1,
      inflation: 1,
      paths: 100,
      volatility: 1,
    },
  });
  // Every cached answer, computed once over this data.
  for (const url of [
    '/api/dashboard/networth?range=all',
    '/api/dashboard/networth/summary',
    `/api/budgets?month=${daysFromToday(-700).slice(0, 7)}`,
    '/api/budgets',
    '/api/expenses/summary?groupBy=month',
    '/api/trade/stats',
    '/api/holdings',
    '/api/performance?range=all',
    '/api/loans',
  ])
    await call('GET', url);
  return { uploadId: mediaId };
}
