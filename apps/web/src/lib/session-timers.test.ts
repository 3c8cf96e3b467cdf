import {
  INACTIVITY_CHECK_INTERVAL_MS,
  SESSION_ACTIVITY_EVENTS,
  SESSION_LIFETIME_MS,
} from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionTimers } from './session-timers';

const MINUTE = 60_000;

describe('startSessionTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without activity, expires at the 15-minute check, once', () => {
    const onExpire = vi.fn();
    startSessionTimers({ onExpire });
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith('inactivity');
    vi.advanceTimersByTime(SESSION_LIFETIME_MS * 2);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(SESSION_ACTIVITY_EVENTS)('%s activity keeps it alive until 30 minutes', (event) => {
    const onExpire = vi.fn();
    startSessionTimers({ onExpire });
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new Event(event));
    vi.advanceTimersByTime(5 * MINUTE); // t = 15: idle for 5 minutes only
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new Event(event));
    vi.advanceTimersByTime(5 * MINUTE - 1); // t = 30 - 1 ms
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // t = 30: lifetime reached, whatever the activity
    expect(onExpire).toHaveBeenCalledExactlyOnceWith('lifetime');
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('hears scroll on an inner element (it does not bubble)', () => {
    const onExpire = vi.fn();
    const inner = document.createElement('div');
    document.body.append(inner);
    startSessionTimers({ onExpire });
    vi.advanceTimersByTime(14 * MINUTE);
    inner.dispatchEvent(new Event('scroll', { bubbles: false }));
    vi.advanceTimersByTime(MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    inner.remove();
  });

  it('activity just too early still expires at the check', () => {
    const onExpire = vi.fn();
    startSessionTimers({ onExpire });
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event('keydown')); // t = 1 ms
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS - 1); // first check at 15 min: idle 15 min - 1 ms
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS); // second check at 30 min
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores events that are not activity', () => {
    const onExpire = vi.fn();
    startSessionTimers({ onExpire });
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith('inactivity');
  });

  it('stop() removes listeners and timers', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const remove = vi.spyOn(target, 'removeEventListener');
    const onExpire = vi.fn();
    const stop = startSessionTimers({ onExpire, target });
    expect(add.mock.calls.map(([event]) => event)).toEqual([...SESSION_ACTIVITY_EVENTS]);
    expect(vi.getTimerCount()).toBe(2);

    stop();
    expect(vi.getTimerCount()).toBe(0);
    // Removed with the same listener and capture flag they were added with.
    expect(remove.mock.calls).toEqual(add.mock.calls);
    vi.advanceTimersByTime(SESSION_LIFETIME_MS * 2);
    expect(onExpire).not.toHaveBeenCalled();
    stop(); // idempotent
    expect(remove).toHaveBeenCalledTimes(SESSION_ACTIVITY_EVENTS.length);
  });

  it('expiry removes the listeners too', () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    startSessionTimers({ onExpire: vi.fn(), target });
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS);
    expect(remove).toHaveBeenCalledTimes(SESSION_ACTIVITY_EVENTS.length);
  });

  it('uses an injected clock', () => {
    let clock = 0;
    const onExpire = vi.fn();
    startSessionTimers({ onExpire, now: () => clock, target: new EventTarget() });
    clock = 10 * MINUTE; // the check sees only 10 minutes idle
    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
