import { AppError, CIRCUIT_BREAKER } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker, isServiceFailure, type CircuitState } from './circuit-breaker';

const fail = (): Promise<never> => Promise.reject(new AppError('SYS_001'));
const succeed = (): Promise<string> => Promise.resolve('ok');

async function failTimes(breaker: ReturnType<typeof createCircuitBreaker>, n: number) {
  for (let i = 0; i < n; i += 1) await expect(breaker.execute(fail)).rejects.toThrow();
}

describe('createCircuitBreaker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('CLOSED → OPEN after 5 consecutive failures', async () => {
    const breaker = createCircuitBreaker();
    expect(breaker.state).toBe('CLOSED');
    await failTimes(breaker, CIRCUIT_BREAKER.failureThreshold - 1);
    expect(breaker.state).toBe('CLOSED');
    await failTimes(breaker, 1);
    expect(breaker.state).toBe('OPEN');
  });

  it('a success resets the count: failures must be consecutive', async () => {
    const breaker = createCircuitBreaker();
    await failTimes(breaker, 4);
    await breaker.execute(succeed);
    await failTimes(breaker, 4);
    expect(breaker.state).toBe('CLOSED');
    expect(breaker.failures).toBe(4);
  });

  it('while OPEN fails fast with SYS_002 without calling', async () => {
    const breaker = createCircuitBreaker();
    await failTimes(breaker, 5);
    const fn = vi.fn(succeed);
    const error = await breaker.execute(fn).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('SYS_002');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CIRCUIT_BREAKER.resetTimeoutMs - 1);
    await expect(breaker.execute(fn)).rejects.toMatchObject({ code: 'SYS_002' });
    expect(fn).not.toHaveBeenCalled();
  });

  it('OPEN → HALF_OPEN after 30 s, then a success closes it', async () => {
    const states: CircuitState[] = [];
    const breaker = createCircuitBreaker({ onStateChange: (s) => states.push(s) });
    await failTimes(breaker, 5);
    vi.advanceTimersByTime(CIRCUIT_BREAKER.resetTimeoutMs);

    let release!: (value: string) => void;
    const probe = breaker.execute(() => new Promise<string>((r) => (release = r)));
    expect(breaker.state).toBe('HALF_OPEN');
    // Only the one trial call goes through while HALF_OPEN.
    const other = vi.fn(succeed);
    await expect(breaker.execute(other)).rejects.toMatchObject({ code: 'SYS_002' });
    expect(other).not.toHaveBeenCalled();

    release('ok');
    await expect(probe).resolves.toBe('ok');
    expect(breaker.state).toBe('CLOSED');
    expect(breaker.failures).toBe(0);
    expect(states).toEqual(['OPEN', 'HALF_OPEN', 'CLOSED']);
  });

  it('HALF_OPEN → OPEN on a failed trial, for another 30 s', async () => {
    const breaker = createCircuitBreaker();
    await failTimes(breaker, 5);
    vi.advanceTimersByTime(CIRCUIT_BREAKER.resetTimeoutMs);
    await failTimes(breaker, 1);
    expect(breaker.state).toBe('OPEN');
    vi.advanceTimersByTime(CIRCUIT_BREAKER.resetTimeoutMs - 1);
    await expect(breaker.execute(succeed)).rejects.toMatchObject({ code: 'SYS_002' });
    vi.advanceTimersByTime(1);
    await expect(breaker.execute(succeed)).resolves.toBe('ok');
    expect(breaker.state).toBe('CLOSED');
  });

  it('4xx answers do not count as failures', async () => {
    const breaker = createCircuitBreaker();
    for (let i = 0; i < 10; i += 1) {
      await expect(
        breaker.execute(() => Promise.reject(new AppError('VAL_001'))),
      ).rejects.toThrow();
    }
    expect(breaker.state).toBe('CLOSED');
    expect(breaker.failures).toBe(0);
  });

  it('a cancelled call is no failure, and a cancelled trial does not leave it stuck HALF_OPEN', async () => {
    const aborted = () => Promise.reject(new DOMException('Aborted', 'AbortError'));
    const breaker = createCircuitBreaker();
    for (let i = 0; i < 10; i += 1) await expect(breaker.execute(aborted)).rejects.toThrow();
    expect(breaker.state).toBe('CLOSED');
    expect(breaker.failures).toBe(0);

    await failTimes(breaker, 5);
    vi.advanceTimersByTime(CIRCUIT_BREAKER.resetTimeoutMs);
    await expect(breaker.execute(aborted)).rejects.toMatchObject({ name: 'AbortError' });
    expect(breaker.state).toBe('OPEN');
    // Due for another trial straight away: the cancelled one proved nothing either way.
    await expect(breaker.execute(succeed)).resolves.toBe('ok');
    expect(breaker.state).toBe('CLOSED');
  });

  it('reset() closes it', async () => {
    const breaker = createCircuitBreaker();
    await failTimes(breaker, 5);
    breaker.reset();
    expect(breaker.state).toBe('CLOSED');
    await expect(breaker.execute(succeed)).resolves.toBe('ok');
  });
});

describe('isServiceFailure', () => {
  it('counts network, 5xx and unknown errors; not 4xx', () => {
    expect(isServiceFailure(new AppError('NET_001'))).toBe(true);
    expect(isServiceFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isServiceFailure(new AppError('SYS_002'))).toBe(true);
    expect(isServiceFailure(new Error('?'))).toBe(true);
    expect(isServiceFailure(new AppError('AUTH_004'))).toBe(false);
    expect(isServiceFailure(new AppError('RATE_001'))).toBe(false);
    expect(isServiceFailure(new DOMException('Aborted', 'AbortError'))).toBe(false);
  });
});
