import type { HealthResult } from '@wealthlog/core';
import type { Logger } from 'pino';

/** A named check answers true (healthy) or false; throwing counts as unhealthy with its message. */
export type HealthCheck = () => Promise<boolean> | boolean;

export interface CheckResult {
  healthy: boolean;
  lastCheck: string;
  error?: string;
}

/**
 * Health: overall healthy only if every registered check returns true; the last result
 * of each check is kept, and `isHealthy()` reports healthy only when no stored result is unhealthy.
 */
export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();
  private readonly results = new Map<string, CheckResult>();
  private inFlight?: Promise<HealthResult>;
  private latest?: { at: number; result: HealthResult };

  constructor(
    private readonly logger: Pick<Logger, 'error'>,
    private readonly timeoutMs = 3000,
  ) {}

  register(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  names(): string[] {
    return [...this.checks.keys()];
  }

  async runCheck(name: string): Promise<CheckResult> {
    const check = this.checks.get(name);
    if (!check) throw new Error(`No health check named ${name}`);
    let result: CheckResult;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Timed out after ${this.timeoutMs} ms`)),
          this.timeoutMs,
        );
      });
      const healthy = (await Promise.race([Promise.resolve().then(check), timeout])) === true;
      result = { healthy, lastCheck: new Date().toISOString() };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.logger.error({ check: name, err }, `Health check failed: ${name}`);
      result = { healthy: false, lastCheck: new Date().toISOString(), error };
    } finally {
      clearTimeout(timer);
    }
    this.results.set(name, result);
    return result;
  }

  /** Runs every check now, in parallel. */
  async run(): Promise<HealthResult> {
    const names = this.names();
    const results = await Promise.all(names.map((n) => this.runCheck(n)));
    const checks = Object.fromEntries(names.map((n, i) => [n, results[i]!]));
    return {
      healthy: results.every((r) => r.healthy),
      timestamp: new Date().toISOString(),
      checks,
    };
  }

  /**
   * For the public endpoint: concurrent callers share one run, and a run younger than `maxAgeMs`
   * is reused, so a flood of probes cannot turn into a flood of queries and disk writes.
   */
  async runFresh(maxAgeMs = 1000): Promise<HealthResult> {
    if (this.latest && Date.now() - this.latest.at < maxAgeMs) return this.latest.result;
    this.inFlight ??= this.run().then((result) => {
      this.latest = { at: Date.now(), result };
      this.inFlight = undefined;
      return result;
    });
    return this.inFlight;
  }

  /** The stored results, without running anything. */
  lastResults(): Record<string, CheckResult> {
    return Object.fromEntries(this.results);
  }

  isHealthy(): boolean {
    return [...this.results.values()].every((r) => r.healthy);
  }
}

/** Public view: no error texts (they may name hosts or paths). */
export function withoutErrors(result: HealthResult): HealthResult {
  return {
    ...result,
    checks: Object.fromEntries(
      Object.entries(result.checks).map(([n, c]) => [
        n,
        { healthy: c.healthy, lastCheck: c.lastCheck },
      ]),
    ),
  };
}
