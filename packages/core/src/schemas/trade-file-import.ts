import { z } from 'zod';
import { idSchema, calendarDateSchema, moneySchema } from './fields.js';
import { statementImportFieldsSchema } from './statement-import.js';
import { importDetectResultSchema, importSummaryShape } from './transactions-import.js';

/**
 * Other apps' and brokers' files in the trades' import (API.md "Trades"): Ghostfolio's JSON
 * export and OFX investment statements beside the CSV, told apart by the content. Detect names
 * the file's accounts and which of the user's accounts each is remembered on (as a bank
 * statement's, statement-import.ts); the import takes the account of each. Buys and sells become
 * trades and their fills; dividends, interest, fees and cash moves become transactions.
 */
export const TRADE_FILE_FORMATS = ['ghostfolio', 'ofx'] as const;
export type TradeFileFormat = (typeof TRADE_FILE_FORMATS)[number];
/** The account types such a file is booked into: those that hold securities. */
export const TRADE_FILE_ACCOUNT_TYPES = ['STOCKS', 'CRYPTO'] as const;

/** One account the file names: Ghostfolio's account id or the OFX ACCTID ('' when none). */
export const tradeFileDetectAccountSchema = z.object({
  ref: z.string(),
  name: z.string().nullable(),
  currency: z.string().nullable(),
  /** The user's account that remembers `ref`; null when none does (or `ref` is ''). */
  accountId: idSchema.nullable(),
  /** What the import would book for it: activities, and an OFX file's cash lines. */
  activities: z.number().int().min(0),
});

/** An activity the file holds that the import never takes (a Ghostfolio ITEM), and why. */
export const skippedActivitySchema = z.object({
  line: z.number().int().min(1),
  type: z.string(),
  reason: z.string(),
});

const tradeFileDetectSchema = z.object({
  format: z.enum(TRADE_FILE_FORMATS),
  accounts: z.array(tradeFileDetectAccountSchema),
  activities: z.number().int().min(0),
  skipped: z.array(skippedActivitySchema),
});
export type TradeFileDetect = z.infer<typeof tradeFileDetectSchema>;

/** POST /api/trade/import/detect: a CSV's columns, or a Ghostfolio or OFX file's accounts. */
export const tradeImportDetectSchema = z
  .discriminatedUnion('format', [
    importDetectResultSchema.extend({ format: z.literal('csv') }),
    tradeFileDetectSchema,
  ])
  .meta({ id: 'TradeImportDetect' });
export type TradeImportDetect = z.infer<typeof tradeImportDetectSchema>;

/**
 * The text fields of such a file's import: the account of a one-account file (`accountId`) or of
 * each account the file names (`accounts`, JSON `{ "<ref>": accountId }`), and `dryRun`.
 */
export const tradeFileImportFieldsSchema = statementImportFieldsSchema.pick({
  accountId: true,
  accounts: true,
  dryRun: true,
});
export type TradeFileImportFields = z.infer<typeof tradeFileImportFieldsSchema>;

export const TRADE_FILE_LINE_TYPES = [
  'BUY',
  'SELL',
  'DIVIDEND',
  'INTEREST',
  'FEE',
  'DEPOSIT',
  'WITHDRAWAL',
] as const;

/** A line of the dry run: the activity as it would be booked, in the account's terms. */
export const tradeFilePreviewRowSchema = z.object({
  line: z.number().int().min(1),
  /** The file's account (`ref`) the line belongs to. */
  account: z.string(),
  type: z.enum(TRADE_FILE_LINE_TYPES),
  /** The day in the user's time zone. */
  date: calendarDateSchema,
  symbol: z.string().nullable(),
  quantity: moneySchema.nullable(),
  price: moneySchema.nullable(),
  /** The cash amount of a dividend, interest, fee or cash move; null for a buy or sell. */
  amount: moneySchema.nullable(),
  fees: moneySchema,
  currency: z.string().nullable(),
  duplicate: z.boolean(),
});
export type TradeFilePreviewRow = z.infer<typeof tradeFilePreviewRowSchema>;

/** The CSV import's summary (imported counts the activities booked), with the format. */
export const tradeFileImportResultSchema = z
  .object({
    ...importSummaryShape,
    format: z.enum(TRADE_FILE_FORMATS),
    preview: z.array(tradeFilePreviewRowSchema).optional(),
  })
  .meta({ id: 'TradeFileImportResult' });
export type TradeFileImportResult = z.infer<typeof tradeFileImportResultSchema>;
