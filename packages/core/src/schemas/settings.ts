import { z } from 'zod';
import { DISPLAY_MODES, LOCALES } from '../constants.js';
import {
  MONEY_MAX,
  booleanField,
  currencyField,
  enumField,
  moneySchema,
  numberField,
  textField,
  timeZoneField,
} from './fields.js';
import { SCHEMA_MESSAGES, duplicateItemsMessage } from './messages.js';

/** GET /api/generalSettings. currency is the base currency of the dashboard. */
export const generalSettingsSchema = z
  .object({
    displayMode: z.enum(DISPLAY_MODES),
    language: z.enum(LOCALES),
    currency: z.string(),
    timezone: z.string(),
  })
  .meta({ id: 'GeneralSettings' });
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** PUT /api/generalSettings: any subset. */
export const updateGeneralSettingsBodySchema = z.strictObject({
  displayMode: enumField('Display mode', DISPLAY_MODES).optional(),
  language: enumField('Language', LOCALES).optional(),
  currency: currencyField().optional(),
  timezone: timeZoneField().optional(),
});
export type UpdateGeneralSettingsBody = z.infer<typeof updateGeneralSettingsBodySchema>;

/** Not fixed by SPEC: enough for any real watch list, small enough for one settings row. */
export const TRADING_SETTINGS_LIMITS = { itemLength: 50, items: 200 } as const;

/**
 * GET /api/tradingSettings. breakEvenMin..breakEvenMax is the P&L band in which a closed trade counts
 * as break-even rather than a win or a loss.
 */
export const tradingSettingsSchema = z
  .object({
    instruments: z.array(z.string()),
    patterns: z.array(z.string()),
    defaultFees: moneySchema,
    breakEvenMin: z.number(),
    breakEvenMax: z.number(),
  })
  .meta({ id: 'TradingSettings' });
export type TradingSettings = z.infer<typeof tradingSettingsSchema>;

/** The first item that repeats an earlier one, ignoring case; undefined when all are distinct. */
export function findDuplicateItem(items: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) return item;
    seen.add(key);
  }
  return undefined;
}

function listField(label: string, itemLabel: string) {
  return z
    .array(textField(itemLabel, { max: TRADING_SETTINGS_LIMITS.itemLength }))
    .max(TRADING_SETTINGS_LIMITS.items, {
      error: `${label} must hold at most ${TRADING_SETTINGS_LIMITS.items} items`,
    })
    .superRefine((items, ctx) => {
      // On the list itself, so the errors map reads `instruments: [...]` (not one item's index).
      const duplicate = findDuplicateItem(items);
      if (duplicate !== undefined) {
        ctx.addIssue({ code: 'custom', message: duplicateItemsMessage(label, duplicate) });
      }
    });
}

/** True when the band is well formed, or when one bound is absent (a PUT subset). */
export function isBreakEvenRangeValid(min: number | undefined, max: number | undefined): boolean {
  return min === undefined || max === undefined || min < max;
}

/**
 * PUT /api/tradingSettings: any subset. When both bounds are sent min < max is checked here; when one
 * is sent the server checks it against the stored other one with isBreakEvenRangeValid.
 */
export const updateTradingSettingsBodySchema = z
  .strictObject({
    instruments: listField('Instruments', 'Instrument').optional(),
    patterns: listField('Patterns', 'Pattern').optional(),
    defaultFees: numberField('Default fees', { min: 0, max: MONEY_MAX }).optional(),
    breakEvenMin: numberField('Break-even min', { min: -MONEY_MAX, max: MONEY_MAX }).optional(),
    breakEvenMax: numberField('Break-even max', { min: -MONEY_MAX, max: MONEY_MAX }).optional(),
  })
  .superRefine((s, ctx) => {
    if (!isBreakEvenRangeValid(s.breakEvenMin, s.breakEvenMax)) {
      ctx.addIssue({
        code: 'custom',
        path: ['breakEvenMin'],
        message: SCHEMA_MESSAGES.breakEvenRange,
      });
    }
  });
export type UpdateTradingSettingsBody = z.infer<typeof updateTradingSettingsBodySchema>;

/** ISO weekdays: 1 = Monday … 7 = Sunday (PostgreSQL's `isodow`). */
export const DIGEST_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_DIGEST_WEEKDAY = 1;

/**
 * GET /api/digestSettings: the weekly e-mail (issue 33 item 5), off until the user opts in, sent
 * on `weekday` in the user's own time zone.
 */
export const digestSettingsSchema = z
  .object({ enabled: z.boolean(), weekday: z.number().int().min(1).max(7) })
  .meta({ id: 'DigestSettings' });
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

/** PUT /api/digestSettings: any subset. */
export const updateDigestSettingsBodySchema = z.strictObject({
  enabled: booleanField('Enabled').optional(),
  weekday: numberField('Weekday', { int: true, min: 1, max: 7 }).optional(),
});
export type UpdateDigestSettingsBody = z.infer<typeof updateDigestSettingsBodySchema>;

/**
 * The one-purpose unsubscribe link of the weekly e-mail, used without a session:
 * `?token=` on GET (a redirect to the confirmation page, changing nothing: mail scanners follow
 * links) and on POST (the button, or the RFC 8058 one-click POST of the mail client).
 */
export const digestUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'Token is required' })
    .min(1, { error: 'Token is required' })
    .max(200, { error: 'Token must be at most 200 characters' }),
});
export const digestUnsubscribedSchema = z
  .object({ enabled: z.literal(false) })
  .meta({ id: 'DigestUnsubscribed' });
