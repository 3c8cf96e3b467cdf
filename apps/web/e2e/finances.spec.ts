import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, signInViaApi, uniqueUser } from './support/users';

// Accounts and net worth end to end: accounts in two currencies, postings, a transfer across them,
// a CSV import with progress and summary, the dashboard moving, and (de)activation — in English on
// a desktop and in Arabic (rtl, dark) on a phone. Each test registers its own user: fresh figures.
const SHOTS = path.join(import.meta.dirname, 'screenshots');

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function freshUser(page: Page, locale?: 'ar') {
  const user = uniqueUser('fin', 'Nadia', 'Haddad');
  await registerViaApi(page.request, user);
  await signInViaApi(page, user);
  if (locale) {
    await page.addInitScript((lng) => localStorage.setItem('locale', lng), locale);
  }
}

/** Picks an option of a Mantine Select opened from `input`. */
async function pick(page: Page, input: ReturnType<Page['getByTestId']>, option: string | RegExp) {
  await input.click();
  await page.getByRole('option', { name: option }).click();
}

async function createAccount(
  page: Page,
  labels: { name: string; currency: string; balance: string },
  values: { name: string; currency?: string; balance: string },
) {
  await page.getByTestId('account-create').click();
  const form = page.getByTestId('account-form');
  await form.getByLabel(labels.name, { exact: false }).first().fill(values.name);
  if (values.currency) {
    const currency = form.getByRole('combobox', { name: labels.currency });
    await currency.click();
    await currency.fill(values.currency);
    await page.getByRole('option', { name: values.currency, exact: true }).click();
  }
  await form.getByLabel(labels.balance).fill(values.balance);
  await page.getByTestId('account-save').click();
  await expect(form).toBeHidden();
}

test('en, desktop: accounts, postings, transfer, CSV import, dashboard, (de)activation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await freshUser(page);

  // A new user is walked to the first account.
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await page.getByTestId('dashboard-first-account').click();
  await expect(page).toHaveURL(/\/accounts$/);

  const labels = { name: 'Name', currency: 'Currency', balance: 'Opening balance' };
  await createAccount(page, labels, { name: 'Checking', balance: '1000' });
  await createAccount(page, labels, { name: 'Broker', currency: 'USD', balance: '500' });
  const table = page.getByTestId('accounts-table');
  await expect(table.locator('[data-name="Checking"]')).toContainText('€1,000.00');
  await expect(table.locator('[data-name="Broker"]')).toContainText('$500.00');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Nadia');
  const netWorth = page.getByTestId('stat-netWorth-value');
  await expect(netWorth).toContainText('€');
  const before = await netWorth.innerText();

  // Postings: a deposit, an expense, then a transfer to the USD account.
  await page.goto('/accounts/transactions');
  const post = async (type: string, amount: string, extra?: () => Promise<void>) => {
    await page.getByTestId('tx-create').click();
    await pick(page, page.getByTestId('tx-type'), type);
    await pick(page, page.getByTestId('tx-account'), 'Checking (EUR)');
    await page.getByTestId('tx-amount').fill(amount);
    await extra?.();
    await page.getByTestId('tx-save').click();
    await expect(page.getByTestId('transaction-form')).toBeHidden();
  };
  await post('Deposit', '200');
  await post('Expense', '50', async () => {
    await page.getByTestId('tx-category').fill('Groceries');
    await page.getByTestId('tx-description').fill('Market');
  });
  await post('Transfer', '100', async () => {
    await pick(page, page.getByTestId('tx-to-account'), 'Broker (USD)');
    // Pre-filled from the day's rate, still editable.
    await expect(page.getByTestId('tx-to-amount')).not.toHaveValue('');
  });
  await expect(page.getByTestId('transaction-row')).toHaveCount(3);
  await expect(page.getByTestId('transactions-list')).toContainText('Market');
  await expect(page.getByTestId('transactions-list')).toContainText('Groceries');

  // CSV import with progress and summary.
  const csv = [
    'date,amount,description',
    `${today()},-12.50,Bakery`,
    `${today()},30,Refund`,
    `${today()},oops,Broken`,
  ].join('\n');
  await page.route('**/api/transactions/import', async (route) => {
    // Slow the real import down a little so the progress step is on screen long enough to see.
    if (route.request().postData()?.includes('name="dryRun"\r\n\r\nfalse'))
      await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByTestId('tx-import').click();
  await pick(page, page.getByTestId('import-account'), 'Checking (EUR)');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('import-next').click();
  await expect(page.getByTestId('import-mapping')).toBeVisible();
  await page.getByTestId('import-preview').click();
  await expect(page.getByTestId('import-preview-step')).toContainText('Bakery');
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(page.getByTestId('import-summary')).toBeVisible();
  await expect(page.getByTestId('import-imported')).toContainText('2');
  await expect(page.getByTestId('import-errors')).toContainText('Line 4');
  await page.screenshot({ path: path.join(SHOTS, 'finances-import-summary.png') });
  await page.getByTestId('import-done').click();
  await expect(page.getByTestId('transaction-row')).toHaveCount(5);
  await page.screenshot({ path: path.join(SHOTS, 'finances-transactions.png') });

  // 1000 + 200 − 50 − 100 − 12.50 + 30 = 1,067.50
  await page.goto('/accounts');
  await expect(table.locator('[data-name="Checking"]')).toContainText('€1,067.50');
  await page.screenshot({ path: path.join(SHOTS, 'finances-accounts.png'), fullPage: true });

  await page.goto('/dashboard');
  await expect(netWorth).not.toHaveText(before);
  await expect(page.getByTestId('recent-transactions')).toContainText('Bakery');
  await expect(page.getByTestId('networth-chart')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'finances-dashboard-light.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: path.join(SHOTS, 'finances-dashboard-dark.png'), fullPage: true });

  // Deactivate, then reactivate the USD account; the history shows both.
  await page.goto('/accounts');
  const broker = table.locator('[data-name="Broker"]');
  await page.getByRole('button', { name: 'Actions for Broker' }).first().click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByTestId('status-confirm').click();
  await expect(broker.getByTestId('account-status')).toHaveText('Inactive');
  await page.getByRole('button', { name: 'Actions for Broker' }).first().click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page.getByTestId('status-confirm').click();
  await expect(broker.getByTestId('account-status')).toHaveText('Active');
  await page.getByRole('button', { name: 'Actions for Broker' }).first().click();
  await page.getByRole('menuitem', { name: 'Status history' }).click();
  await expect(page.getByTestId('status-history')).toContainText('Reactivated');
  await expect(page.getByTestId('status-history')).toContainText('Closed');
});

test('ar, phone, dark: rtl accounts as cards, a deposit, dashboard, (de)activation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await freshUser(page, 'ar');

  await page.goto('/accounts');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const labels = { name: 'الاسم', currency: 'العملة', balance: 'الرصيد الافتتاحي' };
  await createAccount(page, labels, { name: 'Epargne', balance: '250' });
  await createAccount(page, labels, { name: 'Dollar', currency: 'USD', balance: '40' });
  const cards = page.getByTestId('accounts-cards');
  await expect(cards).toBeVisible();
  await expect(page.getByTestId('accounts-table')).toBeHidden();
  await expect(cards.getByTestId('account-status').first()).toHaveText('نشط');

  await page.goto('/accounts/transactions');
  await page.getByTestId('tx-create').click();
  await pick(page, page.getByTestId('tx-type'), 'إيداع');
  await pick(page, page.getByTestId('tx-account'), 'Epargne (EUR)');
  await page.getByTestId('tx-amount').fill('75');
  await page.getByTestId('tx-save').click();
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً، Nadia');
  await expect(page.getByTestId('stat-netWorth-value')).toBeVisible();
  await page.screenshot({
    path: path.join(SHOTS, 'finances-dashboard-ar-phone-dark.png'),
    fullPage: true,
  });

  await page.goto('/accounts');
  await page.getByRole('button', { name: 'إجراءات Dollar' }).click();
  await page.getByRole('menuitem', { name: 'إلغاء التفعيل' }).click();
  await page.getByTestId('status-confirm').click();
  const dollar = cards.locator('[data-testid^="account-card-"]', { hasText: 'Dollar' });
  await expect(dollar.getByTestId('account-status')).toHaveText('غير نشط');
  await page.getByRole('button', { name: 'إجراءات Dollar' }).click();
  await page.getByRole('menuitem', { name: 'إعادة التفعيل' }).click();
  await page.getByTestId('status-confirm').click();
  await expect(dollar.getByTestId('account-status')).toHaveText('نشط');
  await page.screenshot({
    path: path.join(SHOTS, 'finances-accounts-ar-phone.png'),
    fullPage: true,
  });
});

test('ar, desktop, light: the dashboard mirrors and formats for Arabic', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await freshUser(page, 'ar');
  await page.goto('/accounts');
  await createAccount(
    page,
    { name: 'الاسم', currency: 'العملة', balance: 'الرصيد الافتتاحي' },
    { name: 'Cash', balance: '1234.5' },
  );
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const value = page.getByTestId('stat-netWorth-value');
  await expect(value).toContainText('€');
  // Arabic-Indic digits and separators (١٬٢٣٤٫٥٠), whatever this browser's plain 'ar' would use.
  await expect(value).toContainText('١٬٢٣٤٫٥٠');
  await expect(value).not.toContainText(/[0-9]/);
  await page.screenshot({ path: path.join(SHOTS, 'finances-dashboard-ar.png'), fullPage: true });
});
