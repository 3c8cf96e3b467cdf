import { Readable } from 'node:stream';
import { AppError, toFieldErrors, tradeFileImportFieldsSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { csvImportEndpoints } from '../../lib/csv/csv-endpoints.js';
import { exportTradesCsv } from './trading.export.js';
import { mergeSearchIndex } from '../../ledger/search-index.js';
import { readTradeFile, tradeFileFormatOf } from './trading.file.js';
import { detectTradeFile, importTradeFile } from './trading.file.service.js';
import { detectTradeCsv, importTrades } from './trading.import.js';

const tags = ['trading'];

/**
 * POST /import/detect and POST /import of trades (a CSV, or a Ghostfolio export or OFX investment
 * statement, told apart by content), GET /export; inside tradingRoutes' scope.
 */
export const tradingFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await csvImportEndpoints(app, {
    tags,
    keys: { detect: 'trading.import.detect', import: 'trading.import.run' },
    summaries: {
      detect:
        'Headers, sample lines and formats of a broker CSV, to propose a column mapping; or the accounts of a Ghostfolio export or OFX investment statement, each with the account remembering it',
      import:
        "Import trades from a CSV (one line a trade), or preview it with dryRun. Also takes Ghostfolio's JSON export (`{ activities: [...] }`) and OFX investment statements: form `accountId` or `accounts` (JSON { ref: accountId }) and `dryRun`; buys and sells become trades and fills, dividends, interest, fees and cash lines transactions",
    },
    detect: (text) => ({ ...detectTradeCsv(text), format: 'csv' }),
    run: (req, fields, text) => importTrades(app.db, userId(req), fields, text),
    other: {
      claims: (text) => tradeFileFormatOf(text) !== null,
      detect: async (req, text) =>
        detectTradeFile(app.db, userId(req), await readTradeFile(text, tradeFileFormatOf(text)!)),
      run: async (req, raw, text) => {
        const parsed = tradeFileImportFieldsSchema.safeParse(raw);
        if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
        const file = await readTradeFile(text, tradeFileFormatOf(text)!);
        const result = await importTradeFile(app.db, userId(req), file, parsed.data);
        // Dividends and fees are transactions: searchable once merged, after the answer (ADR 0009).
        if (!result.dryRun && result.imported > 0) {
          mergeSearchIndex(app.db).catch((err: unknown) =>
            req.log.warn({ err }, 'merging the search index after an import failed'),
          );
        }
        return result;
      },
    },
  });

  route(app, 'trading.export', {
    tags,
    summary: 'The trades of the filters as CSV, one line a trade',
    handler: async (req, reply) => {
      // As the transactions' export: the filters were validated before the first byte; a failure
      // after it is logged and cuts the connection, so the client never takes a short file for whole.
      const stream = Readable.from(exportTradesCsv(app.db, app.pool, userId(req), req.query));
      stream.on('error', (err) => {
        req.log.error({ err, requestId: req.id }, 'trade CSV export failed after it had started');
        reply.raw.destroy(err);
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="trades.csv"')
        .send(stream);
    },
  });
};
