import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { BUDGET_ROLLOVERS } from '../domain/budgets.js';
import {
  MONEY_MAX,
  enumField,
  idQueryField,
  idSchema,
  moneySchema,
  numberField,
  optionalTextField,
  pathTextField,
  textField,
  timestampSchema,
} from './fields.js';
import { TRANSACTION_CATEGORY_MAX } from './transactions.js';

// ---------------------------------------------------------------------------------------------
// Categories

export const CATEGORY_KINDS = ['EXPENSE', 'INCOME'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const CATEGORY_GROUP_MAX = 50;

const colorField = z
  .string({ error: RULE_MESSAGES.pattern('Color') })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: RULE_MESSAGES.pattern('Color') });

/** A category of the user's own list; `count` is how many transactions carry its name. */
export const expenseCategorySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    kind: z.enum(CATEGORY_KINDS),
    group: z.string().nullable(),
    color: z.string().nullable(),
    count: z.number().int().min(0),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Category' });
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;
export const expenseCategoryListSchema = z
  .array(expenseCategorySchema)
  .meta({ id: 'CategoryList' });

const categoryFields = {
  name: textField('Name', { max: TRANSACTION_CATEGORY_MAX }),
  kind: enumField('Kind', CATEGORY_KINDS),
  group: optionalTextField('Group', CATEGORY_GROUP_MAX),
  color: colorField.nullish(),
};
/** POST /api/categories. */
export const createCategoryBodySchema = z.strictObject({
  ...categoryFields,
  kind: categoryFields.kind.optional(),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;
/** PUT /api/categories/{id}: any subset; a new name renames it on every transaction. */
export const updateCategoryBodySchema = z.strictObject(categoryFields).partial();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;
/** DELETE /api/categories/{id}?replaceWith={id}: merges it into another category. */
export const deleteCategoryQuerySchema = z.object({
  replaceWith: idQueryField('Replace with').optional(),
});

// ---------------------------------------------------------------------------------------------
// Budgets

/** 'YYYY-MM' within the app's date range. */
export function monthField(label = 'Month') {
  return z
    .string({ error: RULE_MESSAGES.pattern(label) })
    .regex(/^(19\d\d|2[01]\d\d)-(0[1-9]|1[0-2])$/, { error: RULE_MESSAGES.pattern(label) });
}

export const budgetRolloverSchema = z.enum(BUDGET_ROLLOVERS);

export const budgetItemSchema = z.object({
  category: z.string(),
  categoryId: idSchema,
  color: z.string().nullable(),
  group: z.string().nullable(),
  amount: moneySchema,
  rollover: budgetRolloverSchema,
  carriedIn: moneySchema,
  spent: moneySchema,
  available: moneySchema,
});
export type BudgetItem = z.infer<typeof budgetItemSchema>;

export const unbudgetedItemSchema = z.object({
  category: z.string().nullable(),
  categoryId: idSchema.nullable(),
  color: z.string().nullable(),
  spent: moneySchema,
});
export type UnbudgetedItem = z.infer<typeof unbudgetedItemSchema>;

/** GET /api/budgets?month=YYYY-MM, in the base currency. */
export const budgetMonthSchema = z
  .object({
    month: z.string(),
    currency: z.string(),
    items: z.array(budgetItemSchema),
    totals: z.object({
      amount: moneySchema,
      carriedIn: moneySchema,
      spent: moneySchema,
      available: moneySchema,
    }),
    /** Currencies of the month's spending that no rate converts (left out of `spent`). */
    missingRates: z.array(z.string()),
    /**
     * The month's INCOME in the base currency (transfers are not income), split lines by their
     * category; an INCOME in an EXPENSE category is a refund, counted in that category's spent.
     */
    income: moneySchema,
    /** income − the month's budgeted amounts (totals.amount). */
    leftToBudget: moneySchema,
    /**
     * Categories with spending in the month and no budget, spent as a budget would count it (net
     * of refunds), most first; category null is spending without a category.
     */
    unbudgeted: z.array(unbudgetedItemSchema),
  })
  .meta({ id: 'BudgetMonth' });
export type BudgetMonth = z.infer<typeof budgetMonthSchema>;

export const budgetMonthQuerySchema = z.object({ month: monthField().optional() });
export const budgetParamsSchema = z.object({
  category: pathTextField('Category', TRANSACTION_CATEGORY_MAX),
});
/** PUT /api/budgets/{category}: the budget from `from` (default this month) on. */
export const putBudgetBodySchema = z.strictObject({
  // The base currency's minor unit (KWD 3, JPY 0) is checked by the server, which knows the base;
  // 8 is the most any currency or crypto asset has, and the column's scale.
  amount: numberField('Amount', { min: 0, max: MONEY_MAX, decimals: 8 }),
  rollover: enumField('Rollover', BUDGET_ROLLOVERS).optional(),
  from: monthField('From').optional(),
});
export type PutBudgetBody = z.infer<typeof putBudgetBodySchema>;
/** DELETE /api/budgets/{category}?from=: no budget from that month (default this month) on. */
export const deleteBudgetQuerySchema = z.object({ from: monthField('From').optional() });
/** POST /api/budgets/copy { month }: the month before's budgets, set for `month` (extension). */
export const copyBudgetsBodySchema = z.strictObject({ month: monthField() });
