import { addDays } from '@wealthlog/core';
import type { TestApp } from './app.js';
import { authed, type Signed } from './auth.js';

/** Helpers for tests of accounts and transactions. */
export async function createAccount(t: TestApp, s: Signed, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account',
    headers: authed(s),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`account: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; balance: number; currency: string };
}

export function post(t: TestApp, s: Signed, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: authed(s),
    payload: body,
  });
}

export function call(
  t: TestApp,
  s: Signed,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: authed(s),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function balanceOf(t: TestApp, s: Signed, id: number): Promise<number> {
  const res = await call(t, s, 'GET', `/api/account/${id}`);
  return (res.json() as { balance: number }).balance;
}

/** The envelope without its requestId: what must be byte-identical between two 404s. */
export function withoutRequestId(body: string): string {
  const { requestId: _ignored, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** The account's daily deltas (non-zero), as [day, delta] with numeric text. */
export async function dailyDeltas(t: TestApp, accountId: number): Promise<[string, string][]> {
  const { rows } = await t.db.pool.query<{ day: string; delta: string }>(
    `SELECT day::text, delta::text FROM account_daily_deltas WHERE account_id = $1 AND delta <> 0 ORDER BY day`,
    [accountId],
  );
  return rows.map((r) => [r.day, r.delta]);
}

export const today = () => new Date().toISOString().slice(0, 10);
export const daysFromToday = (n: number) => addDays(today(), n);
