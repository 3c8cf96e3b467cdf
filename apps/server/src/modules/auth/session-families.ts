import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/**
 * The security page's view of sessions: one entry per family (a sign-in on one device), since
 * refresh-token rotation adds a row to the family on every refresh. A family is live while its
 * newest row is neither revoked, replaced nor expired.
 */
export interface SessionFamily {
  familyId: string;
  userAgent: string | null;
  ip: string | null;
  /** When the family began: the sign-in. */
  signedInAt: Date;
  lastUsedAt: Date;
}

const liveHead = (userId: number) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    isNull(sessions.replacedBy),
    gt(sessions.expiresAt, sql`now()`),
  );

/** Newest used first. The sign-in time is the family's oldest row (whose id is the family id). */
export async function listLiveFamilies(db: Database, userId: number): Promise<SessionFamily[]> {
  const rows = await db
    .select({
      familyId: sessions.familyId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      signedInAt: sql<Date>`(select min(s.created_at) from ${sessions} s
        where s.family_id = "sessions"."family_id" and s.user_id = ${userId})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(liveHead(userId))
    .orderBy(sql`${sessions.lastUsedAt} desc`, sessions.familyId);
  return rows;
}

/** Revokes one live family of this user; false when it is not theirs, unknown or already gone. */
export async function revokeLiveFamily(
  db: Database,
  userId: number,
  familyId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(liveHead(userId), eq(sessions.familyId, familyId)));
    if (live.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.familyId, familyId),
          isNull(sessions.revokedAt),
        ),
      );
    return true;
  });
}

/** Signs out every other device; answers how many live families that was. */
export async function revokeOtherFamilies(
  db: Database,
  userId: number,
  keepFamilyId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const others = await tx
      .selectDistinct({ familyId: sessions.familyId })
      .from(sessions)
      .where(and(liveHead(userId), ne(sessions.familyId, keepFamilyId)));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.familyId, keepFamilyId),
          isNull(sessions.revokedAt),
        ),
      );
    return others.length;
  });
}
