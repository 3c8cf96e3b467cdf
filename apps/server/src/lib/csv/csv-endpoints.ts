import multipart from '@fastify/multipart';
import {
  AppError,
  type Endpoint,
  type Endpoints,
  endpoints,
  type ImportDetectResult,
  toFieldErrors,
} from '@wealthlog/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteApp } from '../../http/crud-routes.js';
import { type EndpointKey, route } from '../../http/endpoint-route.js';
import { multipartApp } from '../../http/route-options.js';
import { readCsvForm } from './csv-form.js';

/** The operations whose multipart form has text fields the map types (`form`). */
type FormKey = {
  [K in EndpointKey]: Endpoints[K] extends { readonly form: z.ZodType } ? K : never;
}[EndpointKey];
type Form<K extends FormKey> = Endpoints[K] extends { readonly form: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** One area's CSV import: its two operations in the endpoint map, and the work itself. */
export interface CsvImportEndpoints<K extends FormKey> {
  tags: string[];
  summaries?: { detect: string; import: string };
  keys: { detect: EndpointKey; import: K };
  detect: (text: string) => ImportDetectResult;
  run: (req: FastifyRequest, fields: Form<K>, text: string) => Promise<unknown>;
  /**
   * Files that are not a CSV (bank statements: OFX, QIF, CAMT), claimed by their content: their
   * own detect, and their own form, judged by `run` itself.
   */
  other?: {
    claims: (text: string) => boolean;
    detect: (req: FastifyRequest, text: string) => Promise<unknown>;
    run: (req: FastifyRequest, fields: Record<string, string>, text: string) => Promise<unknown>;
  };
}

/**
 * POST /import/detect and POST /import as every area that imports a CSV has them (transactions,
 * trades, prices), declared from the endpoint map: a multipart form read by readCsvForm; detect
 * answers what the file looks like, import judges the form's text fields by the map's `form`
 * schema (400 VAL_001 in the envelope) and runs. Registered inside the area's scope.
 */
export async function csvImportEndpoints<K extends FormKey>(
  app: RouteApp,
  area: CsvImportEndpoints<K>,
): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const forms = multipartApp(app);
  const { tags, summaries, keys } = area;
  const form = (endpoints[keys.import] as Endpoint).form as z.ZodType<Form<K>>;
  // The keys are generic here: the answers are checked by the map's schemas as they are sent.
  route(forms, keys.detect, {
    tags,
    ...(summaries ? { summary: summaries.detect } : {}),
    handler: async (req) => {
      const { text } = await readCsvForm(req);
      if (area.other?.claims(text)) return (await area.other.detect(req, text)) as never;
      return area.detect(text) as never;
    },
  });
  route(forms, keys.import, {
    tags,
    ...(summaries ? { summary: summaries.import } : {}),
    handler: async (req) => {
      const { fields, text } = await readCsvForm(req);
      if (area.other?.claims(text)) return (await area.other.run(req, fields, text)) as never;
      const parsed = form.safeParse(fields);
      if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
      return area.run(req, parsed.data, text) as never;
    },
  });
}
