import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  accountOnScreen,
  daysAgo,
  moneyText,
  newFinanceUser,
  pickOption,
  type FinanceApi,
  type SeedTransaction,
  type SeededAccount,
} from './support/finance';
import { translator, type Translate } from './support/i18n';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK, type Setting } from './support/settings';

// Accounts and transactions, the paths that only had API tests: editing a posting, the list's
// filters, the CSV export of the current filter and the guarded (cascade) delete of an account.
// Data is seeded through the API; what is under test is done through the UI. Each test registers
// its own user.

const SETTINGS = DESKTOP_EN_AND_PHONE_AR_DARK;

async function setUp(page: Page, setting: Setting): Promise<FinanceApi> {
  await applySetting(page, setting);
  return newFinanceUser(page, setting.locale);
}

/** The page is in the setting's language, direction and colour scheme. */
async function expectSetting(page: Page, setting: Setting) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', setting.locale);
  await expect(html).toHaveAttribute('dir', setting.locale === 'ar' ? 'rtl' : 'ltr');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', setting.scheme);
}

const rows = (page: Page) => page.getByTestId('transaction-row');

/** Exactly these rows, in this order, each found by its (unique) description. */
async function expectRows(page: Page, descriptions: readonly string[]) {
  await expect(rows(page)).toHaveText(
    descriptions.map((d) => new RegExp(d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );
  await expect(rows(page)).toHaveCount(descriptions.length);
}

for (const setting of SETTINGS) {
  test(`${setting.title}: editing a transaction updates its row, the balance and net worth`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    const api = await setUp(page, setting);
    const checking = await api.account({ name: 'Checking', balance: 1000 });
    await api.transaction({
      accountId: checking.id,
      type: 'EXPENSE',
      amount: 50,
      category: 'groceries',
      description: 'Market',
      date: daysAgo(3),
    });

    await page.goto('/accounts/transactions');
    await expectSetting(page, setting);
    const row = rows(page).filter({ hasText: 'Market' });
    await expect(rows(page)).toHaveCount(1);
    await expect(row).toContainText(await moneyText(page, setting.locale, -50, { signed: true }));

    await row.getByRole('button', { name: t('common.edit'), exact: true }).click();
    const form = page.getByTestId('transaction-form');
    await expect(page.getByRole('dialog', { name: t('transactions.editTitle') })).toBeVisible();
    await expect(form.getByTestId('tx-amount')).toHaveValue(setting.locale === 'ar' ? '٥٠' : '50');
    await expect(form.getByTestId('tx-description')).toHaveValue('Market');
    // A default category written by its key joins the list under its name in the language of the
    // user's settings (the list is made at the first write), and reads so.
    await expect(form.getByTestId('tx-category')).toHaveValue(
      setting.locale === 'ar' ? 'بقالة' : 'Groceries',
    );
    await form.getByTestId('tx-amount').fill('72.35');
    await form.getByTestId('tx-description').fill('Supermarket');
    await form.getByTestId('tx-save').click();
    await expect(form).toBeHidden();

    // Still one posting, now with the new figure and text.
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Supermarket');
    await expect(rows(page)).toContainText(
      await moneyText(page, setting.locale, -72.35, { signed: true }),
    );
    await expect(rows(page)).not.toContainText(
      await moneyText(page, setting.locale, -50, { signed: true }),
    );

    // 1000 − 72.35
    await page.goto('/accounts');
    await expect(accountOnScreen(page, checking.id)).toContainText(
      await moneyText(page, setting.locale, 927.65),
    );
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-netWorth-value')).toHaveText(
      await moneyText(page, setting.locale, 927.65),
    );
  });
}

/**
 * Two accounts and seven postings of every kind, far enough in the past to be settled. Descriptions
 * are unique so a row can be told by its text; one has a comma (CSV quoting), one is a formula.
 */
async function seedLedger(api: FinanceApi) {
  const checking = await api.account({ name: 'Checking', balance: 5000 });
  const savings = await api.account({ name: 'Savings', balance: 2000 });
  const posts = {
    salary: {
      accountId: checking.id,
      type: 'INCOME',
      amount: 3200,
      category: 'salary',
      description: 'Salary, March',
      date: daysAgo(60),
    },
    saving: {
      accountId: savings.id,
      type: 'DEPOSIT',
      amount: 500,
      description: 'Monthly saving',
      date: daysAgo(30),
    },
    market: {
      accountId: checking.id,
      type: 'EXPENSE',
      amount: 54.2,
      category: 'groceries',
      description: 'Weekly market',
      date: daysAgo(20),
    },
    transfer: {
      accountId: checking.id,
      toAccountId: savings.id,
      type: 'TRANSFER',
      amount: 250,
      description: 'Top up savings',
      date: daysAgo(10),
    },
    power: {
      accountId: checking.id,
      type: 'EXPENSE',
      amount: 120,
      category: 'utilities',
      description: 'Electricity bill',
      date: daysAgo(5),
    },
    cash: {
      accountId: savings.id,
      type: 'WITHDRAWAL',
      amount: 75,
      description: 'Cash for market',
      date: daysAgo(2),
    },
    formula: {
      accountId: checking.id,
      type: 'EXPENSE',
      amount: 9.99,
      category: 'fees',
      description: '=SUM(A1)',
      date: daysAgo(1),
    },
  } as const;
  for (const post of Object.values(posts)) await api.transaction(post);
  // Newest first, the list's default order.
  const all = [
    posts.formula,
    posts.cash,
    posts.power,
    posts.transfer,
    posts.market,
    posts.saving,
    posts.salary,
  ].map((p) => p.description);
  return { checking, savings, posts, all };
}

test('en, desktop: filters by account, type, text, category, amount and date range, then clears', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = translator('en');
  const { all } = await seedLedger(await newFinanceUser(page));
  await page.goto('/accounts/transactions');
  await expectRows(page, all);
  await expect(page.getByTestId('tx-count')).toHaveText(t('transactions.count', { total: 7 }));

  // Account: both sides of a transfer belong to the account's list.
  const account = page.getByTestId('tx-filter-account');
  await pickOption(page, account, 'Savings (EUR)');
  await expectRows(page, ['Cash for market', 'Top up savings', 'Monthly saving']);
  await pickOption(page, page.getByTestId('tx-filter-type'), t('transactions.types.WITHDRAWAL'));
  await expectRows(page, ['Cash for market']);
  await page.getByTestId('tx-filter-type-clear').click();
  await expectRows(page, ['Cash for market', 'Top up savings', 'Monthly saving']);
  await page.getByTestId('tx-filter-account-clear').click();
  await expect(account).toHaveValue('');
  await expectRows(page, all);

  // Text search, case-insensitive, in descriptions.
  const search = page.getByTestId('tx-filter-search');
  await search.fill('MARKET');
  await expectRows(page, ['Cash for market', 'Weekly market']);
  await search.fill('');
  await expectRows(page, all);

  // Category, picked by its translated name.
  const category = page.getByTestId('tx-filter-category');
  await category.fill('Groc');
  await page.getByRole('option', { name: t('categories.groceries'), exact: true }).click();
  await expectRows(page, ['Weekly market']);
  await category.fill('');
  await expectRows(page, all);

  // Amount range, both bounds included (54.20 and 120 stay in).
  const min = page.getByTestId('tx-filter-min');
  const max = page.getByTestId('tx-filter-max');
  await min.fill('54.2');
  await max.fill('120');
  await expectRows(page, ['Cash for market', 'Electricity bill', 'Weekly market']);
  await min.fill('');
  await max.fill('');
  await expectRows(page, all);

  // Date range, both days included.
  const from = page.getByTestId('tx-filter-from');
  const to = page.getByTestId('tx-filter-to');
  await from.fill(daysAgo(20));
  await to.fill(daysAgo(5));
  await expectRows(page, ['Electricity bill', 'Top up savings', 'Weekly market']);
  await from.fill('');
  await to.fill('');
  await expectRows(page, all);

  // Several at once narrow together; clearing them all brings every row back.
  await pickOption(page, account, 'Checking (EUR)');
  await pickOption(page, page.getByTestId('tx-filter-type'), t('transactions.types.EXPENSE'));
  await max.fill('100');
  await expectRows(page, ['=SUM(A1)', 'Weekly market']);
  await search.fill('nothing like this');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('tx-empty')).toHaveText(t('transactions.empty'));
  await search.fill('');
  await max.fill('');
  await page.getByTestId('tx-filter-type-clear').click();
  await page.getByTestId('tx-filter-account-clear').click();
  await expectRows(page, all);
  await expect(page.getByTestId('tx-count')).toHaveText(t('transactions.count', { total: 7 }));
});

/** Clicks Export and returns the downloaded file's name and text. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('tx-export').click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
}

test('en, desktop: the CSV export holds the current filter, formulas defused', async ({ page }) => {
  const t = translator('en');
  const { posts, all } = await seedLedger(await newFinanceUser(page));
  await page.goto('/accounts/transactions');
  await expectRows(page, all);

  // One account, oldest first: the file has the same rows in the same order.
  await pickOption(page, page.getByTestId('tx-filter-account'), 'Checking (EUR)');
  await pickOption(page, page.getByTestId('tx-filter-sort'), t('transactions.sorts.date_asc'));
  await expectRows(page, [
    'Salary, March',
    'Weekly market',
    'Top up savings',
    'Electricity bill',
    '=SUM(A1)',
  ]);
  // The last column holds a split's lines ("Groceries: 70; Dining: 30"), empty for the rest.
  const header =
    'date,type,account,to_account,amount,currency,to_amount,to_currency,category,description,splits';
  const first = await exportCsv(page);
  expect(first.name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  // RFC 4180 lines ending in CRLF; a cell holding a comma is quoted; a cell starting with = + - @
  // tab or CR gets a leading apostrophe (apps/server/src/modules/transactions/csv.ts, csvCell).
  expect(first.text.split('\r\n')).toEqual([
    header,
    // The first write made the list, naming the default it carried ('salary' → 'Salary').
    `${posts.salary.date},INCOME,Checking,,3200,EUR,,,Salary,"Salary, March",`,
    `${posts.market.date},EXPENSE,Checking,,54.2,EUR,,,groceries,Weekly market,`,
    `${posts.transfer.date},TRANSFER,Checking,Savings,250,EUR,250,EUR,,Top up savings,`,
    `${posts.power.date},EXPENSE,Checking,,120,EUR,,,utilities,Electricity bill,`,
    `${posts.formula.date},EXPENSE,Checking,,9.99,EUR,,,fees,'=SUM(A1),`,
    '',
  ]);

  // Another filter, another file: the other account's withdrawals only.
  await pickOption(page, page.getByTestId('tx-filter-account'), 'Savings (EUR)');
  await pickOption(page, page.getByTestId('tx-filter-type'), t('transactions.types.WITHDRAWAL'));
  await expectRows(page, ['Cash for market']);
  const second = await exportCsv(page);
  expect(second.text).toBe(
    `${header}\r\n${posts.cash.date},WITHDRAWAL,Savings,,75,EUR,,,,Cash for market,\r\n`,
  );
});

/** Checking with one posting of its own and a transfer in from "Old bank", which has postings. */
async function seedTwoAccounts(api: FinanceApi) {
  const checking = await api.account({ name: 'Checking', balance: 1000 });
  const old = await api.account({ name: 'Old bank', balance: 300 });
  const posts: SeedTransaction[] = [
    {
      accountId: old.id,
      type: 'DEPOSIT',
      amount: 200,
      description: 'Old deposit',
      date: daysAgo(10),
    },
    {
      accountId: old.id,
      type: 'EXPENSE',
      amount: 50,
      description: 'Old expense',
      date: daysAgo(6),
    },
    {
      accountId: checking.id,
      type: 'DEPOSIT',
      amount: 40,
      description: 'Main deposit',
      date: daysAgo(4),
    },
    {
      accountId: old.id,
      toAccountId: checking.id,
      type: 'TRANSFER',
      amount: 100,
      description: 'Move to checking',
      date: daysAgo(2),
    },
  ];
  for (const post of posts) await api.transaction(post);
  // Old bank 300 + 200 − 50 − 100 = 350; Checking 1000 + 40 + 100 = 1140; net worth 1490.
  return { checking, old };
}

async function openDelete(page: Page, account: SeededAccount, t: Translate) {
  await accountMenu(page, account.id).click();
  await page.getByRole('menuitem', { name: t('common.delete'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: t('accounts.delete.title') })).toBeVisible();
  await page.getByTestId('delete-confirm').click();
  // The server refuses a plain delete (409): deactivation is offered first.
  await expect(page.getByTestId('delete-has-postings')).toHaveText(
    t('accounts.delete.hasPostings'),
  );
  await expect(page.getByTestId('delete-deactivate')).toHaveText(t('accounts.status.deactivate'));
  await expect(page.getByTestId('delete-cascade')).toHaveText(t('accounts.delete.cascade'));
}

for (const setting of SETTINGS) {
  test(`${setting.title}: deleting an account with postings offers deactivation, then a typed cascade`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = translator(setting.locale);
    const money = (value: number) => moneyText(page, setting.locale, value);
    const { checking, old } = await seedTwoAccounts(await setUp(page, setting));

    await page.goto('/dashboard');
    await expectSetting(page, setting);
    const netWorth = page.getByTestId('stat-netWorth-value');
    await expect(netWorth).toHaveText(await money(1490));

    await page.goto('/accounts');
    await expect(accountOnScreen(page, old.id)).toContainText(await money(350));
    await expect(accountOnScreen(page, checking.id)).toContainText(await money(1140));

    // Deactivation, offered first, leads to the status dialog; cancelled, nothing changes.
    await openDelete(page, old, t);
    await page.getByTestId('delete-deactivate').click();
    const status = page.getByRole('dialog', { name: t('accounts.status.deactivateTitle') });
    await expect(status).toBeVisible();
    await expect(status).toContainText(t('accounts.status.deactivateText', { name: 'Old bank' }));
    await status.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await expect(status).toBeHidden();
    await expect(accountOnScreen(page, old.id).getByTestId('account-status')).toHaveText(
      t('accounts.status.active'),
    );

    // The cascade needs the account's name typed in full.
    await openDelete(page, old, t);
    await page.getByTestId('delete-cascade').click();
    await expect(page.getByTestId('delete-cascade-warning')).toHaveText(
      t('accounts.delete.cascadeWarning'),
    );
    const typed = page.getByTestId('delete-typed-name');
    const confirm = page.getByTestId('delete-cascade-confirm');
    await expect(
      page.getByLabel(t('accounts.delete.typeName', { name: 'Old bank' })),
    ).toBeVisible();
    await expect(confirm).toBeDisabled();
    for (const wrong of ['Old', 'old bank', 'Old banks']) {
      await typed.fill(wrong);
      await expect(confirm).toBeDisabled();
    }
    await typed.fill('Old bank');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByRole('dialog', { name: t('accounts.delete.title') })).toBeHidden();

    // Gone from the accounts; Checking keeps its balance (the transfer in stays received).
    await expect(accountOnScreen(page, old.id)).toHaveCount(0);
    await expect(page.getByTestId('page-accounts')).not.toContainText('Old bank');
    await expect(accountOnScreen(page, checking.id)).toContainText(await money(1140));

    // Its own postings are gone; the transfer in is now a plain deposit on Checking.
    await page.goto('/accounts/transactions');
    await expectRows(page, ['Move to checking', 'Main deposit']);
    await expect(page.getByTestId('transactions-list')).not.toContainText('Old');
    await expect(rows(page).first()).toContainText(t('transactions.types.DEPOSIT'));
    await expect(rows(page).first()).toContainText('Checking');

    await page.goto('/dashboard');
    await expect(netWorth).toHaveText(await money(1140));
  });
}
