import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** How many users one claim takes: a large instance is served in rounds. */
export const DIGEST_BATCH = 20;
/** The e-mail goes out from this hour of the user's own day (not at midnight). */
export const DIGEST_LOCAL_HOUR = 7;

export interface ClaimedDigest extends Record<string, unknown> {
  user_id: number;
  email: string;
  first_name: string;
  language: string;
}

/**
 * Takes up to `limit` users whose weekly e-mail is due at `now` — opted in, active, on their
 * chosen weekday and past DIGEST_LOCAL_HOUR in their own time zone, not yet sent on that local
 * day — and marks them sent for that day, in one statement. The guarded UPDATE with SKIP LOCKED
 * is the claim: two instances (or two runs) never take the same user, and a user is never
 * claimed twice on one day. Claimed before sending, so a relay failure is logged, not retried
 * (one e-mail missed rather than sent twice). A time zone PostgreSQL does not know is left out
 * rather than failing every other user's e-mail.
 */
export async function claimDueDigests(
  db: Database,
  now: Date,
  limit = DIGEST_BATCH,
): Promise<ClaimedDigest[]> {
  const at = now.toISOString();
  const { rows } = await db.execute<ClaimedDigest>(sql`
    WITH due AS (
      SELECT g.user_id, (${at}::timestamptz AT TIME ZONE g.timezone) AS local
      FROM general_settings g
      JOIN users u ON u.id = g.user_id AND u.active
      WHERE g.digest_enabled
        AND g.timezone IN (SELECT name FROM pg_timezone_names)),
    claimable AS (
      SELECT g.user_id, d.local::date AS day
      FROM general_settings g JOIN due d ON d.user_id = g.user_id
      WHERE extract(isodow FROM d.local) = g.digest_weekday
        AND extract(hour FROM d.local) >= ${DIGEST_LOCAL_HOUR}
        AND (g.digest_last_sent IS NULL OR g.digest_last_sent < d.local::date)
      ORDER BY g.user_id
      LIMIT ${limit}
      FOR UPDATE OF g SKIP LOCKED),
    claimed AS (
      UPDATE general_settings g SET digest_last_sent = c.day
      FROM claimable c
      WHERE g.user_id = c.user_id
        AND (g.digest_last_sent IS NULL OR g.digest_last_sent < c.day)
      RETURNING g.user_id, g.language)
    SELECT c.user_id, c.language, u.email, u.first_name
    FROM claimed c JOIN users u ON u.id = c.user_id
    ORDER BY c.user_id`);
  return rows;
}

/** The unsubscribe link: turns the e-mail off, and says whether the user had it on. */
export async function turnDigestOff(db: Database, userId: number): Promise<void> {
  await db.execute(sql`
    UPDATE general_settings SET digest_enabled = false, updated_at = now()
    WHERE user_id = ${userId} AND digest_enabled`);
}
