import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accountOnScreen, moneyText, newFinanceUser, pickOption } from './support/finance';
import { expectNoSeriousAxeViolations } from './support/fixtures';
import { translator, type E2eLocale } from './support/i18n';

// Trading, the user's path: record a trade, scale out of it from its drawer, and see its P&L in
// the table, the stats and the account's balance. English on a desktop, Arabic on a phone in dark.

const SHOTS = path.join(import.meta.dirname, 'screenshots');

interface Setting {
  title: string;
  locale: E2eLocale;
  viewport: { width: number; height: number };
  scheme: 'light' | 'dark';
}

const SETTINGS: readonly Setting[] = [
  { title: 'en, desktop', locale: 'en', viewport: { width: 1280, height: 800 }, scheme: 'light' },
  { title: 'ar, phone, dark', locale: 'ar', viewport: { width: 390, height: 844 }, scheme: 'dark' },
];

/** A datetime-local value some days back, at 10:00 local time. */
function localDaysAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00`;
}

async function fillNumber(page: Page, testId: string, value: string) {
  await page.getByTestId(testId).fill(value);
}

for (const setting of SETTINGS) {
  test(`${setting.title}: record a trade, scale out of it, and see its P&L booked`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await page.setViewportSize(setting.viewport);
    await page.emulateMedia({ colorScheme: setting.scheme });
    const api = await newFinanceUser(page, setting.locale);
    const broker = await api.account({ name: 'Broker', balance: 1000, type: 'STOCKS' });

    await page.goto('/trading/trading');
    await expect(page.getByTestId('trades-empty')).toBeVisible();
    await page.getByTestId('new-trade').click();
    const form = page.getByTestId('trade-form');
    await expect(page.getByRole('dialog', { name: t('trading.form.title') })).toBeVisible();
    await pickOption(page, form.getByTestId('trade-account'), 'Broker (EUR)');
    await form.getByTestId('trade-instrument').fill('ACME');
    await fillNumber(page, 'trade-quantity', '100');
    await fillNumber(page, 'trade-entryPrice', '10');
    await fillNumber(page, 'trade-fees', '1');
    await form.getByTestId('trade-entryDate').fill(localDaysAgo(3));
    await form.getByTestId('trade-save').click();
    await expect(form).toBeHidden();

    // Scale out: 60 @ 12 (fee 1), then 40 @ 9 (fee 1) → +118.40 and −41.40, +77.00 in all.
    await page
      .getByRole('button', { name: t('trading.table.details', { instrument: 'ACME' }) })
      .click();
    const drawer = page.getByTestId('trade-drawer');
    await expect(drawer).toBeVisible();
    for (const [qty, price, days] of [
      ['60', '12', 2],
      ['40', '9', 1],
    ] as const) {
      await drawer.getByTestId('fill-quantity').fill(qty);
      await drawer.getByTestId('fill-price').fill(price);
      await drawer.getByTestId('fill-fees').fill('1');
      await drawer.getByTestId('fill-date').fill(localDaysAgo(days));
      await drawer.getByTestId('fill-save').click();
      await expect(drawer.getByTestId('fills-table').locator('tr')).toHaveCount(days === 2 ? 2 : 3);
    }
    // A gain carries its arrow as well as its sign and colour (lib/tones.ts).
    await expect(drawer.getByTestId('drawer-pnl')).toHaveText(
      `▲ ${await moneyText(page, setting.locale, 77, { signed: true })}`,
    );
    await expect(drawer).toContainText(t('trading.statuses.CLOSED'));
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await expect(page.getByTestId('trade-pnl')).toHaveText(
      await moneyText(page, setting.locale, 77, { signed: true }),
    );
    await expect(page.getByTestId('trade-stat-netPnl')).toContainText(
      await moneyText(page, setting.locale, 77, { signed: true }),
    );
    await expect(page.getByTestId('pnl-calendar')).toBeVisible();
    const breakdowns = page.getByTestId('trade-breakdowns');
    await breakdowns.getByRole('tab', { name: t('trading.breakdowns.byInstrument') }).click();
    await expect(breakdowns.getByTestId('breakdown-byInstrument')).toContainText('ACME');
    await expect(breakdowns.getByTestId('breakdown-byInstrument')).toContainText(
      await moneyText(page, setting.locale, 77, { signed: true }),
    );
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `trading-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });

    // 1000 + 77: the account's balance carries the booked P&L.
    await page.goto('/accounts');
    await expect(accountOnScreen(page, broker.id)).toContainText(
      await moneyText(page, setting.locale, 1077),
    );
  });
}

for (const setting of SETTINGS) {
  test(`${setting.title}: a contract size multiplies the P&L of the trades opened after it`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await page.setViewportSize(setting.viewport);
    await page.emulateMedia({ colorScheme: setting.scheme });
    const api = await newFinanceUser(page, setting.locale);
    await api.account({ name: 'Futures', balance: 5000, type: 'STOCKS' });

    await page.goto('/trading/trading');
    await page.getByTestId('instruments-open').click();
    const modal = page.getByRole('dialog', { name: t('trading.instruments.title') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(t('trading.instruments.empty'));
    // By keyboard: type the symbol, tab to the multiplier, Enter sends the form.
    await modal.getByTestId('instrument-symbol').fill('es');
    await modal.getByTestId('instrument-multiplier').fill('50');
    await modal.getByTestId('instrument-multiplier').press('Enter');
    await expect(modal.getByTestId('instrument-row')).toHaveCount(1);
    await expect(modal.getByTestId('instrument-row')).toContainText('ES');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // 2 contracts 5000 → 5010, no fees: 10 points × 2 × 50 = +1,000.00.
    await page.getByTestId('new-trade').click();
    const form = page.getByTestId('trade-form');
    await pickOption(page, form.getByTestId('trade-account'), 'Futures (EUR)');
    await form.getByTestId('trade-instrument').fill('ES');
    await fillNumber(page, 'trade-quantity', '2');
    await fillNumber(page, 'trade-entryPrice', '5000');
    await fillNumber(page, 'trade-fees', '0');
    await form.getByTestId('trade-entryDate').fill(localDaysAgo(2));
    await form.getByTestId('trade-save').click();
    await expect(form).toBeHidden();
    await page
      .getByRole('button', { name: t('trading.table.details', { instrument: 'ES' }) })
      .click();
    const drawer = page.getByTestId('trade-drawer');
    await drawer.getByTestId('fill-quantity').fill('2');
    await drawer.getByTestId('fill-price').fill('5010');
    await drawer.getByTestId('fill-fees').fill('0');
    await drawer.getByTestId('fill-date').fill(localDaysAgo(1));
    await drawer.getByTestId('fill-save').click();
    await expect(drawer.getByTestId('drawer-pnl')).toHaveText(
      `▲ ${await moneyText(page, setting.locale, 1000, { signed: true })}`,
    );
  });
}
