import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import {
  MONEY_MAX,
  calendarDateSchema,
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

/** Filters shared by GET /api/trade and GET /api/trade/stats; from/to are inclusive entry days. */
export const tradeFilterSchema = z.object({
  accountId: idQueryField('Account id').optional(),
  instrument: z.string().trim().max(TRADE_LIMITS.instrument).optional(),
  assetClass: enumField('Asset class', ASSET_CLASSES).optional(),
  direction: enumField('Direction', TRADE_DIRECTIONS).optional(),
  status: enumField('Status', TRADE_STATUSES).optional(),
  pattern: z.string().trim().max(TRADE_LIMITS.pattern).optional(),
  from: dateField('From').optional(),
  to: dateField('To').optional(),
});
export type TradeFilter = z.infer<typeof tradeFilterSchema>;

export const tradeListQuerySchema = pageQuerySchema.extend(tradeFilterSchema.shape);
export type TradeListQuery = z.infer<typeof tradeListQuerySchema>;

/**
 * GET /api/trade/stats over CLOSED trades. Conventions: winRate is a percentage (0-100);
 * grossLoss, averageLoss and largestLoss are magnitudes (>= 0) so profitFactor = grossProfit /
 * grossLoss (null when there is no loss) and expectancy = winRate/100 × averageWin − (1 −
 * winRate/100) × averageLoss. With no trade every figure is 0. equityCurve has one point per exit day.
 */
export const tradeStatsSchema = z
  .object({
    count: z.number().int().min(0),
    wins: z.number().int().min(0),
    losses: z.number().int().min(0),
    winRate: z.number().min(0).max(100),
    netPnl: moneySchema,
    grossProfit: moneySchema,
    grossLoss: moneySchema,
    profitFactor: z.number().nullable(),
    averageWin: moneySchema,
    averageLoss: moneySchema,
    largestWin: moneySchema,
    largestLoss: moneySchema,
    expectancy: moneySchema,
    equityCurve: z.array(z.object({ date: calendarDateSchema, cumulativePnl: moneySchema })),
  })
  .meta({ id: 'TradeStats' });
export type TradeStats = z.infer<typeof tradeStatsSchema>;
