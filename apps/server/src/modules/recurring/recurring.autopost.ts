import { AppError, expandRecurrence } from '@wealthlog/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { invalidateDashboard } from '../../ledger/invalidate.js';
import * as repo from './recurring.repository.js';
import { postOne, type RecurringLedger } from './recurring.posting.js';

/**
 * Auto-posting: every occurrence of an autoPost item is posted once, on its day; a day
 * the server was down is caught up at the next start. Idempotent by construction: skipped and
 * posted occurrences are left out, and the unique (recurring_id, occurrence) index makes a second
 * runner (two starts at once, another instance) find the first one's transaction instead.
 * An occurrence the ledger refuses (overdraft, inactive account) waits for the user; the others go on.
 */
export async function runAutoPost(
  db: Database,
  ledger: RecurringLedger,
): Promise<{ posted: number; refused: number; users: number[] }> {
  let posted = 0;
  let refused = 0;
  const users = new Set<number>();
  for (const item of await repo.autoPostItems(db)) {
    const [r] = await repo.list(db, item.user_id, item.id);
    if (!r) continue;
    const marks = await repo.marks(db, item.user_id);
    const done = new Set(marks.filter((m) => m.recurring_id === r.id).map((m) => m.occurrence));
    const due = expandRecurrence(
      { rrule: r.rrule, startDate: r.startDate, endDate: r.endDate, weekend: r.weekend },
      item.since,
      item.today,
    ).filter((o) => !done.has(o.nominal));
    for (const o of due) {
      try {
        if ((await postOne(db, item.user_id, r, o, item.today, ledger)).created) {
          posted++;
          users.add(item.user_id);
        }
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        refused++;
        // The home's attention items tell the user (missedAutoPosts): their cached answers go too.
        users.add(item.user_id);
      }
    }
  }
  return { posted, refused, users: [...users] };
}

/**
 * Once when the app is ready (catching up), then every hour: a new day's occurrences post within
 * the hour after the user's midnight. Register inside the app; the timer stops when it closes.
 */
export function scheduleAutoPost(app: FastifyInstance, everyMs = 3_600_000): void {
  const run = () =>
    runAutoPost(app.db, app.ledger)
      .then(async ({ users, ...r }) => {
        if (r.posted + r.refused > 0) app.log.info({ event: 'recurring_auto_post', ...r });
        // A posting changes balances, budgets and the summary: clear those users' cached answers.
        for (const id of users) await invalidateDashboard(app, id);
      })
      .catch((err: unknown) => app.log.warn({ err }, 'Recurring auto-posting failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
