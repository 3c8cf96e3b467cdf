import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isoTime } from '../../db/iso-time.js';
import type { MailEvent } from './activity.mail-copy.js';
import type { SecurityMail } from './activity.mail-render.js';

/** How many owed e-mails one claim takes: a burst is sent in rounds, never all at once. */
export const MAIL_BATCH = 20;

export interface OwedMail extends SecurityMail {
  id: number;
  userId: number;
  email: string;
}

interface Row extends Record<string, unknown> {
  id: string | number;
  user_id: number;
  event: MailEvent;
  at: string | Date;
  ip: string | null;
  user_agent: string | null;
  detail: Record<string, unknown>;
  email: string;
  first_name: string;
  locale: string;
  time_zone: string;
}

/**
 * Takes up to `limit` committed rows that owe an e-mail and clears their flag in one statement,
 * with what the mail needs of each user (their e-mail, name, chosen language and time zone). SKIP
 * LOCKED lets several instances claim side by side without ever taking the same row: each mail is
 * sent at most once (a relay failure is logged, not retried — the log row itself stays).
 */
export async function claimOwedMail(db: Database, limit = MAIL_BATCH): Promise<OwedMail[]> {
  const { rows } = await db.execute<Row>(sql`
    WITH claimed AS (
      UPDATE activity_log SET mail_pending = false
      WHERE id IN (
        SELECT id FROM activity_log WHERE mail_pending ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id, event, at, ip, user_agent, detail)
    SELECT c.*, u.email, u.first_name, coalesce(g.language, u.locale) AS locale,
      coalesce(g.timezone, 'UTC') AS time_zone
    FROM claimed c
    JOIN users u ON u.id = c.user_id
    LEFT JOIN general_settings g ON g.user_id = c.user_id
    ORDER BY c.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    userId: r.user_id,
    email: r.email,
    event: r.event,
    at: new Date(isoTime(r.at)),
    ip: r.ip,
    userAgent: r.user_agent,
    detail: r.detail,
    firstName: r.first_name,
    locale: r.locale,
    timeZone: r.time_zone,
  }));
}
