import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_RETENTION_DAYS } from '@wealthlog/core';
import { activityLog, authChallenges, authTokens, sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { login, NO_LIMITS, PASSWORD, refreshWith, signUp } from '../../test/auth.js';
import { sweepExpiredAuthRecords } from './housekeeping.js';
import { ARGON2_OPTIONS, needsRehash } from './passwords.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => t?.close());

const familyRows = (familyId: string) =>
  t.app.db.select().from(sessions).where(eq(sessions.familyId, familyId));
const familyOf = async (userId: number) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!.familyId;

describe('sweepExpiredAuthRecords', () => {
  it('removes families whose newest row expired and expired e-mail tokens, keeps the rest', async () => {
    const gone = await signUp(t, 'gone');
    const live = await signUp(t, 'live');
    // live rotates once: its first row is replaced; the family must stay whole for reuse detection.
    const rotated = await refreshWith(t, live.refreshToken, live.csrfToken);
    expect(rotated.statusCode).toBe(200);
    const goneFamily = await familyOf(gone.user.id);
    const liveFamily = await familyOf(live.user.id);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.familyId, goneFamily));
    // An old row of the live family has expired; its newest has not.
    const liveRows = await familyRows(liveFamily);
    expect(liveRows).toHaveLength(2);
    const oldest = liveRows.find((r) => r.replacedBy !== null)!;
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, oldest.id));

    const base = { userId: live.user.id, kind: 'reset_password' as const, email: 'x@example.com' };
    await t.app.db.insert(authTokens).values([
      { ...base, tokenHash: 'expired', expiresAt: new Date(Date.now() - 1000) },
      { ...base, tokenHash: 'valid', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);

    // Sign-in challenges (a second step, a passkey prompt): the dead go, used or not.
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 300_000);
    await t.app.db.insert(authChallenges).values([
      { userId: live.user.id, kind: 'sign_in', tokenHash: 'dead', expiresAt: past },
      { kind: 'webauthn_login', challenge: 'dead-prompt', expiresAt: past, usedAt: past },
      { userId: live.user.id, kind: 'sign_in', tokenHash: 'alive', expiresAt: future },
    ]);

    expect(await sweepExpiredAuthRecords(t.app.db)).toEqual({
      sessions: 1,
      tokens: 1,
      challenges: 2,
      activity: 0,
    });
    const challenges = await t.app.db.select({ h: authChallenges.tokenHash }).from(authChallenges);
    expect(challenges.map((r) => r.h)).toEqual(['alive']);
    expect(await familyRows(goneFamily)).toHaveLength(0);
    expect(await familyRows(liveFamily)).toHaveLength(2);
    const left = await t.app.db
      .select({ h: authTokens.tokenHash })
      .from(authTokens)
      .where(eq(authTokens.email, base.email));
    expect(left.map((r) => r.h)).toEqual(['valid']);
    // Presenting the replaced token still revokes the family: reuse detection survived the sweep.
    expect((await refreshWith(t, live.refreshToken, live.csrfToken)).statusCode).toBe(401);
    expect((await familyRows(liveFamily)).every((r) => r.revokedAt !== null)).toBe(true);
  });
});

describe('activity retention', () => {
  it(`deletes activity older than ${ACTIVITY_RETENTION_DAYS} days, keeps the younger`, async () => {
    const keeper = await signUp(t, 'keeper');
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const base = { userId: keeper.user.id, event: 'sign_in' };
    await t.app.db.insert(activityLog).values([
      { ...base, at: at(ACTIVITY_RETENTION_DAYS + 1), detail: { n: 'old' } },
      { ...base, at: at(ACTIVITY_RETENTION_DAYS + 400), detail: { n: 'older' } },
      { ...base, at: at(ACTIVITY_RETENTION_DAYS - 1), detail: { n: 'young' } },
      // A failed sign-in naming no one is swept the same way.
      { userId: null, event: 'sign_in_failed', at: at(ACTIVITY_RETENTION_DAYS + 2) },
    ]);
    const removed = await sweepExpiredAuthRecords(t.app.db);
    expect(removed.activity).toBe(3);
    const left = await t.app.db
      .select({ detail: activityLog.detail })
      .from(activityLog)
      .where(eq(activityLog.userId, keeper.user.id));
    // The sign-up's own sign-in (today) and the one a day short of the limit stay.
    expect(left.map((r) => r.detail.n ?? 'today').sort()).toEqual(['today', 'young']);
  });
});

describe('password rehash on login', () => {
  it('upgrades a hash made with weaker settings and keeps the password working', async () => {
    const user = await signUp(t, 'oldhash');
    const weak = await hash(PASSWORD, { ...ARGON2_OPTIONS, memoryCost: 4096, timeCost: 1 });
    expect(needsRehash(weak)).toBe(true);
    await t.app.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.user.id));

    await login(t, 'oldhash');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.passwordHash).not.toBe(weak);
    expect(needsRehash(row!.passwordHash!)).toBe(false);
    expect(row!.passwordHash).toContain('$m=19456,t=2,p=1$');
    await login(t, 'oldhash');
  });

  it('leaves a current hash as it is', async () => {
    const user = await signUp(t, 'current');
    const [before] = await t.app.db.select().from(users).where(eq(users.id, user.user.id));
    await login(t, 'current');
    const [after] = await t.app.db.select().from(users).where(eq(users.id, user.user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });
});
