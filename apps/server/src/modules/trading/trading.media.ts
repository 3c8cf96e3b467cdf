import { AppError } from '@wealthlog/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

/**
 * A trade's mediaIds must name the user's own uploads. Without this check a trade could carry
 * another user's upload id: the file would still not be served to us, but the id would leak into
 * our journal and our export. Anything not ours — another user's, a missing or a malformed id —
 * answers the same 404 DB_004, so an id reveals nothing about other users' files. An avatar is not
 * a trade's media either: it is deleted when the user picks a new one.
 */
export async function assertOwnMedia(
  db: DbOrTx,
  userId: number,
  mediaIds: readonly string[] | undefined,
): Promise<void> {
  const wanted = [...new Set(mediaIds ?? [])];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        ne(uploads.kind, 'avatars'),
        // Compared as text: a malformed id must be "not found", not a uuid cast error (500).
        inArray(sql`${uploads.id}::text`, wanted),
      ),
    );
  if (found.length !== wanted.length) throw AppError.notFound();
}
