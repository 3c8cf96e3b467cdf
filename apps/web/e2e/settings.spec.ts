import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  SHOTS,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  makePng,
  presetStorage,
} from './support/fixtures';
import {
  registerViaApi,
  signInViaApi,
  signInViaForm,
  uniqueUser,
  type E2eUser,
} from './support/users';

// Settings, profile and security against the real server. Each test signs in a user of
// its own: a language or password changed here must not leak into the shared users of other specs.

const SECTIONS = [
  ['general', '/settings/settingsGeneral', 'page-settings-general'],
  ['trading', '/settings/settingsTrading', 'page-settings-trading'],
  ['profile', '/settings/profile', 'page-settings-profile'],
  ['security', '/settings/security', 'page-settings-security'],
] as const;

async function freshUser(page: Page, prefix = 'set'): Promise<E2eUser> {
  const me = uniqueUser(prefix, 'Emmy', 'Noether');
  await registerViaApi(page.request, me);
  await signInViaApi(page, me);
  return me;
}

/** Mantine's segmented control hides its radios; people click the labels. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).locator('label').filter({ hasText: label }).click();
}

test('dark mode chosen in settings applies at once, is stored under both keys, survives reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await freshUser(page);
  await page.goto('/settings/settingsGeneral');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/generalSettings') && r.request().method() === 'PUT',
  );
  await choose(page, 'settings-display-mode', 'Dark');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect((await saved).status()).toBe(200);
  expect(
    await page.evaluate(() => [localStorage.getItem('displayMode'), localStorage.getItem('theme')]),
  ).toEqual(['dark', 'dark']);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('page-settings-general')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'settings-general-dark.png'), fullPage: true });
});

test('Arabic chosen in settings turns the page right-to-left, and signing in again keeps it', async ({
  page,
}) => {
  const me = await freshUser(page);
  await page.goto('/settings/settingsGeneral');
  await choose(page, 'settings-language', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإعدادات');
  await page.screenshot({ path: path.join(SHOTS, 'settings-general-ar.png'), fullPage: true });

  // A new browser signs in: the stored settings win over its defaults.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await signInViaForm(page, me);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('trading settings: add, refuse a duplicate, save, and find them after reload', async ({
  page,
}) => {
  await freshUser(page);
  await page.goto('/settings/settingsTrading');
  const instruments = page.getByTestId('instruments');
  await instruments.getByTestId('instruments-input').fill('EURUSD');
  await instruments.getByTestId('instruments-input').press('Enter');
  await instruments.getByTestId('instruments-input').fill('eurusd');
  await instruments.getByTestId('instruments-add').click();
  await expect(instruments).toContainText('Instruments must not contain duplicates (EURUSD)');
  await page.getByTestId('patterns-input').fill('Breakout');
  await page.getByTestId('patterns-input').press('Enter');
  await page.getByTestId('default-fees').fill('2.5');
  await page.getByTestId('trading-settings-save').click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('instruments-item')).toHaveText(['EURUSD']);
  await expect(page.getByTestId('patterns-item')).toHaveText(['Breakout']);
  await expect(page.getByTestId('default-fees')).toHaveValue('2.5');
  await page.screenshot({ path: path.join(SHOTS, 'settings-trading.png'), fullPage: true });
});

test('avatar upload shows the picture in the profile and the sidebar', async ({ page }) => {
  await freshUser(page);
  await page.goto('/settings/profile');
  const input = page.getByTestId('avatar-field').locator('input[type=file]');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByTestId('avatar-error')).toHaveText(
    'Invalid file type. Only JPEG, PNG, GIF, and WebP are allowed.',
  );
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload/avatars'));
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  expect((await uploaded).status()).toBe(201);
  const sidebarAvatar = page.getByTestId('sidebar').getByTestId('user-avatar');
  await expect(sidebarAvatar).toHaveAttribute('data-has-image', 'true');
  await expect(sidebarAvatar.locator('img')).toHaveJSProperty('complete', true);
  // After a reload the stored picture comes back from the server.
  await page.reload();
  await expect(page.getByTestId('sidebar').getByTestId('user-avatar')).toHaveAttribute(
    'data-has-image',
    'true',
  );
  await page.screenshot({ path: path.join(SHOTS, 'settings-profile.png'), fullPage: true });
});

test('changing the password logs out; the new password signs in', async ({ page }) => {
  const me = await freshUser(page, 'pwd');
  await page.goto('/settings/security');
  await expect(page.getByTestId('this-device')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'settings-security.png'), fullPage: true });
  const newPassword = 'An0ther!Secret#2026';
  await page.getByLabel(/^Current password/).fill(me.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaForm(page, { ...me, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('frame screenshots: expanded, collapsed, Arabic, dark (with widths measured)', async ({
  page,
}) => {
  await freshUser(page, 'frame');
  await page.goto('/settings/settingsGeneral');
  const sidebar = page.getByTestId('sidebar');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
  await page.screenshot({ path: path.join(SHOTS, 'frame-expanded.png') });
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
  await page.screenshot({ path: path.join(SHOTS, 'frame-collapsed.png') });
  await page.getByTestId('sidebar-toggle').click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: path.join(SHOTS, 'frame-ar.png') });
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await presetStorage(page, { displayMode: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.screenshot({ path: path.join(SHOTS, 'frame-dark.png') });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every settings page fits 390 px; the drawer is 288 px', async ({ page }) => {
    await freshUser(page, 'phone');
    for (const [name, url, testId] of SECTIONS) {
      await page.goto(url);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: path.join(SHOTS, `settings-${name}-phone.png`),
        fullPage: true,
      });
    }
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
    await page.screenshot({ path: path.join(SHOTS, 'frame-drawer.png') });
    await drawer.getByTestId('nav-settings').click();
    await expect(drawer).toBeHidden();
  });
});

// axe on every settings page, light and dark (no serious or critical violation).
for (const scheme of ['light', 'dark'] as const) {
  test(`no serious axe violations on the settings pages, ${scheme}`, async ({ page }) => {
    await presetStorage(page, { displayMode: scheme });
    await freshUser(page, `axe${scheme[0]}`);
    for (const [, url, testId] of SECTIONS) {
      await page.goto(url);
      await expect(page.getByTestId(testId)).toBeVisible();
      // Wait for the data, so axe sees the filled page rather than a spinner.
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    }
  });
}
