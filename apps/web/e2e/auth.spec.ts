import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadUsers, registerViaApi, signInViaForm, uniqueUser } from './support/users';

// Sign-in and the session (docs/product.md) against the real server. The admin and a regular user
// are registered by the setup project first (auth.setup.ts), so order between tests is free.

const shots = path.join(import.meta.dirname, 'screenshots');

async function sidebarFooter(page: Page) {
  return page.getByTestId('sidebar').getByTestId('sidebar-user');
}

test('register → signed in on /dashboard with the name in the sidebar (no second sign-in)', async ({
  page,
}) => {
  const me = uniqueUser('reg', 'Marie', 'Curie');
  await page.goto('/');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel(/^Username/).fill(me.username);
  await page.getByLabel('E-mail').fill(me.email);
  await page.getByLabel('First name').fill(me.firstName);
  await page.getByLabel('Last name').fill(me.lastName);
  await page.getByLabel(/^Password/).fill(me.password);
  await expect(page.getByTestId('password-score')).toContainText('/10');
  await page.getByLabel('Confirm password').fill(me.password);
  await page.getByTestId('register-submit').click();

  // ADR 0021: no e-mail verification is required here, so registering signs the user in.
  await expect(page).toHaveURL(/\/dashboard$/);
  const footer = await sidebarFooter(page);
  await expect(footer).toContainText('Marie Curie');
  await expect(footer).toContainText(me.email);
  // Not an admin: no Admin entry, and /admin is not for them.
  await expect(page.getByTestId('sidebar').getByTestId('nav-admin')).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
});

test('the admin lands on /admin/dashboard and has the Admin entry', async ({ page }) => {
  const { admin } = loadUsers();
  await page.goto('/login');
  await signInViaForm(page, admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('page-admin')).toBeVisible();
  const entry = page.getByTestId('sidebar').getByTestId('nav-admin');
  await expect(entry).toHaveText('Admin');
  await expect(entry).toHaveAttribute('aria-current', 'page');
});

test('redirect round trip: /accounts while signed out → login → back on /accounts', async ({
  page,
}) => {
  const { user } = loadUsers();
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts$/);
  await signInViaForm(page, user);
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByTestId('page-accounts')).toBeVisible();
});

test('a redirect to another site is ignored', async ({ page }) => {
  const { user } = loadUsers();
  await page.goto(`/login?redirect=${encodeURIComponent('//example.com/x')}`);
  await signInViaForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout → /login, and a protected page redirects again (also after a reload)', async ({
  page,
}) => {
  const { user } = loadUsers();
  await page.goto('/login');
  await signInViaForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/loans');
  await expect(page).toHaveURL(/\/login\?redirect=%2Floans$/);
});

test('a reload keeps the session', async ({ page }) => {
  const { user } = loadUsers();
  await page.goto('/login');
  await signInViaForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(await sidebarFooter(page)).toContainText('Ada Lovelace');
});

test('wrong password: the server text as a toast, still on /login', async ({ page }) => {
  const { user } = loadUsers();
  await page.goto('/login');
  await signInViaForm(page, { ...user, password: 'Wrong!Pass#1' });
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the session ends after 30 minutes: the alert, then /login', async ({ page }) => {
  const { user } = loadUsers();
  await page.clock.install();
  await page.goto('/login');
  await signInViaForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  const dialog = page.waitForEvent('dialog');
  const fastForward = page.clock.fastForward('30:00');
  const alert = await dialog;
  expect(alert.type()).toBe('alert');
  expect(alert.message()).toBe('Your session has expired. Please login again.');
  await alert.accept();
  await fastForward;
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('the register page in Arabic is right-to-left with Arabic labels', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  await expect(page.getByLabel(/^اسم المستخدم/)).toBeVisible();
  await expect(page.getByLabel('البريد الإلكتروني')).toBeVisible();
  await page.getByLabel(/^كلمة المرور/).fill('abc');
  await expect(page.getByTestId('password-feedback')).toContainText('أضف أحرفًا كبيرة');
  // Mirrored: the card's text starts on the right.
  const input = await page.getByLabel(/^اسم المستخدم/).boundingBox();
  const label = await page.locator('label', { hasText: 'اسم المستخدم' }).first().boundingBox();
  expect((label?.x ?? 0) + (label?.width ?? 0)).toBeGreaterThan(
    (input?.x ?? 0) + (input?.width ?? 0) - 40,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('login works and lands on the dashboard', async ({ page }) => {
    const { user } = loadUsers();
    await page.goto('/login');
    const card = await page.getByTestId('page-login').boundingBox();
    expect(card?.width).toBeLessThanOrEqual(390);
    await signInViaForm(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByTestId('mobile-drawer').getByTestId('sidebar-user')).toContainText(
      'Ada Lovelace',
    );
  });
});

test.describe('screenshots', () => {
  for (const [name, storage, viewport] of [
    ['en-light', { displayMode: 'light', locale: 'en' }, { width: 1280, height: 800 }],
    ['ar-dark', { displayMode: 'dark', locale: 'ar' }, { width: 1280, height: 800 }],
    ['phone', { displayMode: 'light', locale: 'en' }, { width: 390, height: 844 }],
  ] as const) {
    test(`login and register, ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(
        (entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        storage as Record<string, string>,
      );
      await page.goto('/login?registered=true');
      await expect(page.getByTestId('page-login')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `login-${name}.png`), fullPage: true });
      await page.goto('/register');
      await page.locator('input[type=password]').first().fill('abc123');
      await expect(page.getByTestId('password-strength')).toBeVisible();
      await page.screenshot({ path: path.join(shots, `register-${name}.png`), fullPage: true });
    });
  }
});

test('a second admin cannot appear: later registrations are plain users', async ({ request }) => {
  const late = uniqueUser('late');
  await registerViaApi(request, late);
  const login = await request.post('/api/auth/login', {
    data: { username: late.username, password: late.password },
  });
  const { user } = (await login.json()) as { user: { roles: string[] } };
  expect(user.roles).not.toContain('ADMIN');
});
