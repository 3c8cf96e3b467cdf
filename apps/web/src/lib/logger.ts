import { LOG_BUFFER_SIZE } from '@wealthlog/core';

/**
 * In-memory client logger: keeps the last LOG_BUFFER_SIZE entries so a diagnostics
 * view or an error report can show what happened just before, without unbounded memory growth.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  context?: Record<string, unknown>;
  /** Epoch milliseconds. */
  time: number;
}

export interface RingBuffer<T> {
  push(item: T): void;
  /** Oldest first. */
  toArray(): T[];
  clear(): void;
  readonly length: number;
}

/** Fixed-capacity buffer: once full, each push overwrites the oldest item. */
export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  let items: (T | undefined)[] = new Array<T | undefined>(capacity);
  let start = 0;
  let length = 0;
  return {
    push(item) {
      if (capacity <= 0) return;
      items[(start + length) % capacity] = item;
      if (length < capacity) length += 1;
      else start = (start + 1) % capacity;
    },
    toArray() {
      const out: T[] = [];
      for (let i = 0; i < length; i += 1) out.push(items[(start + i) % capacity] as T);
      return out;
    },
    clear() {
      items = new Array<T | undefined>(capacity);
      start = 0;
      length = 0;
    },
    get length() {
      return length;
    },
  };
}

export type LogSink = (entry: LogEntry) => void;

export interface LoggerOptions {
  size?: number;
  now?: () => number;
  /** Also hand each entry here (e.g. the console in development). */
  sink?: LogSink;
}

export interface Logger {
  debug(message: string, context?: Record<string, unknown>): void;
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
  entries(): LogEntry[];
  clear(): void;
}

export function createLogger({
  size = LOG_BUFFER_SIZE,
  now = () => Date.now(),
  sink,
}: LoggerOptions = {}): Logger {
  const buffer = createRingBuffer<LogEntry>(size);
  const log =
    (level: LogLevel) =>
    (message: string, context?: Record<string, unknown>): void => {
      const entry: LogEntry = { level, message, time: now(), ...(context ? { context } : {}) };
      buffer.push(entry);
      sink?.(entry);
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    entries: () => buffer.toArray(),
    clear: () => buffer.clear(),
  };
}

export const consoleSink: LogSink = ({ level, message, context }) => {
  // The console is this sink's whole purpose.
  console[level](message, ...(context ? [context] : []));
};

// Console output only while developing: tests and production keep the buffer alone.
const isDevServer = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/** The app's shared logger. */
export const logger = createLogger(isDevServer ? { sink: consoleSink } : {});
