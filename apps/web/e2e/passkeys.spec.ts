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
import { registerViaApi, signInViaApi, uniqueUser } from './support/users';

// Passkeys (issue 32): a passkey added in Settings → Security with the browser's own prompt, then
// a sign-in with it and no username. Chromium's virtual authenticator (DevTools protocol) stands
// in for the fingerprint reader: a platform authenticator that keeps discoverable credentials and
// verifies its user, answering every prompt at once.

/** A virtual platform authenticator in this page's browser; its id, to read its credentials. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;

  test(`${setting.title}: add a passkey in Settings → Security, sign out, sign in with it and no username`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await applySetting(page, setting);
    const authenticator = await virtualAuthenticator(page);
    const me = uniqueUser('pk', 'Grace', 'Hopper');
    await registerViaApi(page.request, me);
    const session = await signInViaApi(page, me);
    await presetStorage(page, { locale: setting.locale });
    const saved = await page.request.put('/api/generalSettings', {
      data: { language: setting.locale, displayMode: setting.scheme },
      headers: {
        Authorization: `Bearer ${session.accessToken}`,
        'X-CSRF-Token': session.csrfToken,
        Origin: session.origin,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // Settings → Security: the section, empty, then a named passkey added through the prompt.
    await page.goto('/settings/security');
    await settle(page);
    const card = page.getByTestId('passkeys-card');
    await expect(card.getByRole('heading', { name: t('passkeys.title') })).toBeVisible();
    await expect(page.getByTestId('passkeys-empty')).toHaveText(t('passkeys.empty'));
    await expectNoSeriousAxeViolations(page);
    const name = setting.locale === 'ar' ? 'هاتفي' : 'Work laptop';
    await page.getByLabel(t('passkeys.name')).fill(name);
    await page.getByTestId('passkey-add').click();
    const row = page.getByTestId('passkey-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('passkey-name-text')).toHaveText(name);
    await expect(row.getByTestId('passkey-last-used')).toContainText(t('passkeys.never'));
    await expect(page.getByTestId('passkey-name')).toHaveValue('');
    // The browser holds it as a discoverable credential: no username needed to find it.
    const stored = await authenticator.credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.isResidentCredential).toBe(true);
    expect(stored[0]!.rpId).toBe('localhost');
    if (phone) {
      expect(await clippedOrOffScreen(page, 'nav')).toEqual([]);
      await expectNoHorizontalOverflow(page);
    }
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `passkeys-settings-${setting.locale}.png`),
      fullPage: true,
    });

    // Signed out through the app, then in again with only the passkey.
    if (phone) await page.getByTestId('burger').click();
    await page.getByTestId('logout-button').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const button = page.getByTestId('passkey-sign-in');
    await expect(button).toHaveText(t('passkeys.signIn'));
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      setting.locale === 'ar' ? 'rtl' : 'ltr',
    );
    if (phone) expect(await clippedOrOffScreen(page)).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `passkeys-login-${setting.locale}.png`),
      fullPage: true,
    });
    await button.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

    // The passkey now shows its last use, and the authenticator's counter moved.
    await page.goto('/settings/security');
    await settle(page);
    await expect(row.getByTestId('passkey-last-used')).not.toContainText(t('passkeys.never'));
    expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(0);
  });
}
