import { expect, type Locator, type Page } from '@playwright/test';
import { presetStorage } from './fixtures';
import type { E2eLocale } from './i18n';
import { registerViaApi, signInViaApi, uniqueUser, type ApiSession } from './users';

/**
 * Accounts and transactions seeded through the API (the contract of shared/API.md) for specs whose
 * subject is what the UI does with them, not how they are typed in.
 */
export interface SeedAccount {
  name: string;
  balance: number;
  currency?: string;
  type?: 'CASH' | 'STOCKS' | 'CRYPTO' | 'REAL_ESTATE' | 'FX' | 'PERSONAL_EXPENSES';
  /** 'YYYY-MM-DD'; the server's default (today) when left out. */
  openingDate?: string;
}

export interface SeedTransaction {
  accountId: number;
  type: 'DEPOSIT' | 'WITHDRAWAL' | 'TRANSFER' | 'INCOME' | 'EXPENSE';
  amount: number;
  /** YYYY-MM-DD */
  date: string;
  toAccountId?: number;
  toAmount?: number;
  category?: string;
  description?: string;
}

export interface SeededAccount {
  id: number;
  name: string;
  currency: string;
  balance: number;
}

export interface FinanceApi {
  account(body: SeedAccount): Promise<SeededAccount>;
  transaction(body: SeedTransaction): Promise<{ id: number }>;
  /** POST /api/trade as the user (API.md "Trades"). */
  trade(body: Record<string, unknown>): Promise<{ id: number }>;
  /** POST a question as the user (an answer, 200: a forecast), to check what the page shows. */
  ask<T>(url: string, body: object): Promise<T>;
  /** POST any creation as the user (201), e.g. a property: `create('/api/real-estate/properties', …)`. */
  create<T>(url: string, body: object): Promise<T>;
}

/** Authenticated writes as the signed-in user: bearer token, CSRF token and our own Origin. */
export function financeApi(page: Page, session: ApiSession): FinanceApi {
  const headers = {
    Authorization: `Bearer ${session.accessToken}`,
    'X-CSRF-Token': session.csrfToken,
    Origin: session.origin,
  };
  async function create<T>(url: string, data: object): Promise<T> {
    const res = await page.request.post(url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()) as T;
  }
  async function ask<T>(url: string, data: object): Promise<T> {
    const res = await page.request.post(url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  }
  return {
    account: (body) => create('/api/account', { type: 'CASH', currency: 'EUR', ...body }),
    transaction: (body) => create('/api/transactions', body),
    trade: (body) => create('/api/trade', body),
    ask,
    create,
  };
}

/**
 * A user of its own for one test (fresh figures): registered, signed in, the UI preset to
 * `locale`, and the API handle to seed their data.
 */
export async function newFinanceUser(page: Page, locale: E2eLocale = 'en'): Promise<FinanceApi> {
  const user = uniqueUser('fm', 'Nadia', 'Haddad');
  await registerViaApi(page.request, user);
  const session = await signInViaApi(page, user);
  await presetStorage(page, { locale });
  if (locale !== 'en') {
    // As a reader of another language has it in their settings: the server names their default
    // categories in it when their list is first made (at their first write).
    const res = await page.request.put('/api/generalSettings', {
      data: { language: locale },
      headers: {
        Authorization: `Bearer ${session.accessToken}`,
        'X-CSRF-Token': session.csrfToken,
        Origin: session.origin,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return financeApi(page, session);
}

/** Opens a Mantine Select (or Autocomplete) from its input and clicks one of its options. */
export async function pickOption(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The account's table row (desktop) or card (phone), whichever the layout shows. */
export function accountOnScreen(page: Page, id: number): Locator {
  return page
    .getByTestId(`account-row-${id}`)
    .or(page.getByTestId(`account-card-${id}`))
    .filter({ visible: true });
}

/** The account's "…" menu in the layout on screen. */
export function accountMenu(page: Page, id: number): Locator {
  return page.getByTestId(`account-actions-${id}`).filter({ visible: true });
}

/**
 * A figure as the app writes it in `locale` (lib/format.ts: Intl, the currency's two minor
 * digits, always signed when `signed`), computed by the browser's own Intl data.
 */
export function moneyText(
  page: Page,
  locale: E2eLocale,
  value: number,
  opts: { currency?: string; signed?: boolean } = {},
): Promise<string> {
  return page.evaluate(
    ({ locale, value, currency, signed }) =>
      // Arabic is shown with Arabic-Indic digits (apps/web/src/lib/format.ts), asked for explicitly.
      new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
      }).format(value),
    { locale, value, currency: opts.currency ?? 'EUR', signed: opts.signed ?? false },
  );
}

/** A calendar day `n` days before today (UTC), as YYYY-MM-DD: past, so never "scheduled". */
export function daysAgo(n: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
