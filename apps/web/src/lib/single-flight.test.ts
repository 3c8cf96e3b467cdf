import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('three parallel callers share one underlying call', async () => {
    let release!: (v: string) => void;
    const fn = vi.fn(() => new Promise<string>((r) => (release = r)));
    const shared = singleFlight(fn);
    const calls = [shared(), shared(), shared()];
    expect(fn).toHaveBeenCalledTimes(1);
    expect(calls[1]).toBe(calls[0]);
    expect(calls[2]).toBe(calls[0]);
    release('token');
    await expect(Promise.all(calls)).resolves.toEqual(['token', 'token', 'token']);
  });

  it('starts a new call once the previous one settled', async () => {
    const fn = vi.fn((n: number) => Promise.resolve(n));
    const shared = singleFlight(fn);
    await expect(shared(1)).resolves.toBe(1);
    await expect(shared(2)).resolves.toBe(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('shares a rejection, then allows a retry', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('refresh failed'))
      .mockResolvedValueOnce('ok');
    const shared = singleFlight(fn);
    const results = await Promise.allSettled([shared(), shared(), shared()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(fn).toHaveBeenCalledTimes(1);
    await expect(shared()).resolves.toBe('ok');
  });

  it('turns a synchronous throw into a rejection', async () => {
    const shared = singleFlight((): Promise<never> => {
      throw new Error('sync');
    });
    await expect(shared()).rejects.toThrow('sync');
  });
});
