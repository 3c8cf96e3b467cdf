import { AUTH_ME_CACHE_TTL_MS, GLOBAL_CLIENT_REQUESTS } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, fakeJwt, jsonResponse, stubApi } from '../../test/api-stub';
import { setNavigator } from '../navigation';
import { onSessionEnded } from '../session-events';
import { getAccessToken, getCsrfToken, setAccessToken, setCsrfToken } from '../token';
import { api, apiBreaker, invalidateCurrentUser } from './client';

const headersOf = (call: unknown[] | undefined) =>
  ((call?.[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;

const navigate = vi.fn();
beforeEach(() => {
  navigate.mockReset();
  setNavigator({ navigate, pathname: () => '/accounts' });
});
afterEach(() => {
  setNavigator(null);
  vi.useRealTimers();
});

describe('apiRequest pipeline', () => {
  it('sends bearer, X-CSRF-Token, a fresh X-Request-ID and credentials; POST gets an Idempotency-Key', async () => {
    setAccessToken('a.b.c');
    setCsrfToken('csrf-1');
    const fetchMock = stubApi({ 'POST /api/account': () => jsonResponse(201, { id: 1 }) });
    await expect(api.post('/account', { name: 'Cash' })).resolves.toEqual({ id: 1 });
    await api.post('/account', { name: 'Cash' });
    const [first, second] = fetchMock.mock.calls;
    expect(headersOf(first)).toMatchObject({
      Authorization: 'Bearer a.b.c',
      'X-CSRF-Token': 'csrf-1',
    });
    expect(first?.[1]?.credentials).toBe('include');
    expect(headersOf(first)['X-Request-ID']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(first)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(second)['X-Request-ID']).not.toBe(headersOf(first)['X-Request-ID']);
    expect(headersOf(second)['Idempotency-Key']).not.toBe(headersOf(first)['Idempotency-Key']);
  });

  it('sends no auth headers when no token is stored', async () => {
    const fetchMock = stubApi({ 'GET /api/account': () => jsonResponse(200, []) });
    await api.get('/account');
    expect(headersOf(fetchMock.mock.calls[0])).not.toHaveProperty('Authorization');
    expect(headersOf(fetchMock.mock.calls[0])).not.toHaveProperty('X-CSRF-Token');
  });

  it('on 401 TOKEN_EXPIRED refreshes once (shared by concurrent calls) and re-sends with the new token', async () => {
    setAccessToken('old.token.x');
    setCsrfToken('csrf-old');
    const fetchMock = stubApi({
      'POST /api/auth/refresh': () =>
        jsonResponse(200, { accessToken: 'new.token.y', csrfToken: 'csrf-new', user: {} }),
      'GET /api/account': ({ init }) =>
        (init.headers as Record<string, string>).Authorization === 'Bearer new.token.y'
          ? jsonResponse(200, ['ok'])
          : envelope(401, 'TOKEN_EXPIRED', 'Token expired'),
    });
    const answers = await Promise.all([
      api.get('/account'),
      api.get('/account'),
      api.get('/account'),
    ]);
    expect(answers).toEqual([['ok'], ['ok'], ['ok']]);
    const refreshes = callsTo(fetchMock, 'POST /api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    // The refresh proves the session with the CSRF header (the cookie goes by itself).
    expect(headersOf(refreshes[0])['X-CSRF-Token']).toBe('csrf-old');
    expect(refreshes[0]?.[1]?.credentials).toBe('include');
    expect(getAccessToken()).toBe('new.token.y');
    expect(getCsrfToken()).toBe('csrf-new');
  });

  it('a failed refresh clears the tokens, ends the session and goes to /login', async () => {
    setAccessToken('old.token.x');
    setCsrfToken('csrf-old');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    stubApi({
      'POST /api/auth/refresh': () => envelope(401, 'AUTH_003', 'Token invalid'),
      'GET /api/account': () => envelope(401, 'NO_TOKEN', 'No token provided'),
    });
    // The caller gets the refresh's 401, which the toasts read as "session expired".
    await expect(api.get('/account')).rejects.toMatchObject({ code: 'AUTH_003', status: 401 });
    stop();
    expect(getAccessToken()).toBeNull();
    expect(getCsrfToken()).toBeNull();
    expect(ended).toHaveBeenCalledWith('refresh-failed');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('caches GET /api/auth/me for 5 minutes and forgets it on invalidate', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({ 'GET /api/auth/me': () => jsonResponse(200, { user: { id: 1 } }) });
    await api.get('/auth/me');
    await api.get('/auth/me');
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1);
    vi.advanceTimersByTime(AUTH_ME_CACHE_TTL_MS);
    await api.get('/auth/me');
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(2);
    invalidateCurrentUser();
    await api.get('/auth/me');
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(3);
  });

  it('caches both net-worth calls, not other GETs', async () => {
    const fetchMock = stubApi({
      'GET /api/dashboard/networth': () => jsonResponse(200, { points: [] }),
      'GET /api/dashboard/networth/summary': () => jsonResponse(200, {}),
      'GET /api/account': () => jsonResponse(200, []),
    });
    for (let i = 0; i < 2; i += 1) {
      await api.get('/dashboard/networth', { query: { range: '30d' } });
      await api.get('/dashboard/networth/summary');
      await api.get('/account');
    }
    expect(callsTo(fetchMock, 'GET /api/dashboard/networth')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/dashboard/networth/summary')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/account')).toHaveLength(2);
  });

  it('retries a 5xx three times in all, 1 s then 2 s apart, never a 4xx', async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({
      'GET /api/flaky': () => envelope(503, 'SYS_002', 'Service unavailable'),
      'GET /api/bad': () => envelope(400, 'VAL_001', 'Validation failed'),
    });
    const pending = api.get('/flaky').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(fetchMock, 'GET /api/flaky')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsTo(fetchMock, 'GET /api/flaky')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(callsTo(fetchMock, 'GET /api/flaky')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'SYS_002' });
    expect(callsTo(fetchMock, 'GET /api/flaky')).toHaveLength(3);

    await expect(api.get('/bad')).rejects.toMatchObject({ code: 'VAL_001' });
    expect(callsTo(fetchMock, 'GET /api/bad')).toHaveLength(1);
  });

  it('opens the circuit after 5 failed requests and then fails fast without calling', async () => {
    const fetchMock = stubApi({
      'GET /api/down': () => envelope(500, 'SYS_001', 'Server error occurred'),
    });
    vi.useFakeTimers();
    for (let i = 0; i < 5; i += 1) {
      const pending = api.get('/down').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(3000);
      await pending;
    }
    expect(apiBreaker.state).toBe('OPEN');
    const before = fetchMock.mock.calls.length;
    await expect(api.get('/down')).rejects.toMatchObject({ code: 'SYS_002' });
    expect(fetchMock.mock.calls.length).toBe(before);
  });

  it('refuses the 101st request within 60 s with RATE_001', async () => {
    const fetchMock = stubApi({ 'GET /api/account': () => jsonResponse(200, []) });
    for (let i = 0; i < GLOBAL_CLIENT_REQUESTS.max; i += 1) await api.get('/account');
    await expect(api.get('/account')).rejects.toMatchObject({ code: 'RATE_001' });
    expect(fetchMock).toHaveBeenCalledTimes(GLOBAL_CLIENT_REQUESTS.max);
  });
});

describe('fakeJwt helper', () => {
  it('builds a 3-part token', () => expect(fakeJwt().split('.')).toHaveLength(3));
});
