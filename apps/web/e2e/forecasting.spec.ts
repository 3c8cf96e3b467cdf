import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { daysAgo, moneyText, newFinanceUser } from './support/finance';
import { expectNoSeriousAxeViolations } from './support/fixtures';
import { translator, type E2eLocale } from './support/i18n';

// Forecasting, the user's path: open the forecast built from their own figures, change the expected
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

/**
 * Year `years` of the projection as packages/core's model computes it: the monthly rate
 * (1+r)^(1/12) − 1, the contribution added at each month's end and grown by `growth` at the start
 * of each year after the first; real = nominal / (1+π)^years; in cents.
 */
function projectionEnd(
  start: number,
  monthly: number,
  ret: number,
  inflation: number,
  years: number,
  growth: number,
) {
  const g = Math.pow(1 + ret, 1 / 12) - 1;
  let value = start;
  let contribution = monthly;
  for (let m = 1; m <= years * 12; m++) {
    if (m > 1 && m % 12 === 1) contribution *= 1 + growth;
    value = value * (1 + g) + contribution;
  }
  const cents = (v: number) => Math.round(v * 100) / 100;
  return { nominal: cents(value), real: cents(value / Math.pow(1 + inflation, years)) };
}

/** The page's Monte Carlo answer (API.md "POST /api/forecast/montecarlo"), the parts we check. */
interface McAnswer {
  medianEndValue: number;
  medianTargetYear: number | null;
  targetReachedPct: { year: number; pct: number }[];
}

/** The page's fixed paths and seed (forecast-model.ts PAGE_PATHS, PAGE_SEED). */
const PAGE_MC = { paths: 1_000, seed: 20261125, volatility: 15 };

const shareText = (page: Page, locale: E2eLocale, ratio: number) =>
  page.evaluate(
    ({ locale, ratio }) =>
      new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : locale, {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format(ratio),
    { locale, ratio },
  );

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

    // Savings growing 3 % a year: the projection's last year moves to what the model gives.
    const thisYear = new Date().getFullYear();
    const end = page.getByTestId('projection-end');
    const endText = async (row: { nominal: number; real: number }) =>
      t('forecast.projection.summary', {
        year: await yearText(page, setting.locale, thisYear + 30),
        nominal: await money(row.nominal),
        real: await money(row.real),
      });
    await expect(end).toHaveText(await endText(projectionEnd(20_000, 2_000, 0.08, 0.02, 30, 0)));
    await page.getByTestId('forecast-contributionGrowth').fill('3');
    await expect(end).toHaveText(await endText(projectionEnd(20_000, 2_000, 0.08, 0.02, 30, 0.03)));

    // Random inflation (swings of 1.5 % a year): the Monte Carlo median, its FIRE year and the
    // odds table each become the API's answer for the same inputs, and differ from before.
    const mcBody = {
      years: 30,
      monthlyContribution: 2_000,
      contributionGrowth: 3,
      annualReturn: 8,
      inflation: 2,
      target: 750_000,
      ...PAGE_MC,
    };
    const steady = await api.ask<McAnswer>('/api/forecast/montecarlo', mcBody);
    const swinging = await api.ask<McAnswer>('/api/forecast/montecarlo', {
      ...mcBody,
      inflationVolatility: 1.5,
    });
    const odds = page.getByTestId('fire-odds-table');
    const expectMc = async (answer: McAnswer) => {
      await expect(page.getByTestId('mc-median-end')).toHaveText(
        t('forecast.montecarlo.medianEnd', { value: await money(answer.medianEndValue) }),
      );
      expect(answer.medianTargetYear).not.toBeNull();
      await expect(page.getByTestId('fire-year-mc')).toHaveText(
        await yearText(page, setting.locale, thisYear + answer.medianTargetYear!),
      );
      // Each row of the table: a year and the API's share of paths at the FIRE number by then.
      const shares = new Map<string, string>();
      for (const r of answer.targetReachedPct)
        shares.set(
          await yearText(page, setting.locale, thisYear + r.year),
          await shareText(page, setting.locale, r.pct / 100),
        );
      const rows = await odds.locator('tbody tr').all();
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) {
        const year = await row.locator('td').first().innerText();
        expect(shares.has(year), year).toBe(true);
        await expect(row.locator('td').last()).toHaveText(shares.get(year)!);
      }
      return odds.locator('tbody').innerText();
    };
    const oddsSteady = await expectMc(steady);
    expect(swinging.medianEndValue).not.toBe(steady.medianEndValue);
    await page.getByTestId('forecast-inflationVolatility').fill('1.5');
    await expect(page.getByTestId('mc-median-end')).not.toHaveText(
      t('forecast.montecarlo.medianEnd', { value: await money(steady.medianEndValue) }),
    );
    const oddsSwinging = await expectMc(swinging);
    expect(oddsSwinging).not.toBe(oddsSteady);

    // The odds table on a phone (390 px wide): every cell inside the screen, no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await odds.scrollIntoViewIfNeeded();
    await expect(odds).toBeInViewport({ ratio: 1 });
    const cut = await odds.locator('caption, th, td').evaluateAll((cells) =>
      cells
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left < 0 || r.right > window.innerWidth || c.scrollWidth > c.clientWidth;
        })
        .map((c) => c.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.setViewportSize(setting.viewport);

    // By part: today's 20,000 is all cash; the table shows each part's column.
    const byPart = page.getByRole('switch', { name: t('forecast.projection.byPart') });
    await expect(byPart).not.toBeChecked();
    await page.getByTestId('projection-by-part').click();
    await expect(byPart).toBeChecked();
    await page.getByTestId('forecast-projection-toggle').click();
    const firstRow = page.getByTestId('forecast-projection-table').locator('tbody tr').first();
    await expect(page.getByTestId('forecast-projection-table')).toContainText(
      t('forecast.projection.realEstate'),
    );
    // Year 0: nominal, real and the cash part are each 20,000.
    await expect(firstRow.getByText(await money(20_000), { exact: true })).toHaveCount(3);
    // Cash at 3 % a year: the end of the projection is the API's for these parts and rates.
    await page.getByTestId('forecast-cashReturn').fill('3');
    const withParts = await api.ask<{ nominal: number; real: number }[]>(
      '/api/forecast/projection',
      {
        years: 30,
        parts: { cash: 3, investments: 8, realEstate: 2 },
        monthlyContribution: 2_000,
        contributionGrowth: 3,
        annualReturn: 8,
        inflation: 2,
      },
    );
    const endWithParts = await endText(withParts.at(-1)!);
    await expect(end).toHaveText(endWithParts);

    // Saved under a name, listed, and loaded back.
    await page.getByTestId('scenario-name').fill('Retire early');
    await page.getByTestId('scenario-save').click();
    await expect(page.getByTestId('scenario-row')).toHaveCount(1);
    await expect(page.getByTestId('scenario-row')).toContainText('Retire early');
    await expect(
      page.getByText(t('forecast.scenarios.saved', { name: 'Retire early' })),
    ).toBeVisible();

    // Back to the defaults with by part off, then the scenario loaded: the switch, its cash rate
    // and the same projection come back.
    await page.getByRole('button', { name: t('forecast.resetDefaults') }).click();
    await page.getByTestId('projection-by-part').click();
    await expect(byPart).not.toBeChecked();
    await expect(end).not.toHaveText(endWithParts);
    await page
      .getByTestId('scenario-row')
      .getByRole('button', { name: t('forecast.scenarios.load') })
      .click();
    await expect(byPart).toBeChecked();
    // Number fields show the UI language's digits (Arabic-Indic in Arabic).
    const ar = setting.locale === 'ar';
    await expect(page.getByTestId('forecast-cashReturn')).toHaveValue(ar ? /^٣ ?%$/ : /^3 ?%$/);
    await expect(page.getByTestId('forecast-contributionGrowth')).toHaveValue(
      ar ? /^٣ ?%$/ : /^3 ?%$/,
    );
    await expect(page.getByTestId('forecast-inflationVolatility')).toHaveValue(
      ar ? /^١٫٥ ?%$/ : /^1\.5 ?%$/,
    );
    await expect(end).toHaveText(endWithParts);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `forecasting-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });
  });
}
