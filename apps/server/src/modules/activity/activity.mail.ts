import type { FastifyInstance } from 'fastify';
import { onMailOwed } from '../../lib/activity.js';
import { claimOwedMail, MAIL_BATCH } from './activity.outbox.js';
import { renderSecurityMail } from './activity.mail-render.js';

/** The outbox is read this often even with no hint: rows another instance (or the CLI) wrote. */
export const MAIL_POLL_MS = 5_000;
/**
 * After a hint, when to look: soon, and once more a little later, since the hint comes before the
 * writer's transaction commits (its rows are invisible until then).
 */
const HINT_DELAYS_MS = [50, 1_000];

/**
 * Sends the security e-mails the activity log owes (lib/activity.ts marks them), from the
 * outbox, after the change committed. Runs beside requests: a failure is logged and never reaches
 * the user's request. Started when the app is ready, stopped (and waited for) when it closes.
 */
export function scheduleSecurityMail(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();

  async function drain(): Promise<void> {
    for (;;) {
      const owed = await claimOwedMail(app.db, MAIL_BATCH);
      for (const mail of owed) {
        try {
          const rendered = renderSecurityMail(mail, app.config.PUBLIC_URL);
          await app.mailer.send({ to: mail.email, ...rendered });
        } catch (err) {
          // The mailer logged the relay's diagnosis; this names the row (never the address).
          app.log.error(
            { err, activityId: mail.id, userId: mail.userId, event: mail.event },
            'Security e-mail could not be sent',
          );
        }
      }
      if (owed.length < MAIL_BATCH || closed) return;
    }
  }

  function run(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => app.log.warn({ err }, 'Security e-mail outbox could not be read'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  function later(ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  let unsubscribe: () => void = () => undefined;
  let poll: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    unsubscribe = onMailOwed(() => HINT_DELAYS_MS.forEach(later));
    poll = setInterval(run, MAIL_POLL_MS);
    poll.unref();
    run();
  });
  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    clearInterval(poll);
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}
