import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { csvImportEndpoints } from '../../lib/csv/csv-endpoints.js';
import { exportCsv } from './export.js';
import { detectCsv, importCsv } from './import.service.js';
import { mergeSearchIndex } from './import.staging.js';

const tags = ['transactions'];

/** POST /import, POST /import/detect, GET /export; inside transactionRoutes' scope. */
export const transactionFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await csvImportEndpoints(app, {
    tags,
    keys: { detect: 'transactions.import.detect', import: 'transactions.import.run' },
    detect: detectCsv,
    run: async (req, fields, text) => {
      const result = await importCsv(app.db, userId(req), fields, text);
      if (!result.dryRun && result.imported > 0) {
        // After the answer: the user waits for their rows, not for the search index (ADR 0009).
        mergeSearchIndex(app.db).catch((err: unknown) =>
          req.log.warn({ err }, 'merging the search index after an import failed'),
        );
      }
      return result;
    },
  });

  route(app, 'transactions.export', {
    tags,
    handler: async (req, reply) => {
      // The filters were validated before the first byte (querystring schema). A failure after it
      // cannot change the status any more: it is logged with the request id, and the connection
      // is cut before the closing chunk, so the client sees an incomplete answer, not a short file.
      const stream = Readable.from(exportCsv(app.db, userId(req), req.query));
      stream.on('error', (err) => {
        req.log.error({ err, requestId: req.id }, 'CSV export failed after it had started');
        reply.raw.destroy(err);
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="transactions.csv"')
        .send(stream);
    },
  });
};
