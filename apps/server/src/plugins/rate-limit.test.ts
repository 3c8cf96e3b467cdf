import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { rateLimitRoutes } from '../test/rate-limit-routes.js';

// The memory store (no REDIS_URL) through the real app. Windows of 1 s let a test watch one pass
// over HTTP without fake timers.
const WINDOW_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let g: TestApp;
beforeAll(async () => {
  [t, g] = await Promise.all([
    createTestApp(
      {
        RATE_LIMIT_LOGIN_WINDOW_MS: String(WINDOW_MS),
        RATE_LIMIT_REGISTER_WINDOW_MS: String(WINDOW_MS),
      },
      rateLimitRoutes,
    ),
    createTestApp({ RATE_LIMIT_GLOBAL_MAX: '3' }, rateLimitRoutes),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), g?.close()]);
});

function login(app: TestApp, ip: string, username: string, password = 'wrong') {
  return app.app.inject({
    method: 'POST',
    url: '/api/test/login',
    remoteAddress: ip,
    payload: { username, password },
  });
}
const register = (app: TestApp, ip: string) =>
  app.app.inject({ method: 'POST', url: '/api/test/register', remoteAddress: ip });

describe('rate-limit config', () => {
  it('defaults to the spec’s limits (5 per 60 s) for login and registration, 1000 per 60 s globally', () => {
    const c = loadConfig({});
    expect([c.RATE_LIMIT_LOGIN_MAX, c.RATE_LIMIT_LOGIN_WINDOW_MS]).toEqual([5, 60_000]);
    expect([c.RATE_LIMIT_REGISTER_MAX, c.RATE_LIMIT_REGISTER_WINDOW_MS]).toEqual([5, 60_000]);
    expect([c.RATE_LIMIT_GLOBAL_MAX, c.RATE_LIMIT_GLOBAL_WINDOW_MS]).toEqual([1000, 60_000]);
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_MAX: '0' })).toThrow(/RATE_LIMIT_LOGIN_MAX/);
  });
});

describe('failed logins per (IP, username)', () => {
  it('refuses the 6th attempt after 5 failures with 429 RATE_001 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login(t, '10.1.0.1', 'alice')).statusCode).toBe(401);
    const res = await login(t, '10.1.0.1', 'ALICE', 'right'); // usernames compare lower-cased
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_001',
      message: 'Too many requests',
      requestId: expect.any(String),
    });
    expect(res.headers['retry-after']).toBe('1'); // seconds, rounded up, of a 1 s window
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    const warn = t.logs.find((l) => l.msg === 'Rate limit "login" exceeded');
    expect(warn).toMatchObject({ level: 40, ip: '10.1.0.1', requestId: res.json().requestId });
  });

  it('leaves other usernames and other addresses alone', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, '10.1.0.2', 'bob');
    expect((await login(t, '10.1.0.2', 'bob')).statusCode).toBe(429);
    expect((await login(t, '10.1.0.2', 'carol')).statusCode).toBe(401);
    expect((await login(t, '10.1.0.3', 'bob', 'right')).statusCode).toBe(200);
  });

  it('lets the pair in again once the window has passed', async () => {
    for (let i = 0; i < 5; i += 1) await login(t, '10.1.0.4', 'dave');
    expect((await login(t, '10.1.0.4', 'dave', 'right')).statusCode).toBe(429);
    await sleep(WINDOW_MS + 100);
    expect((await login(t, '10.1.0.4', 'dave', 'right')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await login(t, '10.1.0.5', 'erin');
    expect((await login(t, '10.1.0.5', 'erin', 'right')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await login(t, '10.1.0.5', 'erin')).statusCode).toBe(401);
    expect((await login(t, '10.1.0.5', 'erin')).statusCode).toBe(429);
  });

  it('lets no more than 5 of 12 concurrent guesses reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(t, '10.1.0.6', 'frank')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    // Each attempt is counted before the password is checked, atomically in the store.
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });
});

describe('registrations per IP', () => {
  it('answers the 6th in the window with 429 RATE_001, other IPs unaffected, free again after the window', async () => {
    for (let i = 0; i < 5; i += 1) expect((await register(t, '10.2.0.1')).statusCode).toBe(201);
    const sixth = await register(t, '10.2.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_001');
    expect(Number(sixth.headers['retry-after'])).toBe(1);
    expect((await register(t, '10.2.0.2')).statusCode).toBe(201);
    await sleep(WINDOW_MS + 100);
    expect((await register(t, '10.2.0.1')).statusCode).toBe(201);
  });
});

describe('global limit (RATE_LIMIT_GLOBAL_MAX=3)', () => {
  const ping = (ip: string, user?: string) =>
    g.app.inject({
      url: user ? '/api/test/me' : '/api/test/ping',
      remoteAddress: ip,
      headers: user ? { authorization: `Bearer ${user}` } : {},
    });

  it('counts anonymous calls per IP and answers the 4th with 429, Retry-After in seconds and X-RateLimit-*', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await ping('10.3.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const res = await ping('10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_001', message: 'Too many requests' });
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect(res.headers['x-request-id']).toBe(res.json().requestId);
    // Unknown /api paths count too (a 404 flood is still a flood).
    expect((await g.app.inject({ url: '/api/nope', remoteAddress: '10.3.0.1' })).statusCode).toBe(
      429,
    );
    expect((await ping('10.3.0.2')).statusCode).toBe(200);
  });

  it('never limits /api/health', async () => {
    for (let i = 0; i < 4; i += 1) await ping('10.3.0.3');
    const health = await g.app.inject({ url: '/api/health', remoteAddress: '10.3.0.3' });
    const live = await g.app.inject({ url: '/api/health/live', remoteAddress: '10.3.0.3' });
    expect([health.statusCode, live.statusCode]).toEqual([200, 200]);
  });

  it('counts signed-in calls per user, after authentication, not per shared IP', async () => {
    for (let i = 0; i < 4; i += 1) await ping('10.3.0.4'); // the office IP is used up anonymously
    for (let i = 0; i < 3; i += 1) expect((await ping('10.3.0.4', 'user-a')).statusCode).toBe(200);
    expect((await ping('10.3.0.4', 'user-b')).statusCode).toBe(200);
    const refused = await ping('10.3.0.4', 'user-a');
    expect(refused.statusCode).toBe(429);
    const warn = g.logs.find(
      (l) => l.msg === 'Rate limit "global" exceeded' && l.userId === 'user-a',
    );
    expect(warn).toMatchObject({ level: 40, ip: '10.3.0.4', requestId: refused.json().requestId });
    expect((await ping('10.3.0.5', 'user-a')).statusCode).toBe(429); // the user, from anywhere
  });
});
