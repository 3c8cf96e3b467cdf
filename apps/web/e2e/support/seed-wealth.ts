import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { daysAgo, financeApi } from './finance';
import type { E2eLocale } from './i18n';
import { loadUsers, registerViaApi, signInViaApi, uniqueUser, type ApiSession } from './users';

/**
 * A user with something on every page: accounts, transactions, an open and a closed trade with a
 * price, a property with a valuation, a loan on it, a budget and a recurring item. Seeded through
 * the API (API.md), in `locale` and `scheme` (the server's settings win over the browser's), and
 * made ADMIN by the run's admin so the admin pages are swept with the same user.
 */
export async function seedWealthUser(
  page: Page,
  request: APIRequestContext,
  locale: E2eLocale,
  scheme: 'light' | 'dark',
): Promise<{ accountId: number; propertyId: number; loanId: number; session: ApiSession }> {
  const user = uniqueUser('a11y', 'Nadia', 'Haddad');
  await registerViaApi(page.request, user);
  // Before signing in, so the session's token carries the role.
  await makeAdmin(request, user.username);
  const session = await signInViaApi(page, user);
  const headers = authHeaders(session);
  const send = async (method: 'post' | 'put', url: string, data: object) => {
    const res = await page.request[method](url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { id: number };
  };
  await send('put', '/api/generalSettings', { language: locale, displayMode: scheme });

  const api = financeApi(page, session);
  const checking = await api.account({ name: 'Checking', balance: 5000, openingDate: daysAgo(90) });
  const savings = await api.account({ name: 'Savings', balance: 12000, openingDate: daysAgo(90) });
  const broker = await api.account({
    name: 'Broker',
    balance: 20000,
    type: 'STOCKS',
    openingDate: daysAgo(90),
  });
  await api.transaction({
    accountId: checking.id,
    type: 'INCOME',
    amount: 3200,
    date: daysAgo(20),
    category: 'salary',
  });
  await api.transaction({
    accountId: checking.id,
    type: 'EXPENSE',
    amount: 84.5,
    date: daysAgo(10),
    category: 'groceries',
    description: 'Market',
  });
  await api.transaction({
    accountId: checking.id,
    type: 'EXPENSE',
    amount: 950,
    date: daysAgo(5),
    category: 'rent',
  });
  await api.transaction({
    accountId: checking.id,
    type: 'TRANSFER',
    amount: 500,
    date: daysAgo(3),
    toAccountId: savings.id,
  });
  await api.trade({
    accountId: broker.id,
    instrument: 'ASML',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 600,
    fees: 2,
    entryDate: `${daysAgo(40)}T10:00:00Z`,
  });
  await api.trade({
    accountId: broker.id,
    instrument: 'EURUSD',
    assetClass: 'FX',
    direction: 'SHORT',
    status: 'CLOSED',
    quantity: 1000,
    entryPrice: 1.1,
    exitPrice: 1.08,
    entryDate: `${daysAgo(30)}T09:00:00Z`,
    exitDate: `${daysAgo(28)}T16:00:00Z`,
    fees: 1,
  });
  await api.trade({
    accountId: broker.id,
    instrument: 'TSLA',
    assetClass: 'STOCK',
    direction: 'LONG',
    status: 'CLOSED',
    quantity: 5,
    entryPrice: 250,
    exitPrice: 230,
    entryDate: `${daysAgo(25)}T09:00:00Z`,
    exitDate: `${daysAgo(20)}T16:00:00Z`,
    fees: 1,
  });
  await send('post', '/api/prices', {
    instrument: 'ASML',
    date: daysAgo(1),
    price: 640,
    currency: 'EUR',
  });

  const property = await send('post', '/api/real-estate/properties', {
    name: 'Rue des Lilas',
    kind: 'RENTAL',
    currency: 'EUR',
    purchaseDate: daysAgo(400),
    purchasePrice: 250000,
    purchaseCosts: 18000,
    monthlyRent: 1100,
  });
  await send('post', `/api/real-estate/properties/${property.id}/valuations`, {
    date: daysAgo(30),
    value: 270000,
  });
  const loan = await send('post', '/api/loans', {
    name: 'Mortgage',
    direction: 'BORROWED',
    kind: 'MORTGAGE',
    currency: 'EUR',
    principal: 200000,
    startDate: daysAgo(400),
    termMonths: 240,
    annualRate: 3.2,
    propertyId: property.id,
  });
  // The categories are seeded (in the user's language) on their first read: budget an expense one.
  const categories = await page.request.get('/api/categories', { headers });
  const category = ((await categories.json()) as { name: string; kind: string }[]).find(
    (c) => c.kind === 'EXPENSE',
  );
  await send('put', `/api/budgets/${encodeURIComponent(category!.name)}`, { amount: 400 });
  await send('post', '/api/recurring', {
    name: 'Rent',
    accountId: checking.id,
    type: 'EXPENSE',
    amount: 950,
    category: 'rent',
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    startDate: daysAgo(60),
  });

  return { accountId: checking.id, propertyId: property.id, loanId: loan.id, session };
}

function authHeaders(session: ApiSession): Record<string, string> {
  return {
    Authorization: `Bearer ${session.accessToken}`,
    'X-CSRF-Token': session.csrfToken,
    Origin: session.origin,
  };
}

/** The run's admin (auth.setup.ts) gives `username` the ADMIN role. */
async function makeAdmin(request: APIRequestContext, username: string): Promise<void> {
  const { admin } = loadUsers();
  const login = await request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, csrfToken } = (await login.json()) as {
    accessToken: string;
    csrfToken: string;
  };
  const headers = authHeaders({ accessToken, csrfToken, origin: new URL(login.url()).origin });
  const roles = (await (await request.get('/api/admin/roles', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const role = roles.find((r) => r.name === 'ADMIN');
  const users = (await (
    await request.get(`/api/admin/users?q=${encodeURIComponent(username)}`, { headers })
  ).json()) as { items: { id: number; username: string }[] };
  const target = users.items.find((u) => u.username === username);
  expect(role && target, 'admin role and the new user').toBeTruthy();
  const res = await request.post(`/api/admin/users/${target!.id}/addRole`, {
    data: { roleId: role!.id },
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
}
