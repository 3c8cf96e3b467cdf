import { z } from 'zod';
import {
  MONEY_MAX,
  currencyField,
  enumField,
  numberField,
  optionalTextField,
  textField,
  timestampSchema,
} from './fields.js';
import { ASSET_CLASSES, TRADE_LIMITS, assetClassSchema } from './trading.js';

/**
 * A user's instrument (API.md "Trades": GET/PUT /api/instruments/{symbol}): the contract size a
 * trade's P&L is multiplied by (options ×100, a future's point value) and an FX pair's pip size.
 * A trade keeps the multiplier it was opened with, so editing an instrument never rewrites booked P&L.
 */
export const instrumentSchema = z
  .object({
    symbol: z.string(),
    name: z.string().nullable(),
    assetClass: assetClassSchema,
    /** The currency its prices are quoted in; null leaves it to each trade (the account's). */
    currency: z.string().nullable(),
    multiplier: z.number(),
    /** Stored, or for an FX pair the default: 0.01 for a JPY quote, else 0.0001. Null otherwise. */
    pipSize: z.number().nullable(),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Instrument' });
export type Instrument = z.infer<typeof instrumentSchema>;

export const instrumentSymbolField = () =>
  textField('Symbol', { max: TRADE_LIMITS.instrument }).transform((s) => s.toUpperCase());

export const instrumentParamsSchema = z.object({ symbol: instrumentSymbolField() });

/** PUT /api/instruments/{symbol}: creates or replaces it. `symbol`, when sent, must match the path. */
export const instrumentBodySchema = z
  .object({
    symbol: instrumentSymbolField().optional(),
    name: optionalTextField('Name', 100),
    assetClass: enumField('Asset class', ASSET_CLASSES),
    currency: currencyField().nullish(),
    multiplier: numberField('Multiplier', { positive: true, max: MONEY_MAX }).default(1),
    pipSize: numberField('Pip size', { positive: true, max: 1000, decimals: 12 }).nullish(),
  })
  .strict();
export type InstrumentBody = z.infer<typeof instrumentBodySchema>;

export const instrumentListSchema = z.array(instrumentSchema).meta({ id: 'InstrumentList' });
