import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accountOnScreen, moneyText, newFinanceUser, pickOption } from './support/finance';
import { expectNoSeriousAxeViolations } from './support/fixtures';

// Trading, a trader's path: bring a broker's CSV in through the shared import wizard on the
// trading page, see the trades and the P&L in the account's balance, then export the journal.

const SHOTS = path.join(import.meta.dirname, 'screenshots');

// ';' separated, DD.MM.YYYY with times, decimal commas, fees as negative amounts; line 4 is open.
const BROKER_CSV = [
  'Symbol;Side;Qty;Open time;Open price;Close time;Close price;Commission;Comment',
  'ACME;Buy;100;03.03.2025 10:00;10,00;04.03.2025 15:30;12,50;-2,00;breakout',
  'ACME;Sell;50;05.03.2025 09:00;20,00;05.03.2025 11:00;21,00;-1,00;faded the top',
  'BETA;Buy;10;06.03.2025 10:00;1.000,50;;;0;still open',
  'GAMMA;Buy;abc;06.03.2025 10:00;5,00;;;0;',
].join('\r\n');

test('en, desktop: import a broker CSV on the trading page, see the trades and the balance, export', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const api = await newFinanceUser(page, 'en');
  const broker = await api.account({ name: 'Broker', balance: 1000, type: 'STOCKS' });

  await page.goto('/trading/trading');
  await expect(page.getByTestId('trades-empty')).toBeVisible();
  await page.getByTestId('trades-import').click();
  await pickOption(page, page.getByTestId('import-account'), 'Broker (EUR)');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'broker.csv', mimeType: 'text/csv', buffer: Buffer.from(BROKER_CSV) });
  await page.getByTestId('import-next').click();

  // The columns are guessed from the broker's headers, the formats detected.
  const mapping = page.getByTestId('import-mapping');
  await expect(mapping).toBeVisible();
  await expect(page.getByTestId('import-date-format')).toHaveValue('DD.MM.YYYY');
  await expect(mapping.getByRole('combobox', { name: 'Instrument' })).toHaveValue('Symbol');
  await expect(mapping.getByRole('combobox', { name: 'Exit price' })).toHaveValue('Close price');
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('import-preview').click();

  const preview = page.getByTestId('import-preview-step');
  await expect(preview).toContainText('3 to import, 0 duplicates, 1 errors.');
  await expect(page.getByTestId('trade-import-preview')).toContainText('BETA');
  await expect(page.getByTestId('import-errors')).toContainText('Line 5: Quantity is invalid');
  await page.screenshot({ path: path.join(SHOTS, 'trading-import-preview.png') });
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-summary')).toBeVisible();
  await expect(page.getByTestId('import-imported')).toContainText('3');
  await page.getByTestId('import-done').click();

  // ACME long 100 × (12.50 − 10.00) − 2 = +248.00; ACME short 50 × (20 − 21) − 1 = −51.00.
  const table = page.getByTestId('trades-table');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table).toContainText(await moneyText(page, 'en', 248, { signed: true }));
  await expect(table).toContainText(await moneyText(page, 'en', -51, { signed: true }));

  // Export: the page's trades as a CSV file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('trades-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^trades-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await fs.readFile(await download.path(), 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('instrument,asset_class,direction,status,quantity,entry_price');
  expect(lines).toHaveLength(4);
  expect(text).toContain(',Broker,BETA,OTHER,LONG,OPEN,10,1000.5,');

  // 1000 + 248 − 51 = 1,197.00 in the account's balance.
  await page.goto('/accounts');
  await expect(accountOnScreen(page, broker.id)).toContainText(await moneyText(page, 'en', 1197));
});
