import path from 'node:path';
import { expect, test } from '@playwright/test';
import { daysAgo, moneyText, newFinanceUser, pickOption } from './support/finance';
import { SHOTS, expectNoSeriousAxeViolations, makePng } from './support/fixtures';
import { translator } from './support/i18n';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';

// Real estate, a landlord's path: a rental with a photo, a valuation, rent and an expense paid
// through an account; the metrics and the dashboard follow. English on a desktop, Arabic on a phone
// (dark).

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  test(`${setting.title}: a rental with its valuation, rent and costs, in net worth`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await applySetting(page, setting);
    const api = await newFinanceUser(page, setting.locale);
    await api.account({ name: 'Landlord', balance: 10_000 });
    const money = (v: number) => moneyText(page, setting.locale, v);

    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-netWorth-value')).toHaveText(await money(10_000));

    // A rental, with a photo.
    await page.goto('/RealEstate');
    await expect(page.getByTestId('no-properties')).toBeVisible();
    await page.getByTestId('add-property').click();
    const form = page.getByTestId('property-form');
    await form.getByTestId('property-name').fill('Rue des Lilas');
    await form.getByTestId('property-purchaseDate').fill('2025-01-01');
    await form.getByTestId('property-purchasePrice').fill('250000');
    await form.getByTestId('property-monthlyRent').fill('1750');
    await form.getByTestId('property-vacancyPct').fill('5');
    await form.locator('input[type=file]').setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: makePng(32),
    });
    await form.getByTestId('property-save').click();

    // Its page opens; a valuation a month ago.
    const detail = page.getByTestId('property-detail');
    await expect(detail).toBeVisible();
    await detail.getByTestId('tab-valuations').click();
    await detail.getByTestId('valuation-date').fill(daysAgo(30));
    await detail.getByTestId('valuation-value').fill('270000');
    await detail.getByTestId('valuation-save').click();
    await expect(detail.getByTestId('valuations-table').locator('tr')).toHaveCount(1);
    await expect(detail.getByTestId('valuation-stale')).toHaveCount(0);

    // Rent into the account, then a tax paid from it: each is also a transaction on it.
    await detail.getByTestId('tab-entries').click();
    const entry = detail.getByTestId('entry-form');
    await entry.getByTestId('entry-amount').fill('1750');
    await pickOption(page, entry.getByTestId('entry-account'), 'Landlord');
    await entry.getByTestId('entry-save').click();
    await expect(detail.getByTestId('entries-income').locator('tr')).toHaveCount(1);
    await entry.getByText(t('realEstate.expense'), { exact: true }).click();
    await pickOption(page, entry.getByTestId('entry-category'), t('realEstate.categories.TAX'));
    await entry.getByTestId('entry-amount').fill('1500');
    // The account stays chosen from the rent.
    await expect(entry.getByTestId('entry-account')).toHaveValue('Landlord');
    await entry.getByTestId('entry-save').click();
    await expect(detail.getByTestId('entries-expenses').locator('tr')).toHaveCount(1);
    // The tax was 1,400 in fact: edited here, its transaction follows.
    await detail.getByTestId('entries-expenses').getByTestId('entry-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('entry-amount').fill('1400');
    await dialog.getByTestId('entry-save').click();
    await expect(dialog).toHaveCount(0);
    await expect(detail.getByTestId('entries-expenses')).toContainText(await money(1_400));
    await expect(detail.getByTestId('entries-chart')).toBeVisible();
    // The tab is in the address: a reload opens the same one.
    await page.reload();
    await expect(detail.getByTestId('tab-entries')).toHaveAttribute('aria-selected', 'true');
    await expect(detail.getByTestId('entries-expenses')).toContainText(await money(1_400));

    // The last 12 months: EGI = the rent recorded, 1,750; NOI = 1,750 − 1,400 = 350; gross yield
    // 12 × 1,750 ÷ 250,000 = 8.4 %; no loan, so DSCR has nothing to cover: "—".
    await detail.getByTestId('tab-overview').click();
    await expect(detail.getByTestId('metric-effectiveGrossIncome-value')).toHaveText(
      await money(1_750),
    );
    await expect(detail.getByTestId('metric-noi-value')).toHaveText(await money(350));
    await expect(detail.getByTestId('metric-equity-value')).toHaveText(await money(270_000));
    await expect(detail.getByTestId('metric-dscr-value')).toHaveText('—');
    const grossYield = await page.evaluate(
      (ar) =>
        new Intl.NumberFormat(ar ? 'ar-u-nu-arab' : 'en', {
          style: 'percent',
          maximumFractionDigits: 1,
        }).format(0.084),
      setting.locale === 'ar',
    );
    await expect(detail.getByTestId('metric-grossYield-value')).toHaveText(grossYield);
    // Its formula on keyboard focus: Tab from the figure before it.
    await detail.getByTestId('metric-operatingExpenses').focus();
    await page.keyboard.press('Tab');
    await expect(detail.getByTestId('metric-noi')).toBeFocused();
    await expect(page.getByText(t('realEstate.formulas.noi'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `real-estate-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });

    // A document beside the photo, through the uploads module.
    await detail.getByTestId('tab-documents').click();
    await expect(detail.getByTestId('media-tile')).toHaveCount(1);
    await detail
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({
        name: 'lease.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Lease of Rue des Lilas, 12 months from today.\n'),
      });
    await expect(detail.getByTestId('media-tile')).toHaveCount(2);
    await expect(detail.getByText(t('realEstate.documentN', { n: 2 }))).toBeVisible();

    // The card: photo, value; the dashboard: 10,000 + 1,750 − 1,400 in cash, 270,000 illiquid.
    await detail.getByTestId('property-back').click();
    const card = page.locator('[data-testid^="property-card-"]');
    await expect(card.getByTestId('property-photo-img')).toBeVisible();
    await expect(card.getByTestId('card-value')).toHaveText(await money(270_000));
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-netWorth-value')).toHaveText(await money(280_350));
    await expect(page.getByTestId('stat-illiquid-value')).toHaveText(await money(270_000));

    // Sold today for 300,000: a realised gain of 300,000 − 250,000 − 0 costs − 0 improvements, and
    // from today the property is out of net worth (the money is the user's to book).
    await page.goto('/RealEstate');
    await card.click();
    await page.getByTestId('property-edit').click();
    const edit = page.getByTestId('property-form');
    await edit.getByTestId('property-saleDate').fill(daysAgo(0));
    await edit.getByTestId('property-salePrice').fill('300000');
    await edit.getByTestId('property-save').click();
    await expect(page.getByTestId('realised-gain')).toContainText(
      await moneyText(page, setting.locale, 50_000, { signed: true }),
    );
    await page.getByTestId('property-back').click();
    await expect(card.getByTestId('card-sold')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-netWorth-value')).toHaveText(await money(10_350));
  });
}
