import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { uploads, users } from '../../db/schema/index.js';
import { QUOTA_LOCK_CLASS } from '../../lib/upload-store.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** Another user's upload is not found, exactly like a missing one. */
export async function findUpload(
  db: Database,
  userId: number,
  id: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  return row ?? null;
}

/**
 * Inserts the row inside a transaction holding the user's quota lock, so two parallel uploads
 * cannot both fit in the last free megabyte. `finish` runs before commit (it stores the bytes):
 * if it throws, the row is rolled back. Returns null when the quota would be passed.
 */
export async function insertWithinQuota<T>(
  db: Database,
  row: NewUpload,
  quotaBytes: number,
  finish: (tx: Tx) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${row.userId})`);
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
      .from(uploads)
      .where(eq(uploads.userId, row.userId));
    if (Number(used?.bytes ?? 0) + row.size > quotaBytes) return null;
    await tx.insert(uploads).values(row);
    return finish(tx);
  });
}

/**
 * Makes `uploadId` the user's avatar and deletes the previous avatar's row (its bytes go with it);
 * answers the previous id.
 */
export async function replaceAvatar(
  tx: Tx,
  userId: number,
  uploadId: string,
): Promise<string | null> {
  const [user] = await tx
    .select({ previous: users.avatarUploadId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await tx
    .update(users)
    .set({ avatarUploadId: uploadId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  const previous = user?.previous ?? null;
  if (previous && previous !== uploadId) {
    await tx.delete(uploads).where(and(eq(uploads.id, previous), eq(uploads.userId, userId)));
    return previous;
  }
  return null;
}
