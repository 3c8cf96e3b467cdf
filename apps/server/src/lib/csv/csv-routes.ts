import multipart from '@fastify/multipart';
import {
  AppError,
  type ImportDetectResult,
  importDetectResultSchema,
  toFieldErrors,
} from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { readCsvForm } from './csv-form.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One area's CSV import: its tag, its fields and answer schemas, and the work itself. */
export interface CsvImportRoutes<S extends z.ZodType> {
  tags: string[];
  summaries?: { detect: string; import: string };
  detect: (text: string) => ImportDetectResult;
  fields: S;
  result: z.ZodType;
  run: (req: FastifyRequest, fields: z.infer<S>, text: string) => Promise<unknown>;
}

/**
 * POST /import/detect and POST /import as every area that imports a CSV has them (transactions,
 * trades, prices): a multipart form read by readCsvForm, its text fields judged by the area's
 * schema (400 VAL_001 in the envelope), the answer by its response schema. Registered inside the
 * area's scope.
 */
export async function registerCsvImport<S extends z.ZodType>(
  app: App,
  area: CsvImportRoutes<S>,
): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const common = {
    tags: area.tags,
    security: [{ bearer: [] }],
    consumes: ['multipart/form-data'],
  };
  // The body is a stream the idempotency hash cannot see; a retried import finds its duplicates.
  const config = { idempotency: false };
  app.post(
    '/import/detect',
    {
      config,
      schema: {
        ...common,
        ...(area.summaries ? { summary: area.summaries.detect } : {}),
        response: { 200: importDetectResultSchema },
      },
    },
    async (req) => area.detect((await readCsvForm(req)).text),
  );
  app.post(
    '/import',
    {
      config,
      schema: {
        ...common,
        ...(area.summaries ? { summary: area.summaries.import } : {}),
        response: { 200: area.result },
      },
    },
    async (req) => {
      const { fields, text } = await readCsvForm(req);
      const parsed = area.fields.safeParse(fields);
      if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
      return area.run(req, parsed.data, text);
    },
  );
}
