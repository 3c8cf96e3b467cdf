import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { FILL_SIDES } from '../domain/trading.js';
import {
  MONEY_MAX,
  currencyField,
  dateField,
  dateTimeField,
  enumField,
  idField,
  idQueryField,
  idSchema,
  moneySchema,
  numberField,
  optionalTextField,
  textField,
  timestampSchema,
  searchField,
} from './fields.js';
import { SCHEMA_MESSAGES } from './messages.js';
import { pageQuerySchema, pageSchema } from './page.js';

export const ASSET_CLASSES = ['FX', 'STOCK', 'CRYPTO', 'ETF', 'BOND', 'OTHER'] as const;
export const TRADE_DIRECTIONS = ['LONG', 'SHORT'] as const;
export const TRADE_STATUSES = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export const assetClassSchema = z.enum(ASSET_CLASSES);
export const tradeDirectionSchema = z.enum(TRADE_DIRECTIONS);
export const tradeStatusSchema = z.enum(TRADE_STATUSES);
export type AssetClass = (typeof ASSET_CLASSES)[number];
export type TradeDirection = (typeof TRADE_DIRECTIONS)[number];
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** Not fixed by SPEC; bounds chosen so one trade stays a journal entry, not a document. */
export const TRADE_LIMITS = {
  instrument: 50,
  pattern: 50,
  notes: 5000,
  tag: 30,
  tags: 20,
  mediaIds: 20,
} as const;

/** A fill of a trade (API.md "Trades", extension): an entry (scaling in) or an exit (scaling out). */
export const tradeFillSchema = z
  .object({
    id: idSchema,
    side: z.enum(FILL_SIDES),
    quantity: moneySchema,
    price: moneySchema,
    fees: moneySchema,
    date: timestampSchema,
    /** An exit's realised P&L in the trade's currency; null for an entry. */
    pnl: moneySchema.nullable(),
  })
  .meta({ id: 'TradeFill' });
export type TradeFill = z.infer<typeof tradeFillSchema>;

/**
 * API.md Trade. entryDate/exitDate are timestamps (intraday trades need the time). realizedPnl and
 * returnPct (a percentage: 2.5 means +2.5 %) are computed by the server, null until CLOSED.
 * mediaIds are upload ids.
 */
export const tradeSchema = z
  .object({
    id: idSchema,
    accountId: idSchema,
    instrument: z.string(),
    assetClass: assetClassSchema,
    direction: tradeDirectionSchema,
    status: tradeStatusSchema,
    quantity: moneySchema,
    entryPrice: moneySchema,
    exitPrice: moneySchema.nullable(),
    entryDate: timestampSchema,
    exitDate: timestampSchema.nullable(),
    fees: moneySchema,
    pattern: z.string().nullable(),
    notes: z.string().nullable(),
    tags: z.array(z.string()),
    realizedPnl: moneySchema.nullable(),
    returnPct: z.number().nullable(),
    mediaIds: z.array(z.string()),
    /** Extension: prices and P&L are in this currency (default the account's). */
    currency: z.string(),
    stopLoss: moneySchema.nullable(),
    takeProfit: moneySchema.nullable(),
    /** Net P&L ÷ initial risk |entry − stop| × quantity × multiplier; null without a stop. */
    rMultiple: z.number().nullable(),
    openQuantity: moneySchema,
    fills: z.array(tradeFillSchema),
  })
  .meta({ id: 'Trade' });
export type Trade = z.infer<typeof tradeSchema>;

export const tradePageSchema = pageSchema(tradeSchema, 'TradePage');

const tradeFields = {
  accountId: idField('Account id'),
  instrument: textField('Instrument', { max: TRADE_LIMITS.instrument }),
  assetClass: enumField('Asset class', ASSET_CLASSES),
  direction: enumField('Direction', TRADE_DIRECTIONS),
  status: enumField('Status', TRADE_STATUSES).default('OPEN'),
  quantity: numberField('Quantity', { positive: true, max: MONEY_MAX }),
  entryPrice: numberField('Entry price', { min: 0, max: MONEY_MAX }),
  exitPrice: numberField('Exit price', { min: 0, max: MONEY_MAX }).nullish(),
  entryDate: dateTimeField('Entry date'),
  exitDate: dateTimeField('Exit date').nullish(),
  /** Left out: the server uses trading settings' defaultFees. */
  fees: numberField('Fees', { min: 0, max: MONEY_MAX }).optional(),
  pattern: optionalTextField('Pattern', TRADE_LIMITS.pattern),
  notes: optionalTextField('Notes', TRADE_LIMITS.notes),
  tags: z
    .array(textField('Tag', { max: TRADE_LIMITS.tag }))
    .max(TRADE_LIMITS.tags, { error: `Tags must hold at most ${TRADE_LIMITS.tags} items` })
    .optional(),
  mediaIds: z
    .array(z.string().min(1).max(100))
    .max(TRADE_LIMITS.mediaIds, { error: `Media must hold at most ${TRADE_LIMITS.mediaIds} items` })
    .optional(),
  /** Left out: the account's currency. */
  currency: currencyField().optional(),
  stopLoss: numberField('Stop loss', { min: 0, max: MONEY_MAX }).nullish(),
  takeProfit: numberField('Take profit', { min: 0, max: MONEY_MAX }).nullish(),
};

type TradeShape = {
  status?: TradeStatus | undefined;
  exitPrice?: number | null | undefined;
  entryDate?: string | undefined;
  exitDate?: string | null | undefined;
};

/**
 * Cross-field rules: a CLOSED trade has an exit price and date; an exit is never before the entry.
 * Exported so the server can rerun them on a PUT merged with the stored trade.
 */
export function tradeIssues(t: TradeShape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (t.status === 'CLOSED') {
    if (t.exitPrice === undefined || t.exitPrice === null) {
      issues.push({ path: 'exitPrice', message: RULE_MESSAGES.required('Exit price') });
    }
    if (!t.exitDate)
      issues.push({ path: 'exitDate', message: RULE_MESSAGES.required('Exit date') });
  }
  // Compare instants, not strings: '+02:00' and 'Z' timestamps sort differently as text.
  if (t.entryDate && t.exitDate && Date.parse(t.exitDate) < Date.parse(t.entryDate)) {
    issues.push({ path: 'exitDate', message: SCHEMA_MESSAGES.exitBeforeEntry });
  }
  return issues;
}

function refineTrade(t: TradeShape, ctx: z.RefinementCtx): void {
  for (const issue of tradeIssues(t)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/** POST /api/trade. */
export const createTradeBodySchema = z.strictObject(tradeFields).superRefine(refineTrade);
export type CreateTradeBody = z.infer<typeof createTradeBodySchema>;
export type CreateTradeInput = z.input<typeof createTradeBodySchema>;

/** PUT /api/trade/{id}: any subset (status has no default here, so it is not reset to OPEN). */
export const updateTradeBodySchema = z
  .strictObject({ ...tradeFields, status: enumField('Status', TRADE_STATUSES) })
  .partial()
  .superRefine(refineTrade);
export type UpdateTradeBody = z.infer<typeof updateTradeBodySchema>;

const fillFields = {
  side: enumField('Side', FILL_SIDES),
  quantity: numberField('Quantity', { positive: true, max: MONEY_MAX }),
  price: numberField('Price', { min: 0, max: MONEY_MAX }),
  fees: numberField('Fees', { min: 0, max: MONEY_MAX }).optional(),
  date: dateTimeField('Date'),
};

/** POST /api/trade/{id}/fills. */
export const createFillBodySchema = z.strictObject(fillFields);
export type CreateFillBody = z.infer<typeof createFillBodySchema>;

/** PUT /api/trade/{id}/fills/{fillId}: any subset. */
export const updateFillBodySchema = z.strictObject(fillFields).partial();
/** PUT and DELETE /api/trade/{id}/fills/{fillId}. */
export const fillParamsSchema = z.object({
  id: idQueryField('Id'),
  fillId: idQueryField('Fill id'),
});
export type UpdateFillBody = z.infer<typeof updateFillBodySchema>;

/** Filters shared by GET /api/trade and GET /api/trade/stats; from/to are inclusive entry days. */
export const tradeFilterSchema = z.object({
  accountId: idQueryField('Account id').optional(),
  instrument: searchField('Instrument', TRADE_LIMITS.instrument).optional(),
  assetClass: enumField('Asset class', ASSET_CLASSES).optional(),
  direction: enumField('Direction', TRADE_DIRECTIONS).optional(),
  status: enumField('Status', TRADE_STATUSES).optional(),
  pattern: searchField('Pattern', TRADE_LIMITS.pattern).optional(),
  tag: searchField('Tag', TRADE_LIMITS.tag).optional(),
  from: dateField('From').optional(),
  to: dateField('To').optional(),
});
export type TradeFilter = z.infer<typeof tradeFilterSchema>;

export const tradeListQuerySchema = pageQuerySchema.extend(tradeFilterSchema.shape);
export type TradeListQuery = z.infer<typeof tradeListQuerySchema>;
