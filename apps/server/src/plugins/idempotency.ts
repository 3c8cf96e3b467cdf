import { createHmac } from 'node:crypto';
import { AppError, AUTH_MESSAGES } from '@wealthlog/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema/index.js';
import { authKeys } from './auth/tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this POST ignores Idempotency-Key (answers holding secrets, e.g. login tokens). */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { scope: string; key: string };
  }
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP = sql`interval '24 hours'`;
// A row still "in progress" after this long belongs to a request that died; the key is free again.
const ABANDONED = sql`interval '1 minute'`;

/** The key space of a signed-in user's answers (also what their account deletion removes). */
export const userScope = (userId: number): string => `user:${userId}`;

/** JSON with sorted keys, so {a,b} and {b,a} are the same request. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Keyed (HMAC), not a bare sha-256: bodies may hold passwords (register, change-password), and a
 * bare hash in the table could be brute-forced offline by whoever reads the database.
 */
function requestHash(key: Uint8Array, req: FastifyRequest): string {
  return createHmac('sha256', key)
    .update(`${req.method} ${req.url}\n${stableJson(req.body)}`)
    .digest('hex');
}

/**
 * API.md: `Idempotency-Key` on POST. The first answer (2xx only: a failed request changed
 * nothing, so it may simply run again) is kept 24 h in PostgreSQL and replayed for a repeat with
 * the same key and body by the same user (or, signed out, the same IP); another body → 422
 * BUS_004; a repeat while the first is still running → 409 BUS_004.
 *
 * The check is appended to each POST route's own preHandlers, so it runs after `authenticate`
 * (the scope is the verified user, and a replay never skips the CSRF check). Register this plugin
 * before the routes.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db;
  const key = authKeys(app.config.JWT_SECRET).idempotency;

  const check: preHandlerAsyncHookHandler = async function (
    req: FastifyRequest,
    reply: FastifyReply,
  ) {
    const sent = req.headers['idempotency-key'];
    if (sent === undefined) return;
    if (typeof sent !== 'string' || !KEY_PATTERN.test(sent)) {
      throw new AppError('VAL_003', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    const scope = req.user ? userScope(req.user.id) : `ip:${req.ip}`;
    const hash = requestHash(key, req);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key: sent, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          requestHash: hash,
          status: null,
          contentType: null,
          body: null,
          createdAt: sql`now()`,
        },
        setWhere: sql`${idempotencyKeys.createdAt} < now() - ${KEEP}
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED})`,
      })
      .returning({ scope: idempotencyKeys.scope });
    if (claimed.length > 0) {
      req.idempotency = { scope, key: sent };
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, sent)));
    if (!first)
      throw new AppError('BUS_004', AUTH_MESSAGES.idempotencyInProgress, {
        status: 409,
        reason: 'idempotencyInProgress',
      });
    if (first.requestHash !== hash)
      throw new AppError('BUS_004', AUTH_MESSAGES.idempotencyKeyReused, {
        reason: 'idempotencyKeyReused',
      });
    if (first.status === null)
      throw new AppError('BUS_004', AUTH_MESSAGES.idempotencyInProgress, {
        status: 409,
        reason: 'idempotencyInProgress',
      });
    reply.header('Idempotent-Replayed', 'true');
    if (first.contentType) reply.type(first.contentType);
    return reply.code(first.status).send(Buffer.from(first.body ?? ''));
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || route.config?.idempotency === false) return;
    const own = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [...own, check];
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const owned = req.idempotency;
    if (!owned) return payload;
    req.idempotency = undefined;
    const where = and(eq(idempotencyKeys.scope, owned.scope), eq(idempotencyKeys.key, owned.key));
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : null;
    if (ok && body !== null) {
      const contentType = reply.getHeader('content-type');
      await db
        .update(idempotencyKeys)
        .set({
          status: reply.statusCode,
          body,
          contentType: typeof contentType === 'string' ? contentType : null,
        })
        .where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });

  // Keys are kept 24 h: sweep the older ones every hour (the index on created_at keeps it cheap).
  const sweep = () =>
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`))
      .catch((err: unknown) => app.log.warn({ err }, 'Idempotency sweep failed'));
  const timer = setInterval(() => void sweep(), 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
