import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signUp } from '../../test/auth.js';
import { codeNow, passwordLogin, turnOn, verify } from '../../test/two-factor.js';

// The login limit at 3 a minute; the password itself is right every time here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_REGISTER_MAX: '100' });
});
afterAll(async () => t?.close());

describe('second-step guesses are rate-limited like the password', () => {
  it('past the limit, even a right code on a fresh challenge → 429 RATE_001 with Retry-After', async () => {
    const gus = await signUp(t, 'gus');
    const { secret } = await turnOn(t, gus);
    const wrong = String((Number(codeNow(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const challenge = (await passwordLogin(t, 'gus')).json().challengeToken as string;
    for (let i = 0; i < 3; i += 1)
      expect((await verify(t, { challengeToken: challenge, code: wrong })).statusCode).toBe(401);
    const fresh = (await passwordLogin(t, 'gus')).json().challengeToken as string;
    const res = await verify(t, { challengeToken: fresh, code: codeNow(secret, 1) });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_001');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
