import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { adminOnly } from '../../plugins/auth.js';
import { listRoles } from './admin.repository.js';
import * as admin from './admin.service.js';

const tags = ['admin'];

/** /api/admin (API.md "Admin"): ADMIN only, others 403 AUTH_004. Register with `{ prefix: '/admin' }`. */
export const adminRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  route(app, 'admin.roles.list', {
    tags,
    handler: async () =>
      (await listRoles(app.db)).map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
      })),
  });

  route(app, 'admin.users.list', {
    tags,
    handler: async (req) => admin.searchUsers(app.db, req.query),
  });

  for (const [key, action] of [
    ['admin.users.addRole', 'add'],
    ['admin.users.removeRole', 'remove'],
  ] as const) {
    route(app, key, {
      tags,
      handler: async (req) => ({
        user: await admin.changeRole(
          app.db,
          userId(req),
          req.params.id,
          req.body.roleId,
          action,
          req.log,
        ),
      }),
    });
  }

  for (const [key, active] of [
    ['admin.users.deactivate', false],
    ['admin.users.reactivate', true],
  ] as const) {
    route(app, key, {
      tags,
      handler: async (req) => ({
        user: await admin.setActive(app.db, userId(req), req.params.id, active, req.log),
      }),
    });
  }

  // With error texts (the public /api/health hides them); always a fresh run.
  route(app, 'admin.health.get', { tags, handler: async () => app.health.run() });
});
