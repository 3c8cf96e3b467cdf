import multipart from '@fastify/multipart';
import { ADMIN_ROLE, AppError, MAX_UPLOAD_BYTES } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { multipartApp } from '../../http/route-options.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { EcbParseError, parseEcbFile } from './ecb-csv.js';
import { insertRates, listRates, upsertOwnRate } from './fx.repository.js';

const tags = ['fx'];

/** /api/fx (API.md "Exchange rates"). Register with `{ prefix: '/fx' }`. */
export const fxRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Another module may already have registered the parser in a parent scope.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  route(app, 'fx.rates.list', {
    tags,
    summary: 'Own and shared rates ("1 base = rate quote"), newest first; own ones win per day',
    handler: async (req) => listRates(app.db, userId(req), req.query),
  });

  route(app, 'fx.rates.create', {
    tags,
    summary: 'Adds (or replaces) one of the signed-in user’s own rates',
    handler: async (req, reply) => {
      const uid = userId(req);
      const rate = await upsertOwnRate(app.db, uid, req.body);
      await app.dashboardCache?.invalidate(uid);
      return reply.code(201).send(rate);
    },
  });

  // multipartApp: the form's content type in the document, no idempotency check (the body is a
  // stream its hash cannot see); an import repeated is harmless, its rates are skipped.
  route(multipartApp(app), 'fx.rates.import', {
    tags,
    summary: 'Imports a file in the ECB layout; an admin’s import is shared, a user’s their own',
    handler: async (req) => {
      const user = requireUser(req);
      if (!req.isMultipart()) throw new AppError('VAL_002', 'file is required');
      const part = await req.file({
        limits: { fileSize: MAX_UPLOAD_BYTES - 1, files: 1, fields: 10, parts: 11 },
        throwFileSizeLimit: false,
      });
      if (!part) throw new AppError('VAL_002', 'file is required');
      const buffer = await part.toBuffer();
      if (part.file.truncated) {
        throw new AppError('VAL_001', 'File size must be less than 10MB', { status: 413 });
      }
      let rates;
      try {
        rates = parseEcbFile(buffer.toString('utf8'));
      } catch (err) {
        if (err instanceof EcbParseError) throw new AppError('VAL_003', err.message);
        throw err;
      }
      const shared = user.roles.includes(ADMIN_ROLE);
      const result = await insertRates(app.db, shared ? null : user.id, 'import', rates);
      if (result.imported > 0) {
        await (shared
          ? app.dashboardCache?.invalidateAll()
          : app.dashboardCache?.invalidate(user.id));
      }
      return result;
    },
  });
});
