import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userId } from '../../http/route-helpers.js';
import { registerCsvImport } from '../../lib/csv/csv-routes.js';
import { detectPriceCsv, importPrices } from './prices.import.js';

/** POST /import/detect and POST /import of prices; inside priceRoutes' scope. */
export const priceFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerCsvImport(app, 'prices', {
    tags: ['prices'],
    summaries: {
      detect: 'Headers, sample lines and formats of a price CSV, to propose a column mapping',
      import: 'Import closing prices from a CSV (symbol, date, close[, currency]), or preview it',
    },
    detect: detectPriceCsv,
    run: (req, fields, text) => importPrices(app.db, userId(req), fields, text),
  });
};
