import type { ActivityEvent } from '@wealthlog/core';
import type { DbOrTx } from '../db/client.js';
import { activityLog } from '../db/schema/index.js';

/** Where a request came from, as the activity log keeps it (see auth.routes' clientInfo). */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface ActivityEntry {
  /** The user it happened to; null only for a failed sign-in naming no known user. */
  userId: number | null;
  event: ActivityEvent;
  /** The admin who acted on the user, when it was not the user. */
  actorId?: number | null;
  /** Small, never secret: a token's or passkey's name, the method of a sign-in, a count. */
  detail?: Record<string, unknown>;
}

/**
 * Appends one row to the activity log. Every area that changes how a user signs in, or what
 * leaves or enters their account, calls this (inside its own transaction when it has one, so the
 * row and the change commit together). It lives in lib/, not in a module, because auth, the
 * security areas, backup and admin all write it.
 */
export async function recordActivity(
  db: DbOrTx,
  entry: ActivityEntry,
  origin: RequestOrigin | null,
): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    actorId: entry.actorId ?? null,
    event: entry.event,
    ip: origin?.ip ?? null,
    // A User-Agent is the client's to choose: bounded so a huge header cannot bloat the log.
    userAgent: origin?.userAgent?.slice(0, 512) ?? null,
    detail: entry.detail ?? {},
  });
}
