import { AppError } from '@wealthlog/core';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { uploads } from '../db/schema/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Media ids (a trade's screenshots, a property's photos and documents) must name the user's own
 * uploads. Without this check a record could carry another user's upload id: the file would still
 * not be served to us, but the id would leak into our journal and our export. Anything not ours —
 * another user's, a missing or a malformed id — answers the same 404 DB_004, so an id reveals
 * nothing about other users' files. An avatar is nobody's media: it is deleted when the user picks
 * a new one.
 */
export async function assertOwnMedia(
  db: DbOrTx,
  userId: number,
  mediaIds: readonly string[] | undefined,
): Promise<void> {
  const wanted = [...new Set((mediaIds ?? []).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return;
  // Upload ids are UUIDs: anything else is "not found" before it reaches SQL, where a malformed
  // uuid or a NUL byte would be a database error (a 500) instead.
  if (!wanted.every((id) => UUID.test(id))) throw AppError.notFound();
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(eq(uploads.userId, userId), ne(uploads.kind, 'avatars'), inArray(uploads.id, wanted)),
    );
  if (found.length !== wanted.length) throw AppError.notFound();
}
