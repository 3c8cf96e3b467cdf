import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  SHOTS,
  clippedOrOffScreen,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  presetStorage,
  settle,
} from './support/fixtures';
import { translator } from './support/i18n';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';
import {
  loadUsers,
  registerViaApi,
  signInViaApi,
  uniqueUser,
  type ApiSession,
  type E2eUser,
} from './support/users';

// The activity log (issue 32): a user signs in (once wrongly), changes their e-mail address, and
// finds all three in Settings → Security → Activity; the admin finds the change filtered by user
// and event. English on a desktop, Arabic on a phone in dark mode.

async function send(page: Page, session: ApiSession, method: 'put', url: string, data: object) {
  const res = await page.request[method](url, {
    data,
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      'X-CSRF-Token': session.csrfToken,
      Origin: session.origin,
    },
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
}

/** On a phone: nothing cut, nothing off the screen (the settings sub-navigation scrolls by design). */
async function fitsTheScreen(page: Page, phone: boolean): Promise<void> {
  if (!phone) return;
  expect(await clippedOrOffScreen(page, 'nav')).toEqual([]);
  await expectNoHorizontalOverflow(page);
}

/** Picks `label` in a Mantine Select found by its test id, typing it to narrow the list. */
async function choose(page: Page, testId: string, label: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(label);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(input).toHaveValue(label);
}

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;
  const t = translator(setting.locale);

  test(`${setting.title}: a sign-in, a failed one and an e-mail change show in Activity; the admin filters them`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await applySetting(page, setting);
    await presetStorage(page, { locale: setting.locale, displayMode: setting.scheme });
    const me: E2eUser = uniqueUser('act', 'Ada', 'Lovelace');
    await registerViaApi(page.request, me);
    const failed = await page.request.post('/api/auth/login', {
      data: { username: me.username, password: `${me.password}-wrong` },
    });
    expect(failed.status()).toBe(401);
    const session = await signInViaApi(page, me);
    await send(page, session, 'put', '/api/generalSettings', {
      language: setting.locale,
      displayMode: setting.scheme,
    });
    const email = `${me.username}.new@example.com`;
    await send(page, session, 'put', '/api/auth/me', {
      firstName: me.firstName,
      lastName: me.lastName,
      email,
    });

    await page.goto('/settings/security');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      setting.locale === 'ar' ? 'rtl' : 'ltr',
    );
    const rows = page.getByTestId('activity-list').getByTestId('activity-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute('data-event', 'email_changed');
    await expect(rows.nth(0)).toContainText(t('activity.events.email_changed'));
    await expect(rows.nth(1)).toContainText(t('activity.events.sign_in'));
    await expect(rows.nth(1)).toContainText(
      t('activity.details.method', { method: t('activity.methods.password') }),
    );
    await expect(rows.nth(1)).toContainText('127.0.0.1');
    await expect(rows.nth(2)).toContainText(t('activity.events.sign_in_failed'));
    await rows.nth(0).scrollIntoViewIfNeeded();
    await fitsTheScreen(page, phone);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `activity-${setting.locale}${phone ? '-phone' : ''}.png`),
      fullPage: true,
    });

    // The admin, in the same setting and a browser of their own, finds the change by user and event.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    page = await context.newPage();
    await applySetting(page, setting);
    await presetStorage(page, { locale: setting.locale, displayMode: setting.scheme });
    const admin = await signInViaApi(page, loadUsers().admin);
    // The admin is shared by every spec: their stored language and mode are put back afterwards,
    // or a later spec meets an Arabic, dark admin (auth.spec expects the entry 'Admin').
    const stored = (await (
      await page.request.get('/api/generalSettings', {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
      })
    ).json()) as { language: string; displayMode: string };
    await send(page, admin, 'put', '/api/generalSettings', {
      language: setting.locale,
      displayMode: setting.scheme,
    });
    try {
      await page.goto('/admin/dashboard');
      await settle(page);
      const panel = page.getByTestId('admin-activity-panel');
      await expect(panel.getByTestId('admin-activity-row').first()).toBeVisible();
      await choose(page, 'activity-filter-user', me.username);
      const adminRows = panel.getByTestId('admin-activity-row');
      await expect(adminRows).toHaveCount(3);
      await choose(page, 'activity-filter-event', t('activity.events.email_changed'));
      await expect(adminRows).toHaveCount(1);
      await expect(adminRows.first()).toContainText(me.username);
      await expect(adminRows.first()).toContainText(t('activity.events.email_changed'));
      await panel.scrollIntoViewIfNeeded();
      if (phone) await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({
        path: path.join(SHOTS, `activity-admin-${setting.locale}${phone ? '-phone' : ''}.png`),
        fullPage: true,
      });
    } finally {
      await send(page, admin, 'put', '/api/generalSettings', {
        language: stored.language,
        displayMode: stored.displayMode,
      });
    }
    await context.close();
  });
}
