import type { User } from '@wealthlog/core';
import { vi } from 'vitest';
import { setAccessToken } from '../lib/token';

/** A JSON Response like the server's. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function envelope(status: number, code: string, message: string, errors?: object): Response {
  return jsonResponse(status, { code, message, requestId: 'test', ...(errors ? { errors } : {}) });
}

export type Handler = (request: {
  url: URL;
  init: RequestInit;
  body: unknown;
}) => Response | Promise<Response>;

/**
 * Stubs fetch with a route table keyed 'METHOD /api/path' (query ignored). An unknown route
 * answers 404 like the server would, so a test never reaches the network by accident.
 */
export function stubApi(routes: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const handler = routes[key];
    if (!handler) return envelope(404, 'DB_004', 'Resource not found');
    return handler({ url, init, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, e.g. calls(fetchMock, 'GET /api/auth/me'). */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, route: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === route;
  });
}

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT-shaped token expiring `expiresInMs` from now (negative: already expired). */
export function fakeJwt(expiresInMs = 15 * 60_000, now = Date.now()): string {
  return `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', exp: Math.floor((now + expiresInMs) / 1000) })}.sig`;
}

export const TEST_USER: User = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  roles: ['USER'],
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const TEST_ADMIN: User = {
  ...TEST_USER,
  id: 1,
  username: 'grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  roles: ['USER', 'ADMIN'],
};

/** A stored valid token and a server that knows `user`: the app starts signed in. */
export function signInAs(user: User = TEST_USER, routes: Record<string, Handler> = {}) {
  setAccessToken(fakeJwt());
  return stubApi({ 'GET /api/auth/me': () => jsonResponse(200, { user }), ...routes });
}
