import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { MONEY_MAX, calendarDateSchema, idSchema, moneySchema } from './fields.js';

/** API.md "Forecasting": GET /api/forecast/fire and GET /api/forecast/cashflow. */

export const CASHFLOW_DAYS_MAX = 730;

/** A query-string number: plain decimal digits (no '1e3', no blanks), then bounded. */
function queryNumber(
  label: string,
  { min, max, int }: { min: number; max: number; int?: boolean },
) {
  const pattern = int ? /^[0-9]{1,6}$/ : /^-?[0-9]{1,13}(\.[0-9]{1,4})?$/;
  return z
    .string({ error: RULE_MESSAGES.pattern(label) })
    .regex(pattern, { error: RULE_MESSAGES.pattern(label) })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: RULE_MESSAGES.min(label, min) })
        .max(max, { error: RULE_MESSAGES.max(label, max) }),
    );
}

export const fireQuerySchema = z.object({
  swr: queryNumber('Safe withdrawal rate', { min: 0.5, max: 20 }).optional(),
  /** Typed instead of the last 12 months' expenses. */
  annualExpenses: queryNumber('Annual expenses', { min: 0, max: MONEY_MAX }).optional(),
  /** Typed instead of the last 12 months' savings. */
  monthlyContribution: queryNumber('Monthly contribution', { min: 0, max: MONEY_MAX }).optional(),
  annualReturn: queryNumber('Annual return', { min: -50, max: 50 }).optional(),
  inflation: queryNumber('Inflation', { min: -10, max: 50 }).optional(),
});
export type FireQuery = z.infer<typeof fireQuerySchema>;

export const fireResponseSchema = z
  .object({
    currency: z.string(),
    swr: z.number(),
    /**
     * The last 12 months' expenses (unless typed), the borrowed loans' instalments included:
     * Σ EXPENSE − the recorded loan interest (ADR 0017) + every instalment due (principal and
     * interest), so a payment counts once.
     */
    annualExpenses: moneySchema,
    /** The instalments inside annualExpenses (0 when typed); an extension of API.md. */
    loanInstalments: moneySchema.optional(),
    fireNumber: moneySchema,
    currentNetWorth: moneySchema,
    progressPct: z.number(),
    /** Months to reach the FIRE number in today's money, / 12; null beyond 100 years. */
    yearsToFire: z.number().nullable(),
    /** What the projection assumed: the last 12 months' savings a month unless typed. */
    monthlyContribution: moneySchema,
    annualReturn: z.number(),
    inflation: z.number(),
  })
  .meta({ id: 'Fire' });
export type FireResponse = z.infer<typeof fireResponseSchema>;

/**
 * A what-if: items left out of the cash flow, `recurring:<id>`, `loan:<id>` or `rent:<property id>`,
 * comma-separated.
 */
export const CASHFLOW_ITEM_KINDS = ['recurring', 'loan', 'rent'] as const;
const EXCLUDE_PATTERN =
  /^(recurring|loan|rent):[0-9]{1,10}(,(recurring|loan|rent):[0-9]{1,10}){0,99}$/;

export const cashflowQuerySchema = z.object({
  days: queryNumber('Days', { min: 1, max: CASHFLOW_DAYS_MAX, int: true }).optional(),
  exclude: z
    .string({ error: RULE_MESSAGES.pattern('Exclude') })
    .regex(EXCLUDE_PATTERN, { error: RULE_MESSAGES.pattern('Exclude') })
    .optional(),
});
export type CashflowQuery = z.infer<typeof cashflowQuerySchema>;

const pointSchema = z.object({ date: calendarDateSchema, balance: moneySchema });
export const cashflowResponseSchema = z
  .object({
    currency: z.string(),
    points: z.array(pointSchema),
    accounts: z.array(
      z.object({
        accountId: idSchema,
        name: z.string(),
        lowest: pointSchema,
        /** The first day the balance is below 0; null when it never is. */
        belowZeroOn: calendarDateSchema.nullable(),
        points: z.array(pointSchema),
      }),
    ),
    /** Every recurring item, loan and rent that moves money in the window, left out or not. */
    items: z.array(
      z.object({
        key: z.string(),
        kind: z.enum(CASHFLOW_ITEM_KINDS),
        name: z.string(),
        excluded: z.boolean(),
      }),
    ),
    missingRates: z.array(z.string()),
  })
  .meta({ id: 'Cashflow' });
export type CashflowResponse = z.infer<typeof cashflowResponseSchema>;
