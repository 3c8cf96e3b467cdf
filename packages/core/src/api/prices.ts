import { deletedSchema } from './shared.js';
import {
  priceBodySchema,
  priceImportFieldsSchema,
  priceImportResultSchema,
  priceListQuerySchema,
  priceListSchema,
  priceParamsSchema,
  priceSchema,
} from '../schemas/prices.js';
import { importDetectResultSchema } from '../schemas/transactions-import.js';
import { withRoutes } from './define.js';

/** Closing prices, and their CSV import (multipart: only its text fields are typed). */
export const priceEndpoints = withRoutes({
  'prices.list': { query: priceListQuerySchema, response: { 200: priceListSchema } },
  'prices.upsert': { body: priceBodySchema, response: { 200: priceSchema, 201: priceSchema } },
  'prices.delete': { params: priceParamsSchema, response: { 204: deletedSchema } },
  'prices.import.detect': { response: { 200: importDetectResultSchema } },
  'prices.import.run': {
    form: priceImportFieldsSchema,
    response: { 200: priceImportResultSchema },
  },
});
