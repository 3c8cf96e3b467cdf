import { expect, test, type Page } from '@playwright/test';
import {
  clippedOrOffScreen,
  expectNoSeriousAxeViolations,
  presetStorage,
  settle,
} from './support/fixtures';
import { pickOption } from './support/finance';
import { seedPhoneUser } from './support/seed-phone';
import { uniqueUser } from './support/users';

// Arabic on a phone (390 px, rtl, dark) — tables that fit, controls on
// screen, Arabic-Indic digits in number fields and range buttons — and a new user's first minutes.

const PHONE = { width: 390, height: 844 };

/** The text a field shows (not the Western-digit `value` the app reads), from a fresh realm. */
async function shownText(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).evaluate((input) => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const proto = (frame.contentWindow as unknown as { HTMLInputElement: typeof HTMLInputElement })
      .HTMLInputElement.prototype;
    const text = Object.getOwnPropertyDescriptor(proto, 'value')!.get!.call(input) as string;
    frame.remove();
    return text;
  });
}

test('ar, phone, dark: journal, breakdowns, real estate and prices fit the screen; fields in Arabic-Indic digits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  const { propertyId } = await seedPhoneUser(page, 'ar', 'dark');

  // The trading journal: the trades as cards, the breakdowns with every tab on screen.
  await page.goto('/trading/trading');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('trades-table')).toBeVisible();
  await expect(page.getByTestId('trade-breakdowns')).toBeVisible();
  expect(await clippedOrOffScreen(page)).toEqual([]);
  for (const tab of ['byTag', 'byWeekday', 'byHour', 'byMonth']) {
    await page.getByTestId(`breakdown-tab-${tab}`).click();
    await expect(page.getByTestId(`breakdown-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    expect(await clippedOrOffScreen(page), tab).toEqual([]);
  }
  // An empty month (the next) is still a calendar: every day numbered, in Arabic-Indic digits.
  const calendar = page.getByTestId('pnl-calendar');
  await calendar.getByRole('button').last().click();
  const days = calendar.getByTestId('calendar-day');
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  await expect(days.first()).toHaveText('١');
  await expect(days.nth(9)).toHaveText('١٠');

  // The new-trade dialog: the broker (the investment account), and a quantity in Arabic digits.
  await page.getByTestId('new-trade').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('trade-account')).toHaveValue('Broker (EUR)');
  await dialog.getByTestId('trade-quantity').fill('12.5');
  // Playwright reads the field's text as shown (its own realm): Arabic-Indic digits.
  await expect(dialog.getByTestId('trade-quantity')).toHaveValue('١٢٫٥');
  expect(await shownText(page, 'trade-quantity')).toBe('١٢٫٥');
  await page.keyboard.press('Escape');

  // Real estate: income paid through an account, expenses with long descriptions.
  await page.goto(`/RealEstate?property=${propertyId}&tab=entries`);
  await expect(page.getByTestId('entries-income')).toBeVisible();
  await expect(page.getByTestId('entries-expenses')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await clippedOrOffScreen(page)).toEqual([]);
  // Date and category on lines of their own, not run together.
  const firstRow = page.getByTestId('entries-income').locator('tr').first();
  const [date, category] = await firstRow
    .locator('td')
    .evaluateAll((tds) => tds.slice(0, 2).map((td) => td.getBoundingClientRect().top));
  expect(category).toBeGreaterThan(date!);

  // Positions and the latest prices; a price typed in Western digits shows in Arabic-Indic ones.
  await page.goto('/trading/positions');
  await settle(page);
  await expect(page.getByTestId('prices-table')).toBeVisible();
  expect(await clippedOrOffScreen(page)).toEqual([]);
  await page.getByTestId('price-value').fill('640.5');
  expect(await shownText(page, 'price-value')).toBe('٦٤٠٫٥');
  await expect(page.getByTestId('price-value')).toHaveValue('٦٤٠٫٥');

  // The range buttons speak the same digits as the figures.
  await page.goto('/dashboard');
  await settle(page);
  await expect(page.getByText('٣٠ يوماً').first()).toBeVisible();
  await expect(page.getByText('30 يوماً')).toHaveCount(0);
});

for (const { locale, scheme } of [
  { locale: 'en', scheme: 'light' },
  { locale: 'ar', scheme: 'dark' },
] as const) {
  test(`${locale}, ${scheme}: a nearly spent budget's amber label passes axe`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedPhoneUser(page, locale, scheme);
    await page.goto('/expenses');
    await settle(page);
    await expect(page.locator('[data-testid="budget-bar"][data-status="warn"]')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('first minutes: landing buttons, register signs in, forecasting advice, the broker by default', async ({
  page,
}) => {
  await presetStorage(page, { locale: 'en' });
  await page.goto('/');
  // "Sign in" and "Create account" look like buttons: a filled one and an outlined one.
  for (const name of ['Sign in', 'Create account']) {
    const link = page.getByRole('link', { name, exact: true });
    const look = await link.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        border: parseFloat(s.borderTopWidth),
        height: el.getBoundingClientRect().height,
        padding: parseFloat(s.paddingInlineStart),
      };
    });
    expect(look.background !== 'rgba(0, 0, 0, 0)' || look.border > 0, name).toBe(true);
    expect(look.height, name).toBeGreaterThanOrEqual(36);
    expect(look.padding, name).toBeGreaterThan(8);
    await expect(link).toHaveClass(/mantine-Button-root/);
  }

  // Registering signs the new user in: no second typing of the credentials.
  const me = uniqueUser('first', 'Lina', 'Saleh');
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel(/^Username/).fill(me.username);
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('First name').fill(me.firstName);
  await page.getByLabel('Last name').fill(me.lastName);
  await page.getByLabel(/^Password/).fill(me.password);
  await page.getByLabel('Confirm password').fill(me.password);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-user').filter({ visible: true })).toContainText(
    'Lina Saleh',
  );

  // Nothing yet: the forecast says what to add rather than drawing flat charts at zero.
  await page.goto('/forecasting');
  await expect(page.getByTestId('forecast-empty')).toBeVisible();
  await expect(page.getByTestId('forecast-empty')).toContainText('Add an account');
  await expect(page.locator('.recharts-surface')).toHaveCount(0);

  // A checking account first, then a broker: a new trade goes to the broker.
  const headers = await page.evaluate(() => ({
    Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
    'X-CSRF-Token': sessionStorage.getItem('csrfToken') ?? '',
    Origin: location.origin,
  }));
  for (const [name, type] of [
    ['Checking', 'CASH'],
    ['Broker', 'STOCKS'],
  ] as const) {
    const res = await page.request.post('/api/account', {
      data: { name, type, currency: 'EUR', balance: 1000 },
      headers,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/trading/trading');
  await page.getByTestId('new-trade').click();
  const account = page.getByRole('dialog').getByTestId('trade-account');
  await expect(account).toHaveValue('Broker (EUR)');
  await pickOption(page, account, 'Checking (EUR)');
  await expect(account).toHaveValue('Checking (EUR)');
});
