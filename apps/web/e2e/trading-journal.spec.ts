import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { moneyText, newFinanceUser, pickOption } from './support/finance';
import { SHOTS, expectNoSeriousAxeViolations, makePng } from './support/fixtures';
import { translator } from './support/i18n';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';

// The trading journal: quick entry by keyboard, a trade scaled in and partly scaled out, its
// journal fields and chips, screenshots by picker and by drag and drop, the lightbox, then the
// close that moves the stats and the calendar. English on a desktop, Arabic on a phone in dark.

const SETTINGS = DESKTOP_EN_AND_PHONE_AR_DARK;

/** A datetime-local value `minutes` before now, in the browser's (the machine's) time zone. */
function minutesAgo(minutes: number): string {
  const at = new Date(Date.now() - minutes * 60_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

async function addFill(
  drawer: Locator,
  side: string,
  [qty, price, minutes]: [string, string, number],
) {
  await drawer.getByTestId('fill-form').getByText(side, { exact: true }).click();
  await drawer.getByTestId('fill-quantity').fill(qty);
  await drawer.getByTestId('fill-price').fill(price);
  await drawer.getByTestId('fill-fees').fill('1');
  await drawer.getByTestId('fill-date').fill(minutesAgo(minutes));
  await drawer.getByTestId('fill-save').click();
}

/** Drops a PNG on the element as the desktop would: a DragEvent carrying a File. */
async function dropPng(page: Page, target: Locator, name: string) {
  const base64 = makePng(24, [200, 80, 40]).toString('base64');
  const transfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type: 'image/png' }));
      return dt;
    },
    { base64, name },
  );
  // Entering again until the overlay shows: on a loaded machine the first dragenter can reach the
  // zone while it is still re-rendering after the previous upload, and React drops that event.
  await expect(async () => {
    await target.dispatchEvent('dragenter', { dataTransfer: transfer });
    await target.dispatchEvent('dragover', { dataTransfer: transfer });
    await expect(page.getByTestId('screenshot-drop-overlay')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

for (const setting of SETTINGS) {
  test(`${setting.title}: journal a scaled trade with screenshots, then see stats and calendar move`, async ({
    page,
  }) => {
    // One long path (a dozen writes, four axe scans): more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const t = translator(setting.locale);
    const digits = (n: number) =>
      new Intl.NumberFormat(setting.locale === 'ar' ? 'ar-u-nu-arab' : 'en').format(n);
    const signed = (v: number) => moneyText(page, setting.locale, v, { signed: true });
    await applySetting(page, setting);
    const api = await newFinanceUser(page, setting.locale);
    await api.account({ name: 'Broker', balance: 5000, type: 'STOCKS' });
    await page.goto('/trading/trading');
    // The page's chunk is loaded on first visit: allow a busy machine more than the usual 10 s.
    await expect(page.getByTestId('trades-empty')).toBeVisible({ timeout: 30_000 });

    // Quick entry: N opens the form with the cursor in it; Enter in the last field saves.
    await page.keyboard.press('n');
    const form = page.getByTestId('trade-form');
    await expect(form.getByTestId('trade-instrument')).toBeFocused();
    await page.keyboard.type('ACME');
    await pickOption(page, form.getByTestId('trade-account'), 'Broker (EUR)');
    await form.getByTestId('trade-quantity').fill('100');
    await form.getByTestId('trade-entryPrice').fill('10');
    await form.getByTestId('trade-entryDate').fill(minutesAgo(40));
    await form.getByTestId('trade-fees').fill('1');
    await form.getByTestId('trade-fees').press('Enter');
    await expect(form).toBeHidden();

    await page
      .getByRole('button', { name: t('trading.table.details', { instrument: 'ACME' }) })
      .click();
    const drawer = page.getByTestId('trade-drawer');
    await expect(drawer).toBeVisible();
    // Scale in: 100 @ 11 more. Scale out 120 @ 12 (fee 1), FIFO: 100 @ 10 and 20 @ 11 matched,
    // 1,440 − 1,220 = 220 − 1 − (1 + 20/100 × 1) = +217.80; 80 stay open.
    await addFill(drawer, t('trading.sides.ENTRY'), ['100', '11', 30]);
    await expect(drawer.getByTestId('fills-table').locator('tr')).toHaveCount(2);
    await addFill(drawer, t('trading.sides.EXIT'), ['120', '12', 20]);
    await expect(drawer.getByTestId('fills-table').locator('tr')).toHaveCount(3);
    // A gain carries its arrow as well as its sign and colour (lib/tones.ts).
    await expect(drawer.getByTestId('drawer-pnl')).toHaveText(`▲ ${await signed(217.8)}`);
    await expect(drawer.getByTestId('drawer-units-conventions')).toContainText(
      t('trading.units.partial'),
    );
    // Open trades are not in the stats yet.
    await expect(page.getByTestId('pnl-calendar')).toHaveCount(0);

    // Journal: a tag, a pattern of one's own words, saved.
    await drawer.getByTestId('journal-tags').fill('breakout');
    await drawer.getByTestId('journal-tags').press('Enter');
    await drawer.getByTestId('journal-pattern').fill('Bull flag');
    await drawer.getByTestId('journal-save').click();
    await expect(drawer.getByTestId('tag-chip')).toHaveText('#breakout');
    await expect(drawer.getByTestId('pattern-chip')).toHaveText('Bull flag');

    // Screenshots: one by the picker, one dropped on the drawer.
    await drawer.locator('input[type=file]').setInputFiles({
      name: 'entry.png',
      mimeType: 'image/png',
      buffer: makePng(16),
    });
    await expect(drawer.getByTestId('screenshot-thumb')).toHaveCount(1);
    await dropPng(page, page.getByTestId('screenshot-drop-zone'), 'exit.png');
    await expect(drawer.getByTestId('screenshot-thumb')).toHaveCount(2);
    await expect(drawer.getByTestId('screenshot-thumb').locator('img')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);

    // The lightbox: the arrow that points forward in the reading direction shows the next one.
    const first = t('trading.media.counter', { n: digits(1), total: digits(2) });
    const second = t('trading.media.counter', { n: digits(2), total: digits(2) });
    await drawer.getByRole('button', { name: t('trading.media.open', { label: first }) }).click();
    const lightbox = page.getByRole('dialog', { name: first });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('img')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press(setting.locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByRole('dialog', { name: second })).toBeVisible();
    await page.keyboard.press(setting.locale === 'ar' ? 'ArrowRight' : 'ArrowLeft');
    await expect(page.getByRole('dialog', { name: first })).toBeVisible();
    await page.screenshot({
      path: path.join(SHOTS, `trading-lightbox-${setting.locale}-${setting.scheme}.png`),
    });
    // Esc closes the picture only; the trade stays open behind it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: first })).toBeHidden();
    await expect(drawer).toBeVisible();

    // Close the rest: 80 @ 12.5 against 80 @ 11 → 120 − 1 − 0.80 = +118.20; +336.00 in all,
    // 336 ÷ 2,100 of entry value = +16 %.
    await addFill(drawer, t('trading.sides.EXIT'), ['80', '12.5', 10]);
    await expect(drawer.getByTestId('drawer-pnl')).toHaveText(`▲ ${await signed(336)}`);
    await expect(drawer).toContainText(t('trading.statuses.CLOSED'));
    await page.screenshot({
      path: path.join(SHOTS, `trading-drawer-${setting.locale}-${setting.scheme}.png`),
    });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The stats and the calendar now count the closed trade.
    await expect(page.getByTestId('trade-stat-netPnl')).toContainText(await signed(336));
    await expect(page.getByTestId('calendar-days')).toContainText(await signed(336));

    // A chip in the table filters the journal by its tag, and the tag filter shows it.
    await page.getByRole('button', { name: t('trading.chips.byTag', { tag: 'breakout' }) }).click();
    await expect(page.getByTestId('trade-filter-tag')).toHaveValue('breakout');
    await expect(page.getByTestId('trade-pnl')).toHaveText(await signed(336));
    await expectNoSeriousAxeViolations(page);
    // The filter is in the address: to the positions and Back, the journal is still filtered.
    await expect(page).toHaveURL(/[?&]tag=breakout/);
    await page.getByTestId('positions-open').click();
    await expect(page).toHaveURL(/\/trading\/positions/);
    await page.goBack();
    await expect(page.getByTestId('trade-filter-tag')).toHaveValue('breakout');
    await expect(page.getByTestId('trade-pnl')).toHaveText(await signed(336));
  });
}
