import multipart from '@fastify/multipart';
import { AppError, endpoints, type ImportDetectResult, toFieldErrors } from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteApp } from '../../http/crud-routes.js';
import { uploadEndpoint } from '../../http/upload-endpoint.js';
import { readCsvForm } from './csv-form.js';

/** The areas whose map has `<area>.import.detect` and `<area>.import.run`. */
export type CsvArea = 'transactions' | 'trading' | 'prices';
type RunKey<A extends CsvArea> = `${A}.import.run`;
type Run<A extends CsvArea> = (typeof endpoints)[RunKey<A>];

/** One area's CSV import: its tag and summaries, and the work itself. */
export interface CsvImportRoutes<A extends CsvArea> {
  tags: string[];
  summaries?: { detect: string; import: string };
  detect: (text: string) => ImportDetectResult;
  /** The form's text fields, as the map's `form` schema parsed them. */
  run: (
    req: FastifyRequest,
    fields: z.output<Run<A>['form']>,
    text: string,
  ) => Promise<z.input<Run<A>['response'][200]>>;
}

/**
 * POST /import/detect and POST /import as every area that imports a CSV has them (transactions,
 * trades, prices), declared from the map's `<area>.import.*`: a multipart form read by
 * readCsvForm, its text fields judged by the map's `form` schema (400 VAL_001 in the envelope),
 * the answer by its response schema. Registered inside the area's scope.
 */
export async function registerCsvImport<A extends CsvArea>(
  app: RouteApp,
  area: A,
  r: CsvImportRoutes<A>,
): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  // A union of the three areas' keys, not a generic one, so the handlers' types resolve.
  const a: CsvArea = area;
  const form = endpoints[`${area}.import.run` as RunKey<A>].form;
  // uploadEndpoint: a retried import is not answered from the idempotency store; it finds its
  // duplicates instead.
  uploadEndpoint(app, `${a}.import.detect`, {
    tags: r.tags,
    ...(r.summaries ? { summary: r.summaries.detect } : {}),
    handler: async (req) => r.detect((await readCsvForm(req)).text),
  });
  uploadEndpoint(app, `${a}.import.run`, {
    tags: r.tags,
    ...(r.summaries ? { summary: r.summaries.import } : {}),
    handler: async (req) => {
      const { fields, text } = await readCsvForm(req);
      const parsed = form.safeParse(fields);
      if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
      // The form of this very area: TypeScript only sees the union of the three areas' forms.
      return r.run(req, parsed.data as z.output<Run<A>['form']>, text);
    },
  });
}
