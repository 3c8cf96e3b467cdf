import { LOG_BUFFER_SIZE } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, createRingBuffer, logger } from './logger';

describe('createRingBuffer', () => {
  it('keeps the last `capacity` items, oldest first', () => {
    const ring = createRingBuffer<number>(3);
    for (let i = 1; i <= 5; i += 1) ring.push(i);
    expect(ring.toArray()).toEqual([3, 4, 5]);
    expect(ring.length).toBe(3);
    ring.clear();
    expect(ring.toArray()).toEqual([]);
    ring.push(9);
    expect(ring.toArray()).toEqual([9]);
  });
});

describe('createLogger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records level, message, context and time', () => {
    const log = createLogger();
    log.info('hello', { a: 1 });
    vi.advanceTimersByTime(250);
    log.error('boom');
    expect(log.entries()).toEqual([
      { level: 'info', message: 'hello', context: { a: 1 }, time: Date.UTC(2025, 0, 1) },
      { level: 'error', message: 'boom', time: Date.UTC(2025, 0, 1) + 250 },
    ]);
  });

  it(`keeps only the last LOG_BUFFER_SIZE (${LOG_BUFFER_SIZE}) entries`, () => {
    const log = createLogger();
    for (let i = 0; i < LOG_BUFFER_SIZE + 50; i += 1) log.debug(`m${i}`);
    const entries = log.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.message).toBe('m50');
    expect(entries.at(-1)?.message).toBe('m149');
  });

  it('hands entries to a sink and clears', () => {
    const sink = vi.fn();
    const log = createLogger({ sink });
    log.warn('careful');
    expect(sink).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'warn', message: 'careful' }),
    );
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it('the shared logger stays quiet under test', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logger.warn('x');
    expect(spy).not.toHaveBeenCalled();
    logger.clear();
    spy.mockRestore();
  });
});
