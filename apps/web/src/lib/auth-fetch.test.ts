import { AppError, CIRCUIT_BREAKER } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthFetch, randomUuid } from './auth-fetch';
import { createCircuitBreaker } from './circuit-breaker';
import { createLimiter } from './rate-limiter';

interface Req {
  method?: string;
  path: string;
  headers?: Record<string, string>;
}

/** A fake server: the token is 'old' until refresh() swaps it for 'new'. */
function setup(overrides: { refresh?: () => Promise<unknown> } = {}) {
  let token = 'old';
  const request = vi.fn(async (req: Req) => {
    await Promise.resolve();
    if (token !== 'new') throw new AppError('TOKEN_EXPIRED');
    return `${req.path}:ok`;
  });
  const refresh = vi.fn(
    overrides.refresh ??
      (async () => {
        await new Promise((r) => setTimeout(r, 10));
        token = 'new';
      }),
  );
  const onLogout = vi.fn();
  return { request, refresh, onLogout };
}

describe('createAuthFetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('three parallel TOKEN_EXPIRED → exactly one refresh and three retries', async () => {
    const { request, refresh, onLogout } = setup();
    const authFetch = createAuthFetch<Req>({ request, refresh, onLogout });
    const results = Promise.all(['/a', '/b', '/c'].map((path) => authFetch({ path })));
    await vi.advanceTimersByTimeAsync(10);
    await expect(results).resolves.toEqual(['/a:ok', '/b:ok', '/c:ok']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(6); // 3 first tries + 3 retries
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('NO_TOKEN is refreshed too', async () => {
    const request = vi
      .fn<(req: Req) => Promise<unknown>>()
      .mockRejectedValueOnce(new AppError('NO_TOKEN'))
      .mockResolvedValueOnce('ok');
    const refresh = vi.fn(() => Promise.resolve());
    const authFetch = createAuthFetch<Req>({ request, refresh, onLogout: vi.fn() });
    await expect(authFetch({ path: '/x' })).resolves.toBe('ok');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh logs out once and rethrows to every caller', async () => {
    const failure = new AppError('AUTH_003');
    const { request, refresh, onLogout } = setup({ refresh: () => Promise.reject(failure) });
    const authFetch = createAuthFetch<Req>({ request, refresh, onLogout });
    const results = await Promise.allSettled([1, 2, 3].map(() => authFetch({ path: '/x' })));
    expect(results).toEqual(Array(3).fill({ status: 'rejected', reason: failure }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(3); // no retry without a new token
  });

  it('a 401 AUTH_001 is not refreshed', async () => {
    const error = new AppError('AUTH_001');
    const request = vi.fn<(req: Req) => Promise<unknown>>().mockRejectedValue(error);
    const refresh = vi.fn(() => Promise.resolve());
    const onLogout = vi.fn();
    const authFetch = createAuthFetch<Req>({ request, refresh, onLogout });
    await expect(authFetch({ method: 'POST', path: '/api/auth/login' })).rejects.toBe(error);
    expect(refresh).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('retries once only: a second TOKEN_EXPIRED goes to the caller', async () => {
    const request = vi
      .fn<(req: Req) => Promise<unknown>>()
      .mockRejectedValue(new AppError('TOKEN_EXPIRED'));
    const refresh = vi.fn(() => Promise.resolve());
    const authFetch = createAuthFetch<Req>({ request, refresh, onLogout: vi.fn() });
    await expect(authFetch({ path: '/x' })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a 401 for a request sent before the latest refresh re-sends without refreshing again', async () => {
    let releaseSlow!: () => void;
    let tokenExpired = true;
    const request = vi.fn(async (req: Req) => {
      if (req.path === '/slow' && tokenExpired) {
        await new Promise<void>((r) => (releaseSlow = r));
        throw new AppError('TOKEN_EXPIRED');
      }
      if (tokenExpired) throw new AppError('TOKEN_EXPIRED');
      return 'ok';
    });
    const refresh = vi.fn(async () => {
      tokenExpired = false;
    });
    const authFetch = createAuthFetch<Req>({ request, refresh, onLogout: vi.fn() });
    const slow = authFetch({ path: '/slow' }); // sent with the old token, answers late
    await expect(authFetch({ path: '/fast' })).resolves.toBe('ok'); // refreshes
    releaseSlow(); // now the old-token 401 of /slow arrives
    await expect(slow).resolves.toBe('ok');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('POST gets one Idempotency-Key, reused by every retry', async () => {
    const seen: (string | undefined)[] = [];
    const request = vi.fn(async (req: Req) => {
      seen.push(req.headers?.['Idempotency-Key']);
      if (seen.length === 1) throw new AppError('SYS_001'); // retried after 1 s
      if (seen.length === 2) throw new AppError('TOKEN_EXPIRED'); // refreshed, re-sent
      return 'created';
    });
    const authFetch = createAuthFetch<Req>({
      request,
      refresh: () => Promise.resolve(),
      onLogout: vi.fn(),
      retry: {},
    });
    const result = authFetch({ method: 'post', path: '/api/account', headers: { A: '1' } });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('created');
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Set(seen).size).toBe(1);
    expect(request.mock.calls[0]?.[0].headers).toMatchObject({ A: '1' });

    // A new logical request gets a new key.
    await authFetch({ method: 'POST', path: '/api/account' });
    expect(seen[3]).toBeDefined();
    expect(seen[3]).not.toBe(seen[0]);
  });

  it('GET gets no Idempotency-Key; a caller-given key is kept', async () => {
    const request = vi.fn((req: Req) => Promise.resolve(req.headers));
    const authFetch = createAuthFetch<Req>({
      request,
      refresh: vi.fn(),
      onLogout: vi.fn(),
    });
    await expect(authFetch({ path: '/x' })).resolves.toBeUndefined();
    await expect(
      authFetch({ method: 'POST', path: '/x', headers: { 'idempotency-key': 'mine' } }),
    ).resolves.toEqual({ 'idempotency-key': 'mine' });
  });

  it('the limiter counts once per logical request and refuses with RATE_001', async () => {
    const request = vi.fn<(req: Req) => Promise<unknown>>().mockResolvedValue('ok');
    const limiter = createLimiter({ max: 2, windowMs: 60_000 });
    const authFetch = createAuthFetch<Req>({
      request,
      refresh: vi.fn(),
      onLogout: vi.fn(),
      limiter,
    });
    await authFetch({ path: '/1' });
    await authFetch({ path: '/2' });
    await expect(authFetch({ path: '/3' })).rejects.toMatchObject({
      code: 'RATE_001',
      message: 'Too many requests. Please slow down.',
    });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('the breaker wraps the retries and then fails fast', async () => {
    const request = vi
      .fn<(req: Req) => Promise<unknown>>()
      .mockRejectedValue(new AppError('NET_002'));
    const breaker = createCircuitBreaker();
    const authFetch = createAuthFetch<Req>({
      request,
      refresh: vi.fn(),
      onLogout: vi.fn(),
      breaker,
      retry: {},
    });
    for (let i = 0; i < CIRCUIT_BREAKER.failureThreshold; i += 1) {
      const settled = authFetch({ path: '/x' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(3000); // 1 s + 2 s of back-off
      expect(await settled).toMatchObject({ code: 'NET_002' });
    }
    expect(request).toHaveBeenCalledTimes(15); // 5 logical requests × 3 attempts
    expect(breaker.state).toBe('OPEN');
    await expect(authFetch({ path: '/x' })).rejects.toMatchObject({ code: 'SYS_002' });
    expect(request).toHaveBeenCalledTimes(15);
  });
});

describe('randomUuid', () => {
  it('falls back to getRandomValues outside a secure context', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    const spy = vi.spyOn(crypto, 'getRandomValues');
    // What a browser exposes on plain http: no randomUUID at all.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomUuid()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else Reflect.deleteProperty(crypto, 'randomUUID');
      spy.mockRestore();
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
