/** One counter's state: hits in the current window and when that window ends (epoch ms). */
export interface RateLimitHit {
  count: number;
  resetAt: number;
}

/**
 * Where rate-limit counters live: in this process (memory) or shared by every instance (Redis).
 * Fixed windows: the first hit opens a window of `windowMs`; later hits in it only count.
 */
export interface RateLimitStore {
  /** Counts one hit and answers the state after it. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The state without counting (null: no hit in an open window). */
  peek(key: string): Promise<RateLimitHit | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryStoreOptions {
  /** How often expired windows are swept out. */
  sweepIntervalMs?: number;
  /** Above this many live keys the oldest are dropped, so a flood of new IPs cannot grow memory. */
  maxKeys?: number;
  now?: () => number;
}

/** Counters of one process: right for a single instance, lost on restart (harmless: windows are short). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, RateLimitHit>();
  private readonly timer: NodeJS.Timeout;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(opts: MemoryStoreOptions = {}) {
    this.maxKeys = opts.maxKeys ?? 100_000;
    this.now = opts.now ?? Date.now;
    this.timer = setInterval(() => this.sweep(), opts.sweepIntervalMs ?? 60_000);
    // The sweep must never keep a process (or a test run) alive.
    this.timer.unref();
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    const current = this.entries.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    if (current) this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.makeRoom();
    const fresh = { count: 1, resetAt: now + windowMs };
    this.entries.set(key, fresh);
    return { ...fresh };
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const current = this.entries.get(key);
    return current && current.resetAt > this.now() ? { ...current } : null;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.entries.clear();
  }

  /** Live keys (tests and diagnostics). */
  size(): number {
    return this.entries.size;
  }

  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }

  private makeRoom(): void {
    this.sweep();
    // Still full: drop the oldest windows (Map keeps insertion order), a tenth at a time so
    // this does not run on every hit.
    if (this.entries.size < this.maxKeys) return;
    let drop = Math.max(1, Math.floor(this.maxKeys / 10));
    for (const key of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(key);
    }
  }
}
