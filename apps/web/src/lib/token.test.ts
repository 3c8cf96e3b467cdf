import { STORAGE_KEYS } from '@wealthlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAccessToken,
  clearCsrfToken,
  clearTokens,
  decodeJwtPayload,
  getAccessToken,
  getCsrfToken,
  isExpired,
  isWellFormedJwt,
  setAccessToken,
  setCsrfToken,
} from './token';

const b64url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown): string =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`;

describe('isWellFormedJwt', () => {
  it('needs exactly 3 non-empty dot-separated parts', () => {
    expect(isWellFormedJwt('a.b.c')).toBe(true);
    expect(isWellFormedJwt(jwt({ sub: '1' }))).toBe(true);
    expect(isWellFormedJwt('a.b')).toBe(false);
    expect(isWellFormedJwt('a.b.c.d')).toBe(false);
    expect(isWellFormedJwt('a..c')).toBe(false);
    expect(isWellFormedJwt('.b.c')).toBe(false);
    expect(isWellFormedJwt('')).toBe(false);
    expect(isWellFormedJwt(null)).toBe(false);
    expect(isWellFormedJwt(123)).toBe(false);
  });
});

describe('decodeJwtPayload', () => {
  it('decodes base64url, including - and _ and non-ASCII', () => {
    // '??>' and 'é' produce '/', '+' style characters once encoded; base64url turns them into _ -.
    const payload = { sub: 'u1', name: 'Zoé ??>>', exp: 1 };
    const token = jwt(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(payload);
  });

  it('returns null on garbage, never throws', () => {
    expect(decodeJwtPayload('a.b.c')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`x.${b64url('[1,2]')}.y`)).toBeNull();
    expect(decodeJwtPayload(`x.${b64url('null')}.y`)).toBeNull();
    expect(decodeJwtPayload(`x.${b64url('"str"')}.y`)).toBeNull();
    expect(decodeJwtPayload(`x.${btoa('\xff\xfe')}.y`)).toBeNull(); // not UTF-8
    expect(decodeJwtPayload('not a token')).toBeNull();
    expect(decodeJwtPayload(undefined)).toBeNull();
  });
});

describe('isExpired', () => {
  it('compares exp (seconds) with now (ms)', () => {
    const token = jwt({ exp: 1_700_000_000 });
    expect(isExpired(token, 1_700_000_000_000 - 1)).toBe(false);
    expect(isExpired(token, 1_700_000_000_000)).toBe(true);
  });

  it('treats an unreadable token or one without exp as expired', () => {
    expect(isExpired('a.b.c', 0)).toBe(true);
    expect(isExpired(jwt({ sub: '1' }), 0)).toBe(true);
    expect(isExpired(jwt({ exp: '99999999999' }), 0)).toBe(true);
  });

  it('defaults now to the clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(2_000_000_000_000);
    expect(isExpired(jwt({ exp: 2_000_000_001 }))).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(isExpired(jwt({ exp: 2_000_000_001 }))).toBe(true);
    vi.useRealTimers();
  });
});

describe('token storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('keeps the access token in localStorage under accessToken', () => {
    setAccessToken('t1');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('t1');
    expect(sessionStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(getAccessToken()).toBe('t1');
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
  });

  it('keeps the CSRF token in sessionStorage under csrfToken', () => {
    setCsrfToken('c1');
    expect(sessionStorage.getItem(STORAGE_KEYS.csrfToken)).toBe('c1');
    expect(localStorage.getItem(STORAGE_KEYS.csrfToken)).toBeNull();
    expect(getCsrfToken()).toBe('c1');
    clearCsrfToken();
    expect(getCsrfToken()).toBeNull();
  });

  it('clearTokens removes both', () => {
    setAccessToken('t');
    setCsrfToken('c');
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getCsrfToken()).toBeNull();
  });

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => setAccessToken('t')).not.toThrow();
    expect(getAccessToken()).toBeNull();
  });
});
