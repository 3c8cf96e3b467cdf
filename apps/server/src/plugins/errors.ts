import {
  AppError,
  CONTROL_CHARACTERS_SUFFIX,
  type ErrorCode,
  type FieldErrors,
  statusCategory,
  toFieldErrors,
} from '@wealthlog/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/client.js';
import { isPlanned, markPlanned } from './request-id.js';

/** What fastify-type-provider-zod puts in `validation[]`: the zod issue's code as `keyword`, its
 * path as `instancePath`, its other fields (e.g. `keys` of unrecognized_keys) in `params`. */
interface ValidationItem {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Rebuilds the zod issues so core's `toFieldErrors` (the one mapping) can read them. */
export function fieldErrorsFromValidation(validation: ValidationItem[]): FieldErrors {
  const issues = validation.map((v) => ({
    ...v.params,
    code: v.keyword,
    message: v.message ?? 'is invalid',
    path: (v.instancePath ?? '').split('/').filter(Boolean),
  }));
  return toFieldErrors({ issues } as unknown as Parameters<typeof toFieldErrors>[0]);
}

const MULTIPART_BROKEN =
  /^(Multipart: |Unexpected end of (form|multipart data)|Malformed (part )?header|Boundary not found|Malformed)/i;

/** Turns any thrown value into an AppError; unknown errors become SYS_001 (logged in full). */
export function toAppError(err: unknown): AppError {
  if (AppError.isAppError(err)) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = fieldErrorsFromValidation(err.validation);
    const messages = Object.values(errors).flat();
    const control = (m: string) => m.endsWith(CONTROL_CHARACTERS_SUFFIX);
    if ((err as { validationContext?: string }).validationContext === 'params') {
      // A path holding U+0000 or another control character is bad input, said as such (core's
      // path primitives report it first); any other path value that cannot exist (0, 2^31, '+1',
      // 'abc') is a missing resource, like any other.
      const bad = messages.find(control);
      return bad ? new AppError('VAL_003', bad, { errors }) : AppError.notFound();
    }
    // Only characters the database cannot hold (U+0000, controls): VAL_003, the field named.
    if (messages.length > 0 && messages.every(control)) {
      return new AppError('VAL_003', messages[0], { errors });
    }
    return AppError.validation(errors);
  }
  if (isConnectionError(err)) return new AppError('SYS_002', undefined, { cause: err });
  const fe = err as Partial<FastifyError>;
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VAL_003', 'Malformed JSON body', { cause: err });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('VAL_001', 'Request body is too large', { status: 413, cause: err });
    case 'FST_ERR_BAD_URL':
      return new AppError('VAL_003', 'Malformed URL', { cause: err });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('VAL_003', 'Unsupported content type', { status: 415, cause: err });
    default:
      break;
  }
  // busboy (under @fastify/multipart) throws plain errors for a body that is not the multipart
  // its header promised: no boundary, no closing boundary, a malformed part.
  if (err instanceof Error && !fe.statusCode && MULTIPART_BROKEN.test(err.message)) {
    return new AppError('VAL_003', 'Malformed multipart body', { cause: err });
  }
  if (err instanceof SyntaxError && fe.statusCode === 400) {
    return new AppError('VAL_003', 'Malformed JSON body', { cause: err });
  }
  const status = fe.statusCode;
  // A path parameter over the router's limit: the answer must not echo the whole URL back.
  if (status === 414) return new AppError('VAL_003', 'URI too long', { status: 414, cause: err });
  if (status && status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 404
        ? 'DB_004'
        : status === 429
          ? 'RATE_001'
          : status === 401
            ? 'AUTH_003'
            : 'VAL_001';
    // The framework or a plugin chose the status (406 of a multipart body, say): passed on as is.
    return new AppError(code, status === 404 || status === 429 ? undefined : fe.message, {
      status,
      relayed: true,
      cause: err,
    });
  }
  return new AppError('SYS_001', undefined, { cause: err });
}

export function sendError(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  const appError = toAppError(err);
  if (appError.status >= 500 && !isPlanned(req)) {
    req.log.error({ err: appError.cause ?? appError, code: appError.code }, 'request failed');
  }
  if (appError.headers) reply.headers(appError.headers);
  // Set here too: errors raised before the request-id hook (bad URL) must carry it as well.
  reply.header('X-Request-ID', req.id);
  if (appError.status === 503) reply.header('Retry-After', '5');
  // 5xx bodies never carry internals: the catalogue text only.
  const body = appError.toEnvelope(req.id);
  if (statusCategory(appError.status) === 'server' && appError.code === 'SYS_001') {
    body.message = 'Server error occurred';
  }
  return reply.status(appError.status).type('application/json; charset=utf-8').send(body);
}

/**
 * 503 SYS_002 from an instance that is leaving (draining for a load balancer, or shutting down):
 * an answer it means to give, so logged at info, never as an error.
 */
export function sendLeaving(req: FastifyRequest, reply: FastifyReply) {
  markPlanned(req);
  return sendError(req, reply, new AppError('SYS_002', 'The server is shutting down'));
}

/** The one error handler (DESIGN rule 2). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err, req, reply) => sendError(req, reply, err));
});

/** Unknown routes under /api answer the 404 envelope. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return sendError(req, reply, new AppError('DB_004'));
}
