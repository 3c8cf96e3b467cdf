import path from 'node:path';
import { expect, test } from '@playwright/test';
import { daysAgo, moneyText, newFinanceUser } from './support/finance';
import { expectNoSeriousAxeViolations } from './support/fixtures';
import { translator, type E2eLocale } from './support/i18n';

// Positions, the user's path: an open trade shows as a position valued at its last fill (stale),
// then at the price the user types. English on a desktop, Arabic on a phone in dark mode.

const SHOTS = path.join(import.meta.dirname, 'screenshots');

const SETTINGS = [
  { title: 'en, desktop', locale: 'en', viewport: { width: 1280, height: 800 }, scheme: 'light' },
  { title: 'ar, phone, dark', locale: 'ar', viewport: { width: 390, height: 844 }, scheme: 'dark' },
] as const satisfies readonly {
  title: string;
  locale: E2eLocale;
  viewport: { width: number; height: number };
  scheme: 'light' | 'dark';
}[];

for (const setting of SETTINGS) {
  test(`${setting.title}: an open trade is a position, valued at the price the user types`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await page.setViewportSize(setting.viewport);
    await page.emulateMedia({ colorScheme: setting.scheme });
    const api = await newFinanceUser(page, setting.locale);
    const broker = await api.account({
      name: 'Broker',
      balance: 1000,
      type: 'STOCKS',
      openingDate: daysAgo(10),
    });
    await api.trade({
      accountId: broker.id,
      instrument: 'ASML',
      assetClass: 'STOCK',
      direction: 'LONG',
      quantity: 10,
      entryPrice: 100,
      fees: 1,
      entryDate: `${daysAgo(3)}T10:00:00Z`,
    });

    await page.goto('/trading/trading');
    await page.getByTestId('positions-open').click();
    await expect(page.getByTestId('page-positions')).toBeVisible();
    // A table row on a desktop, a card on a phone: whichever the layout shows.
    const row = page
      .getByTestId('position-row')
      .or(page.getByTestId('position-card'))
      .filter({ visible: true });
    await expect(row).toHaveCount(1);
    // No price yet: valued at the fill, 10 × 100 = 1,000.00; the unmatched entry fee −1.00.
    await expect(row.getByTestId('stale-price')).toBeVisible();
    await expect(row).toContainText(await moneyText(page, setting.locale, 1000));
    await expect(row).toContainText(await moneyText(page, setting.locale, -1, { signed: true }));

    // A vendor's file of closing prices through the import wizard: yesterday's close 105.
    await page.getByTestId('prices-import').click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Symbol,Date,Close\nASML,${daysAgo(2)},102\nASML,${daysAgo(1)},105\n`),
    });
    await page.getByTestId('import-next').click();
    await page.getByTestId('import-preview').click();
    await expect(page.getByTestId('price-import-preview')).toContainText('ASML');
    await page.getByTestId('import-run').click();
    await expect(page.getByTestId('import-summary')).toBeVisible();
    await page.getByTestId('import-done').click();
    // 10 × 105 = 1,050.00; (105 − 100) × 10 − 1 = +49.00.
    await expect(row.getByTestId('stale-price')).toHaveCount(0);
    await expect(row).toContainText(await moneyText(page, setting.locale, 49, { signed: true }));

    // By keyboard: the symbol, then the price, Enter saves (the date defaults to today).
    const form = page.getByTestId('price-form');
    await form.getByTestId('price-instrument').fill('asml');
    await form.getByTestId('price-value').fill('110');
    await form.getByTestId('price-value').press('Enter');
    // 10 × 110 = 1,100.00; (110 − 100) × 10 − 1 = +99.00.
    await expect(row.getByTestId('stale-price')).toHaveCount(0);
    await expect(row).toContainText(await moneyText(page, setting.locale, 1100));
    await expect(row).toContainText(await moneyText(page, setting.locale, 99, { signed: true }));
    // ASML's days: the two imported closes and today's typed price.
    const typed = page.getByTestId('price-row').filter({ hasText: t('positions.sources.MANUAL') });
    await expect(page.getByTestId('prices-table').getByTestId('price-row')).toHaveCount(3);
    await expect(typed).toHaveCount(1);
    await expect(page.getByTestId('positions-total')).toContainText(
      await moneyText(page, setting.locale, 1100),
    );
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `positions-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });

    // Net worth counts the open trade at that price: 1,000 cash + 99 unrealised.
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-netWorth-value')).toHaveText(
      await moneyText(page, setting.locale, 1099),
    );
    // The accounts page shows the broker's cash and, beside it, its open positions.
    await page.goto('/accounts');
    await expect(
      page
        .getByTestId(`account-row-${broker.id}`)
        .or(page.getByTestId(`account-card-${broker.id}`))
        .filter({ visible: true }),
    ).toContainText(
      t('accounts.openPositions', {
        pnl: await moneyText(page, setting.locale, 99, { signed: true }),
      }),
    );
    // Performance over a year: 1,000 put in 10 days ago, worth 1,099 now: gain +99.00, and the
    // time-weighted return 999 ÷ 1,000 × 1,099 ÷ 999 − 1 = +9.9 %.
    await page.goto('/trading/positions');
    await page.getByTestId('performance-link').click();
    await expect(page.getByTestId('page-performance')).toBeVisible();
    await expect(page.getByTestId('perf-gain')).toContainText(
      await moneyText(page, setting.locale, 99, { signed: true }),
    );
    await expect(page.getByTestId('perf-contributions')).toContainText(
      await moneyText(page, setting.locale, 1000),
    );
    await expect(page.getByTestId('performance-chart')).toBeVisible();
    await page.getByRole('button', { name: t('performance.showTable') }).click();
    await expect(page.getByTestId('performance-table')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `performance-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });
    await page.goBack();
    await expect(page.getByTestId('page-positions')).toBeVisible();

    // Deleting the typed price brings yesterday's imported close back.
    await page
      .getByRole('button', {
        name: t('positions.deletePrice', {
          instrument: 'ASML',
          date: await typed.locator('td').nth(1).innerText(),
        }),
      })
      .click();
    await expect(row).toContainText(await moneyText(page, setting.locale, 49, { signed: true }));
  });
}
