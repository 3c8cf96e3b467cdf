import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authed, login, refreshCookie, type Signed } from '../../test/auth.js';
import {
  call,
  codeNow,
  events,
  forgetStep,
  passwordLogin,
  turnOn,
  verify,
} from '../../test/two-factor.js';
import { withUsers } from '../../test/users.js';

const ctx = withUsers('alice', 'bob', 'carol', 'dave');

/** The password step of a user with TOTP on: 200, a challenge, no tokens and no cookie. */
async function challengeFor(username: string) {
  const res = await passwordLogin(ctx.t, username);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ twoFactorRequired: true, methods: ['totp', 'recovery'] });
  expect(body).not.toHaveProperty('accessToken');
  expect(refreshCookie(res)).toBeUndefined();
  return body.challengeToken as string;
}

describe('setting up the authenticator app', () => {
  it('setup answers the secret, its otpauth URL (issuer WealthLog, the username) and an SVG QR', async () => {
    const res = await call(ctx.t, ctx.dave, 'POST', '/api/auth/2fa/totp/setup');
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/WealthLog:dave?issuer=WealthLog&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    // Not on until a code confirms it: the login still answers a session.
    expect((await passwordLogin(ctx.t, 'dave')).json()).toHaveProperty('accessToken');
    const status = await call(ctx.t, ctx.dave, 'GET', '/api/auth/2fa');
    expect(status.json()).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 0,
      required: false,
      hasPassword: true,
    });
  });

  it('a wrong or malformed code does not enable it (400 on the code field)', async () => {
    const wrong = await call(ctx.t, ctx.dave, 'POST', '/api/auth/2fa/totp/enable', {
      code: '000000',
    });
    // 1 in a million that it is the right one; the secret is random.
    expect([400]).toContain(wrong.statusCode);
    expect(wrong.json().errors).toHaveProperty('code');
    const bad = await call(ctx.t, ctx.dave, 'POST', '/api/auth/2fa/totp/enable', { code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VAL_001');
  });

  it('enable with the right code → 10 recovery codes, stored hashed; logged totp_enabled', async () => {
    const { recoveryCodes } = await turnOn(ctx.t, ctx.alice);
    expect(recoveryCodes).toHaveLength(10);
    const status = await call(ctx.t, ctx.alice, 'GET', '/api/auth/2fa');
    expect(status.json()).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    const stored = await ctx.t.app.db.execute<{ code_hash: string }>(
      sql`SELECT code_hash FROM recovery_codes WHERE user_id = ${ctx.alice.user.id}`,
    );
    expect(stored.rows).toHaveLength(10);
    for (const r of stored.rows) expect(recoveryCodes).not.toContain(r.code_hash);
    const names = (await events(ctx.t, ctx.alice.user.id)).map((e) => e.event);
    expect(names).toEqual(expect.arrayContaining(['totp_enabled', 'recovery_codes_generated']));
    // A second setup while on is refused: turning it off comes first.
    expect((await call(ctx.t, ctx.alice, 'POST', '/api/auth/2fa/totp/setup')).statusCode).toBe(409);
  });
});

describe('signing in with a second step', () => {
  it('password → challenge; the code → the login answer (tokens, cookie), logged sign_in totp', async () => {
    const token = await challengeFor('alice');
    const res = await verify(ctx.t, {
      challengeToken: token,
      code: codeNow(await secretOf(ctx.alice), 1),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { username: 'alice' } });
    expect(res.json().accessToken).toEqual(expect.any(String));
    expect(refreshCookie(res)).toEqual(expect.any(String));
    const last = (await events(ctx.t, ctx.alice.user.id)).at(-1);
    expect(last).toMatchObject({ event: 'sign_in', detail: { method: 'totp' } });
    // The challenge is single use.
    const again = await verify(ctx.t, {
      challengeToken: token,
      code: codeNow(await secretOf(ctx.alice), 1),
    });
    expect(again.statusCode).toBe(401);
  });

  it('a code already used (same or earlier step) is refused with 401', async () => {
    await forgetStep(ctx.t, ctx.alice.user.id);
    const secret = await secretOf(ctx.alice);
    const first = await verify(ctx.t, {
      challengeToken: await challengeFor('alice'),
      code: codeNow(secret),
    });
    expect(first.statusCode).toBe(200);
    const replay = await verify(ctx.t, {
      challengeToken: await challengeFor('alice'),
      code: codeNow(secret),
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('AUTH_001');
    const earlier = await verify(ctx.t, {
      challengeToken: await challengeFor('alice'),
      code: codeNow(secret, -1),
    });
    expect(earlier.statusCode).toBe(401);
  });

  it('accepts ±1 step of drift and refuses ±2', async () => {
    const secret = await secretOf(ctx.alice);
    for (const [steps, status] of [
      [-2, 401],
      [2, 401],
      [-1, 200],
      [1, 200],
    ] as const) {
      if (status === 200) await forgetStep(ctx.t, ctx.alice.user.id);
      const res = await verify(ctx.t, {
        challengeToken: await challengeFor('alice'),
        code: codeNow(secret, steps),
      });
      expect(res.statusCode, `${steps} steps`).toBe(status);
    }
  });

  it('a wrong code → 401 AUTH_001, logged sign_in_failed {step: totp}; 5 end the challenge', async () => {
    const token = await challengeFor('alice');
    const secret = await secretOf(ctx.alice);
    const wrong = String((Number(codeNow(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(ctx.t, { challengeToken: token, code: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_001');
    }
    const failed = (await events(ctx.t, ctx.alice.user.id)).filter(
      (e) => e.event === 'sign_in_failed',
    );
    expect(failed.at(-1)).toMatchObject({ detail: { step: 'totp' } });
    await forgetStep(ctx.t, ctx.alice.user.id);
    // Even the right code no longer works on it: the password must be given again.
    const dead = await verify(ctx.t, { challengeToken: token, code: codeNow(secret) });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe('AUTH_003');
  });

  it('a recovery code works once (any case, with spaces), logged recovery_code_used', async () => {
    const { recoveryCodes } = await turnOn(ctx.t, ctx.carol);
    const code = recoveryCodes[3]!;
    const typed = code.toUpperCase().replace('-', ' ');
    const ok = await verify(ctx.t, {
      challengeToken: await challengeFor('carol'),
      recoveryCode: typed,
    });
    expect(ok.statusCode).toBe(200);
    const names = (await events(ctx.t, ctx.carol.user.id)).map((e) => e.event);
    expect(names.slice(-2)).toEqual(['recovery_code_used', 'sign_in']);
    const twice = await verify(ctx.t, {
      challengeToken: await challengeFor('carol'),
      recoveryCode: code,
    });
    expect(twice.statusCode).toBe(401);
    const status = await call(ctx.t, ctx.carol, 'GET', '/api/auth/2fa');
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('refuses bad bodies with 400 and unknown challenges with 401', async () => {
    const token = await challengeFor('carol');
    for (const body of [
      { challengeToken: token },
      { challengeToken: token, code: '123456', recoveryCode: 'abcde-fghjk' },
      { challengeToken: token, code: 'abcdef' },
      { code: '123456' },
    ]) {
      expect((await verify(ctx.t, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await verify(ctx.t, { challengeToken: 'x'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('one user’s second step is theirs alone', () => {
  it('bob’s code does not pass alice’s challenge, nor alice’s recovery code bob’s', async () => {
    const bob = await turnOn(ctx.t, ctx.bob);
    await forgetStep(ctx.t, ctx.alice.user.id);
    const res = await verify(ctx.t, {
      challengeToken: await challengeFor('alice'),
      code: codeNow(bob.secret, 1),
    });
    expect(res.statusCode).toBe(401);
    const carolCodes = await call(ctx.t, ctx.carol, 'POST', '/api/auth/2fa/recovery-codes', {
      password: 'Xk9!mP2#qL7$',
    });
    const stolen = carolCodes.json().recoveryCodes[0];
    const other = await verify(ctx.t, {
      challengeToken: await challengeFor('bob'),
      recoveryCode: stolen,
    });
    expect(other.statusCode).toBe(401);
    // Bob's own status did not move; alice's challenge signed nobody in as bob.
    expect((await call(ctx.t, ctx.bob, 'GET', '/api/auth/2fa')).json().recoveryCodesLeft).toBe(10);
  });
});

describe('recovery codes and turning it off', () => {
  it('regenerating needs the password and replaces the whole set', async () => {
    const before = await turnOffAndOn(ctx.dave);
    const wrong = await call(ctx.t, ctx.dave, 'POST', '/api/auth/2fa/recovery-codes', {
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('password');
    const res = await call(ctx.t, ctx.dave, 'POST', '/api/auth/2fa/recovery-codes', {
      password: 'Xk9!mP2#qL7$',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(before.recoveryCodes[0]);
    const old = await verify(ctx.t, {
      challengeToken: await challengeFor('dave'),
      recoveryCode: before.recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);
  });

  it('disable needs the password and a code; then the login answers a session again', async () => {
    const secret = await secretOf(ctx.dave);
    await forgetStep(ctx.t, ctx.dave.user.id);
    const noPassword = await call(ctx.t, ctx.dave, 'POST', '/api/auth/2fa/totp/disable', {
      password: 'wrong-one',
      code: codeNow(secret),
    });
    expect(noPassword.statusCode).toBe(400);
    const res = await call(ctx.t, ctx.dave, 'POST', '/api/auth/2fa/totp/disable', {
      password: 'Xk9!mP2#qL7$',
      code: codeNow(secret),
    });
    expect(res.statusCode).toBe(204);
    expect((await passwordLogin(ctx.t, 'dave')).json()).toHaveProperty('accessToken');
    expect((await events(ctx.t, ctx.dave.user.id)).at(-2)?.event).toBe('totp_disabled');
    const left = await ctx.t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = ${ctx.dave.user.id}`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('the routes need a session', async () => {
    for (const url of ['/api/auth/2fa/totp/setup', '/api/auth/2fa/recovery-codes']) {
      expect((await call(ctx.t, null, 'POST', url, {})).statusCode).toBe(401);
    }
  });
});

async function secretOf(s: Signed): Promise<string> {
  const { rows } = await ctx.t.app.db.execute<{ secret: string }>(
    sql`SELECT secret FROM user_totp WHERE user_id = ${s.user.id}`,
  );
  return rows[0]!.secret;
}

async function turnOffAndOn(s: Signed) {
  await ctx.t.app.db.execute(sql`DELETE FROM user_totp WHERE user_id = ${s.user.id}`);
  const fresh = await login(ctx.t, s.user.username);
  Object.assign(s, fresh);
  expect(authed(s)).toBeTruthy();
  return turnOn(ctx.t, s);
}
