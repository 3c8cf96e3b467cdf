import { z } from 'zod';
import {
  MONEY_MAX,
  calendarDateSchema,
  currencyField,
  dateField,
  numberField,
  timestampSchema,
} from './fields.js';
import { instrumentSymbolField } from './instruments.js';
import { csvFileFieldsSchema, importSummaryShape, mappingColumn } from './transactions-import.js';

/**
 * Prices, offline first (API.md "Holdings, prices and performance"): a user's closing prices per
 * instrument and day, typed in (MANUAL) or imported from a CSV (IMPORT). On a day that has both,
 * the user's own typed price wins; a day without a price takes the latest one before it.
 */
export const PRICE_SOURCES = ['MANUAL', 'IMPORT'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export const priceSchema = z
  .object({
    instrument: z.string(),
    date: calendarDateSchema,
    price: z.number(),
    /** The currency the price is quoted in; null: the trade's own currency. */
    currency: z.string().nullable(),
    source: z.enum(PRICE_SOURCES),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

export const priceListSchema = z.array(priceSchema).meta({ id: 'PriceList' });

/** POST /api/prices: the user's own price of that day (created, or replaced). */
export const priceBodySchema = z.strictObject({
  instrument: instrumentSymbolField(),
  date: dateField(),
  price: numberField('Price', { min: 0, max: MONEY_MAX }),
  currency: currencyField().nullish(),
});
export type PriceBody = z.infer<typeof priceBodySchema>;

/**
 * GET /api/prices: with `instrument`, its prices of each day from `from` to `to` (inclusive, the
 * winning one per day); without, the latest price of each of the user's instruments.
 */
export const priceListQuerySchema = z.object({
  instrument: instrumentSymbolField().optional(),
  from: dateField('From').optional(),
  to: dateField('To').optional(),
});
export type PriceListQuery = z.infer<typeof priceListQuerySchema>;

/** DELETE /api/prices/{instrument}/{date}: removes the user's own price of that day. */
export const priceParamsSchema = z.object({
  instrument: instrumentSymbolField(),
  date: dateField(),
});

/**
 * POST /api/prices/import (multipart CSV: symbol, date, close[, currency]) through the mapping
 * wizard. Imported prices are the IMPORT source: a later file replaces them day by day, and a
 * typed price of the same day still wins.
 */
export const PRICE_IMPORT_FIELDS = ['instrument', 'date', 'price', 'currency'] as const;
export type PriceImportField = (typeof PRICE_IMPORT_FIELDS)[number];
export const PRICE_IMPORT_REQUIRED = [
  'instrument',
  'date',
  'price',
] as const satisfies readonly PriceImportField[];

export const priceImportMappingSchema = z.strictObject({
  instrument: mappingColumn('Symbol column'),
  date: mappingColumn('Date column'),
  price: mappingColumn('Close column'),
  currency: mappingColumn('Currency column').optional(),
});
export type PriceImportMapping = z.infer<typeof priceImportMappingSchema>;

export const priceImportFieldsSchema = csvFileFieldsSchema(priceImportMappingSchema);
export type PriceImportFields = z.infer<typeof priceImportFieldsSchema>;

export const priceImportPreviewRowSchema = z.object({
  line: z.number().int().min(1),
  instrument: z.string(),
  date: calendarDateSchema,
  price: z.number(),
  currency: z.string().nullable(),
  duplicate: z.boolean(),
});
export type PriceImportPreviewRow = z.infer<typeof priceImportPreviewRowSchema>;

/**
 * `imported` prices written (new or replacing an imported one of that day); `skipped` every other
 * line: errors, and `duplicates` — a later line of the file for the same symbol and day wins.
 */
export const priceImportResultSchema = z
  .object({
    ...importSummaryShape,
    preview: z.array(priceImportPreviewRowSchema).optional(),
  })
  .meta({ id: 'PriceImportResult' });
export type PriceImportResult = z.infer<typeof priceImportResultSchema>;
