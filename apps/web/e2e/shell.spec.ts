import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loadUsers, signInViaApi } from './support/users';

// The web shell: public vs. framed routes (docs/product.md) and rtl mirroring.
// Storage starts empty in every Playwright context, so each test sees the defaults (en, system).
// The frame needs a signed-in user: the regular user of auth.setup.ts, signed in through the API.
test.beforeEach(async ({ page }) => {
  await signInViaApi(page, loadUsers().user);
});

test('the landing page renders bare', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('WealthLog');
  await expect(page.getByRole('heading', { level: 1, name: 'WealthLog' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
  await expect(page.locator('[data-testid=sidebar]')).toHaveCount(0);
});

test('a deep link loads the app inside the frame with its entry highlighted', async ({ page }) => {
  await page.goto('/RealEstate');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  const box = await sidebar.boundingBox();
  expect(box?.width).toBe(256);
  const entry = sidebar.getByTestId('nav-real-estate');
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator('[aria-current=page]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeVisible();
});

test('the sidebar collapses to 80 px and remembers it', async ({ page }) => {
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('sidebar-toggle')).toHaveAccessibleName('Expand sidebar');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
  await page.reload();
  await expect(page.getByTestId('sidebar-toggle')).toHaveAccessibleName('Expand sidebar');
});

test('Arabic mirrors the frame: rtl, lang=ar, sidebar on the right', async ({ page }) => {
  await page.goto('/dashboard');
  const sidebar = page.getByTestId('sidebar');
  // AppShell.Main spans the viewport (it pads itself clear of the sidebar), so compare the content.
  const content = page.getByRole('heading', { level: 1 });
  const ltrSidebar = await sidebar.boundingBox();
  expect(ltrSidebar?.x).toBe(0);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect
    .poll(async () => {
      const side = await sidebar.boundingBox();
      const text = await content.boundingBox();
      return side && text ? side.x >= text.x + text.width : false;
    })
    .toBe(true);
  const rtlSidebar = await sidebar.boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round((rtlSidebar?.x ?? 0) + (rtlSidebar?.width ?? 0))).toBe(viewport?.width);

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("display mode 'system' follows the OS live; a choice is stored under both keys", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Mantine's segmented control hides its radio inputs; users click the labels.
  await page
    .getByTestId('display-mode-switcher')
    .locator('label')
    .filter({ hasText: 'Light' })
    .click();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  const stored = await page.evaluate(() => [
    localStorage.getItem('displayMode'),
    localStorage.getItem('theme'),
  ]);
  expect(stored).toEqual(['light', 'light']);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a 288 px drawer that closes on navigation', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
    await drawer.getByTestId('nav-loans').click();
    await expect(page).toHaveURL(/\/loans$/);
    await expect(drawer).toBeHidden();
  });

  test('in Arabic the drawer opens from the right, the start side', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'فتح قائمة التنقل' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    // Its right edge on the viewport's right edge (390 px), once the slide-in has ended.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(390);
  });
});

// Accessibility of the shell itself, in both schemes and in rtl, so later screens start clean.
for (const [name, path, storage] of [
  ['landing', '/', {}],
  ['frame, light', '/RealEstate', { displayMode: 'light' }],
  ['frame, dark', '/RealEstate', { displayMode: 'dark' }],
  ['frame, ar, collapsed', '/dashboard', { locale: 'ar', sidebarCollapsed: 'true' }],
] as const) {
  test(`no axe violations: ${name}`, async ({ page }) => {
    await page.addInitScript(
      (entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      storage as Record<string, string>,
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
