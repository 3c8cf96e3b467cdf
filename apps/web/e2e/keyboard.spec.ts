import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/fixtures';
import { newFinanceUser } from './support/finance';
import { translator } from './support/i18n';

// Issue 19: a person without a mouse. The skip link, the menu (aria-current on the open page),
// a new account and a new transaction typed in dialogs, a toast announced (role=alert), focus back
// on the button that opened a dialog, Escape closing one. Then the reduced-motion drawer.

/** Presses Tab until the element with `testId` has focus (as a person tabbing to it would). */
async function tabTo(page: Page, testId: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'),
    );
    if (focused === testId) return;
  }
  throw new Error(`${testId} never received focus after ${max} Tab presses`);
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

test('en, desktop: skip link, menu, a new account and a new transaction, by keyboard only', async ({
  page,
}) => {
  const t = translator('en');
  const api = await newFinanceUser(page, 'en');
  await api.account({ name: 'Checking', balance: 1000 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-dashboard')).toBeVisible();

  // The first Tab reaches the skip link, shown while focused; Enter puts focus on the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('app.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The menu: the open page is announced as current, and Enter on an entry opens it.
  await expect(page.getByTestId('nav-dashboard')).toHaveAttribute('aria-current', 'page');
  await page.locator('body').focus();
  await tabTo(page, 'nav-accounts');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByTestId('nav-accounts')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('nav-dashboard')).not.toHaveAttribute('aria-current');

  // A new account: the dialog opens on its first field, Enter in a field submits it.
  await tabTo(page, 'account-create');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t('accounts.fields.name'))).toBeFocused();
  await page.keyboard.type('Emergency fund');
  // Type and currency keep their defaults; Tab past them to the opening balance.
  const balance = dialog.getByLabel(t('accounts.fields.openingBalance'));
  for (let i = 0; i < 6 && !(await balance.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(balance).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2500');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Emergency fund').first()).toBeVisible();
  // Focus is back on the button that opened the dialog.
  expect(await focusedTestId(page)).toBe('account-create');

  // Escape closes a dialog and gives focus back too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focusedTestId(page)).toBe('account-create');

  // A new transaction: income of 250 picked and typed without a mouse.
  await page.goto('/accounts/transactions');
  await expect(page.getByTestId('page-transactions')).toBeVisible();
  await tabTo(page, 'tx-create');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const type = dialog.getByTestId('tx-type');
  await type.focus();
  await page.keyboard.press('ArrowDown'); // opens the list
  const income = page.getByRole('option', { name: t('transactions.types.INCOME'), exact: true });
  await expect(income).toBeVisible();
  for (let i = 0; i < 8 && (await income.getAttribute('data-combobox-selected')) === null; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(type).toHaveValue(t('transactions.types.INCOME'));
  await tabTo(page, 'tx-amount');
  await page.keyboard.type('250');
  await tabTo(page, 'tx-description');
  await page.keyboard.type('Keyboard bonus');
  // Past the category to the Save button, and Enter on it.
  await tabTo(page, 'tx-save');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('transaction-row').filter({ hasText: 'Keyboard bonus' }),
  ).toBeVisible();
  expect(await focusedTestId(page)).toBe('tx-create');
  await expectNoSeriousAxeViolations(page);

  // A setting changed with the arrow keys saves itself; its toast is a live region (role=alert),
  // so a screen reader reads it out.
  await page.goto('/settings/settingsGeneral');
  await expect(page.getByTestId('page-settings-general')).toBeVisible();
  await tabTo(page, 'settings-display-mode');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('alert').filter({ hasText: t('settings.saved') })).toBeVisible();
});

test('en, desktop: a new loan and its schedule, by keyboard only', async ({ page }) => {
  const t = translator('en');
  await newFinanceUser(page, 'en');
  await page.goto('/loans');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The dialog, tabbed to and filled in: 12,000 at 4 % over 24 months, everything else as offered.
  await tabTo(page, 'loan-new');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, 'loan-name');
  await page.keyboard.type('Car loan');
  await tabTo(page, 'loan-principal');
  await page.keyboard.type('12000');
  await tabTo(page, 'loan-annualRate');
  await page.keyboard.type('4');
  await tabTo(page, 'loan-termMonths');
  await page.keyboard.type('24');
  await tabTo(page, 'loan-save');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('loan-card').filter({ hasText: 'Car loan' });
  await expect(card).toBeVisible();
  // Focus is back on the button that opened the dialog.
  expect(await focusedTestId(page)).toBe('loan-new');

  // Its schedule, opened with Enter: 24 rows, and the balance chart's one-line summary, which a
  // screen reader hears as the chart's description.
  await tabTo(page, 'loan-open');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('schedule-table')).toHaveAttribute('aria-rowcount', '24');
  const chart = page.getByRole('figure', { name: t('loans.fields.balance') });
  await expect(chart).toHaveAccessibleDescription(/^Balance fell 100% between /);
  await expectNoSeriousAxeViolations(page);
});

test('ar, phone, reduced motion: the menu drawer opens by keyboard without sliding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await newFinanceUser(page, 'ar');
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-dashboard')).toBeVisible();
  await tabTo(page, 'burger');
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  // No transition runs: the drawer is in place at once, not sliding in over 200 ms.
  const durations = await drawer.evaluate((el) => {
    const all = [el, ...el.querySelectorAll('*')].map((n) => getComputedStyle(n));
    return all.map(
      (s) => parseFloat(s.transitionDuration) * 1000 + parseFloat(s.animationDuration) * 1000,
    );
  });
  expect(Math.max(...durations)).toBeLessThan(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await focusedTestId(page)).toBe('burger');
});
