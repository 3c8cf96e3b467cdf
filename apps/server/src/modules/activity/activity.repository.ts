import {
  type ActivityEvent,
  type ActivityItem,
  type ActivityQuery,
  type AdminActivityItem,
  type AdminActivityQuery,
  type Page,
  pageOffset,
} from '@wealthlog/core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { activityLog, users } from '../../db/schema/index.js';

const item = {
  at: activityLog.at,
  event: activityLog.event,
  ip: activityLog.ip,
  userAgent: activityLog.userAgent,
  detail: activityLog.detail,
};

interface Row {
  at: Date;
  event: string;
  ip: string | null;
  userAgent: string | null;
  detail: Record<string, unknown>;
}

function toItem(r: Row): ActivityItem {
  // Only known events are ever written (recordActivity takes an ActivityEvent).
  return { ...r, at: r.at.toISOString(), event: r.event as ActivityEvent };
}

/** The user's own events, newest first (id breaks ties between events of the same instant). */
export async function listOwnActivity(
  db: Database,
  userId: number,
  query: ActivityQuery,
): Promise<Page<ActivityItem>> {
  const where = eq(activityLog.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(item)
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0, ...pick(query) };
}

const actors = alias(users, 'actors');

/** Everyone's events for the admin, optionally of one user and/or one event, newest first. */
export async function listAllActivity(
  db: Database,
  query: AdminActivityQuery,
): Promise<Page<AdminActivityItem>> {
  const filters: SQL[] = [];
  if (query.userId !== undefined) filters.push(eq(activityLog.userId, query.userId));
  if (query.event !== undefined) filters.push(eq(activityLog.event, query.event));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...item,
        id: activityLog.id,
        userId: activityLog.userId,
        username: users.username,
        actorId: activityLog.actorId,
        actorUsername: actors.username,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      .leftJoin(actors, eq(actors.id, activityLog.actorId))
      .where(where)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(activityLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...toItem(r),
      id: r.id,
      userId: r.userId,
      username: r.username,
      actorId: r.actorId,
      actorUsername: r.actorUsername,
    })),
    total: total?.n ?? 0,
    ...pick(query),
  };
}

function pick({ page, pageSize }: ActivityQuery) {
  return { page, pageSize };
}
