import type { Services } from '../../areas/services.js';
import { route } from '../../http/endpoint-route.js';
import { noContent, userId } from '../../http/route-helpers.js';
import { recordActivity, requestOrigin } from '../../lib/activity.js';
import { adminOnly } from '../../plugins/auth.js';
import { listRoles } from './admin.repository.js';
import * as admin from './admin.service.js';

const tags = ['admin'];

/** What the user deletion borrows from other areas (areas/services.ts). */
export interface AdminRoutesOptions {
  deleteUser: Services['deleteUser'];
}

/** /api/admin (API.md "Admin"): ADMIN only, others 403 AUTH_004. Register with `{ prefix: '/admin' }`. */
export const adminRoutes = adminOnly<AdminRoutesOptions>(async (app, opts) => {
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
          requestOrigin(req),
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
        user: await admin.setActive(
          app.db,
          userId(req),
          req.params.id,
          active,
          req.log,
          requestOrigin(req),
        ),
      }),
    });
  }

  // The admin's own password and the user's name typed (API.md "Your data"); the deletion itself
  // is the auth area's, the very code a user's own DELETE /api/auth/me runs.
  route(app, 'admin.users.delete', {
    tags,
    summary:
      'Delete a user and all their data: `password` is the admin’s own, `confirm` the user’s ' +
      'username; not oneself (DELETE /api/auth/me)',
    handler: async (req, reply) => {
      admin.assertNotSelf(userId(req), req.params.id);
      const ctx = { app };
      await opts.deleteUser(ctx, userId(req), req.params.id, req.body);
      // The user's own rows went with them (the log cascades): this one names them in its detail
      // (`confirm` is their username, checked by the deletion) and stays with the admin's name.
      await recordActivity(
        app.db,
        {
          userId: null,
          event: 'admin_user_deleted',
          actorId: userId(req),
          detail: { userId: req.params.id, username: req.body.confirm },
        },
        requestOrigin(req),
      );
      return noContent(reply);
    },
  });

  // With error texts (the public /api/health hides them); always a fresh run.
  route(app, 'admin.health.get', { tags, handler: async () => app.health.run() });
});
