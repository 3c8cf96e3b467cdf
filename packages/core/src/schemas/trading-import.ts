import { z } from 'zod';
import { moneySchema, timestampSchema } from './fields.js';
import { assetClassSchema, tradeDirectionSchema } from './trading.js';
import { csvImportFieldsSchema, importResultSchema, mappingColumn } from './transactions-import.js';

/**
 * CSV import of trades (API.md "Trades", POST /api/trade/import/detect and /import): one line is
 * one trade, an entry and, when the line has one, an exit of the whole quantity (then CLOSED).
 */

/** The fields a column can be mapped to, required ones first (the wizard lists them in order). */
export const TRADE_IMPORT_FIELDS = [
  'instrument',
  'quantity',
  'entryPrice',
  'entryDate',
  'direction',
  'assetClass',
  'exitPrice',
  'exitDate',
  'fees',
  'currency',
  'stopLoss',
  'takeProfit',
  'pattern',
  'tags',
  'notes',
] as const;
export type TradeImportField = (typeof TRADE_IMPORT_FIELDS)[number];
export const TRADE_IMPORT_REQUIRED = [
  'instrument',
  'quantity',
  'entryPrice',
  'entryDate',
] as const satisfies readonly TradeImportField[];

/**
 * Which header holds which field. Without a direction column the quantity's sign decides (a
 * negative quantity is a SHORT); without an asset class column the instrument's own, else FX for a
 * pair such as EUR/USD, else OTHER.
 */
export const tradeImportMappingSchema = z.strictObject({
  instrument: mappingColumn('Instrument column'),
  quantity: mappingColumn('Quantity column'),
  entryPrice: mappingColumn('Entry price column'),
  entryDate: mappingColumn('Entry date column'),
  direction: mappingColumn('Direction column').optional(),
  assetClass: mappingColumn('Asset class column').optional(),
  exitPrice: mappingColumn('Exit price column').optional(),
  exitDate: mappingColumn('Exit date column').optional(),
  fees: mappingColumn('Fees column').optional(),
  currency: mappingColumn('Currency column').optional(),
  stopLoss: mappingColumn('Stop loss column').optional(),
  takeProfit: mappingColumn('Take profit column').optional(),
  pattern: mappingColumn('Pattern column').optional(),
  tags: mappingColumn('Tags column').optional(),
  notes: mappingColumn('Notes column').optional(),
});
export type TradeImportMapping = z.infer<typeof tradeImportMappingSchema>;

export const tradeImportFieldsSchema = csvImportFieldsSchema(tradeImportMappingSchema);
export type TradeImportFields = z.infer<typeof tradeImportFieldsSchema>;

/** A line of the dry run, as it would be recorded. */
export const tradeImportPreviewRowSchema = z.object({
  line: z.number().int().min(1),
  instrument: z.string(),
  assetClass: assetClassSchema,
  direction: tradeDirectionSchema,
  quantity: moneySchema,
  entryPrice: moneySchema,
  entryDate: timestampSchema,
  exitPrice: moneySchema.nullable(),
  exitDate: timestampSchema.nullable(),
  fees: moneySchema.nullable(),
  duplicate: z.boolean(),
});
export type TradeImportPreviewRow = z.infer<typeof tradeImportPreviewRowSchema>;

/** The transactions' import summary, with trade lines in the preview. */
export const tradeImportResultSchema = importResultSchema
  .extend({ preview: z.array(tradeImportPreviewRowSchema).optional() })
  .meta({ id: 'TradeImportResult' });
export type TradeImportResult = z.infer<typeof tradeImportResultSchema>;

/** The header of GET /api/trade/export; its columns import back through the mapping above. */
export const TRADE_EXPORT_COLUMNS = [
  'id',
  'account',
  'instrument',
  'asset_class',
  'direction',
  'status',
  'quantity',
  'entry_price',
  'entry_date',
  'exit_price',
  'exit_date',
  'fees',
  'realized_pnl',
  'currency',
  'stop_loss',
  'take_profit',
  'r_multiple',
  'pattern',
  'tags',
  'notes',
] as const;

/** The mapping that reads an export back (the round trip). */
export const TRADE_EXPORT_MAPPING: TradeImportMapping = {
  instrument: 'instrument',
  quantity: 'quantity',
  entryPrice: 'entry_price',
  entryDate: 'entry_date',
  direction: 'direction',
  assetClass: 'asset_class',
  exitPrice: 'exit_price',
  exitDate: 'exit_date',
  fees: 'fees',
  currency: 'currency',
  stopLoss: 'stop_loss',
  takeProfit: 'take_profit',
  pattern: 'pattern',
  tags: 'tags',
  notes: 'notes',
};
