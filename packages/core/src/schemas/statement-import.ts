import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { STATEMENT_REF_MAX } from './accounts.js';
import { calendarDateSchema, enumField, idQueryField, idSchema, moneySchema } from './fields.js';
import {
  importDetectResultSchema,
  importSummaryShape,
  importPreviewRowSchema,
} from './transactions-import.js';

/**
 * Statement files in the transactions' import (API.md "Statement files"): OFX/QFX, QIF and
 * CAMT.053 beside CSV, detected from the content. Detect answers which accounts the file names
 * and which of the user's accounts each is remembered on; the import takes the account of each.
 */
export const STATEMENT_FORMATS = ['ofx', 'qif', 'camt053'] as const;
export const DATE_ORDERS = ['MDY', 'DMY', 'YMD'] as const;
export const STATEMENT_ACCOUNT_KINDS = [
  'bank',
  'creditCard',
  'cash',
  'asset',
  'liability',
] as const;
/** Likely duplicates a dry run lists, all of them up to this many, so each can be ticked. */
export const IMPORT_LIKELY_DUPLICATES_MAX = 1_000;
/** Days either side of a line's date in which an existing transaction is a likely duplicate. */
export const LIKELY_DUPLICATE_DAYS = 3;

/** One account a statement file names. `ref` is '' when the file names none (QIF). */
export const statementDetectAccountSchema = z.object({
  ref: z.string(),
  name: z.string().nullable(),
  currency: z.string().nullable(),
  kind: z.enum(STATEMENT_ACCOUNT_KINDS).nullable(),
  /** The user's account that remembers `ref`; null when none does (or `ref` is ''). */
  accountId: idSchema.nullable(),
  /** The balance the bank states at the end of the statement, and its day. */
  closingBalance: moneySchema.nullable(),
  closingDate: calendarDateSchema.nullable(),
  lines: z.number().int().min(0),
});
export type StatementDetectAccount = z.infer<typeof statementDetectAccountSchema>;

const csvDetectSchema = importDetectResultSchema.extend({
  format: z.literal('csv'),
  accounts: z.array(statementDetectAccountSchema).max(0),
  lines: z.number().int().min(0),
});

const statementDetectSchema = z.object({
  format: z.enum(STATEMENT_FORMATS),
  accounts: z.array(statementDetectAccountSchema),
  lines: z.number().int().min(0),
  /** QIF: the orders of day and month that make every date valid; [] for other formats. */
  dateOrders: z.array(z.enum(DATE_ORDERS)),
  /** The order preselected (the only valid one, else the likelier); null for other formats. */
  dateOrder: z.enum(DATE_ORDERS).nullable(),
});

/** POST /api/transactions/import/detect: a CSV's columns, or a statement's accounts. */
export const transactionImportDetectSchema = z
  .discriminatedUnion('format', [csvDetectSchema, statementDetectSchema])
  .meta({ id: 'TransactionImportDetect' });
export type TransactionImportDetect = z.infer<typeof transactionImportDetectSchema>;
export type StatementDetect = z.infer<typeof statementDetectSchema>;

const jsonField = <S extends z.ZodType>(label: string, schema: S) =>
  z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.pattern(label) });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * The text fields of a statement file's import: the account of a one-account file (`accountId`)
 * or of each account the file names (`accounts`, JSON `{ "<ref>": accountId }`); for QIF the date
 * order; `include`, the lines (JSON array) to book although they look like duplicates.
 */
export const statementImportFieldsSchema = z.strictObject({
  accountId: idQueryField('Account id').optional(),
  accounts: jsonField(
    'Accounts',
    z.record(z.string().max(STATEMENT_REF_MAX), z.number().int().min(1)),
  ).optional(),
  dateOrder: enumField('Date order', DATE_ORDERS).optional(),
  include: jsonField('Include', z.array(z.number().int().min(1)).max(200_000)).optional(),
  dryRun: z.stringbool({ error: RULE_MESSAGES.pattern('Dry run') }).default(false),
});
export type StatementImportFields = z.infer<typeof statementImportFieldsSchema>;

/** A preview line of a statement: the CSV's, with its account and what the bank said. */
export const statementPreviewRowSchema = importPreviewRowSchema.extend({
  /** The file's account (`ref`) the line belongs to. */
  account: z.string(),
  bankId: z.string().nullable(),
  /** Not booked unless listed in `include`: an existing transaction looks the same. */
  likelyDuplicate: z.boolean(),
  splits: z.number().int().min(0),
});

/** The stated closing balance against the account's balance on that day after the import. */
export const reconciliationSchema = z.object({
  account: z.string(),
  accountId: idSchema,
  date: calendarDateSchema,
  stated: moneySchema,
  booked: moneySchema,
  difference: moneySchema,
});

/** The CSV import's summary, with what only a statement has. */
export const statementImportResultSchema = z.object({
  ...importSummaryShape,
  format: z.enum(STATEMENT_FORMATS),
  preview: z.array(statementPreviewRowSchema).optional(),
  likelyDuplicates: z.array(statementPreviewRowSchema).optional(),
  reconciliation: z.array(reconciliationSchema),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;
export type StatementPreviewRow = z.infer<typeof statementPreviewRowSchema>;
