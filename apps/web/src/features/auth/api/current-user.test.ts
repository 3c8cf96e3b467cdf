import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCache } from '../../../lib/cache';
import { getCsrfToken, setAccessToken, setCsrfToken } from '../../../lib/token';
import { fetchCurrentUser } from './current-user';

const user = {
  id: 1,
  username: 'tabby',
  email: 'tabby@example.com',
  firstName: 'Tabitha',
  lastName: 'Cat',
  phone: null,
  roles: ['USER'],
  emailVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  apiCache.clear();
});

describe('fetchCurrentUser', () => {
  it("takes the session's CSRF token when this tab has none (a tab opened after sign-in)", async () => {
    setAccessToken('a.b.c');
    answer({ user, csrfToken: 'from-me' });
    expect((await fetchCurrentUser()).username).toBe('tabby');
    expect(getCsrfToken()).toBe('from-me');
  });

  it('keeps the token this tab already has', async () => {
    setAccessToken('a.b.c');
    setCsrfToken('mine');
    answer({ user, csrfToken: 'from-me' });
    await fetchCurrentUser();
    expect(getCsrfToken()).toBe('mine');
  });
});
