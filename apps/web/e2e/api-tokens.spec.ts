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
import { newUserIn } from './support/security';
import { DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';

// Personal API tokens (issue 32): made in Settings → Security, the value shown once and copied,
// then used as a script would (Bearer, no CSRF header) until it is revoked there.

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;

  test(`${setting.title}: create an API token, copy it, use it against /api/account, revoke it`, async ({
    page,
  }) => {
    const t = translator(setting.locale);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await newUserIn(page, setting, 'tok', ['Ada', 'Lovelace']);

    // The section, empty.
    await page.goto('/settings/security');
    await settle(page);
    const card = page.getByTestId('api-tokens-card');
    await expect(card.getByRole('heading', { name: t('apiTokens.title') })).toBeVisible();
    await expect(page.getByTestId('api-tokens-empty')).toHaveText(t('apiTokens.empty'));
    await expectNoSeriousAxeViolations(page);

    // A read-write token that never expires, made by keyboard and mouse as a person would.
    const name = setting.locale === 'ar' ? 'جدول صافي الثروة' : 'Net worth sheet';
    await card.getByLabel(t('apiTokens.name')).fill(name);
    await page.getByTestId('api-token-scope').click();
    await page.getByRole('option', { name: t('apiTokens.scopeReadWrite') }).click();
    await page.getByTestId('api-token-expiry').click();
    await page.getByRole('option', { name: t('apiTokens.expiryChoice.never') }).click();
    await page.getByTestId('create-api-token').click();

    // Shown once, with its warning; copied with the button.
    const notice = page.getByTestId('new-api-token');
    await expect(notice).toContainText(t('apiTokens.shownOnce'));
    const shown = await page.getByTestId('new-api-token-value').inputValue();
    expect(shown).toMatch(/^wl_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('copy-api-token').click();
    await expect(page.getByTestId('copy-api-token')).toHaveAttribute(
      'aria-label',
      t('apiTokens.copied'),
    );
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toBe(shown);
    const row = page.getByTestId('api-token-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(t('apiTokens.scopeReadWrite'));
    await expect(row).toContainText(t('apiTokens.neverUsed'));
    if (phone) {
      expect(await clippedOrOffScreen(page, 'nav')).toEqual([]);
      await expectNoHorizontalOverflow(page);
    }
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `api-tokens-created-${setting.locale}.png`),
      fullPage: true,
    });
    await page.getByTestId('api-token-done').click();
    await expect(notice).toHaveCount(0);

    // What a script does: the token alone, no CSRF header, no cookie needed.
    const bearer = { Authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/account', {
      headers: bearer,
      data: { name: 'Scripted', type: 'CASH', currency: 'EUR', balance: 12 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const accounts = await page.request.get('/api/account', { headers: bearer });
    expect(accounts.status()).toBe(200);
    expect(((await accounts.json()) as { name: string }[]).map((a) => a.name)).toEqual([
      'Scripted',
    ]);
    // …but never its own kind's management.
    const minting = await page.request.get('/api/auth/tokens', { headers: bearer });
    expect(minting.status()).toBe(403);

    // The list now shows its last use.
    await page.reload();
    await settle(page);
    await expect(row).not.toContainText(t('apiTokens.neverUsed'));

    // Revoked after a confirmation; the script is refused from then on.
    await row.getByRole('button', { name: t('apiTokens.revokeNamed', { name }) }).click();
    const confirm = page.getByTestId('confirm-revoke-api-token');
    await expect(page.getByRole('dialog')).toContainText(t('apiTokens.revokeBody', { name }));
    await expectNoSeriousAxeViolations(page);
    if (phone) expect(await clippedOrOffScreen(page, 'nav')).toEqual([]);
    await confirm.click();
    await expect(page.getByTestId('api-tokens-empty')).toBeVisible();
    const refused = await page.request.get('/api/account', { headers: bearer });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('AUTH_003');
  });
}
