import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  SHOTS,
  clippedOrOffScreen,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  settle,
} from './support/fixtures';
import { translator } from './support/i18n';
import { codeFor, newUserIn, sendAs, virtualAuthenticator } from './support/security';
import { DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';

// Passkeys (issue 32): a passkey added in Settings → Security with the browser's own prompt, then
// a sign-in with it and no username. Chromium's virtual authenticator (DevTools protocol) stands
// in for the fingerprint reader: a platform authenticator that keeps discoverable credentials and
// verifies its user, answering every prompt at once. Then the same passkey as the second step
// of a password sign-in, once two-step sign-in is on.

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;

  test(`${setting.title}: add a passkey in Settings → Security, sign out, sign in with it and no username`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    const authenticator = await virtualAuthenticator(page);
    await newUserIn(page, setting, 'pk', ['Grace', 'Hopper']);

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

  test(`${setting.title}: with two-step sign-in on, the password then "Use a passkey" signs in`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    const authenticator = await virtualAuthenticator(page);
    const { me, session } = await newUserIn(page, setting, 'pk2', ['Alan', 'Turing']);
    // A passkey and the authenticator app, set up through the API (their own specs click them).
    await page.goto('/settings/security');
    await settle(page);
    await page.getByLabel(t('passkeys.name')).fill('Laptop');
    await page.getByTestId('passkey-add').click();
    await expect(page.getByTestId('passkey-row')).toHaveCount(1);
    const setup = await (await sendAs(page, session, 'post', '/api/auth/2fa/totp/setup')).json();
    await sendAs(page, session, 'post', '/api/auth/2fa/totp/enable', {
      code: codeFor(setup.secret),
    });

    // Signed out, then the password: the second step offers the code and the passkey.
    if (phone) await page.getByTestId('burger').click();
    await page.getByTestId('logout-button').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(t('auth.usernameOrEmail')).fill(me.username);
    await page.getByLabel(new RegExp(`^${t('auth.password')}`)).fill(me.password);
    await page.getByTestId('login-submit').click();
    const usePasskey = page.getByTestId('second-step-passkey');
    await expect(usePasskey).toHaveText(t('passkeys.useForStep'));
    await expect(page.getByTestId('second-step-code')).toBeFocused();
    if (phone) expect(await clippedOrOffScreen(page)).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `passkeys-second-step-${setting.locale}.png`),
      fullPage: true,
    });
    // By keyboard: from the code field to the passkey button, and the prompt answers at once.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(usePasskey).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(0);
  });
}
