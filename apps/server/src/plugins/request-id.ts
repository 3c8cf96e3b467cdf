import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SLOW_OPERATION_MS } from '@wealthlog/core';
import fp from 'fastify-plugin';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echo the caller's X-Request-ID when it is safe to log, otherwise make one. */
export function genReqId(req: { headers: FastifyRequest['headers'] }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Requests whose 5xx the server meant (it is leaving a balancer's pool): logged at info. */
const planned = new WeakSet<FastifyRequest>();
export const markPlanned = (req: FastifyRequest) => planned.add(req);
export const isPlanned = (req: FastifyRequest) => planned.has(req);

/**
 * X-Request-ID on every answer, and one readable line per request (Fastify's own two lines per
 * request are switched off in app.ts).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-ID', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    const line = {
      method: req.method,
      url: req.url.split('?')[0],
      status,
      ms: Math.round(reply.elapsedTime),
      userId: (req as { user?: { id?: number } }).user?.id,
      ip: req.ip,
    };
    const msg = `${req.method} ${line.url} ${status} ${line.ms}ms`;
    if (status >= 500 && !isPlanned(req)) req.log.error(line, msg);
    else if (status === 401 || status === 403 || status === 429) req.log.warn(line, msg);
    // A slow answer is worth a warning: it is what another user waits behind.
    else if (line.ms >= SLOW_OPERATION_MS) req.log.warn(line, `${msg} (slow)`);
    else req.log.info(line, msg);
  });
});
