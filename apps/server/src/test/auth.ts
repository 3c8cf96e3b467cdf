import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.js';

/** Helpers for tests that need signed-in users. */
export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'Xk9!mP2#qL7$';
/** Auth tests register and fail logins many times from one IP: lift the limits they don't test. */
export const NO_LIMITS = { RATE_LIMIT_REGISTER_MAX: '100000', RATE_LIMIT_LOGIN_MAX: '100000' };

export interface Signed {
  accessToken: string;
  csrfToken: string;
  refreshToken: string;
  user: { id: number; username: string; roles: string[]; email: string };
}

export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'refresh_token')?.value;
}

export async function register(t: TestApp, username: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email: `${username.toLowerCase()}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      firstName: 'Test',
      lastName: 'User',
      ...extra,
    },
  });
}

export async function login(t: TestApp, username: string, password = PASSWORD): Promise<Signed> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return { ...res.json(), refreshToken: refreshCookie(res)! };
}

export async function signUp(t: TestApp, username: string): Promise<Signed> {
  const res = await register(t, username);
  if (res.statusCode !== 201)
    throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
  return login(t, username);
}

/** Bearer + CSRF + Origin: what the web client sends on a state-changing call. */
export function authed(s: Pick<Signed, 'accessToken' | 'csrfToken'>) {
  return { authorization: `Bearer ${s.accessToken}`, 'x-csrf-token': s.csrfToken, origin: ORIGIN };
}

export function refreshWith(
  t: TestApp,
  refreshToken: string,
  csrfToken: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { refresh_token: refreshToken },
    headers: { 'x-csrf-token': csrfToken, origin: ORIGIN, ...headers },
  });
}

/**
 * The link of the last e-mail the outbox mailer wrote to `to` (it logs it; DESIGN). Polls, since
 * mail may go out after the answer, for up to 10 s.
 */
export async function mailedLink(t: TestApp, to: string, after = 0): Promise<URL> {
  for (let i = 0; i < 250; i += 1) {
    const lines = t.logs.filter((l) => l.msg === 'E-mail written to the outbox' && l.to === to);
    if (lines.length > after) return new URL(String(lines[lines.length - 1]!.link));
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error(`no e-mail to ${to}`);
}

export function mailCount(t: TestApp, to: string): number {
  return t.logs.filter((l) => l.msg === 'E-mail written to the outbox' && l.to === to).length;
}
