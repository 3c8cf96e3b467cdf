import type { TestApp } from './app.js';
import { authed, type Signed } from './auth.js';

/** What a script sends: the token alone, no CSRF header, no Origin. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Created {
  id: string;
  name: string;
  scope: 'read' | 'read-write';
  expiresAt: string | null;
  token: string;
}

/** POST /api/auth/tokens from the user's browser session; throws unless 201. */
export async function createToken(
  t: TestApp,
  s: Signed,
  body: Record<string, unknown> = { name: 'script', scope: 'read-write' },
): Promise<Created> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/tokens',
    headers: authed(s),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json() as Created;
}
