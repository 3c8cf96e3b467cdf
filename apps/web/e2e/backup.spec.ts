import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newFinanceUser } from './support/finance';
import {
  SHOTS,
  clippedOrOffScreen,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  presetStorage,
  settle,
} from './support/fixtures';
import { translator } from './support/i18n';
import { seedWealthUser } from './support/seed-wealth';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';
import { loadUsers, registerViaApi, signInViaApi, uniqueUser } from './support/users';

// Your data (issue 30): a user with something on every page downloads a backup in the browser, a
// new user restores it on their own Your data page and sees the same dashboard; and a user leaves,
// deleting their account. English on a desktop, Arabic on a phone in dark mode.

/** A count as the page writes it (lib/format.ts: Intl, Arabic-Indic digits in Arabic). */
function countText(page: Page, locale: string, n: number): Promise<string> {
  return page.evaluate(
    ({ locale, n }) =>
      new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : locale, {
        maximumFractionDigits: 0,
      }).format(n),
    { locale, n },
  );
}

/**
 * On a phone, in Arabic: nothing cut, nothing off the screen, no sideways scroll — but the settings
 * sub-navigation, a row that scrolls sideways by design (the current section brought into view).
 */
async function fitsTheScreen(page: Page, phone: boolean): Promise<void> {
  if (!phone) return;
  expect(await clippedOrOffScreen(page, 'nav')).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;

  test(`${setting.title}: a backup downloaded in the browser, restored into a new user, shows the same net worth`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const t = translator(setting.locale);
    await applySetting(page, setting);
    await presetStorage(page, { locale: setting.locale });
    await seedWealthUser(page, request, setting.locale, setting.scheme);
    await page.goto('/dashboard');
    const netWorth = page.getByTestId('stat-netWorth-value');
    await expect(netWorth).not.toHaveText('');
    const before = (await netWorth.textContent())!;

    // The backup, through the page: progress, then the browser saves the server's file.
    await page.goto('/settings/data');
    await settle(page);
    await expect(page.getByTestId('settings-nav-data')).toHaveAttribute('aria-current', 'page');
    await fitsTheScreen(page, phone);
    await expectNoSeriousAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('backup-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wealthlog-backup-a11y_.+\.zip$/);
    const archive = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(archive);
    await expect(page.getByTestId('backup-download-status')).toContainText(
      download.suggestedFilename(),
    );
    await expect(page.getByTestId('backup-download')).toBeEnabled();

    // Someone new, in a browser of their own, restores it.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL! });
    const other = await context.newPage();
    await applySetting(other, setting);
    // Nothing of theirs yet: the dashboard greets a first visit, with no net worth to show.
    await newFinanceUser(other, setting.locale);
    await other.goto('/settings/data');
    await settle(other);
    await other.getByTestId('restore-card').locator('input[type=file]').setInputFiles(archive);

    // The dry run: what the file holds, in the reader's words and digits; nothing written yet.
    const preview = other.getByTestId('restore-preview');
    await expect(preview).toBeVisible();
    await expect(other.getByTestId('restore-not-empty')).toHaveCount(0);
    for (const [kind, n] of [
      ['accounts', 3],
      ['trades', 3],
      ['properties', 1],
      ['loans', 1],
    ] as const) {
      const row = preview.getByTestId(`restore-count-${kind}`);
      await expect(row).toContainText(t(`backup.kinds.${kind}`));
      await expect(row).toContainText(await countText(other, setting.locale, n));
    }
    await fitsTheScreen(other, phone);
    await expectNoSeriousAxeViolations(other);
    await other.screenshot({
      path: path.join(SHOTS, `your-data-restore-${setting.locale}-${setting.scheme}.png`),
      fullPage: true,
    });

    await other.getByTestId('restore-run').click();
    await expect(other.getByTestId('restore-done')).toContainText(t('backup.restore.doneTitle'));
    await fitsTheScreen(other, phone);
    await expectNoSeriousAxeViolations(other);

    // Every page shows the restored data: the same net worth as the user who made the backup.
    await other.getByTestId('restore-dashboard').click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByTestId('stat-netWorth-value')).toHaveText(before);
    await other.goto('/RealEstate');
    await expect(other.getByText('Rue des Lilas')).toBeVisible();
    await context.close();
  });

  test(`${setting.title}: deleting the account asks for the username and the password, then signs out`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await applySetting(page, setting);
    const me = uniqueUser('leave', 'Lise', 'Meitner');
    await registerViaApi(page.request, me);
    await presetStorage(page, { locale: setting.locale });
    await signInViaApi(page, me);
    await page.goto('/settings/data');
    await settle(page);

    // What goes is said, and the backup is offered, before anything is asked.
    const card = page.getByTestId('delete-account-card');
    await expect(card).toContainText(t('backup.delete.what.files'));
    await expect(card.getByTestId('delete-backup-download')).toBeVisible();
    await page.getByTestId('delete-account-open').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('delete-account-confirm')).toBeFocused();

    // The name typed otherwise (case counts): refused before anything is sent.
    await dialog.getByTestId('delete-account-confirm').fill(me.username.toUpperCase());
    await dialog.getByTestId('delete-account-password').fill(me.password);
    await dialog.getByTestId('delete-account-submit').click();
    await expect(dialog).toContainText(t('serverMessages.confirmMismatch'));

    // A wrong password: the server's 401, on the password field.
    await dialog.getByTestId('delete-account-confirm').fill(me.username);
    await dialog.getByTestId('delete-account-password').fill('Wr0ng!Pass#2026');
    await dialog.getByTestId('delete-account-submit').click();
    await expect(dialog).toContainText(t('serverMessages.currentPasswordIncorrect'));
    await fitsTheScreen(page, phone);
    await expectNoSeriousAxeViolations(page);

    // By keyboard: the password field, Enter.
    await dialog.getByTestId('delete-account-password').fill(me.password);
    await dialog.getByTestId('delete-account-password').press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t('backup.delete.done'))).toBeVisible();

    // Gone: the old password signs nobody in.
    const login = await page.request.post('/api/auth/login', {
      data: { username: me.username, password: me.password },
    });
    expect(login.status()).toBe(401);
  });
}

test('en, desktop: an admin deletes a user from the users list, with their own password', async ({
  page,
  request,
}) => {
  const { admin } = loadUsers();
  const target = uniqueUser('gone', 'Ada', 'Byron');
  await registerViaApi(request, target);
  await signInViaApi(page, admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('backups-panel')).toBeVisible();
  await page.getByTestId('users-search').fill(target.username);
  await page.getByTestId(`user-actions-${target.username}`).click();
  await page.getByTestId('delete-user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('delete-user-dialog-confirm').fill(target.username);
  await dialog.getByTestId('delete-user-dialog-password').fill(admin.password);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByTestId('delete-user-dialog-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`user-row-${target.username}`)).toHaveCount(0);
  const login = await request.post('/api/auth/login', {
    data: { username: target.username, password: target.password },
  });
  expect(login.status()).toBe(401);
});
