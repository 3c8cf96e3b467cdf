import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataPaths } from '../../data-dir.js';
import { route } from '../../http/endpoint-route.js';
import { adminOnly } from '../../plugins/auth.js';
import { listBackups } from './backup.nightly.js';

/** GET /api/admin/backups: the nightly backups in DATA_DIR/backups. Register with `{ prefix: '/admin' }`. */
export const backupAdminRoutes: FastifyPluginAsyncZod = adminOnly(async (app) => {
  route(app, 'admin.backups.list', {
    tags: ['admin', 'backup'],
    summary: 'The nightly backups, newest first, with their size and whether they are complete',
    handler: async () => listBackups(dataPaths(app.config.DATA_DIR).backups),
  });
});
