import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../../lib/activity.js';

/** Where a request came from: kept on sessions and in the activity log. */
export function clientInfo(req: FastifyRequest): RequestOrigin {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: req.ip };
}
