import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { daysAgo, moneyText, newFinanceUser, pickOption } from './support/finance';
import { expectNoSeriousAxeViolations } from './support/fixtures';
import { translator, type E2eLocale } from './support/i18n';

// Loans, the user's path: a mortgage typed in, an extra payment simulated then recorded, the
// schedule and the dashboard after it. English on a desktop, Arabic on a phone in dark mode.

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

/** `date` moved by `months`, on the same day or the month's last (as the schedule counts). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const numberText = (page: Page, locale: E2eLocale, n: number) =>
  page.evaluate(
    ({ locale, n }) => new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : locale).format(n),
    { locale, n },
  );

async function dashboardFigures(page: Page) {
  await page.goto('/dashboard');
  const value = (key: string) => page.getByTestId(`stat-${key}-value`).innerText();
  await expect(page.getByTestId('stat-netWorth-value')).toBeVisible();
  return {
    netWorth: await value('netWorth'),
    assets: await value('assets'),
    liabilities: await value('liabilities'),
  };
}

for (const setting of SETTINGS) {
  test(`${setting.title}: a mortgage, an extra payment simulated and recorded`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    const money = (v: number) => moneyText(page, setting.locale, v);
    await page.setViewportSize(setting.viewport);
    await page.emulateMedia({ colorScheme: setting.scheme });
    const api = await newFinanceUser(page, setting.locale);
    await api.account({ name: 'Current', balance: 20_000 });
    // In en: the flat the mortgage is secured on, linked in the loan form.
    const en = setting.locale === 'en';
    if (en)
      await api.create('/api/real-estate/properties', {
        name: 'Flat',
        kind: 'RESIDENCE',
        currency: 'EUR',
        purchaseDate: addMonths(daysAgo(1), -13),
        purchasePrice: 300_000,
      });

    // The reference mortgage of API.md: 200,000 at 3.5 % over 300 months. Payment 13 fell due
    // yesterday, so rows 1–13 count as made (due before the loan was entered).
    const first = addMonths(daysAgo(1), -12);
    await page.goto('/loans');
    await page.getByTestId('loan-new').click();
    const form = page.getByTestId('loan-form');
    await form.getByTestId('loan-name').fill('Home');
    await form.getByTestId('loan-counterparty').fill('Bank');
    await form.getByTestId('loan-principal').fill('200000');
    await form.getByTestId('loan-annualRate').fill('3.5');
    await form.getByTestId('loan-termMonths').fill('300');
    await form.getByTestId('loan-startDate').fill(addMonths(first, -1));
    await form.getByTestId('loan-firstPaymentDate').fill(first);
    await pickOption(page, form.getByTestId('loan-accountId'), 'Current (EUR)');
    if (en) await pickOption(page, form.getByTestId('loan-propertyId'), 'Flat');
    await form.getByTestId('loan-save').click();
    await expect(form).toHaveCount(0);

    // 194,903.76 after 12 payments − payment 13's principal 432.78 (1,001.25 − 568.47).
    const card = page.getByTestId('loan-card');
    await expect(card.getByTestId('loan-outstanding')).toHaveText(await money(194_470.98));
    await expect(card.getByTestId('loan-next-payment')).toContainText(await money(1001.25));
    await expect(page.getByTestId('owes-BORROWED')).toContainText(await money(194_470.98));

    // The dashboard: 20,000 cash − 194,470.98 owed (+ the 300,000 flat in the en path).
    const before = await dashboardFigures(page);
    expect(before.liabilities).toContain(await money(194_470.98));
    expect(before.netWorth).toContain(await money(en ? 125_529.02 : -174_470.98));

    await page.goto('/loans');
    await page.getByTestId('loan-open').click();
    const table = page.getByTestId('schedule-table');
    await expect(table).toHaveAttribute('aria-rowcount', '300');
    if (en) {
      // Rows 1–13 are marked Paid though nobody recorded them: the page says what they are.
      const events = page.getByTestId('loan-events');
      await expect(events.getByTestId('pre-entry-rows')).toContainText(
        '13 payments counted as made before this loan was entered',
      );
      await expect(events.getByTestId('no-payments')).toHaveText(t('loans.noPaymentsRecorded'));
    }

    // What if 10,000 went in today, after payment 13? REDUCE_TERM: 278 payments instead of 300,
    // interest 88,015.31 instead of 100,373.59: 12,358.28 and 22 months saved.
    const sim = page.getByTestId('extra-simulator');
    await sim.getByTestId('extra-amount').fill('10000');
    await sim.getByTestId('extra-simulate').click();
    await expect(sim.getByTestId('interest-saved')).toHaveText(await money(12_358.28));
    await expect(sim.getByTestId('months-saved')).toHaveText(
      await numberText(page, setting.locale, 22),
    );
    await expect(table).toHaveAttribute('aria-rowcount', '278');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `loans-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });

    // Recorded: 10,000 leaves the account, the loan falls to 184,470.98, the schedule keeps 278.
    await sim.getByTestId('extra-record').click();
    await expect(card.getByTestId('loan-outstanding')).toHaveText(await money(184_470.98));
    await expect(table).toHaveAttribute('aria-rowcount', '278');
    const row13 = table.locator('[data-testid="schedule-row"][aria-rowindex="13"]');
    await expect(row13).toContainText(await money(10_000));
    await expect(row13).toContainText(t('loans.status.PAID'));
    const paid = page.getByTestId('payments-table').getByTestId('payment-row');
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText(await money(10_000));

    // Net worth is unchanged (an extra payment carries no interest); cash and debt both fell.
    const after = await dashboardFigures(page);
    expect(after.netWorth).toBe(before.netWorth);
    expect(after.liabilities).toContain(await money(184_470.98));
    expect(after.assets).toContain(await money(en ? 310_000 : 10_000));
    if (!en) return;

    // The loan names its property; the property page names its debt, its balance, equity and LTV
    // (300,000 − 184,470.98 = 115,529.02; 184,470.98 ÷ 300,000 = 61.49 %), and links back.
    await page.goto('/loans');
    await page.getByTestId('loan-open').click();
    await page.getByTestId('loan-property').getByRole('link', { name: 'Flat' }).click();
    const debt = page.getByTestId('property-debt');
    await expect(debt.getByTestId('property-loan')).toContainText(
      `Home · outstanding ${await money(184_470.98)}`,
    );
    await expect(debt.getByTestId('property-equity')).toContainText(await money(115_529.02));
    await expect(debt.getByTestId('property-equity')).toContainText('61.49');
    await debt.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('loan-detail')).toBeVisible();
  });
}
