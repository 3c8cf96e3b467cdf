import {
  createFxRateBodySchema,
  fxImportResultSchema,
  fxRateListQuerySchema,
  fxRateListSchema,
  fxRateSchema,
} from '../schemas/fx.js';
import { withRoutes } from './define.js';

/** Exchange rates; the import is a multipart upload of an ECB file (not typed). */
export const fxEndpoints = withRoutes({
  'fx.rates.list': { query: fxRateListQuerySchema, response: { 200: fxRateListSchema } },
  'fx.rates.create': { body: createFxRateBodySchema, response: { 201: fxRateSchema } },
  'fx.rates.import': { response: { 200: fxImportResultSchema } },
});
