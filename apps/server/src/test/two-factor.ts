import { sql } from 'drizzle-orm';
import type { TestApp } from './app.js';
import { authed, PASSWORD, type Signed } from './auth.js';
import { codeAt } from '../modules/two-factor/totp.js';

/** The code of the step `steps` away from now (drift tests, and a fresh step after one was used). */
export const codeNow = (secret: string, steps = 0) => codeAt(secret, Date.now() + steps * 30_000);

export function call(
  t: TestApp,
  s: Signed | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: s ? authed(s) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Sets up and enables TOTP for `s`: the secret and the first set of recovery codes. */
export async function turnOn(t: TestApp, s: Signed) {
  const setup = await call(t, s, 'POST', '/api/auth/2fa/totp/setup');
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.body}`);
  const secret = setup.json().secret as string;
  const on = await call(t, s, 'POST', '/api/auth/2fa/totp/enable', { code: codeNow(secret) });
  if (on.statusCode !== 200) throw new Error(`enable: ${on.body}`);
  return { secret, recoveryCodes: on.json().recoveryCodes as string[] };
}

/** Forgets the last accepted step, so the current code may be used again in the next test. */
export async function forgetStep(t: TestApp, userId: number) {
  await t.app.db.execute(sql`UPDATE user_totp SET last_step = NULL WHERE user_id = ${userId}`);
}

export function passwordLogin(t: TestApp, username: string, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

export function verify(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', payload });
}

export async function events(t: TestApp, userId: number) {
  const { rows } = await t.app.db.execute<{
    event: string;
    detail: Record<string, unknown>;
    actor_id: number | null;
  }>(sql`SELECT event, detail, actor_id FROM activity_log WHERE user_id = ${userId} ORDER BY id`);
  return rows;
}
