import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  SESSION_ACTIVITY_EVENTS,
  SESSION_LIFETIME_MS,
} from '@wealthlog/core';

/**
 * Session end: the session expires 30 minutes after it started, or when a check (run
 * every 15 minutes) finds 15 minutes without mouse-down, key, scroll or touch activity.
 * The caller's onExpire shows the alert and goes to /login.
 */
export type SessionExpiryReason = 'lifetime' | 'inactivity';

export type ActivityTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface SessionTimerOptions {
  onExpire: (reason: SessionExpiryReason) => void;
  now?: () => number;
  /** Where activity is listened for; the window by default. */
  target?: ActivityTarget;
}

// Capture, because scroll events of inner elements do not bubble to the window; passive, because
// we never cancel them and must not slow scrolling down.
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/** Starts both timers; returns stop(), which removes every timer and listener. */
export function startSessionTimers({
  onExpire,
  now = () => Date.now(),
  target = window,
}: SessionTimerOptions): () => void {
  let lastActivity = now();
  let stopped = false;

  const onActivity = (): void => {
    lastActivity = now();
  };

  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    clearTimeout(lifetimeTimer);
    clearInterval(inactivityTimer);
    for (const event of SESSION_ACTIVITY_EVENTS) {
      target.removeEventListener(event, onActivity, LISTENER_OPTIONS);
    }
  };

  // stop() first, so onExpire runs once even if both timers are due in the same tick.
  const expire = (reason: SessionExpiryReason): void => {
    if (stopped) return;
    stop();
    onExpire(reason);
  };

  const lifetimeTimer = setTimeout(() => expire('lifetime'), SESSION_LIFETIME_MS);
  const inactivityTimer = setInterval(() => {
    if (now() - lastActivity >= INACTIVITY_LIMIT_MS) expire('inactivity');
  }, INACTIVITY_CHECK_INTERVAL_MS);
  for (const event of SESSION_ACTIVITY_EVENTS) {
    target.addEventListener(event, onActivity, LISTENER_OPTIONS);
  }

  return stop;
}
