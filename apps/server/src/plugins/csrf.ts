import { createHmac } from 'node:crypto';
import { AppError } from '@wealthlog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { safeEqual } from './auth/tokens.js';

/**
 * CSRF (DESIGN "Auth"): the token is an HMAC of the session family id, so it is bound to one
 * login session, survives refresh-token rotation (other tabs keep working) and needs no storage.
 * A request must also come from our own origin: PUBLIC_URL or the request's own Host.
 */
export const CSRF_HEADER = 'x-csrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

export function csrfTokenFor(key: Uint8Array, familyId: string): string {
  return createHmac('sha256', key).update(familyId).digest('base64url');
}

/** The caller's origin from Origin, else Referer; undefined when neither is sent. */
function requestOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = req.headers.referer;
  if (typeof referer === 'string' && referer !== '') {
    try {
      return new URL(referer).origin;
    } catch {
      return 'invalid';
    }
  }
  return undefined;
}

/** true / false for a sent origin, undefined when none was sent. */
export function originAllowed(req: FastifyRequest, publicUrl: string): boolean | undefined {
  const origin = requestOrigin(req);
  if (origin === undefined) return undefined;
  if (origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false; // 'null' (sandboxed frames, privacy redirects) and garbage
  }
}

export function forbidden(req: FastifyRequest, reason: string): AppError {
  // No token value here: only why it failed, who, and from where (the request id is bound).
  req.log.warn(
    { event: 'csrf_rejected', reason, userId: req.user?.id, ip: req.ip },
    'CSRF check failed',
  );
  return new AppError('AUTH_004');
}

/** For cookie- and session-authenticated calls: a same origin AND the session's token. */
export function assertCsrf(
  req: FastifyRequest,
  key: Uint8Array,
  publicUrl: string,
  familyId: string,
): void {
  const allowed = originAllowed(req, publicUrl);
  if (allowed !== true)
    throw forbidden(req, allowed === undefined ? 'origin missing' : 'foreign origin');
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || sent === '') throw forbidden(req, 'token missing');
  if (!safeEqual(sent, csrfTokenFor(key, familyId))) throw forbidden(req, 'token mismatch');
}

/**
 * Every state-changing API call that states a foreign Origin/Referer is refused, even without a
 * session (register, login, forgot-password): a cross-site form can never drive them.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  app.addHook('onRequest', async (req) => {
    if (!isStateChanging(req.method)) return;
    if (originAllowed(req, opts.publicUrl) === false) throw forbidden(req, 'foreign origin');
  });
});
