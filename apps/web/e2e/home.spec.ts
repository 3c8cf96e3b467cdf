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
import { sendAs } from './support/security';
import { seedWealthUser } from './support/seed-wealth';
import { applySetting, DESKTOP_EN_AND_PHONE_AR_DARK } from './support/settings';

// The dashboard as the home of every area (issue 33): a card per area from one request, what
// needs attention with the way to fix it, and a layout the user owns — hidden and reordered by
// keyboard, kept across a reload. English on a desktop, Arabic on a phone in dark mode.

const cardOrder = (page: Page) =>
  page
    .getByTestId('home-cards')
    .locator('[data-testid^="home-card-"]')
    .evaluateAll((cards) =>
      cards
        .map((c) => c.getAttribute('data-testid')!)
        .filter((id) => /^home-card-[a-zA-Z]+$/.test(id)),
    );

for (const setting of DESKTOP_EN_AND_PHONE_AR_DARK) {
  const phone = setting.viewport.width < 600;

  test(`${setting.title}: the home's cards, an attention item's fix, hiding and reordering by keyboard`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = translator(setting.locale);
    await applySetting(page, setting);
    await presetStorage(page, { locale: setting.locale });
    const { session, accountId } = await seedWealthUser(
      page,
      request,
      setting.locale,
      setting.scheme,
    );
    // The seed budgets 400 on its first expense category: 500 spent there today goes past it.
    const today = new Date().toISOString().slice(0, 10);
    const categories = (await (
      await page.request.get('/api/categories', {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      })
    ).json()) as { name: string; kind: string }[];
    const category = categories.find((c) => c.kind === 'EXPENSE')!.name;
    await sendAs(page, session, 'post', '/api/transactions', {
      accountId,
      type: 'EXPENSE',
      amount: 500,
      date: today,
      category,
    });

    await page.goto('/dashboard');
    await settle(page);
    const cards = page.getByTestId('home-cards');
    await expect(cards.getByTestId('home-card-budgets')).not.toHaveAttribute('data-empty', 'true');
    await expect(cards.getByTestId('home-card-loans')).toContainText('Mortgage');
    await expect(cards.getByTestId('home-card-realEstate')).toContainText('Rue des Lilas');
    await expect(cards.getByTestId('home-card-trading')).toBeVisible();
    const item = page.locator('[data-testid="home-attention-item"][data-kind="overBudget"]');
    await expect(item).toContainText(category);
    if (phone) {
      await expectNoHorizontalOverflow(page);
      expect(await clippedOrOffScreen(page, 'nav')).toEqual([]);
    }
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: path.join(SHOTS, `home-${setting.locale}.png`), fullPage: true });

    // The item names its fix and leads to it: this month's budgets.
    await item.getByTestId('home-attention-fix').click();
    await expect(page).toHaveURL(new RegExp(`/expenses\\?tab=budgets&month=${today.slice(0, 7)}$`));
    await page.goBack();
    await expect(page.getByTestId('home-cards')).toBeVisible();

    // By keyboard: Customise, Loans up twice, Trading hidden.
    await page.getByTestId('home-customise').focus();
    await page.keyboard.press('Enter');
    const editor = page.getByTestId('home-layout-editor');
    await expect(editor).toBeVisible();
    const loans = t('home.cards.loans');
    await editor.getByRole('button', { name: t('home.moveUp', { card: loans }) }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await editor
      .getByRole('switch', { name: t('home.showCard', { card: t('home.cards.trading') }) })
      .focus();
    await page.keyboard.press('Space');
    const expected = ['budgets', 'upcoming', 'loans', 'investments', 'realEstate', 'fire'].map(
      (k) => `home-card-${k}`,
    );
    await expect.poll(() => cardOrder(page)).toEqual(expected);
    if (phone) await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // Kept for the user: the same layout after a reload.
    await page.reload();
    await settle(page);
    await expect.poll(() => cardOrder(page)).toEqual(expected);
  });
}
