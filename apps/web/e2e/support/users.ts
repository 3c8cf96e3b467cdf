import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Users shared by the specs. The setup project (auth.setup.ts) registers them before any spec
 * runs, admin first: on the run's fresh database the first user to register becomes ADMIN, so
 * no spec depends on the order the others run in.
 */
export interface E2eUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const PASSWORD = 'Str0ng!Pass#2026';

const usersFile = () => path.join(process.env.E2E_DATA_DIR ?? '/tmp', 'e2e-users.json');

/** A username nobody else in this run has (specs run in parallel workers). */
export function uniqueUser(prefix: string, firstName = 'Test', lastName = 'User'): E2eUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}_${id}`.slice(0, 30);
  return { username, email: `${username}@example.test`, password: PASSWORD, firstName, lastName };
}

export async function registerViaApi(request: APIRequestContext, user: E2eUser): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: { ...user, confirmPassword: user.password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export function saveUsers(users: { admin: E2eUser; user: E2eUser }): void {
  fs.writeFileSync(usersFile(), JSON.stringify(users));
}

export function loadUsers(): { admin: E2eUser; user: E2eUser } {
  return JSON.parse(fs.readFileSync(usersFile(), 'utf8')) as { admin: E2eUser; user: E2eUser };
}

/** Signs in through the login form, as a person would. */
export async function signInViaForm(page: Page, user: E2eUser): Promise<void> {
  await page.getByLabel('Username or e-mail').fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByTestId('login-submit').click();
}

/** What a sign-in through the API hands back, for specs that also seed data through the API. */
export interface ApiSession {
  accessToken: string;
  csrfToken: string;
  /** The app's origin: state-changing calls must state it (apps/server/src/plugins/csrf.ts). */
  origin: string;
}

/**
 * Signs in through the API (the refresh cookie lands in the browser context) and puts the tokens
 * where the app keeps them: quick set-up for specs about something else than signing in.
 */
export async function signInViaApi(page: Page, user: E2eUser): Promise<ApiSession> {
  const res = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken, csrfToken } = (await res.json()) as {
    accessToken: string;
    csrfToken: string;
  };
  await page.addInitScript(
    ([token, csrf]) => {
      // Once per tab, like a real sign-in: a later logout must stay logged out on reload.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('accessToken', token);
      sessionStorage.setItem('csrfToken', csrf);
    },
    [accessToken, csrfToken] as const,
  );
  return { accessToken, csrfToken, origin: new URL(res.url()).origin };
}
