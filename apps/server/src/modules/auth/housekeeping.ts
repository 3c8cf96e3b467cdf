import { ACTIVITY_RETENTION_DAYS } from '@wealthlog/core';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { activityLog, authChallenges, authTokens, sessions } from '../../db/schema/index.js';

/** How often expired sign-ins, e-mail links, sign-in challenges and year-old activity are deleted. */
export const AUTH_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: session families whose newest row has expired (a family is
 * kept whole while any row is valid, since an old row presented again is how token reuse is
 * caught), e-mail tokens and sign-in challenges (second steps, passkey prompts) past their expiry,
 * used or not, and activity-log rows older than ACTIVITY_RETENTION_DAYS (the issue: "kept 1 year").
 */
export async function sweepExpiredAuthRecords(db: Database) {
  const families = await db.delete(sessions).where(sql`${sessions.familyId} IN (
    SELECT family_id FROM sessions GROUP BY family_id HAVING max(expires_at) < now())`);
  const tokens = await db.delete(authTokens).where(lt(authTokens.expiresAt, sql`now()`));
  const challenges = await db
    .delete(authChallenges)
    .where(lt(authChallenges.expiresAt, sql`now()`));
  const activity = await db
    .delete(activityLog)
    .where(lt(activityLog.at, sql`now() - make_interval(days => ${ACTIVITY_RETENTION_DAYS})`));
  return {
    sessions: families.rowCount ?? 0,
    tokens: tokens.rowCount ?? 0,
    challenges: challenges.rowCount ?? 0,
    activity: activity.rowCount ?? 0,
  };
}

/** Hourly, from the first hour after start; a failure is a warning and the next hour tries again. */
export function scheduleAuthSweep(app: FastifyInstance): void {
  const timer = setInterval(() => {
    sweepExpiredAuthRecords(app.db).then(
      (removed) =>
        app.log.info(
          { event: 'auth_sweep', ...removed },
          'Expired sessions, links and old activity removed',
        ),
      (err: unknown) => app.log.warn({ err }, 'Auth sweep failed'),
    );
  }, AUTH_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
