import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { calendarDateSchema, enumField, idQueryField, moneySchema, noNul } from './fields.js';
import { SERVER_REASONS } from '../reasons.js';
import { transactionTypeSchema } from './transactions.js';

/**
 * CSV import and export of transactions: POST /api/transactions/import/detect,
 * POST /api/transactions/import, GET /api/transactions/export, GET /api/transactions/categories.
 */
export const CSV_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];
export const DECIMAL_SEPARATORS = ['.', ','] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** An import file may be larger than an upload: 100k rows of a bank export is ~6 MB. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Rows shown by a dry run. */
export const IMPORT_PREVIEW_ROWS = 20;

/** A mapping entry: the header name of the column that holds a field. */
export const mappingColumn = (label: string) =>
  z
    .string({ error: RULE_MESSAGES.required(label) })
    .trim()
    .min(1, RULE_MESSAGES.required(label))
    .max(200)
    .refine(noNul, RULE_MESSAGES.characters(label));

/** Which header names hold which field. `type`, when mapped, may say INCOME/EXPENSE/… per row. */
export const importMappingSchema = z.strictObject({
  date: mappingColumn('Date column'),
  amount: mappingColumn('Amount column'),
  description: mappingColumn('Description column').optional(),
  category: mappingColumn('Category column').optional(),
  type: mappingColumn('Type column').optional(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/**
 * The text fields of a multipart CSV import request that reads no account (`mapping` is JSON text,
 * read by the given schema): a file of prices.
 */
export function csvFileFieldsSchema<M extends z.ZodType>(mapping: M) {
  return z.strictObject({
    mapping: z
      .string({ error: RULE_MESSAGES.required('Mapping') })
      .transform((v, ctx) => {
        try {
          return JSON.parse(v) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.pattern('Mapping') });
          return z.NEVER;
        }
      })
      .pipe(mapping),
    dateFormat: enumField('Date format', CSV_DATE_FORMATS),
    decimalSeparator: enumField('Decimal separator', DECIMAL_SEPARATORS).default('.'),
    delimiter: enumField('Delimiter', CSV_DELIMITERS).optional(),
    dryRun: z.stringbool({ error: RULE_MESSAGES.pattern('Dry run') }).default(false),
  });
}

/**
 * The same, into one account: shared by the transactions' and the trades' import.
 */
export function csvImportFieldsSchema<M extends z.ZodType>(mapping: M) {
  return csvFileFieldsSchema(mapping).extend({ accountId: idQueryField('Account id') });
}

/** The text fields of the transactions' import request. */
export const importFieldsSchema = csvImportFieldsSchema(importMappingSchema);
export type ImportFields = z.infer<typeof importFieldsSchema>;

/**
 * A line not imported: its physical line and why, as core's English sentence (the web recognises
 * the field rules) and, for a rule of an area, its reason key (`serverMessages.<reason>`).
 */
export const importErrorSchema = z.object({
  line: z.number().int().min(1),
  message: z.string(),
  reason: z.enum(SERVER_REASONS).optional(),
});

export const importPreviewRowSchema = z.object({
  line: z.number().int().min(1),
  date: calendarDateSchema,
  amount: moneySchema,
  type: transactionTypeSchema,
  description: z.string().nullable(),
  category: z.string().nullable(),
  duplicate: z.boolean(),
});

/**
 * `skipped` counts every line not imported (duplicates and errors); `duplicates` the part of it
 * that matched a transaction already stored or an earlier line of the same file.
 */
export const importSummaryShape = {
  imported: z.number().int().min(0),
  skipped: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  errors: z.array(importErrorSchema),
  dryRun: z.boolean(),
};

export const importResultSchema = z
  .object({
    ...importSummaryShape,
    preview: z.array(importPreviewRowSchema).optional(),
    detected: z
      .object({
        delimiter: z.string(),
        dateFormat: z.enum(CSV_DATE_FORMATS).nullable(),
        decimalSeparator: z.enum(DECIMAL_SEPARATORS),
      })
      .optional(),
  })
  .meta({ id: 'TransactionImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;

export const importDetectResultSchema = z
  .object({
    delimiter: z.string(),
    headers: z.array(z.string()),
    sampleRows: z.array(z.array(z.string())),
    dateFormat: z.enum(CSV_DATE_FORMATS).nullable(),
    decimalSeparator: z.enum(DECIMAL_SEPARATORS),
  })
  .meta({ id: 'CsvImportDetect' });
export type ImportDetectResult = z.infer<typeof importDetectResultSchema>;

/**
 * Default categories as keys: the client translates `category.<key>`; a stored category that is not
 * one of these keys is the user's own text and shown as is.
 */
export const DEFAULT_CATEGORIES = [
  'salary',
  'groceries',
  'rent',
  'utilities',
  'transport',
  'dining',
  'health',
  'insurance',
  'entertainment',
  'shopping',
  'travel',
  'education',
  'gifts',
  'taxes',
  'fees',
  'investments',
  'savings',
  'other',
] as const;

/** GET /api/transactions/categories: used ones newest-used first, then unused defaults. */
export const categorySchema = z.object({
  name: z.string(),
  /** true when `name` is a key of DEFAULT_CATEGORIES (translate it). */
  isDefault: z.boolean(),
  lastUsed: calendarDateSchema.nullable(),
  count: z.number().int().min(0),
});
export const categoryListSchema = z.array(categorySchema).meta({ id: 'TransactionCategories' });
export type Category = z.infer<typeof categorySchema>;
