import { STORAGE_KEYS } from '@wealthlog/core';

/**
 * Access-token checks and token storage. The client only reads the JWT payload to
 * decide whether to refresh; the signature is the server's business.
 */

/** A stored token must have exactly 3 non-empty dot-separated parts. */
export function isWellFormedJwt(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // fatal: a payload that is not valid UTF-8 is garbage, not something to half-read.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The payload object of a JWT, or null for anything that is not one (never throws). */
export function decodeJwtPayload(token: unknown): Record<string, unknown> | null {
  if (!isWellFormedJwt(token)) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(token.split('.')[1] ?? ''));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * True once `exp` (seconds) has been reached. A token that cannot be read or carries no `exp` is
 * treated as expired: the server always sets one, so such a token is not ours to trust.
 */
export function isExpired(token: unknown, now: number = Date.now()): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= now;
}

// Storage can throw (disabled storage, some private modes, quota): losing a token then means
// "signed out", never a crash.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // see above
  }
}

const local = (): Storage => globalThis.localStorage;
const session = (): Storage => globalThis.sessionStorage;

export const getAccessToken = (): string | null => read(local, STORAGE_KEYS.accessToken);
export const setAccessToken = (token: string): void =>
  write(local, STORAGE_KEYS.accessToken, token);
export const clearAccessToken = (): void => write(local, STORAGE_KEYS.accessToken, null);

export const getCsrfToken = (): string | null => read(session, STORAGE_KEYS.csrfToken);
export const setCsrfToken = (token: string): void => write(session, STORAGE_KEYS.csrfToken, token);
export const clearCsrfToken = (): void => write(session, STORAGE_KEYS.csrfToken, null);

/** Both tokens gone: what logout and a failed refresh do. */
export function clearTokens(): void {
  clearAccessToken();
  clearCsrfToken();
}
