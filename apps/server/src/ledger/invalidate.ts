import type { FastifyInstance } from 'fastify';

/**
 * The dashboard caches net worth per user; every posting or account change drops that user's
 * entry. Looked up by name: the cache plugin may not be registered (e.g. in a trimmed test app).
 */
export async function invalidateDashboard(app: FastifyInstance, userId: number): Promise<void> {
  if (app.hasDecorator('dashboardCache')) await app.dashboardCache.invalidate(userId);
}

/**
 * Every successful write in this scope (POST, PUT, PATCH, DELETE answering 2xx) changes what the
 * dashboard shows: one hook clears the writer's cached figures before the answer leaves, so no
 * route can forget to and the client's next read is fresh.
 */
export function invalidateDashboardOnWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    const userId = (req as { user?: { id: number } }).user?.id;
    if (req.method === 'GET' || req.method === 'HEAD' || userId === undefined) return;
    if (reply.statusCode >= 200 && reply.statusCode < 300) await invalidateDashboard(app, userId);
  });
}
