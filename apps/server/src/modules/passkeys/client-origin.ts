import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../../lib/activity.js';

/**
 * Where a request came from, for the activity log: the same two facts as auth's clientInfo
 * (modules do not import one another, and this is too small to lend as a service).
 */
export function requestOrigin(req: FastifyRequest): RequestOrigin {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: req.ip };
}
