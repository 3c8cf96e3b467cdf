import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteScope } from '../plugins/dashboard-cache.js';

/**
 * The dashboard caches net worth per user; every posting or account change drops that user's
 * entries (an 'everyday' write only those it can change, plugins/dashboard-cache.ts). Looked up by
 * name: the cache plugin may not be registered (e.g. in a trimmed test app).
 */
export async function invalidateDashboard(
  app: FastifyInstance,
  userId: number,
  scope: WriteScope = 'all',
): Promise<void> {
  if (app.hasDecorator('dashboardCache')) await app.dashboardCache.invalidate(userId, scope);
}

/** How much a write request of a scope may change, told before the write runs (it may read the row). */
export type ScopeOf = (req: FastifyRequest, userId: number) => Promise<WriteScope>;

/**
 * Every successful write in this scope (POST, PUT, PATCH, DELETE answering 2xx) changes what the
 * dashboard shows: one hook clears the writer's cached figures before the answer leaves, so no
 * route can forget to and the client's next read is fresh. `scope` narrows what is cleared: a
 * module's every write, or one told per request before its handler runs.
 */
export function invalidateDashboardOnWrites(
  app: FastifyInstance,
  scope: WriteScope | ScopeOf = 'all',
): void {
  const told = new WeakMap<FastifyRequest, WriteScope>();
  const writer = (req: FastifyRequest) => {
    const userId = (req as { user?: { id: number } }).user?.id;
    return req.method === 'GET' || req.method === 'HEAD' ? undefined : userId;
  };
  if (typeof scope === 'function')
    app.addHook('preHandler', async (req) => {
      const userId = writer(req);
      if (userId !== undefined) told.set(req, await scope(req, userId));
    });
  app.addHook('onSend', async (req, reply) => {
    const userId = writer(req);
    if (userId === undefined || reply.statusCode < 200 || reply.statusCode >= 300) return;
    await invalidateDashboard(app, userId, typeof scope === 'string' ? scope : told.get(req));
  });
}
