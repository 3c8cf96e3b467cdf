import { type UpcomingItem, addDays } from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import * as repo from './recurring.repository.js';
import { occurrences } from './recurring.service.js';
import { occurrenceItem } from './recurring.upcoming.js';

/** How far back an auto-posting item's last occurrence is looked for: a yearly one is found. */
export const MISSED_LOOKBACK_DAYS = 366;

/**
 * The auto-posting items whose last occurrence before today is still due: the auto-poster runs
 * every hour and catches up at start (recurring.autopost.ts), so such an occurrence is one the
 * ledger refused (an inactive account, an overdraft) and waits for the user. Occurrences from
 * before the item was created are never auto-posted, so they do not count. One item per
 * recurring item, as GET /api/recurring/upcoming would list it.
 */
export async function missedAutoPosts(db: Database, userId: number): Promise<UpcomingItem[]> {
  const [rows, marks, today] = await Promise.all([
    repo.list(db, userId),
    repo.marks(db, userId),
    todayOf(db, userId),
  ]);
  const mark = new Map(marks.map((m) => [`${m.recurring_id}|${m.occurrence}`, m.transaction_id]));
  const out: UpcomingItem[] = [];
  for (const r of rows) {
    if (!r.autoPost) continue;
    // Strictly after the day it was made (in UTC: a day's margin either way of the user's zone).
    const created = r.createdAt.toISOString().slice(0, 10);
    const last = occurrences(r, addDays(today, -MISSED_LOOKBACK_DAYS), addDays(today, -1))
      .filter((o) => o.date > created && o.nominal > created)
      .at(-1);
    if (!last) continue;
    const item = occurrenceItem(r, last, mark);
    if (item.status === 'DUE') out.push(item);
  }
  return out;
}
