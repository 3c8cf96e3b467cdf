import { z } from 'zod';
import {
  MONEY_MAX,
  calendarDateSchema,
  dateField,
  enumField,
  idField,
  idQueryField,
  idSchema,
  moneySchema,
  numberField,
  optionalTextField,
} from './fields.js';
import {
  PROPERTY_EXPENSE_CATEGORIES,
  PROPERTY_INCOME_CATEGORIES,
  PROPERTY_LIMITS,
} from './real-estate.js';
import { RULE_MESSAGES } from '../validation/rules.js';

/** A property's income and expenses, and its metrics (API.md "Real estate"). */

/**
 * An income or expense of a property. With `accountId` it is also a transaction on that account
 * (INCOME or EXPENSE, `transactionId`): one fact, edited or deleted through either side.
 */
function entrySchema<T extends readonly [string, ...string[]]>(id: string, categories: T) {
  return z
    .object({
      id: idSchema,
      propertyId: idSchema,
      date: calendarDateSchema,
      amount: moneySchema,
      category: z.enum(categories),
      description: z.string().nullable(),
      accountId: idSchema.nullable(),
      transactionId: idSchema.nullable(),
    })
    .meta({ id });
}
export const propertyExpenseSchema = entrySchema('PropertyExpense', PROPERTY_EXPENSE_CATEGORIES);
export const propertyIncomeSchema = entrySchema('PropertyIncome', PROPERTY_INCOME_CATEGORIES);
export type PropertyExpense = z.infer<typeof propertyExpenseSchema>;
export type PropertyIncome = z.infer<typeof propertyIncomeSchema>;
export const propertyExpenseListSchema = z
  .array(propertyExpenseSchema)
  .meta({ id: 'PropertyExpenseList' });
export const propertyIncomeListSchema = z
  .array(propertyIncomeSchema)
  .meta({ id: 'PropertyIncomeList' });

function entryFields<T extends readonly [string, ...string[]]>(categories: T) {
  return {
    propertyId: idField('Property id'),
    date: dateField(),
    amount: numberField('Amount', { positive: true, max: MONEY_MAX }),
    category: enumField('Category', categories),
    description: optionalTextField('Description', PROPERTY_LIMITS.description),
    accountId: idField('Account id').nullish(),
  };
}
export const createExpenseBodySchema = z.strictObject(entryFields(PROPERTY_EXPENSE_CATEGORIES));
export const updateExpenseBodySchema = createExpenseBodySchema.partial();
export const createIncomeBodySchema = z.strictObject(entryFields(PROPERTY_INCOME_CATEGORIES));
export const updateIncomeBodySchema = createIncomeBodySchema.partial();
export type CreateEntryBody = z.infer<typeof createExpenseBodySchema>;
export type UpdateEntryBody = z.infer<typeof updateExpenseBodySchema>;

function entryQuery<T extends readonly [string, ...string[]]>(categories: T) {
  return z.object({
    propertyId: idQueryField('Property id').optional(),
    from: dateField('From').optional(),
    to: dateField('To').optional(),
    category: enumField('Category', categories).optional(),
  });
}
export const expenseQuerySchema = entryQuery(PROPERTY_EXPENSE_CATEGORIES);
export const incomeQuerySchema = entryQuery(PROPERTY_INCOME_CATEGORIES);
export type EntryQuery = z.infer<typeof expenseQuerySchema>;

export const metricsQuerySchema = z.object({
  year: z
    .string()
    .regex(/^(19|20|21)[0-9]{2}$/, { error: RULE_MESSAGES.pattern('Year') })
    .transform(Number)
    .optional(),
});

/** GET /properties/{id}/metrics: ratios in percent, DSCR a plain ratio, null where unknown. */
export const propertyMetricsSchema = z
  .object({
    grossScheduledRent: moneySchema.nullable(),
    effectiveGrossIncome: moneySchema.nullable(),
    operatingExpenses: moneySchema,
    noi: moneySchema.nullable(),
    grossYield: z.number().nullable(),
    netYield: z.number().nullable(),
    capRate: z.number().nullable(),
    annualDebtService: moneySchema,
    cashFlow: moneySchema.nullable(),
    cashOnCash: z.number().nullable(),
    dscr: z.number().nullable(),
    equity: moneySchema,
    ltv: z.number().nullable(),
    appreciationPct: z.number().nullable(),
    cagr: z.number().nullable(),
    /** Extension: the period the figures cover (inclusive) and the value they use. */
    from: calendarDateSchema,
    to: calendarDateSchema,
    value: moneySchema,
    /** Extension: income and expenses per calendar year, for the page's bar chart. */
    years: z.array(
      z.object({ year: z.number().int(), income: moneySchema, expenses: moneySchema }),
    ),
  })
  .meta({ id: 'PropertyMetrics' });
export type PropertyMetricsAnswer = z.infer<typeof propertyMetricsSchema>;

/**
 * POST /income/{id}/repeat and /expenses/{id}/repeat: copies of the entry on the same day of each
 * following month up to `until` (at most 120), each paid through the same account if the entry is.
 * A stand-in for recurring items until the expenses area brings them.
 */
export const repeatEntryBodySchema = z.strictObject({ until: dateField('Until') });
export type RepeatEntryBody = z.infer<typeof repeatEntryBodySchema>;
