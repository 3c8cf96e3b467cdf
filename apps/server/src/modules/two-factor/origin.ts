import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../../lib/activity.js';

/** Where a request came from, for the activity log (the same fields auth's clientInfo keeps). */
export function clientOrigin(req: FastifyRequest): RequestOrigin {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: req.ip };
}
