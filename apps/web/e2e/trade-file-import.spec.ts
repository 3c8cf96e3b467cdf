import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { moneyText, newFinanceUser, pickOption } from './support/finance';
import { SHOTS, expectNoSeriousAxeViolations, settle } from './support/fixtures';
import { translator } from './support/i18n';
import { count, wizardFits } from './support/import-wizard';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';

// Bring your history in (issue 31): a Ghostfolio export through the trades' import on the
// trading page — its account mapped to a Stocks account, the dry run with the activity it never
// imports, the trades and the dividend booked, and the same file again booking nothing.

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'ghostfolio.json');

/** The trades' import with the fixture given; the upload step's account is left as it is. */
async function uploadExport(page: Page): Promise<void> {
  await page.goto('/trading/trading');
  await settle(page);
  await page.getByTestId('trades-import').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles(FIXTURE);
  await dialog.getByTestId('import-next').click();
  await expect(dialog.getByTestId('statement-accounts')).toBeVisible();
  await expect(dialog.getByTestId('import-wizard')).toHaveAttribute('data-format', 'ghostfolio');
}

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;
  const shot = (name: string) =>
    path.join(SHOTS, `${name}-${setting.locale}-${setting.scheme}.png`);

  test(`${setting.title}: a Ghostfolio export books its trades and dividend once`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await applySetting(page, setting);
    const api = await newFinanceUser(page, setting.locale);
    // The first active account, which the upload step offers, cannot hold securities.
    await api.account({ name: 'Checking', balance: 100, openingDate: '2024-01-01' });
    const depot = await api.account({
      name: 'Depot',
      type: 'STOCKS',
      balance: 5000,
      openingDate: '2024-01-01',
    });

    await uploadExport(page);
    const dialog = page.getByRole('dialog');
    const select = dialog.getByTestId('statement-account-select-0');
    await expect(dialog.getByTestId('statement-account-0')).toContainText(
      t('trading.import.files.activities', { activities: await count(page, setting.locale, 4) }),
    );
    await expect(select).toHaveValue('');
    await expect(dialog.getByTestId('import-preview')).toBeDisabled();
    await pickOption(page, select, 'Depot (EUR)');
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: shot('trade-file-accounts'), fullPage: true });
    await dialog.getByTestId('import-preview').click();

    await expect(dialog.getByTestId('import-preview-step')).toBeVisible();
    await expect(dialog.getByTestId('statement-preview-counts')).toContainText(
      t('csvImport.previewCounts', {
        imported: await count(page, setting.locale, 4),
        duplicates: await count(page, setting.locale, 0),
        errors: await count(page, setting.locale, 0),
      }),
    );
    await expect(dialog.getByTestId('trade-file-preview')).toContainText(
      t('trading.import.files.types.DIVIDEND'),
    );
    await expect(dialog.getByTestId('trade-file-skipped-5')).toContainText(
      t('trading.import.files.skipped.ITEM'),
    );
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: shot('trade-file-preview'), fullPage: true });
    // By keyboard: the import runs from its button.
    const run = dialog.getByTestId('import-run');
    await expect(run).toContainText(t('trading.import.files.run', { count: 4 }));
    await run.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('import-imported')).toContainText(
      await count(page, setting.locale, 4),
    );
    await wizardFits(page, phone);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByTestId('import-done').click();

    // Bought and sold: one closed trade; bought and still held: one open trade.
    const trades = page.getByTestId('trades-table');
    const sap = trades.locator('tr', { hasText: 'SAP.DE' });
    const asml = trades.locator('tr', { hasText: 'ASML.AS' });
    await expect(sap).toContainText(t('trading.statuses.CLOSED'));
    await expect(asml).toContainText(t('trading.statuses.OPEN'));

    // The dividend (10 × 2.20) is a transaction of the account.
    await page.goto(`/accounts/${depot.id}/transactions`);
    const dividend = page.getByTestId('transaction-row').filter({ hasText: 'SAP.DE' });
    await expect(dividend).toContainText(await moneyText(page, setting.locale, 22));

    // The account now remembers the export's account; every activity is known: none booked.
    await uploadExport(page);
    await expect(select).toHaveValue('Depot (EUR)');
    await dialog.getByTestId('import-preview').click();
    await expect(dialog.getByTestId('statement-preview-counts')).toContainText(
      t('csvImport.previewCounts', {
        imported: await count(page, setting.locale, 0),
        duplicates: await count(page, setting.locale, 4),
        errors: await count(page, setting.locale, 0),
      }),
    );
    await expect(run).toBeDisabled();
  });
}
