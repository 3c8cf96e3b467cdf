import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userId } from '../../http/route-helpers.js';
import { csvImportEndpoints } from '../../lib/csv/csv-endpoints.js';
import { detectPriceCsv, importPrices } from './prices.import.js';

/** POST /import/detect and POST /import of prices; inside priceRoutes' scope. */
export const priceFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await csvImportEndpoints(app, {
    tags: ['prices'],
    keys: { detect: 'prices.import.detect', import: 'prices.import.run' },
    summaries: {
      detect: 'Headers, sample lines and formats of a price CSV, to propose a column mapping',
      import: 'Import closing prices from a CSV (symbol, date, close[, currency]), or preview it',
    },
    detect: detectPriceCsv,
    run: (req, fields, text) => importPrices(app.db, userId(req), fields, text),
  });
};
