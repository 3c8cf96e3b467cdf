import { z } from 'zod';
import { MONEY_MAX, calendarDateSchema, currencyField, dateField, numberField } from './fields.js';
import { RULE_MESSAGES } from '../validation/rules.js';

/**
 * Where a rate came from: 'snapshot' (shipped in the code), 'ecb' (the daily fetch), 'import'
 * (POST /api/fx/rates/import), 'user' (POST /api/fx/rates).
 */
export const FX_RATE_SOURCES = ['snapshot', 'ecb', 'import', 'user'] as const;
export type FxRateSource = (typeof FX_RATE_SOURCES)[number];

/** Not fixed by API.md: the ECB history alone holds ~200k rates, so a list is bounded. */
export const FX_RATE_LIST_DEFAULT_LIMIT = 1000;
export const FX_RATE_LIST_MAX_LIMIT = 10_000;

/** A rate reads "1 base = rate quote" on `date`; `shared` is false for the user's own rates. */
export const fxRateSchema = z
  .object({
    date: calendarDateSchema,
    base: z.string(),
    quote: z.string(),
    rate: z.number(),
    source: z.enum(FX_RATE_SOURCES),
    shared: z.boolean(),
  })
  .meta({ id: 'FxRate' });
export type FxRate = z.infer<typeof fxRateSchema>;
export const fxRateListSchema = z.array(fxRateSchema);

/**
 * Codes in a query: any three capitals, since ECB history holds retired currencies (CYP, ROL...)
 * that ISO 4217 no longer lists.
 */
const codeQuery = (label: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: RULE_MESSAGES.pattern(label) });

/** GET /api/fx/rates ?base&quote&from&to&limit, newest first. */
export const fxRateListQuerySchema = z.object({
  base: codeQuery('Base').optional(),
  quote: codeQuery('Quote').optional(),
  from: dateField('From').optional(),
  to: dateField('To').optional(),
  limit: z.coerce
    .number({ error: RULE_MESSAGES.pattern('Limit') })
    .int({ error: RULE_MESSAGES.pattern('Limit') })
    .min(1, { error: RULE_MESSAGES.min('Limit', 1) })
    .max(FX_RATE_LIST_MAX_LIMIT, { error: RULE_MESSAGES.max('Limit', FX_RATE_LIST_MAX_LIMIT) })
    .default(FX_RATE_LIST_DEFAULT_LIMIT),
});
export type FxRateListQuery = z.infer<typeof fxRateListQuerySchema>;

export const FX_MESSAGES = {
  sameCurrency: 'Quote must differ from base',
} as const;

/** POST /api/fx/rates: the signed-in user's own rate (an existing one of that day is replaced). */
export const createFxRateBodySchema = z
  .strictObject({
    date: dateField('Date'),
    base: currencyField('Base'),
    quote: currencyField('Quote'),
    rate: numberField('Rate', { positive: true, max: MONEY_MAX, decimals: 12 }),
  })
  .superRefine((b, ctx) => {
    if (b.base === b.quote) {
      ctx.addIssue({ code: 'custom', path: ['quote'], message: FX_MESSAGES.sameCurrency });
    }
  });
export type CreateFxRateBody = z.infer<typeof createFxRateBodySchema>;

/** POST /api/fx/rates/import: new rates written, and rates already stored (left unchanged). */
export const fxImportResultSchema = z
  .object({ imported: z.number().int().min(0), skipped: z.number().int().min(0) })
  .meta({ id: 'FxImportResult' });
export type FxImportResult = z.infer<typeof fxImportResultSchema>;
