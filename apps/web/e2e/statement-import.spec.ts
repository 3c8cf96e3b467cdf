import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  accountOnScreen,
  moneyText,
  newFinanceUser,
  pickOption,
} from './support/finance';
import { SHOTS, expectNoSeriousAxeViolations, settle } from './support/fixtures';
import { count, wizardFits } from './support/import-wizard';
import { translator } from './support/i18n';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';

// Bring your history in (issue 31): bank statement files through the transactions' import —
// a QIF with a split payment and a transfer, a CAMT.053 whose closing balance is checked and
// whose IBAN the account remembers. English on a desktop, Arabic on a phone in dark mode.

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** The transactions' import, the file given with `into` chosen on the upload step. */
async function uploadStatement(page: Page, into: string, file: string): Promise<void> {
  await page.goto('/accounts/transactions');
  await settle(page);
  await page.getByTestId('tx-import').click();
  const dialog = page.getByRole('dialog');
  await pickOption(page, dialog.getByTestId('import-account'), into);
  await dialog.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, file));
  await dialog.getByTestId('import-next').click();
  await expect(dialog.getByTestId('statement-accounts')).toBeVisible();
}

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;
  const shot = (name: string) =>
    path.join(SHOTS, `${name}-${setting.locale}-${setting.scheme}.png`);

  test(`${setting.title}: a QIF with a split payment and a transfer, its day order chosen`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await applySetting(page, setting);
    const api = await newFinanceUser(page, setting.locale);
    const checking = await api.account({
      name: 'Checking',
      balance: 1000,
      openingDate: '2024-01-01',
    });
    const savings = await api.account({ name: 'Savings', balance: 0, openingDate: '2024-01-01' });

    await uploadStatement(page, 'Checking (EUR)', 'bank.qif');
    const dialog = page.getByRole('dialog');
    // A QIF names no account: the one chosen with the file; its dates read MDY or DMY, MDY likelier.
    await expect(dialog.getByTestId('statement-account-select-0')).toHaveValue('Checking (EUR)');
    await expect(dialog.getByTestId('statement-date-order-MDY')).toBeChecked();
    await expect(dialog.getByTestId('statement-date-order')).toContainText('03/01/2024');
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: shot('statement-qif-accounts'), fullPage: true });

    await dialog.getByTestId('import-preview').click();
    await expect(dialog.getByTestId('import-preview-step')).toBeVisible();
    await expect(dialog.getByTestId('statement-splits-8')).toContainText(
      t('transactions.import.statement.splits', { parts: await count(page, setting.locale, 2) }),
    );
    await expect(dialog.getByTestId('statement-likely-duplicates')).toHaveCount(0);
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByTestId('import-run').click();
    await expect(dialog.getByTestId('import-summary')).toBeVisible();
    await expect(dialog.getByTestId('import-imported')).toContainText(
      await count(page, setting.locale, 4),
    );
    await dialog.getByTestId('import-done').click();

    // The split payment shows its categories in the list.
    const split = page.getByTestId('transaction-row').filter({ hasText: 'Supermarket' });
    await expect(split).toContainText(
      t('transactions.split.listed', {
        categories: ['Groceries', 'Household'].join(t('common.listSeparator')),
      }),
    );
    // 1000 − 120 − 100 + 1500 − 200 (to Savings) = 2,080.00; Savings 200.00.
    await page.goto('/accounts');
    await expect(accountOnScreen(page, checking.id)).toContainText(
      await moneyText(page, setting.locale, 2080),
    );
    await expect(accountOnScreen(page, savings.id)).toContainText(
      await moneyText(page, setting.locale, 200),
    );
  });

  test(`${setting.title}: a CAMT.053 reconciles, and its IBAN is remembered: the same file again books nothing`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await applySetting(page, setting);
    const api = await newFinanceUser(page, setting.locale);
    const giro = await api.account({ name: 'Girokonto', balance: 1000, openingDate: '2024-02-29' });
    await api.account({ name: 'Other', balance: 0, openingDate: '2024-02-29' });
    // The electricity bill, typed in by hand two days before the bank booked it.
    await api.transaction({
      accountId: giro.id,
      type: 'WITHDRAWAL',
      amount: 87.65,
      date: '2024-03-02',
      description: 'Strom',
    });

    await uploadStatement(page, 'Girokonto (EUR)', 'camt053.xml');
    const dialog = page.getByRole('dialog');
    const first = dialog.getByTestId('statement-account-0');
    await expect(first).toContainText('DE89370400440532013000');
    await expect(first).toContainText(await moneyText(page, setting.locale, 2012.35));
    await expect(dialog.getByTestId('statement-account-select-0')).toHaveValue('Girokonto (EUR)');
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByTestId('import-preview').click();
    await expect(dialog.getByTestId('import-preview-step')).toBeVisible();

    // The bank's line for it looks like it (same amount, two days apart): left out, unticked.
    const likely = dialog.getByTestId('statement-likely-duplicates');
    await expect(likely).toContainText('Stadtwerke München');
    const box = likely.getByRole('checkbox');
    await expect(box).toHaveCount(1);
    await expect(box).not.toBeChecked();
    const run = dialog.getByTestId('import-run');
    await expect(run).toContainText(t('transactions.import.run', { count: 3 }));
    // By keyboard: ticked, it would be booked too; unticked again, it is not.
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expect(run).toContainText(t('transactions.import.run', { count: 4 }));
    await page.keyboard.press('Space');
    await expect(box).not.toBeChecked();
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: shot('statement-camt-preview'), fullPage: true });
    await run.click();
    await expect(dialog.getByTestId('import-imported')).toContainText(
      await count(page, setting.locale, 3),
    );

    // 1000 − 87.65 (typed) + 600 + 300 + 200 = 2,012.35, as the bank states: difference 0.
    const balance = dialog.getByTestId(`reconciliation-${giro.id}`);
    await expect(balance).toHaveAttribute('data-difference', '0');
    await expect(balance).toContainText(t('transactions.import.statement.reconciliation.matches'));
    await expect(balance.getByTestId('reconciliation-difference')).toHaveText(
      await moneyText(page, setting.locale, 0),
    );
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: shot('statement-camt-summary'), fullPage: true });
    await dialog.getByTestId('import-done').click();

    // The account now names the IBAN, and the next file naming it goes there whatever the
    // upload step says; every line is known by its bank reference, so nothing is booked.
    await page.goto('/accounts');
    await accountMenu(page, giro.id).click();
    await page.getByRole('menuitem', { name: t('common.edit'), exact: true }).click();
    await expect(page.getByTestId('account-statementRef')).toHaveValue('DE89370400440532013000');
    await page.keyboard.press('Escape');

    await uploadStatement(page, 'Other (EUR)', 'camt053.xml');
    await expect(dialog.getByTestId('statement-account-select-0')).toHaveValue('Girokonto (EUR)');
    await dialog.getByTestId('import-preview').click();
    await expect(dialog.getByTestId('statement-preview-counts')).toContainText(
      t('csvImport.previewCounts', {
        imported: await count(page, setting.locale, 0),
        duplicates: await count(page, setting.locale, 4),
        errors: await count(page, setting.locale, 0),
      }),
    );
    await expect(dialog.getByTestId('import-run')).toBeDisabled();
  });
}
