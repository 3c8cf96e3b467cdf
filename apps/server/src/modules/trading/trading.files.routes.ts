import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  AppError,
  importDetectResultSchema,
  toFieldErrors,
  tradeFilterSchema,
  tradeImportFieldsSchema,
  tradeImportResultSchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readCsvForm } from '../../lib/csv/csv-form.js';
import { requireUser } from '../../plugins/auth.js';
import { exportTradesCsv } from './trading.export.js';
import { detectTradeCsv, importTrades } from './trading.import.js';

const tags = ['trading'];
const security = [{ bearer: [] }];
const consumes = ['multipart/form-data'];

/** POST /import/detect, POST /import, GET /export of trades (issue 13); inside tradingRoutes' scope. */
export const tradingFileRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  // The body is a stream the idempotency hash cannot see; a retried import finds its duplicates.
  const config = { idempotency: false };

  app.post(
    '/import/detect',
    {
      config,
      schema: {
        tags,
        security,
        consumes,
        summary: 'Headers, sample lines and formats of a broker CSV, to propose a column mapping',
        response: { 200: importDetectResultSchema },
      },
    },
    async (req) => detectTradeCsv((await readCsvForm(req)).text),
  );

  app.post(
    '/import',
    {
      config,
      schema: {
        tags,
        security,
        consumes,
        summary: 'Import trades from a CSV (one line a trade), or preview it with dryRun',
        response: { 200: tradeImportResultSchema },
      },
    },
    async (req) => {
      const { fields, text } = await readCsvForm(req);
      const parsed = tradeImportFieldsSchema.safeParse(fields);
      if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
      return importTrades(app.db, requireUser(req).id, parsed.data, text);
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'The trades of the filters as CSV, one line a trade',
        querystring: tradeFilterSchema,
        response: { 200: z.unknown().meta({ description: 'text/csv of the current filter' }) },
      },
    },
    async (req, reply) => {
      // As the transactions' export: the filters were validated before the first byte; a failure
      // after it is logged and cuts the connection, so the client never takes a short file for whole.
      const stream = Readable.from(
        exportTradesCsv(app.db, app.pool, requireUser(req).id, req.query),
      );
      stream.on('error', (err) => {
        req.log.error({ err, requestId: req.id }, 'trade CSV export failed after it had started');
        reply.raw.destroy(err);
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="trades.csv"')
        .send(stream);
    },
  );
};
