import { AppError, REQUEST_TIMEOUT_MS } from '@wealthlog/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, sendRequest as apiRequest, setAuthHeaderProvider } from './http';

/** The raw layer's shorthands, so the cases below read like calls of the app. */
const api = {
  get: (path: string, options?: Parameters<typeof apiRequest>[2]) =>
    apiRequest('GET', path, options),
  delete: (path: string) => apiRequest('DELETE', path),
  post: (path: string, body?: unknown) => apiRequest('POST', path, { body }),
};

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: init.headers as Record<string, string> };
}

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

/** Like a real fetch to a server that never answers: it settles only when its signal aborts. */
function hangingFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (init?.signal?.aborted) abort();
    else init?.signal?.addEventListener('abort', abort);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setAuthHeaderProvider(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendRequest', () => {
  it('sends JSON to /api with credentials and a fresh X-Request-ID, and parses the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1 }));
    await expect(api.post('/accounts', { name: 'Cash' })).resolves.toEqual({ id: 1 });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/accounts');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Cash"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Request-ID']).toMatch(/^[0-9a-f-]{36}$/);

    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/accounts');
    expect(lastCall().headers['X-Request-ID']).not.toBe(headers['X-Request-ID']);
    expect(lastCall().init.body).toBeUndefined();
  });

  it('encodes the query, skipping empty values and repeating arrays', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiRequest('GET', '/trades', {
      query: { page: 2, status: ['OPEN', 'CLOSED'], q: 'a&b', from: undefined, to: null },
    });
    expect(lastCall().url).toBe('/api/trades?page=2&status=OPEN&status=CLOSED&q=a%26b');
    expect(buildUrl('health')).toBe('/api/health');
  });

  it('adds the headers of the registered auth provider, caller headers winning', async () => {
    const provider = vi.fn(() => ({ Authorization: 'Bearer abc', 'X-CSRF-Token': 'csrf' }));
    setAuthHeaderProvider(provider);
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('PUT', '/auth/me', { body: {}, headers: { 'X-CSRF-Token': 'override' } });
    expect(provider).toHaveBeenCalledWith({ method: 'PUT', path: '/auth/me' });
    expect(lastCall().headers).toMatchObject({
      Authorization: 'Bearer abc',
      'X-CSRF-Token': 'override',
    });
  });

  it('answers undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/accounts/1')).resolves.toBeUndefined();
  });

  it('turns an error envelope into an AppError with code, message, status, errors and requestId', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'VAL_001',
        message: 'Validation failed',
        errors: { name: ['Name is required'] },
        requestId: 'req-1',
      }),
    );
    const error = await caught(api.post('/accounts', {}));
    expect(error).toMatchObject({
      code: 'VAL_001',
      message: 'Validation failed',
      status: 400,
      errors: { name: ['Name is required'] },
      requestId: 'req-1',
    });
  });

  it('keeps the message and status of an envelope with an unknown code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(418, { code: 'TEAPOT', message: 'Short and stout', requestId: 'r' }),
    );
    const error = await caught(api.get('/x'));
    expect(error).toMatchObject({ code: 'SYS_001', message: 'Short and stout', status: 418 });
  });

  it.each([
    [404, 'DB_004', 'Resource not found'],
    [429, 'RATE_001', 'Too many requests'],
    [500, 'NET_003', 'Server error occurred'],
    [502, 'NET_003', 'Server error occurred'],
    [401, 'AUTH_003', 'Authentication error'],
    [403, 'AUTH_004', 'An unexpected error occurred'],
  ])('maps an unreadable %i body by status to %s', async (status, code, message) => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status, headers: { 'X-Request-ID': 'srv-id' } }),
    );
    const error = await caught(api.get('/x'));
    expect(error).toMatchObject({ code, message, status, requestId: 'srv-id' });
  });

  it('fails with NET_001 after REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = caught(api.get('/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('NET_001');
    expect(error.requestId).toBeTruthy();
  });

  it('fails with NET_002 when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/x'));
    expect(error).toMatchObject({
      code: 'NET_002',
      message: 'No internet connection. Please check your network.',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("passes the caller's abort through instead of reporting a network error", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(hangingFetch);
    const pending = api.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
