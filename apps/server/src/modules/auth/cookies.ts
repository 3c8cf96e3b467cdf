import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from './sessions.js';

export const REFRESH_COOKIE = 'refresh_token';
export const OIDC_STATE_COOKIE = 'oidc_state';
/**
 * After Google sign-in the browser lands on /auth/callback with only the (HttpOnly) refresh
 * cookie; the page reads the session's CSRF token from this short-lived cookie, stores it in
 * sessionStorage, deletes the cookie and calls POST /api/auth/refresh. (Not a secret from the page
 * itself: it is the value login and refresh return in JSON.)
 */
export const CSRF_HANDOFF_COOKIE = 'csrf_token';
export const OIDC_STATE_TTL_SECONDS = 600;

const secure = (publicUrl: string) => publicUrl.startsWith('https:');

/** DESIGN "Auth": HttpOnly, SameSite=Strict, Secure over TLS, path /api/auth, 30 days. */
export function refreshCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(publicUrl),
    path: '/api/auth',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  };
}

export function setRefreshCookie(reply: FastifyReply, publicUrl: string, token: string) {
  reply.setCookie(REFRESH_COOKIE, token, refreshCookieOptions(publicUrl));
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string) {
  const { maxAge: _, ...opts } = refreshCookieOptions(publicUrl);
  reply.clearCookie(REFRESH_COOKIE, opts);
}

/**
 * The OIDC state cookie must come back on the provider's cross-site redirect to our callback, so
 * it is SameSite=Lax (Strict would not be sent); it is signed, HttpOnly and lives 10 minutes.
 */
export function oidcStateCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(publicUrl),
    path: '/api/auth/google',
    maxAge: OIDC_STATE_TTL_SECONDS,
  };
}

export function csrfHandoffCookieOptions(publicUrl: string): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'strict', secure: secure(publicUrl), path: '/', maxAge: 120 };
}
