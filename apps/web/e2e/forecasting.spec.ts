import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { daysAgo, moneyText, newFinanceUser } from './support/finance';
import { expectNoSeriousAxeViolations } from './support/fixtures';
import { translator, type E2eLocale } from './support/i18n';

// Issue 18, the user's path: open the forecast built from their own figures, change the expected
// return, see the fan chart and the FIRE year move, save the assumptions as a scenario.
// English on a desktop, Arabic on a phone in dark mode.

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

/**
 * The first month whose value in today's money reaches `target` — the spreadsheet's formula:
 * real(m) = (S·(1+i)^m + C·((1+i)^m − 1)/i) / (1+π)^(m/12), i = (1+r)^(1/12) − 1 — as years,
 * rounded to 2 decimals as the API does, then the calendar year it falls in.
 */
function fireYear(start: number, monthly: number, ret: number, inflation: number, target: number) {
  const i = Math.pow(1 + ret, 1 / 12) - 1;
  for (let m = 0; m <= 1200; m++) {
    const g = Math.pow(1 + i, m);
    const real = (start * g + (monthly * (g - 1)) / i) / Math.pow(1 + inflation, m / 12);
    if (real >= target)
      return new Date().getFullYear() + Math.ceil(Math.round((m / 12) * 100) / 100);
  }
  throw new Error('not reached');
}

const yearText = (page: Page, locale: E2eLocale, year: number) =>
  page.evaluate(
    ({ locale, year }) =>
      new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : locale, {
        useGrouping: false,
      }).format(year),
    { locale, year },
  );

for (const setting of SETTINGS) {
  test(`${setting.title}: the forecast moves with the return; a scenario saved`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    const money = (v: number) => moneyText(page, setting.locale, v);
    await page.setViewportSize(setting.viewport);
    await page.emulateMedia({ colorScheme: setting.scheme });
    const api = await newFinanceUser(page, setting.locale);
    // 50,000 in, 30,000 spent in the last 12 months: net worth 20,000; FIRE at 4 % = 750,000.
    const current = await api.account({
      name: 'Current',
      balance: 50_000,
      openingDate: daysAgo(60),
    });
    await api.transaction({
      accountId: current.id,
      type: 'EXPENSE',
      amount: 30_000,
      date: daysAgo(20),
      category: 'Life',
    });

    await page.goto('/forecasting');
    await expect(page.getByTestId('page-forecasting')).toBeVisible();
    await expect(page.getByTestId('fire-number')).toHaveText(await money(750_000));
    await expect(page.getByTestId('fire-expenses')).toHaveText(await money(30_000));
    // Nothing saved over the year (income 0 − 30,000): the user types what they will save.
    await page.getByTestId('forecast-monthlyContribution').fill('2000');
    const at5 = await yearText(page, setting.locale, fireYear(20_000, 2_000, 0.05, 0.02, 750_000));
    await expect(page.getByTestId('fire-year')).toHaveText(at5);
    await expect(page.getByTestId('fan-chart')).toBeVisible();
    const mcFigures = page.getByTestId('mc-figures');
    await expect(mcFigures).toHaveAttribute('data-busy', 'false');
    const mcYearBefore = await page.getByTestId('fire-year-mc').innerText();
    const medianBefore = await page.getByTestId('mc-median-end').innerText();
    // The cash flow names each account's lowest point.
    await expect(page.getByTestId('cashflow-account')).toContainText('Current');

    // A higher return: the FIRE year comes sooner, the fan moves up.
    await page.getByTestId('forecast-annualReturn').fill('8');
    const at8 = await yearText(page, setting.locale, fireYear(20_000, 2_000, 0.08, 0.02, 750_000));
    expect(at8).not.toBe(at5);
    await expect(page.getByTestId('fire-year')).toHaveText(at8);
    await expect(mcFigures).toHaveAttribute('data-busy', 'false');
    await expect(page.getByTestId('mc-median-end')).not.toHaveText(medianBefore);
    await expect(page.getByTestId('fire-year-mc')).not.toHaveText(mcYearBefore);

    // The fan as a table: the year row and its five percentiles.
    await page.getByTestId('forecast-fan-toggle').click();
    await expect(page.getByTestId('forecast-fan-table').locator('tbody tr')).toHaveCount(31);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('forecast-fan-toggle').click();
    await expect(page.getByTestId('fan-chart')).toBeVisible();

    // By part: today's 20,000 is all cash; the table shows each part's column.
    await page.getByTestId('projection-by-part').click();
    await page.getByTestId('forecast-projection-toggle').click();
    const firstRow = page.getByTestId('forecast-projection-table').locator('tbody tr').first();
    await expect(page.getByTestId('forecast-projection-table')).toContainText(
      t('forecast.projection.realEstate'),
    );
    // Year 0: nominal, real and the cash part are each 20,000.
    await expect(firstRow.getByText(await money(20_000), { exact: true })).toHaveCount(3);

    // Saved under a name, listed, and loaded back.
    await page.getByTestId('scenario-name').fill('Retire early');
    await page.getByTestId('scenario-save').click();
    await expect(page.getByTestId('scenario-row')).toHaveCount(1);
    await expect(page.getByTestId('scenario-row')).toContainText('Retire early');
    await expect(
      page.getByText(t('forecast.scenarios.saved', { name: 'Retire early' })),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `forecasting-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });
  });
}
