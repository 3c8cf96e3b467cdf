import { describe, expect, it, vi } from 'vitest';
import { HealthRegistry, withoutErrors } from './health-registry.js';

function registry() {
  const logger = { error: vi.fn() };
  return { logger, health: new HealthRegistry(logger as never, 50) };
}

describe('HealthRegistry', () => {
  it('is healthy only when every check returns true', async () => {
    const { health } = registry();
    health.register('a', () => true);
    health.register('b', async () => true);
    const result = await health.run();
    expect(result.healthy).toBe(true);
    expect(Object.keys(result.checks)).toEqual(['a', 'b']);
    expect(result.checks.a).toMatchObject({ healthy: true });
    expect(result.checks.a!.error).toBeUndefined();
    expect(Number.isNaN(Date.parse(result.timestamp))).toBe(false);
  });

  it('a check returning false makes the whole result unhealthy, without an error text', async () => {
    const { health, logger } = registry();
    health.register('ok', () => true);
    health.register('down', () => false);
    const result = await health.run();
    expect(result.healthy).toBe(false);
    expect(result.checks.down).toMatchObject({ healthy: false });
    expect(result.checks.down!.error).toBeUndefined();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('a thrown check stores its message and logs "Health check failed" with the name', async () => {
    const { health, logger } = registry();
    health.register('database', async () => {
      throw new Error('connection refused');
    });
    const result = await health.run();
    expect(result.healthy).toBe(false);
    expect(result.checks.database).toMatchObject({ healthy: false, error: 'connection refused' });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![1]).toBe('Health check failed: database');
  });

  it('a check that hangs times out and counts as thrown', async () => {
    const { health } = registry();
    health.register('slow', () => new Promise<boolean>(() => undefined));
    const result = await health.run();
    expect(result.checks.slow).toMatchObject({ healthy: false, error: 'Timed out after 50 ms' });
  });

  it('keeps the last result per check; isHealthy() reads only stored results', async () => {
    const { health } = registry();
    let up = true;
    health.register('flaky', () => up);
    expect(health.isHealthy()).toBe(true); // nothing stored yet, so nothing unhealthy
    await health.run();
    expect(health.isHealthy()).toBe(true);
    up = false;
    await health.runCheck('flaky');
    expect(health.isHealthy()).toBe(false);
    expect(health.lastResults().flaky!.healthy).toBe(false);
    up = true;
    await health.run();
    expect(health.isHealthy()).toBe(true);
  });

  it('the public view drops error texts', async () => {
    const { health } = registry();
    health.register('x', () => {
      throw new Error('secret host name');
    });
    const view = withoutErrors(await health.run());
    expect(JSON.stringify(view)).not.toContain('secret');
    expect(view.checks.x).toEqual({ healthy: false, lastCheck: expect.any(String) });
  });

  it('runFresh shares one run between concurrent callers and reuses a fresh result', async () => {
    const { health } = registry();
    let calls = 0;
    health.register('count', async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return true;
    });
    const [a, b, c] = await Promise.all([
      health.runFresh(1000),
      health.runFresh(1000),
      health.runFresh(1000),
    ]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    await health.runFresh(1000);
    expect(calls).toBe(1);
    await health.runFresh(0); // too old at once: runs again
    expect(calls).toBe(2);
  });
});
