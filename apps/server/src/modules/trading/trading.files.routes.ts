import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { csvImportEndpoints } from '../../lib/csv/csv-endpoints.js';
import { exportTradesCsv } from './trading.export.js';
import { detectTradeCsv, importTrades } from './trading.import.js';

const tags = ['trading'];

/** POST /import/detect, POST /import, GET /export of trades; inside tradingRoutes' scope. */
export const tradingFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await csvImportEndpoints(app, {
    tags,
    keys: { detect: 'trading.import.detect', import: 'trading.import.run' },
    summaries: {
      detect: 'Headers, sample lines and formats of a broker CSV, to propose a column mapping',
      import: 'Import trades from a CSV (one line a trade), or preview it with dryRun',
    },
    detect: (text) => ({ ...detectTradeCsv(text), format: 'csv' }),
    run: (req, fields, text) => importTrades(app.db, userId(req), fields, text),
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
