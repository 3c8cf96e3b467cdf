import { Readable } from 'node:stream';
import { AppError, statementImportFieldsSchema, toFieldErrors } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { csvImportEndpoints } from '../../lib/csv/csv-endpoints.js';
import { exportCsv } from './export.js';
import { detectCsv, importCsv } from './import.service.js';
import { mergeSearchIndex } from './import.staging.js';
import { readStatementFile, statementFormatOf } from './statement.file.js';
import { detectStatement, importStatement } from './statement.service.js';

const tags = ['transactions'];

/** A CSV's data lines, as a person counts them in an editor (the header and a last blank aside). */
function linesOf(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n += 1;
  return Math.max(0, n - (text.endsWith('\n') ? 1 : 0));
}

/**
 * POST /import and POST /import/detect (a CSV, or a statement file: OFX/QFX, QIF, CAMT.053, told
 * apart by content), GET /export; inside transactionRoutes' scope.
 */
export const transactionFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await csvImportEndpoints(app, {
    tags,
    keys: { detect: 'transactions.import.detect', import: 'transactions.import.run' },
    detect: (text) => ({ ...detectCsv(text), format: 'csv', accounts: [], lines: linesOf(text) }),
    run: async (req, fields, text) =>
      merged(req, await importCsv(app.db, userId(req), fields, text)),
    other: {
      claims: (text) => statementFormatOf(text) !== null,
      detect: async (req, text) => {
        const file = await readStatementFile(text, statementFormatOf(text)!);
        return detectStatement(app.db, userId(req), file.statement, file.dates);
      },
      run: async (req, raw, text) => {
        const parsed = statementImportFieldsSchema.safeParse(raw);
        if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
        const file = await readStatementFile(text, statementFormatOf(text)!, parsed.data.dateOrder);
        return merged(req, await importStatement(app.db, userId(req), file.statement, parsed.data));
      },
    },
  });

  /** After the answer: the user waits for their rows, not for the search index (ADR 0009). */
  function merged<R extends { dryRun: boolean; imported: number }>(req: FastifyRequest, result: R) {
    if (!result.dryRun && result.imported > 0) {
      mergeSearchIndex(app.db).catch((err: unknown) =>
        req.log.warn({ err }, 'merging the search index after an import failed'),
      );
    }
    return result;
  }

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
