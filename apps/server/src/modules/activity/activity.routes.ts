import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { adminOnly, authenticated } from '../../plugins/auth.js';
import { listAllActivity, listOwnActivity } from './activity.repository.js';

const tags = ['auth'];

/** GET /api/auth/activity: the signed-in user's own log. Register with `{ prefix: '/auth' }`. */
export const activityRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'activity.list', {
    tags,
    handler: async (req) => listOwnActivity(app.db, userId(req), req.query),
  });
});

/** GET /api/admin/activity: everyone's, ADMIN only. Register with `{ prefix: '/admin' }`. */
export const adminActivityRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  route(app, 'admin.activity.list', {
    tags: ['admin'],
    handler: async (req) => listAllActivity(app.db, req.query),
  });
});
