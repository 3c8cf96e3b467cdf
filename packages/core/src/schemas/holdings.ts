import { z } from 'zod';
import { calendarDateSchema, idQueryField } from './fields.js';
import { assetClassSchema } from './trading.js';

/**
 * GET /api/holdings (API.md "Holdings, prices and performance"): one position per account and
 * instrument from the open trades, marked at the latest price on or before today. API.md's answer
 * is an array, so the instruments it calls `stalePrices` (no price stored: valued at the last fill)
 * are the items with `stalePrice: true`.
 */
export const holdingSchema = z
  .object({
    accountId: z.number(),
    instrument: z.string(),
    assetClass: assetClassSchema,
    /** The trades' currency: price, cost and value are in it. */
    currency: z.string(),
    /** Negative for a SHORT position. */
    quantity: z.number(),
    averageCost: z.number().nullable(),
    costBasis: z.number(),
    price: z.number(),
    priceDate: calendarDateSchema,
    stalePrice: z.boolean(),
    marketValue: z.number(),
    unrealizedPnl: z.number(),
    unrealizedPct: z.number().nullable(),
    /** Share of the answer's gross market value (|value| in the base currency), in percent. */
    weight: z.number().nullable(),
    /** The base currency and the value and P&L in it at today's rate (null: no rate known). */
    baseCurrency: z.string(),
    marketValueBase: z.number().nullable(),
    unrealizedPnlBase: z.number().nullable(),
  })
  .meta({ id: 'Holding' });
export type Holding = z.infer<typeof holdingSchema>;

export const holdingListSchema = z.array(holdingSchema).meta({ id: 'HoldingList' });

export const holdingsQuerySchema = z.object({
  accountId: idQueryField('Account id').optional(),
});
export type HoldingsQuery = z.infer<typeof holdingsQuerySchema>;
