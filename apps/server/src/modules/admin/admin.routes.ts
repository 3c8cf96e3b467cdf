import {
  addRoleBodySchema,
  adminUserPageSchema,
  adminUserResponseSchema,
  healthResultSchema,
  idParamsSchema,
  removeRoleBodySchema,
  roleSchema,
  userListQuerySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { security, userId } from '../../http/route-helpers.js';
import { adminOnly } from '../../plugins/auth.js';
import { listRoles } from './admin.repository.js';
import * as admin from './admin.service.js';

const tags = ['admin'];
const userAnswer = { 200: adminUserResponseSchema };

/** /api/admin (API.md "Admin"): ADMIN only, others 403 AUTH_004. Register with `{ prefix: '/admin' }`. */
export const adminRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  app.get(
    '/roles',
    { schema: { tags, security, response: { 200: z.array(roleSchema) } } },
    async () =>
      (await listRoles(app.db)).map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
      })),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        querystring: userListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (req) => admin.searchUsers(app.db, req.query),
  );

  for (const [path, action, body] of [
    ['/users/:id/addRole', 'add', addRoleBodySchema],
    ['/users/:id/removeRole', 'remove', removeRoleBodySchema],
  ] as const) {
    app.post(
      path,
      { schema: { tags, security, params: idParamsSchema, body, response: userAnswer } },
      async (req) => ({
        user: await admin.changeRole(
          app.db,
          userId(req),
          req.params.id,
          req.body.roleId,
          action,
          req.log,
        ),
      }),
    );
  }

  for (const [path, active] of [
    ['/users/:id/deactivate', false],
    ['/users/:id/reactivate', true],
  ] as const) {
    app.post(
      path,
      { schema: { tags, security, params: idParamsSchema, response: userAnswer } },
      async (req) => ({
        user: await admin.setActive(app.db, userId(req), req.params.id, active, req.log),
      }),
    );
  }

  // With error texts (the public /api/health hides them); always a fresh run.
  app.get(
    '/health',
    { schema: { tags, security, response: { 200: healthResultSchema } } },
    async () => app.health.run(),
  );
});
