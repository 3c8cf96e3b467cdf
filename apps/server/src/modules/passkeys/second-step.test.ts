import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Signed, signUp } from '../../test/auth.js';
import { call } from '../../test/ledger.js';
import { events, passwordLogin, turnOn } from '../../test/two-factor.js';
import { withUsers } from '../../test/users.js';
import { SoftAuthenticator } from '../../test/webauthn-authenticator.js';

const ctx = withUsers('alice', 'bob', 'carol', 'dave', 'erin');
const BASE = '/api/auth/passkeys';

async function addPasskey(t: TestApp, s: Signed, device = new SoftAuthenticator()) {
  const options = (await call(t, s, 'POST', `${BASE}/register/options`)).json();
  const res = await call(t, s, 'POST', `${BASE}/register`, {
    name: 'Laptop',
    response: device.register(options),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { device, id: res.json().id as string };
}

/** The password step of a user with TOTP on and a passkey: the challenge offers the passkey. */
async function challengeFor(t: TestApp, username: string) {
  const res = await passwordLogin(t, username);
  expect(res.json()).toMatchObject({
    twoFactorRequired: true,
    methods: ['totp', 'recovery', 'passkey'],
  });
  return res.json().challengeToken as string;
}

const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload });

async function optionsFor(t: TestApp, challengeToken: string) {
  const res = await post(t, `${BASE}/login/options`, { challengeToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options as { challenge: string; allowCredentials: { id: string }[] };
}

describe('a passkey as the second step of a sign-in', () => {
  it("offers only the user's own passkeys and completes the sign-in it answers", async () => {
    await turnOn(ctx.t, ctx.alice);
    const { device, id } = await addPasskey(ctx.t, ctx.alice);
    await addPasskey(ctx.t, ctx.bob);
    const token = await challengeFor(ctx.t, 'alice');
    const options = await optionsFor(ctx.t, token);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([device.id]);
    const res = await post(ctx.t, `${BASE}/login`, {
      response: device.authenticate(options),
      challengeToken: token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accessToken: expect.any(String),
      user: { username: 'alice' },
    });
    const { rows } = await ctx.t.app.db.execute<{ counter: string }>(
      sql`SELECT counter FROM passkeys WHERE id = ${id}`,
    );
    expect(Number(rows[0]!.counter)).toBe(1);
    expect((await events(ctx.t, ctx.alice.user.id)).at(-1)).toMatchObject({
      event: 'sign_in',
      detail: { method: 'passkey' },
    });
    // The challenge is used up: neither a code nor the passkey can answer it again.
    const again = await post(ctx.t, `${BASE}/login`, {
      response: device.authenticate(options),
      challengeToken: token,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('AUTH_003');
  });

  it("refuses another user's passkey, a replayed prompt and an unasked one, each counted as a wrong try", async () => {
    await turnOn(ctx.t, ctx.carol);
    const own = await addPasskey(ctx.t, ctx.carol);
    const stranger = await addPasskey(ctx.t, ctx.dave);
    const token = await challengeFor(ctx.t, 'carol');
    const refused = async (payload: object) => {
      const res = await post(ctx.t, `${BASE}/login`, { ...payload, challengeToken: token });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('AUTH_001');
    };
    // No options were asked for this sign-in yet: nothing can answer.
    await refused({ response: own.device.authenticate({ challenge: 'bm90LWFza2Vk' }) });
    // Dave's passkey signs Carol's prompt: refused, and it burnt the prompt.
    const first = await optionsFor(ctx.t, token);
    await refused({ response: stranger.device.authenticate(first) });
    await refused({ response: own.device.authenticate(first) });
    // An older prompt cannot answer once a newer one was asked.
    const older = await optionsFor(ctx.t, token);
    await optionsFor(ctx.t, token);
    await refused({ response: own.device.authenticate(older) });
    const failed = (await events(ctx.t, ctx.carol.user.id)).filter(
      (e) => e.event === 'sign_in_failed',
    );
    expect(failed).toHaveLength(4);
    expect(failed[0]!.detail).toEqual({ step: 'passkey' });
    // The fifth wrong try ends the challenge, as wrong codes do.
    const last = await optionsFor(ctx.t, token);
    await refused({ response: stranger.device.authenticate(last) });
    const gone = await post(ctx.t, `${BASE}/login/options`, { challengeToken: token });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('AUTH_003');
  });

  it('refuses an unknown or malformed challenge token, and a user without a passkey', async () => {
    const unknown = await post(ctx.t, `${BASE}/login/options`, { challengeToken: 'nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('AUTH_003');
    const bad = await post(ctx.t, `${BASE}/login/options`, { challengeToken: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VAL_001');
    await turnOn(ctx.t, ctx.erin);
    const login = (await passwordLogin(ctx.t, 'erin')).json();
    expect(login.methods).toEqual(['totp', 'recovery']);
    const none = await post(ctx.t, `${BASE}/login/options`, {
      challengeToken: login.challengeToken,
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('AUTH_001');
  });
});

describe('rate limit of the passkey second step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3' });
  });
  afterAll(async () => t?.close());

  it('counts wrong passkey answers with wrong codes: 429 RATE_001 past the limit', async () => {
    const frank = await signUp(t, 'frank');
    await turnOn(t, frank);
    await addPasskey(t, frank);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const token = await challengeFor(t, 'frank');
      const options = await optionsFor(t, token);
      const res = await post(t, `${BASE}/login`, {
        response: new SoftAuthenticator().authenticate(options),
        challengeToken: token,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
