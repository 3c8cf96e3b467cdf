import { AppError } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { listLiveFamilies, revokeLiveFamily, revokeOtherFamilies } from './session-families.js';

const tags = ['auth'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /api/auth/sessions: the signed-in user's devices, for the security page. */
export const sessionsRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  route(app, 'auth.sessions.list', {
    tags,
    handler: async (req) => {
      const current = req.authSession!.familyId;
      const families = await listLiveFamilies(app.db, userId(req));
      return families.map((f) => ({
        id: f.familyId,
        userAgent: f.userAgent,
        ip: f.ip,
        createdAt: f.signedInAt.toISOString(),
        lastUsedAt: f.lastUsedAt.toISOString(),
        current: f.familyId === current,
      }));
    },
  });

  deleteEndpoint(app, 'auth.sessions.delete', {
    tags,
    remove: async (db, user, { id }) => {
      // A malformed id is simply not found (a uuid column would otherwise throw on the cast).
      if (!UUID.test(id) || !(await revokeLiveFamily(db, user, id))) throw new AppError('DB_004');
    },
  });

  route(app, 'auth.sessions.revokeOthers', {
    tags,
    handler: async (req) => ({
      revoked: await revokeOtherFamilies(app.db, userId(req), req.authSession!.familyId),
    }),
  });
});
