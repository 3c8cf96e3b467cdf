import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, type UploadCategory } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { multipartApp, withRouteOptions } from '../../http/route-options.js';
import { userId } from '../../http/route-helpers.js';
import { authenticated } from '../../plugins/auth.js';
import { contentDisposition, openUpload } from './uploads.files.js';
import { missingFile, storeUpload, type UploadDeps } from './uploads.service.js';

const tags = ['uploads'];

/** /api/upload (API.md "Uploads"). Register with `{ prefix: '/upload' }`. */
export const uploadRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Another module may already have registered the parser in a parent scope.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const deps = (req: FastifyRequest): UploadDeps => ({
    db: app.db,
    dataDir: app.config.DATA_DIR,
    quotaBytes: app.config.UPLOAD_QUOTA_BYTES,
    log: req.log,
  });

  const receive = async (req: FastifyRequest, category: UploadCategory) => {
    if (!req.isMultipart()) throw missingFile();
    const part = await req.file({
      // "Less than 10MB": busboy allows exactly fileSize bytes, so one byte less; a larger file
      // is cut there (`truncated`) instead of being read into memory or onto disk.
      limits: { fileSize: MAX_UPLOAD_BYTES - 1, files: 1, fields: 10, parts: 11 },
      throwFileSizeLimit: false,
    });
    if (!part) throw missingFile();
    return storeUpload(deps(req), userId(req), category, part);
  };

  // Multipart forms: no idempotency check (a retried upload simply stores a copy).
  const forms = multipartApp(app);
  route(forms, 'uploads.documents.create', {
    tags,
    handler: async (req, reply) => reply.code(201).send(await receive(req, 'documents')),
  });
  route(forms, 'uploads.images.create', {
    tags,
    handler: async (req, reply) => reply.code(201).send(await receive(req, req.params.kind)),
  });

  const files = withRouteOptions(app, {
    // Route hooks run after the app-wide one that sets plain `no-store` on API answers.
    onSend: async (_req, reply, payload) => {
      if (reply.statusCode === 200) reply.header('Cache-Control', 'private, no-store');
      return payload;
    },
  });
  route(files, 'uploads.files.get', {
    tags,
    handler: async (req, reply) => {
      const { row, stream } = await openUpload(app.db, app.pool, userId(req), req.params.id);
      return reply
        .type(row.mimeType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(row))
        .header('Content-Length', String(row.size))
        .send(stream);
    },
  });
});
