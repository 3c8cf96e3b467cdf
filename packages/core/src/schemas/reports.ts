import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { dateField, enumField, moneySchema } from './fields.js';

/** GET /api/expenses/summary (API.md "Expenses"): where the money went, in the base currency. */
export const SUMMARY_GROUPS = ['category', 'month', 'account', 'payee'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

export const summaryQuerySchema = z
  .object({
    from: dateField('From').optional(),
    to: dateField('To').optional(),
    groupBy: enumField('Group by', SUMMARY_GROUPS).optional(),
    /**
     * Extension of API.md (the expenses page's stacked bars): each row also split by category, in
     * `categories`. The row's figures are then the sums of its categories' rounded figures.
     */
    stack: enumField('Stack', ['category'] as const).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: RULE_MESSAGES.pattern('To'),
  });
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const summaryRowSchema = z.object({
  /** The category name, 'YYYY-MM', the account id or the description; '' when none. */
  key: z.string(),
  /** What to show: the account's name for an account, else the key as written. */
  label: z.string(),
  expenses: moneySchema,
  income: moneySchema,
  /** income − expenses. */
  net: moneySchema,
  /**
   * How many entries make the row. Where the row is read by category — groupBy=category, or any
   * row with ?stack=category — a split transaction is one entry per line (ADR 0015): a 3-line split
   * counts 3 in a month stacked by category and 1 in the same month unstacked. The SQL counts per
   * (row, category) part, so the service cannot tell a split's lines from separate transactions.
   */
  count: z.number().int(),
  /** With ?stack=category: the row by category (key and label as in groupBy=category). */
  categories: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        expenses: moneySchema,
        income: moneySchema,
      }),
    )
    .optional(),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;

export const expenseSummarySchema = z
  .object({
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(SUMMARY_GROUPS),
    /** Biggest spending first (months in calendar order). */
    items: z.array(summaryRowSchema),
    totals: z.object({ expenses: moneySchema, income: moneySchema, net: moneySchema }),
    missingRates: z.array(z.string()),
  })
  .meta({ id: 'ExpenseSummary' });
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;
