import { ACTIVITY_MAIL_EVENTS, type ActivityEvent } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
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

const MAIL_EVENTS: ReadonlySet<ActivityEvent> = new Set(ACTIVITY_MAIL_EVENTS);

/** Whether the event owes its user a security e-mail (core's ACTIVITY_MAIL_EVENTS). */
export function owesMail(event: ActivityEvent): boolean {
  return MAIL_EVENTS.has(event);
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Called after every row that owes an e-mail is written: the activity module's mail dispatcher
 * listens, so the mail leaves within moments instead of at its next poll. A hint only: the row
 * may not be committed yet, and the poll finds it then. Returns the unsubscribe.
 */
export function onMailOwed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The origin of a request, for areas that record activity outside the auth module. */
export function requestOrigin(req: FastifyRequest): RequestOrigin {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: req.ip };
}

/**
 * Appends one row to the activity log. Every area that changes how a user signs in, or what
 * leaves or enters their account, calls this (inside its own transaction when it has one, so the
 * row and the change commit together). It lives in lib/, not in a module, because auth, the
 * security areas, backup and admin all write it.
 *
 * The security e-mail follows from the row, not from the caller: a row of an ACTIVITY_MAIL_EVENTS
 * event is written with mail_pending, an outbox the activity module's dispatcher empties after the
 * commit (a rolled-back change sends nothing; several instances never send twice). So callers
 * need no mailer, and a slow or failing relay never fails their request.
 */
export async function recordActivity(
  db: DbOrTx,
  entry: ActivityEntry,
  origin: RequestOrigin | null,
): Promise<void> {
  const mailPending = entry.userId !== null && owesMail(entry.event);
  await db.insert(activityLog).values({
    userId: entry.userId,
    actorId: entry.actorId ?? null,
    event: entry.event,
    ip: origin?.ip ?? null,
    // A User-Agent is the client's to choose: bounded so a huge header cannot bloat the log.
    userAgent: origin?.userAgent?.slice(0, 512) ?? null,
    detail: entry.detail ?? {},
    mailPending,
  });
  if (mailPending) for (const listener of listeners) listener();
}
