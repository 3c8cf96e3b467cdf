import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  SHOTS,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  presetStorage,
  settle,
} from './support/fixtures';
import { translator } from './support/i18n';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';
import { registerViaApi, signInViaApi, uniqueUser, type ApiSession } from './support/users';

// The weekly e-mail (issue 33 item 5): opted into and its weekday chosen by keyboard in Settings →
// General, saved on the server; the e-mailed unsubscribe page asks first and refuses a bad link.
// English on a desktop, Arabic on a phone in dark mode. A user of its own: the admin is untouched.

async function digestOf(page: Page, session: ApiSession) {
  const res = await page.request.get('/api/digestSettings', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { enabled: boolean; weekday: number };
}

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;
  const t = translator(setting.locale);

  test(`${setting.title}: the weekly e-mail is turned on and its day chosen by keyboard`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await applySetting(page, setting);
    await presetStorage(page, { locale: setting.locale, displayMode: setting.scheme });
    const me = uniqueUser('digest', 'Ada', 'Lovelace');
    await registerViaApi(page.request, me);
    const session = await signInViaApi(page, me);
    const put = await page.request.put('/api/generalSettings', {
      data: { language: setting.locale, displayMode: setting.scheme },
      headers: {
        Authorization: `Bearer ${session.accessToken}`,
        'X-CSRF-Token': session.csrfToken,
        Origin: session.origin,
      },
    });
    expect(put.status()).toBe(200);

    await page.goto('/settings/settingsGeneral');
    await settle(page);
    const card = page.getByTestId('settings-digest');
    await expect(card).toContainText(t('settings.digest.title'));
    const toggle = card.getByRole('switch', { name: t('settings.digest.enabled') });
    await expect(toggle).not.toBeChecked();
    expect(await digestOf(page, session)).toEqual({ enabled: false, weekday: 1 });

    // Keyboard only: focus the switch, Space turns it on.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect.poll(async () => (await digestOf(page, session)).enabled).toBe(true);

    // The weekday: open the list with the keyboard, move down two days (Wednesday), Enter.
    const weekday = card.getByTestId('settings-digest-weekday');
    await weekday.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await digestOf(page, session)).weekday).toBe(3);
    const wednesday = new Intl.DateTimeFormat(
      setting.locale === 'ar' ? 'ar-u-nu-arab' : setting.locale,
      { weekday: 'long', timeZone: 'UTC' },
    ).format(new Date(Date.UTC(2024, 0, 3)));
    await expect(weekday).toHaveValue(wednesday);

    await card.scrollIntoViewIfNeeded();
    if (phone) await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `weekly-digest-${setting.locale}${phone ? '-phone' : ''}.png`),
      fullPage: true,
    });

    // A reload shows what the server holds.
    await page.reload();
    await settle(page);
    await expect(
      page
        .getByTestId('settings-digest')
        .getByRole('switch', { name: t('settings.digest.enabled') }),
    ).toBeChecked();

    // The unsubscribe page, opened without a session: it asks first; a forged link is refused.
    const context = await page
      .context()
      .browser()!
      .newContext({
        baseURL: new URL(page.url()).origin,
        colorScheme: setting.scheme,
        viewport: setting.viewport,
      });
    const anon = await context.newPage();
    await presetStorage(anon, { locale: setting.locale, displayMode: setting.scheme });
    await anon.goto('/unsubscribe?token=1.9999999999.forged');
    await settle(anon);
    await expect(anon.getByTestId('page-unsubscribe')).toContainText(
      t('digest.unsubscribeQuestion'),
    );
    await anon.getByTestId('unsubscribe-confirm').focus();
    await anon.keyboard.press('Enter');
    await expect(anon.getByTestId('unsubscribe-failed')).toContainText(
      t('digest.unsubscribeFailed'),
    );
    await expectNoSeriousAxeViolations(anon);
    if (phone) await expectNoHorizontalOverflow(anon);
    await context.close();
    // Nothing changed for the user.
    expect(await digestOf(page, session)).toEqual({ enabled: true, weekday: 3 });
  });
}
