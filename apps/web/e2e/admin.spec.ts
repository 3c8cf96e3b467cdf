import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  SHOTS,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  presetStorage,
} from './support/fixtures';
import { loadUsers, registerViaApi, signInViaApi, uniqueUser } from './support/users';

// The admin dashboard against the real server, as the run's first user (ADMIN).

test('the admin adds a role to a user and sees the health panel', async ({ page }) => {
  const target = uniqueUser('rolee', 'Alan', 'Turing');
  await registerViaApi(page.request, target);
  await signInViaApi(page, loadUsers().admin);
  await page.goto('/admin/dashboard');

  const health = page.getByTestId('health-panel');
  await expect(health.getByTestId('health-check-database')).toContainText('Healthy');
  await expect(health.getByTestId('health-check-disk')).toContainText('Healthy');
  await expect(health.getByTestId('health-overall')).toHaveText('Healthy');

  await page.getByTestId('users-search').fill(target.username);
  const row = page.getByTestId(`user-row-${target.username}`);
  await expect(row).toBeVisible();
  await expect(page.locator('[data-testid^=user-row-]')).toHaveCount(1);
  await expect(row.getByTestId('user-roles')).not.toContainText('ADMIN');

  await row.getByTestId(`user-actions-${target.username}`).click();
  await page.getByTestId('add-role-ADMIN').click();
  await expect(row.getByTestId('user-roles')).toContainText('ADMIN');
  await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard.png'), fullPage: true });

  // And back: removing it works too (another admin exists, so it is not the last one).
  await row.getByTestId(`user-actions-${target.username}`).click();
  await page.getByTestId('remove-role-ADMIN').click();
  await expect(row.getByTestId('user-roles')).not.toContainText('ADMIN');
});

test("the admin cannot deactivate themselves: the server's refusal is a toast", async ({
  page,
}) => {
  const { admin } = loadUsers();
  await signInViaApi(page, admin);
  await page.goto('/admin/dashboard');
  await page.getByTestId('users-search').fill(admin.username);
  await page.getByTestId(`user-actions-${admin.username}`).click();
  await page.getByTestId('deactivate-user').click();
  await page.getByTestId('confirm-active').click();
  await expect(page.getByText('You cannot deactivate your own account')).toBeVisible();
});

test('a regular user has no Admin entry and cannot open /admin/dashboard', async ({ page }) => {
  await signInViaApi(page, loadUsers().user);
  await page.goto('/dashboard');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('nav-admin')).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await expect(page.getByTestId('page-admin')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users table scrolls inside its box; the page does not', async ({ page }) => {
    await signInViaApi(page, loadUsers().admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('users-table')).toBeVisible();
    await expect(page.locator('[data-testid^=user-row-]').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard-phone.png'), fullPage: true });
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious axe violations on the admin dashboard, ${scheme}`, async ({ page }) => {
    await presetStorage(page, { displayMode: scheme });
    await signInViaApi(page, loadUsers().admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('health-check-database')).toBeVisible();
    await expect(page.locator('[data-testid^=user-row-]').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
