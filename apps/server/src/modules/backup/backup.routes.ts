import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { multipartApp } from '../../http/route-options.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboard } from '../../ledger/invalidate.js';
import { recordActivity, requestOrigin } from '../../lib/activity.js';
import type { ResolvedKind } from '../../lib/backup/kind.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { receiveArchive } from './backup.receive.js';
import { type BackupDeps, backupFileName, restoreFromFile, userBackup } from './backup.service.js';

const tags = ['backup'];

/** /api/backup (API.md "Your data"). Register with `{ prefix: '/backup' }`. */
export const backupRoutes: FastifyPluginAsyncZod<{ kinds: readonly ResolvedKind[] }> =
  authenticated(async (app, { kinds }) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const deps = (): BackupDeps => ({
      db: app.db,
      pool: app.pool,
      dataDir: app.config.DATA_DIR,
      kinds,
      uploadQuotaBytes: app.config.UPLOAD_QUOTA_BYTES,
    });

    route(app, 'backup.download', {
      tags,
      summary: 'Everything the user owns as one zip: data/<kind>.json, files/, manifest.json',
      handler: async (req, reply) => {
        const user = requireUser(req);
        const { stream, plan, abort } = await userBackup(deps(), user);
        await recordActivity(
          app.db,
          { userId: user.id, event: 'backup_downloaded' },
          requestOrigin(req),
        );
        // The reader going away (a closed tab) ends the snapshot at once.
        reply.raw.on('close', () => {
          if (!stream.readableEnded) abort();
        });
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${backupFileName(user.username)}"`)
          .header('X-Backup-Estimate', String(plan.estimate))
          .header('Cache-Control', 'private, no-store')
          .send(stream);
      },
    });

    // Never by a personal API token: a leaked token must not be able to replace all of the data.
    route(multipartApp(app), 'backup.restore', {
      tags,
      tokens: 'refused',
      summary:
        'Restore a backup into the signed-in user (dryRun: the counts only; replace: over its data)',
      handler: async (req) => {
        const id = userId(req);
        const origin = requestOrigin(req);
        const { file, remove } = await receiveArchive(req, app.config.DATA_DIR);
        try {
          const out = await restoreFromFile(deps(), id, file, {
            ...req.query,
            onKind: (kind, rows, ms) => req.log.info({ kind, rows, ms }, 'restore: kind in'),
          });
          if (!out.dryRun) {
            const detail = { replace: req.query.replace === true };
            await recordActivity(app.db, { userId: id, event: 'backup_restored', detail }, origin);
            await invalidateDashboard(app, id);
            // After the answer, as after an import (ADR 0009): the search index's pending list.
            for (const k of kinds) {
              if (!out.restored[k.kind]) continue;
              k.committed?.(app.db).catch((err: unknown) =>
                req.log.warn({ err, kind: k.kind }, 'restore: work after the commit failed'),
              );
            }
          }
          return out;
        } finally {
          await remove();
        }
      },
    });
  });
