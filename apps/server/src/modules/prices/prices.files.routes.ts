import multipart from '@fastify/multipart';
import {
  AppError,
  importDetectResultSchema,
  priceImportFieldsSchema,
  priceImportResultSchema,
  toFieldErrors,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCsvForm } from '../../lib/csv/csv-form.js';
import { requireUser } from '../../plugins/auth.js';
import { detectPriceCsv, importPrices } from './prices.import.js';

const tags = ['prices'];
const security = [{ bearer: [] }];
const consumes = ['multipart/form-data'];

/** POST /import/detect and POST /import of prices; inside priceRoutes' scope. */
export const priceFileRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  // The body is a stream the idempotency hash cannot see; a retried import replaces the same days.
  const config = { idempotency: false };

  app.post(
    '/import/detect',
    {
      config,
      schema: {
        tags,
        security,
        consumes,
        summary: 'Headers, sample lines and formats of a price CSV, to propose a column mapping',
        response: { 200: importDetectResultSchema },
      },
    },
    async (req) => detectPriceCsv((await readCsvForm(req)).text),
  );

  app.post(
    '/import',
    {
      config,
      schema: {
        tags,
        security,
        consumes,
        summary:
          'Import closing prices from a CSV (symbol, date, close[, currency]), or preview it',
        response: { 200: priceImportResultSchema },
      },
    },
    async (req) => {
      const { fields, text } = await readCsvForm(req);
      const parsed = priceImportFieldsSchema.safeParse(fields);
      if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
      return importPrices(app.db, requireUser(req).id, parsed.data, text);
    },
  );
};
