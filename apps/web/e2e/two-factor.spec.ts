import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  presetStorage,
  settle,
} from './support/fixtures';
import { translator } from './support/i18n';
import { codeFor } from './support/security';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';
import { registerViaApi, signInViaApi, uniqueUser } from './support/users';

// Two-step sign-in (issue 32): a user sets up an authenticator app in Settings → Security (the
// codes computed here as the app would), saves the recovery codes, signs out and signs back in
// with the password and a code. English on a desktop, Arabic on a phone in dark mode.

async function checkScreen(page: Page, phone: boolean) {
  await settle(page);
  if (phone) await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
}

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;

  test(`${setting.title}: set up two-step sign-in, sign out, sign in with a code`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = translator(setting.locale);
    await applySetting(page, setting);
    await presetStorage(page, { locale: setting.locale });
    const user = uniqueUser('twofa');
    await registerViaApi(request, user);
    await signInViaApi(page, user);

    // Settings → Security: off, then set up with the QR (an image with a name) or the key.
    await page.goto('/settings/security');
    await expect(page.getByTestId('two-factor-state')).toHaveText(t('twoFactor.off'));
    await checkScreen(page, phone);
    await page.getByTestId('two-factor-setup').click();
    await expect(page.getByRole('img', { name: t('twoFactor.setup.qrAlt') })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkScreen(page, phone);

    // A wrong code is said under the form; the right one turns it on.
    const right = codeFor(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel(t('twoFactor.code')).fill(wrong);
    await page.getByTestId('totp-setup-submit').click();
    await expect(page.getByTestId('totp-setup-error')).toHaveText(t('twoFactor.errors.code'));
    await page.getByLabel(t('twoFactor.code')).fill(right);
    await page.getByTestId('totp-setup-submit').click();

    // The recovery codes, once: ten of them, downloadable, and "saved" before going on.
    await expect(page.getByTestId('recovery-code-list').locator('li')).toHaveCount(10);
    await checkScreen(page, phone);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('recovery-download').click();
    expect((await downloading).suggestedFilename()).toBe('wealthlog-recovery-codes.txt');
    await expect(page.getByTestId('recovery-done')).toBeDisabled();
    await page.getByLabel(t('twoFactor.recovery.savedCheck')).check();
    await page.getByTestId('recovery-done').click();
    await expect(page.getByTestId('two-factor-state')).toHaveText(t('twoFactor.on'));
    await expect(page.getByText(t('twoFactor.codesLeft', { count: 10 }))).toBeVisible();

    // Sign out, then in: the password, then the second step.
    if (phone) await page.getByTestId('burger').click();
    await page
      .getByTestId(phone ? 'mobile-drawer' : 'sidebar')
      .getByTestId('logout-button')
      .click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel(t('auth.usernameOrEmail')).fill(user.username);
    await page.getByLabel(new RegExp(`^${t('auth.password')}`)).fill(user.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('page-login-second-step')).toBeVisible();
    const code = page.getByLabel(t('twoFactor.code'));
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('button', { name: t('twoFactor.step.useRecovery') })).toBeVisible();
    await checkScreen(page, phone);
    // The code just used to turn it on is refused (a replay); the next one signs in.
    await code.fill(right);
    await page.getByTestId('second-step-submit').click();
    await expect(page.getByTestId('second-step-error')).toHaveText(t('twoFactor.errors.code'));
    await code.fill(codeFor(secret, 1));
    await page.getByTestId('second-step-submit').click();
    await expect(page).toHaveURL(/\/dashboard/);
  });
}
