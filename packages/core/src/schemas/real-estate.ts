import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { REAL_ESTATE_FIELD_MESSAGES } from './real-estate.messages.js';
import {
  MONEY_MAX,
  calendarDateSchema,
  currencyField,
  dateField,
  enumField,
  idQueryField,
  idSchema,
  moneySchema,
  numberField,
  optionalTextField,
  textField,
} from './fields.js';

/** Real estate (API.md "Real estate — /api/real-estate"). */
export const PROPERTY_KINDS = ['RESIDENCE', 'RENTAL', 'LAND', 'COMMERCIAL', 'OTHER'] as const;
export const VALUATION_SOURCES = ['MANUAL', 'APPRAISAL', 'ESTIMATE'] as const;
export const PROPERTY_EXPENSE_CATEGORIES = [
  'TAX',
  'INSURANCE',
  'MAINTENANCE',
  'HOA',
  'MANAGEMENT',
  'UTILITIES',
  'IMPROVEMENT',
  'OTHER',
] as const;
export const PROPERTY_INCOME_CATEGORIES = ['RENT', 'OTHER'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export type ValuationSource = (typeof VALUATION_SOURCES)[number];
export type PropertyExpenseCategory = (typeof PROPERTY_EXPENSE_CATEGORIES)[number];
export type PropertyIncomeCategory = (typeof PROPERTY_INCOME_CATEGORIES)[number];

/** Not fixed by SPEC; bounds that keep one property a record, not a document. */
export const PROPERTY_LIMITS = {
  name: 100,
  address: 300,
  notes: 5000,
  description: 500,
  mediaIds: 30,
} as const;

/** A valuation older than this many months is flagged on the page as stale. */
export const VALUATION_STALE_MONTHS = 12;

export const propertySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    kind: z.enum(PROPERTY_KINDS),
    address: z.string().nullable(),
    currency: z.string(),
    purchaseDate: calendarDateSchema,
    purchasePrice: moneySchema,
    purchaseCosts: moneySchema,
    ownershipPct: z.number(),
    saleDate: calendarDateSchema.nullable(),
    salePrice: moneySchema.nullable(),
    monthlyRent: moneySchema.nullable(),
    vacancyPct: z.number().nullable(),
    notes: z.string().nullable(),
    mediaIds: z.array(z.string()),
    /** The latest valuation on or before today, else the purchase price. */
    currentValue: moneySchema,
    /** The day of that valuation, or the purchase date. */
    currentValueDate: calendarDateSchema,
    /** The borrowed loans secured on it (the loans area); empty until loans link to it. */
    loanIds: z.array(idSchema),
    /** Extension: sold, sale − price − costs − improvements; null while held. */
    realisedGain: moneySchema.nullable(),
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof propertySchema>;
export const propertyListSchema = z.array(propertySchema).meta({ id: 'PropertyList' });

const propertyFields = {
  name: textField('Name', { max: PROPERTY_LIMITS.name }),
  kind: enumField('Kind', PROPERTY_KINDS),
  address: optionalTextField('Address', PROPERTY_LIMITS.address),
  currency: currencyField(),
  purchaseDate: dateField('Purchase date'),
  purchasePrice: numberField('Purchase price', { min: 0, max: MONEY_MAX }),
  purchaseCosts: numberField('Purchase costs', { min: 0, max: MONEY_MAX }).optional(),
  ownershipPct: numberField('Ownership', { positive: true, max: 100, decimals: 4 }).optional(),
  saleDate: dateField('Sale date').nullish(),
  salePrice: numberField('Sale price', { min: 0, max: MONEY_MAX }).nullish(),
  monthlyRent: numberField('Monthly rent', { min: 0, max: MONEY_MAX }).nullish(),
  vacancyPct: numberField('Vacancy', { min: 0, max: 100, decimals: 4 }).nullish(),
  notes: optionalTextField('Notes', PROPERTY_LIMITS.notes),
  mediaIds: z
    .array(z.string().min(1).max(100))
    .max(PROPERTY_LIMITS.mediaIds, {
      error: `Media must hold at most ${PROPERTY_LIMITS.mediaIds} items`,
    })
    .optional(),
};

/** A sale needs both its day and its price, and comes on or after the purchase. */
export function saleIssues(p: {
  purchaseDate?: string | undefined;
  saleDate?: string | null | undefined;
  salePrice?: number | null | undefined;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  // A sale before the purchase would count the property negative days in net worth.
  const hasDate = p.saleDate !== undefined && p.saleDate !== null;
  const hasPrice = p.salePrice !== undefined && p.salePrice !== null;
  if (hasDate && !hasPrice)
    issues.push({ path: 'salePrice', message: RULE_MESSAGES.required('Sale price') });
  if (hasPrice && !hasDate)
    issues.push({ path: 'saleDate', message: RULE_MESSAGES.required('Sale date') });
  if (hasDate && p.purchaseDate && p.saleDate! < p.purchaseDate)
    issues.push({ path: 'saleDate', message: REAL_ESTATE_FIELD_MESSAGES.saleBeforePurchase });
  return issues;
}

/** POST /properties. */
export const createPropertyBodySchema = z.strictObject(propertyFields).superRefine((p, ctx) => {
  for (const i of saleIssues(p))
    ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
});
export type CreatePropertyBody = z.infer<typeof createPropertyBodySchema>;

/** PUT /properties/{id}: any subset; the server reruns saleIssues on the merged property. */
export const updatePropertyBodySchema = z.strictObject(propertyFields).partial();
export type UpdatePropertyBody = z.infer<typeof updatePropertyBodySchema>;

export const propertyParamsSchema = z.object({ id: idQueryField('Id') });
export const valuationParamsSchema = z.object({
  id: idQueryField('Id'),
  valuationId: idQueryField('Valuation id'),
});
/** DELETE /properties/{id}?cascade=true (stringbool: z.coerce.boolean reads 'false' as true). */
export const deletePropertyQuerySchema = z.object({
  cascade: z.stringbool({ error: 'Cascade is invalid' }).default(false),
});

export const valuationSchema = z
  .object({
    id: idSchema,
    propertyId: idSchema,
    date: calendarDateSchema,
    value: moneySchema,
    source: z.enum(VALUATION_SOURCES),
  })
  .meta({ id: 'Valuation' });
export type Valuation = z.infer<typeof valuationSchema>;
export const valuationListSchema = z.array(valuationSchema).meta({ id: 'ValuationList' });

/** POST /properties/{id}/valuations: one per day; a second on the same day replaces it. */
export const valuationBodySchema = z.strictObject({
  date: dateField(),
  value: numberField('Value', { min: 0, max: MONEY_MAX }),
  source: enumField('Source', VALUATION_SOURCES).default('MANUAL'),
});
export type ValuationBody = z.infer<typeof valuationBodySchema>;
