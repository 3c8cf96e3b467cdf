import { METRICS_BUFFER_SIZE, SLOW_OPERATION_MS, STALE_OPERATION_MS } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { createMetrics } from './metrics';

describe('createMetrics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('end() records the duration once', () => {
    const metrics = createMetrics({ logger: createLogger() });
    const op = metrics.startOperation('load');
    vi.advanceTimersByTime(120);
    expect(op.end()).toBe(120);
    vi.advanceTimersByTime(500);
    expect(op.end()).toBe(120);
    expect(metrics.timings()).toEqual([expect.objectContaining({ name: 'load', durationMs: 120 })]);
  });

  it(`keeps only the last METRICS_BUFFER_SIZE (${METRICS_BUFFER_SIZE}) timings`, () => {
    const metrics = createMetrics({ logger: createLogger() });
    for (let i = 0; i < METRICS_BUFFER_SIZE + 10; i += 1) metrics.startOperation(`op${i}`).end();
    const timings = metrics.timings();
    expect(timings).toHaveLength(1000);
    expect(timings[0]?.name).toBe('op10');
  });

  it('warns when an operation took 5 s or more, not just under', () => {
    const log = createLogger();
    const metrics = createMetrics({ logger: log });
    const quick = metrics.startOperation('quick');
    vi.advanceTimersByTime(SLOW_OPERATION_MS - 1);
    quick.end();
    expect(log.entries()).toEqual([]);

    const slow = metrics.startOperation('slow');
    vi.advanceTimersByTime(SLOW_OPERATION_MS);
    slow.end();
    expect(log.entries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        context: { name: 'slow', durationMs: SLOW_OPERATION_MS },
      }),
    ]);
  });

  it('lists operations started more than 5 minutes ago and never ended', () => {
    const metrics = createMetrics({ logger: createLogger() });
    metrics.startOperation('hung');
    const done = metrics.startOperation('done');
    vi.advanceTimersByTime(1000);
    metrics.startOperation('young');
    done.end();

    vi.advanceTimersByTime(STALE_OPERATION_MS - 1000);
    expect(metrics.staleOperations()).toEqual([]); // exactly 5 minutes is not "more than"
    vi.advanceTimersByTime(1);
    expect(metrics.staleOperations()).toEqual([
      expect.objectContaining({ name: 'hung', ageMs: STALE_OPERATION_MS + 1 }),
    ]);
    vi.advanceTimersByTime(1000);
    expect(metrics.staleOperations().map((op) => op.name)).toEqual(['hung', 'young']);
  });
});
