import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, type Signed, signUp } from '../../test/auth.js';
import { call } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';
import { SoftAuthenticator } from '../../test/webauthn-authenticator.js';

const ctx = withUsers('alice', 'bob', 'carol', 'dave', 'erin');
const BASE = '/api/auth/passkeys';

async function addPasskey(s: Signed, name = 'Laptop', device = new SoftAuthenticator()) {
  const options = (await call(ctx.t, s, 'POST', `${BASE}/register/options`)).json();
  const res = await call(ctx.t, s, 'POST', `${BASE}/register`, {
    name,
    response: device.register(options),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { device, id: res.json().id as string };
}

async function loginOptions() {
  const res = await ctx.t.app.inject({ method: 'POST', url: `${BASE}/login/options` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { challengeId: string; options: { challenge: string } };
}

const signIn = (payload: object) =>
  ctx.t.app.inject({ method: 'POST', url: `${BASE}/login`, payload });

const rows = (sql: string, params: unknown[]) =>
  ctx.t.db.pool.query(sql, params).then((r) => r.rows);

describe('registering a passkey', () => {
  it('answers discoverable creation options, then stores the passkey (201) and logs it', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', `${BASE}/register/options`);
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.rp).toEqual({ id: 'localhost', name: 'WealthLog' });
    expect(options.user.name).toBe('alice');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([]);
    const device = new SoftAuthenticator();
    const created = await call(ctx.t, ctx.alice, 'POST', `${BASE}/register`, {
      name: 'Laptop',
      response: device.register(options),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Laptop',
      createdAt: expect.any(String),
    });
    const list = (await call(ctx.t, ctx.alice, 'GET', BASE)).json();
    expect(list).toEqual([
      {
        id: created.json().id,
        name: 'Laptop',
        createdAt: created.json().createdAt,
        lastUsedAt: null,
        backedUp: false,
        deviceType: 'singleDevice',
      },
    ]);
    const [activity] = await rows(
      `select detail from activity_log where user_id = $1 and event = 'passkey_added'`,
      [ctx.alice.user.id],
    );
    expect(activity.detail).toEqual({ name: 'Laptop' });
    // The next options exclude it, so the same authenticator is not registered twice.
    const next = (await call(ctx.t, ctx.alice, 'POST', `${BASE}/register/options`)).json();
    expect(next.excludeCredentials).toEqual([
      { id: device.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('uses a challenge once: the same answer again is refused', async () => {
    const options = (await call(ctx.t, ctx.bob, 'POST', `${BASE}/register/options`)).json();
    const response = new SoftAuthenticator().register(options);
    const first = await call(ctx.t, ctx.bob, 'POST', `${BASE}/register`, { name: 'A', response });
    expect(first.statusCode).toBe(201);
    const again = await call(ctx.t, ctx.bob, 'POST', `${BASE}/register`, { name: 'B', response });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VAL_003',
      message: 'The passkey could not be verified',
    });
  });

  it('refuses an answer made for another origin, another rpID or another challenge', async () => {
    for (const ceremony of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' },
    ]) {
      const options = (await call(ctx.t, ctx.bob, 'POST', `${BASE}/register/options`)).json();
      const res = await call(ctx.t, ctx.bob, 'POST', `${BASE}/register`, {
        name: 'Phish',
        response: new SoftAuthenticator().register(options, ceremony),
      });
      expect(res.statusCode, JSON.stringify(ceremony)).toBe(400);
    }
  });

  it("does not accept another user's challenge", async () => {
    const options = (await call(ctx.t, ctx.alice, 'POST', `${BASE}/register/options`)).json();
    const res = await call(ctx.t, ctx.bob, 'POST', `${BASE}/register`, {
      name: 'Stolen',
      response: new SoftAuthenticator().register(options),
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a malformed answer with field errors, and a signed-out caller', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', `${BASE}/register`, {
      name: '',
      response: { id: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VAL_001');
    const anon = await ctx.t.app.inject({ method: 'POST', url: `${BASE}/register/options` });
    expect(anon.statusCode).toBe(401);
    expect((await ctx.t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });
});

describe('signing in with a passkey, without a username', () => {
  it('answers the login answer, moves the counter and sets last used', async () => {
    const { device, id } = await addPasskey(ctx.carol, 'Phone');
    const { challengeId, options } = await loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(options).not.toHaveProperty('allowCredentials.0');
    const res = await signIn({ response: device.authenticate(options), challengeId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accessToken: expect.any(String),
      csrfToken: expect.any(String),
      user: { username: 'carol' },
    });
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBeTruthy();
    const [row] = await rows(`select counter, last_used_at from passkeys where id = $1`, [id]);
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    const [event] = await rows(
      `select detail from activity_log where user_id = $1 and event = 'sign_in' order by id desc limit 1`,
      [ctx.carol.user.id],
    );
    expect(event.detail).toEqual({ method: 'passkey' });
    // The token works.
    const me = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(me.json().user.username).toBe('carol');
    // And a second sign-in moves the counter again; the list shows the use.
    const next = await loginOptions();
    expect((await signIn({ response: device.authenticate(next.options) })).statusCode).toBe(200);
    const [after] = await rows(`select counter from passkeys where id = $1`, [id]);
    expect(Number(after.counter)).toBe(2);
    const listed = (await call(ctx.t, ctx.carol, 'GET', BASE)).json();
    expect(listed[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses with 401 AUTH_001: a replayed answer, a cloned counter, a wrong origin, an unknown key, a bad signature', async () => {
    const { device } = await addPasskey(ctx.dave, 'Key');
    const expectRefused = async (payload: object, what: string) => {
      const res = await signIn(payload);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toMatchObject({ code: 'AUTH_001', message: 'Invalid credentials' });
    };
    const a = await loginOptions();
    const response = device.authenticate(a.options);
    expect((await signIn({ response, challengeId: a.challengeId })).statusCode).toBe(200);
    await expectRefused({ response, challengeId: a.challengeId }, 'replay');
    // A counter that does not move forward betrays a copied key.
    const b = await loginOptions();
    device.counter -= 1;
    await expectRefused({ response: device.authenticate(b.options) }, 'cloned counter');
    device.counter += 5;
    const c = await loginOptions();
    await expectRefused(
      { response: device.authenticate(c.options, { origin: 'https://evil.example' }) },
      'origin',
    );
    const d = await loginOptions();
    await expectRefused(
      { response: new SoftAuthenticator().authenticate(d.options) },
      'unknown key',
    );
    const e = await loginOptions();
    const forged = device.authenticate(e.options);
    forged.response.signature = new SoftAuthenticator().authenticate(e.options).response.signature;
    await expectRefused({ response: forged }, 'bad signature');
    const f = await loginOptions();
    await expectRefused(
      { response: device.authenticate(f.options), challengeId: (await loginOptions()).challengeId },
      "another options' challenge id",
    );
    await expectRefused(
      { response: device.authenticate((await loginOptions()).options), challengeId: 'nope' },
      'malformed challenge id',
    );
    const [failed] = await rows(
      `select count(*)::int as n from activity_log where user_id = $1 and event = 'sign_in_failed'`,
      [ctx.dave.user.id],
    );
    expect(failed.n).toBeGreaterThanOrEqual(3);
  });
});

describe('renaming and removing passkeys', () => {
  it("renames one's own; another user's passkey is 404 DB_004 on rename and delete, and never listed", async () => {
    const { id } = await addPasskey(ctx.erin, 'Old name');
    const renamed = await call(ctx.t, ctx.erin, 'PATCH', `${BASE}/${id}`, { name: 'Work laptop' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Work laptop');
    for (const [method, body] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(ctx.t, ctx.bob, method, `${BASE}/${id}`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('DB_004');
    }
    const missing = await call(
      ctx.t,
      ctx.erin,
      'DELETE',
      `${BASE}/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(ctx.t, ctx.erin, 'DELETE', `${BASE}/nope`)).statusCode).toBe(404);
    const bobs = (await call(ctx.t, ctx.bob, 'GET', BASE)).json() as { id: string }[];
    expect(bobs.map((k) => k.id)).not.toContain(id);
    expect((await call(ctx.t, ctx.erin, 'GET', BASE)).json()[0].name).toBe('Work laptop');
  });

  it('removes a passkey (204) and logs its name, when a password remains', async () => {
    const { id } = await addPasskey(ctx.erin, 'Spare');
    const res = await call(ctx.t, ctx.erin, 'DELETE', `${BASE}/${id}`);
    expect(res.statusCode).toBe(204);
    const [event] = await rows(
      `select detail from activity_log where user_id = $1 and event = 'passkey_removed' order by id desc limit 1`,
      [ctx.erin.user.id],
    );
    expect(event.detail).toEqual({ name: 'Spare' });
  });
});

describe('a user can never remove their last way in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(NO_LIMITS);
  });
  afterAll(async () => t?.close());

  it('refuses the last passkey of a user with no password and no OIDC (409), allows it otherwise', async () => {
    const frank = await signUp(t, 'frank');
    const add = async (name: string) => {
      const options = (await call(t, frank, 'POST', `${BASE}/register/options`)).json();
      const res = await call(t, frank, 'POST', `${BASE}/register`, {
        name,
        response: new SoftAuthenticator().register(options),
      });
      return res.json().id as string;
    };
    const first = await add('One');
    const second = await add('Two');
    await t.db.pool.query(`update users set password_hash = null where id = $1`, [frank.user.id]);
    // Two passkeys and nothing else: one may go.
    expect((await call(t, frank, 'DELETE', `${BASE}/${first}`)).statusCode).toBe(204);
    const last = await call(t, frank, 'DELETE', `${BASE}/${second}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'BUS_004',
      message: expect.stringContaining('only way to sign in'),
    });
    expect((await call(t, frank, 'GET', BASE)).json()).toHaveLength(1);
    // A linked OIDC identity is a way in: now the last passkey may go.
    await t.db.pool.query(`update users set oidc_subject = 'google-frank' where id = $1`, [
      frank.user.id,
    ]);
    expect((await call(t, frank, 'DELETE', `${BASE}/${second}`)).statusCode).toBe(204);
  });
});

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '3' });
  });
  afterAll(async () => t?.close());

  it('counts passkey sign-in attempts like the password: 429 RATE_001 past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { options } = (
        await t.app.inject({ method: 'POST', url: `${BASE}/login/options` })
      ).json();
      const res = await t.app.inject({
        method: 'POST',
        url: `${BASE}/login`,
        payload: { response: new SoftAuthenticator().authenticate(options) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
