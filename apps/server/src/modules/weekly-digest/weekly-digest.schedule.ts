import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { mailLocaleOf } from './weekly-digest.locale.js';
import { claimDueDigests, DIGEST_BATCH } from './weekly-digest.claim.js';
import { collectDigest, type DigestSources } from './weekly-digest.collect.js';
import { renderWeeklyDigest } from './weekly-digest.render.js';
import { signUnsubscribeToken, unsubscribeKey } from './weekly-digest.token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the weekly e-mails due at `now` (the hourly timer's run; tests call it with a date). */
    weeklyDigest: { run(now?: Date): Promise<{ sent: number; failed: number }> };
  }
}

/** How often due e-mails are looked for: each user's hour comes in their own time zone. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;

/** The API's unsubscribe address (the one-click POST of RFC 8058, a redirect on GET). */
export const unsubscribeApiUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;
/** The page the link in the e-mail opens: it asks before turning anything off. */
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Sends every weekly e-mail due at `now`, claimed in batches (weekly-digest.claim.ts), one user
 * at a time with a turn of the event loop between users so requests never wait behind it. A
 * failure for one user is logged and the others go on. Returns how many were sent.
 */
export async function runWeeklyDigest(
  app: FastifyInstance,
  sources: DigestSources,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const key = unsubscribeKey(app.config.JWT_SECRET);
  const publicUrl = app.config.PUBLIC_URL;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueDigests(app.db, now);
    for (const user of batch) {
      try {
        const figures = await collectDigest({ db: app.db, pool: app.pool, sources }, user.user_id);
        const token = signUnsubscribeToken(key, user.user_id, now);
        const rendered = renderWeeklyDigest(
          {
            ...figures,
            firstName: user.first_name,
            appUrl: publicUrl,
            unsubscribeUrl: unsubscribePageUrl(publicUrl, token),
          },
          mailLocaleOf(user.language),
        );
        await app.mailer.send({
          to: user.email,
          ...rendered,
          headers: {
            'List-Unsubscribe': `<${unsubscribeApiUrl(publicUrl, token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        sent++;
      } catch (err) {
        failed++;
        app.log.error({ err, userId: user.user_id }, 'Weekly e-mail could not be sent');
      }
      await nextTurn();
    }
    if (batch.length < DIGEST_BATCH) return { sent, failed };
  }
}

/** When the app is ready, then hourly; stopped (and waited for) when the app closes. */
export function scheduleWeeklyDigest(app: FastifyInstance, sources: () => DigestSources): void {
  app.decorate('weeklyDigest', { run: (now?: Date) => runWeeklyDigest(app, sources(), now) });
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = runWeeklyDigest(app, sources())
      .then((r) => {
        if (r.sent + r.failed > 0) app.log.info({ event: 'weekly_digest', ...r });
      })
      .catch((err: unknown) => app.log.warn({ err }, 'Weekly e-mails could not be sent'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DIGEST_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
