import {
  AppError,
  revokeOthersResponseSchema,
  sessionListSchema,
  sessionParamsSchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, security, userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { listLiveFamilies, revokeLiveFamily, revokeOtherFamilies } from './session-families.js';

const tags = ['auth'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /api/auth/sessions: the signed-in user's devices, for the security page. */
export const sessionsRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  app.get(
    '/sessions',
    { schema: { tags, security, response: { 200: sessionListSchema } } },
    async (req) => {
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
  );

  app.delete(
    '/sessions/:id',
    { schema: { tags, security, params: sessionParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      const { id } = req.params;
      // A malformed id is simply not found (a uuid column would otherwise throw on the cast).
      if (!UUID.test(id) || !(await revokeLiveFamily(app.db, userId(req), id))) {
        throw new AppError('DB_004');
      }
      return noContent(reply);
    },
  );

  app.post(
    '/sessions/revoke-others',
    { schema: { tags, security, response: { 200: revokeOthersResponseSchema } } },
    async (req) => ({
      revoked: await revokeOtherFamilies(app.db, userId(req), req.authSession!.familyId),
    }),
  );
});
