import { METRICS_BUFFER_SIZE, SLOW_OPERATION_MS, STALE_OPERATION_MS } from '@wealthlog/core';
import { createRingBuffer, logger as sharedLogger, type Logger } from './logger';

/**
 * Operation timings: the last METRICS_BUFFER_SIZE durations, a warning for any
 * operation that took SLOW_OPERATION_MS or more, and a list of operations that were started
 * over STALE_OPERATION_MS ago and never ended (a hung request or a forgotten `end()`).
 */
export interface Timing {
  name: string;
  durationMs: number;
  startedAt: number;
  endedAt: number;
}

export interface PendingOperation {
  id: number;
  name: string;
  startedAt: number;
  ageMs: number;
}

export interface Operation {
  /** Records the duration (once; later calls return the first result) and returns it. */
  end(): number;
}

export interface MetricsOptions {
  size?: number;
  now?: () => number;
  logger?: Logger;
  slowMs?: number;
  staleMs?: number;
}

export interface Metrics {
  startOperation(name: string): Operation;
  timings(): Timing[];
  staleOperations(): PendingOperation[];
  clear(): void;
}

export function createMetrics({
  size = METRICS_BUFFER_SIZE,
  now = () => Date.now(),
  logger = sharedLogger,
  slowMs = SLOW_OPERATION_MS,
  staleMs = STALE_OPERATION_MS,
}: MetricsOptions = {}): Metrics {
  const buffer = createRingBuffer<Timing>(size);
  const pending = new Map<number, { name: string; startedAt: number }>();
  let nextId = 1;

  return {
    startOperation(name) {
      const id = nextId++;
      const startedAt = now();
      pending.set(id, { name, startedAt });
      let duration: number | undefined;
      return {
        end() {
          if (duration !== undefined) return duration;
          const endedAt = now();
          duration = endedAt - startedAt;
          pending.delete(id);
          buffer.push({ name, durationMs: duration, startedAt, endedAt });
          if (duration >= slowMs) logger.warn('Slow operation', { name, durationMs: duration });
          return duration;
        },
      };
    },
    timings: () => buffer.toArray(),
    staleOperations() {
      const at = now();
      const stale: PendingOperation[] = [];
      for (const [id, op] of pending) {
        const ageMs = at - op.startedAt;
        if (ageMs > staleMs) stale.push({ id, name: op.name, startedAt: op.startedAt, ageMs });
      }
      return stale;
    },
    clear() {
      buffer.clear();
      pending.clear();
    },
  };
}

/** The app's shared metrics. */
export const metrics = createMetrics();
