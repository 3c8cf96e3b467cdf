import { expect, type Page } from '@playwright/test';
import { daysAgo, financeApi } from './finance';
import { presetStorage } from './fixtures';
import type { E2eLocale } from './i18n';
import { registerViaApi, signInViaApi, uniqueUser } from './users';

/** Today as YYYY-MM-DD (UTC): an expense of this month. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A user with long rows in every table that was found clipped on a phone: trades (one open, one
 * partly exited, closed ones, a loss and a short), a property with income paid into an account and
 * expenses with descriptions, prices, and a budget nearly spent this month (amber). Checking is
 * created first, so a default of "the first account" would pick it rather than the broker.
 */
export async function seedPhoneUser(
  page: Page,
  locale: E2eLocale,
  scheme: 'light' | 'dark',
): Promise<{ brokerId: number; propertyId: number }> {
  const user = uniqueUser('phone', 'Nadia', 'Haddad');
  await registerViaApi(page.request, user);
  const session = await signInViaApi(page, user);
  await presetStorage(page, { locale });
  const headers = {
    Authorization: `Bearer ${session.accessToken}`,
    'X-CSRF-Token': session.csrfToken,
    Origin: session.origin,
  };
  const send = async (method: 'post' | 'put', url: string, data: object) => {
    const res = await page.request[method](url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { id: number };
  };
  await send('put', '/api/generalSettings', { language: locale, displayMode: scheme });
  const api = financeApi(page, session);
  const checking = await api.account({ name: 'Checking', balance: 5000, openingDate: daysAgo(90) });
  const broker = await api.account({
    name: 'Broker',
    balance: 20000,
    type: 'STOCKS',
    openingDate: daysAgo(90),
  });
  const trade = (body: object) => api.trade({ accountId: broker.id, fees: 1, ...body });
  await trade({
    instrument: 'ASML',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 600,
    entryDate: `${daysAgo(40)}T10:00:00Z`,
    pattern: 'Breakout',
    tags: ['swing', 'earnings'],
  });
  const nvda = await trade({
    instrument: 'NVDA',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 20,
    entryPrice: 100.25,
    entryDate: `${daysAgo(35)}T10:00:00Z`,
  });
  // A partial exit: 8 of 20 sold, the trade stays open with 12.
  await send('post', `/api/trade/${nvda.id}/fills`, {
    side: 'EXIT',
    quantity: 8,
    price: 130.5,
    fees: 1,
    date: `${daysAgo(10)}T15:00:00Z`,
  });
  await trade({
    instrument: 'EURUSD',
    assetClass: 'FX',
    direction: 'SHORT',
    status: 'CLOSED',
    quantity: 1000,
    entryPrice: 1.1,
    exitPrice: 1.08,
    entryDate: `${daysAgo(30)}T09:00:00Z`,
    exitDate: `${daysAgo(28)}T16:00:00Z`,
  });
  await trade({
    instrument: 'TSLA',
    assetClass: 'STOCK',
    direction: 'LONG',
    status: 'CLOSED',
    quantity: 5,
    entryPrice: 250,
    exitPrice: 230,
    entryDate: `${daysAgo(25)}T09:00:00Z`,
    exitDate: `${daysAgo(20)}T16:00:00Z`,
  });
  for (const [instrument, price] of [
    ['ASML', 640.5],
    ['NVDA', 128.75],
    ['TSLA', 231],
  ] as const) {
    await send('post', '/api/prices', { instrument, date: daysAgo(1), price, currency: 'EUR' });
  }

  const property = await send('post', '/api/real-estate/properties', {
    name: 'Rue des Lilas',
    kind: 'RENTAL',
    currency: 'EUR',
    purchaseDate: daysAgo(400),
    purchasePrice: 250000,
    monthlyRent: 1100,
  });
  for (const n of [50, 20]) {
    await send('post', '/api/real-estate/income', {
      propertyId: property.id,
      date: daysAgo(n),
      amount: 1100,
      category: 'RENT',
      accountId: checking.id,
      description: 'Monthly rent, flat 3B',
    });
  }
  await send('post', '/api/real-estate/expenses', {
    propertyId: property.id,
    date: daysAgo(15),
    amount: 1234.56,
    category: 'MAINTENANCE',
    description: 'Boiler service and a new thermostat in the living room',
  });

  // A budget nearly spent (85 of 100: amber) in an expense category of the user's own list.
  const categories = await page.request.get('/api/categories', { headers });
  const category = ((await categories.json()) as { name: string; kind: string }[]).find(
    (c) => c.kind === 'EXPENSE',
  )!.name;
  await send('put', `/api/budgets/${encodeURIComponent(category)}`, { amount: 100 });
  await api.transaction({
    accountId: checking.id,
    type: 'EXPENSE',
    amount: 85,
    date: today(),
    category,
  });
  return { brokerId: broker.id, propertyId: property.id };
}
