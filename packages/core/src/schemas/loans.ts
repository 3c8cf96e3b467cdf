import { z } from 'zod';
import { DAY_COUNTS, EXTRA_MODES, LOAN_FREQUENCIES, LOAN_METHODS } from '../domain/loan-terms.js';
import { RULE_MESSAGES } from '../validation/rules.js';
import { LOAN_MESSAGES } from './loans.messages.js';
import {
  MONEY_MAX,
  booleanField,
  currencyField,
  dateField,
  enumField,
  idField,
  idQueryField,
  numberField,
  optionalTextField,
  textField,
} from './fields.js';

/** API.md "Loans — /api/loans": the contract of the loans area. */
export const LOAN_DIRECTIONS = ['BORROWED', 'LENT'] as const;
export type LoanDirection = (typeof LOAN_DIRECTIONS)[number];
export const LOAN_KINDS = [
  'MORTGAGE',
  'AUTO',
  'STUDENT',
  'PERSONAL',
  'CREDIT_LINE',
  'PRIVATE',
  'OTHER',
] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export const LOAN_STATUSES = ['ACTIVE', 'PAID_OFF'] as const;
export const SCHEDULE_ROW_STATUSES = ['PAID', 'DUE', 'PLANNED'] as const;
export type ScheduleRowStatus = (typeof SCHEDULE_ROW_STATUSES)[number];

export const LOAN_NAME_MAX = 100;
export const LOAN_COUNTERPARTY_MAX = 100;
/** 50 years of monthly payments: longer than any mortgage, short enough to compute on read. */
export const LOAN_TERM_MAX_MONTHS = 600;
/** The category of the interest part of a payment (the expense; the principal is not one). */
export const LOAN_INTEREST_CATEGORY = 'Loan interest';
/** The category of the principal part: money moved to the lender, not an expense. */
export const LOAN_PRINCIPAL_CATEGORY = 'Loan principal';

const rateField = (label: string) => numberField(label, { min: 0, max: 100, decimals: 4 });
const amountField = (label: string) =>
  numberField(label, { positive: true, max: MONEY_MAX, decimals: 8 });

const loanFields = {
  name: textField('Name', { max: LOAN_NAME_MAX }),
  direction: enumField('Direction', LOAN_DIRECTIONS),
  counterparty: optionalTextField('Counterparty', LOAN_COUNTERPARTY_MAX),
  kind: enumField('Kind', LOAN_KINDS),
  currency: currencyField(),
  principal: amountField('Principal'),
  startDate: dateField('Start date'),
  firstPaymentDate: dateField('First payment date').nullish(),
  termMonths: numberField('Term', { int: true, min: 1, max: LOAN_TERM_MAX_MONTHS }).nullish(),
  frequency: enumField('Frequency', LOAN_FREQUENCIES),
  method: enumField('Method', LOAN_METHODS),
  balloonAfterMonths: numberField('Balloon', {
    int: true,
    min: 1,
    max: LOAN_TERM_MAX_MONTHS,
  }).nullish(),
  annualRate: rateField('Rate'),
  dayCount: enumField('Day count', DAY_COUNTS),
  accountId: idField('Account').nullish(),
  propertyId: idField('Property').nullish(),
  autoPost: booleanField('Auto-post'),
};

/** The rules that join fields; the service checks them again on the merged loan of a PUT. */
export function loanTermsIssues(loan: {
  method?: string;
  termMonths?: number | null;
  balloonAfterMonths?: number | null;
  startDate?: string;
  firstPaymentDate?: string | null;
}): Record<string, string> {
  const issues: Record<string, string> = {};
  if (loan.method && loan.method !== 'NONE' && loan.termMonths == null)
    issues.termMonths = RULE_MESSAGES.required('Term');
  if (
    loan.balloonAfterMonths != null &&
    loan.termMonths != null &&
    loan.balloonAfterMonths >= loan.termMonths
  )
    issues.balloonAfterMonths = RULE_MESSAGES.max('Balloon', loan.termMonths - 1);
  if (loan.firstPaymentDate && loan.startDate && loan.firstPaymentDate <= loan.startDate)
    issues.firstPaymentDate = LOAN_MESSAGES.firstPaymentAfterStart;
  return issues;
}

function refineTerms(loan: Parameters<typeof loanTermsIssues>[0], ctx: z.RefinementCtx): void {
  for (const [path, message] of Object.entries(loanTermsIssues(loan)))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

export const loanCreateSchema = z
  .strictObject({
    ...loanFields,
    frequency: loanFields.frequency.default('MONTHLY'),
    method: loanFields.method.default('ANNUITY'),
    dayCount: loanFields.dayCount.default('THIRTY_360'),
    autoPost: loanFields.autoPost.default(false),
  })
  .superRefine(refineTerms);
export type LoanCreate = z.infer<typeof loanCreateSchema>;

export const loanUpdateSchema = z.strictObject(loanFields).partial().superRefine(refineTerms);
export type LoanUpdate = z.infer<typeof loanUpdateSchema>;

export const loanRateBodySchema = z.strictObject({
  date: dateField(),
  annualRate: rateField('Rate'),
});
export type LoanRateBody = z.infer<typeof loanRateBodySchema>;

export const loanPaymentBodySchema = z.strictObject({
  date: dateField(),
  amount: amountField('Amount'),
  extra: booleanField('Extra').optional(),
  mode: enumField('Mode', EXTRA_MODES).optional(),
});
export type LoanPaymentBody = z.infer<typeof loanPaymentBodySchema>;

export const loanBalanceBodySchema = z.strictObject({
  date: dateField(),
  balance: numberField('Balance', { min: 0, max: MONEY_MAX, decimals: 8 }),
});
export type LoanBalanceBody = z.infer<typeof loanBalanceBodySchema>;

/** A money amount in a query string: plain decimal digits, above 0. */
const amountQueryField = (label: string) =>
  z
    .string({ error: RULE_MESSAGES.pattern(label) })
    .regex(/^[0-9]{1,13}(\.[0-9]{1,8})?$/, { error: RULE_MESSAGES.pattern(label) })
    .transform(Number)
    .pipe(z.number().positive({ error: RULE_MESSAGES.min(label, 0) }));

/** GET /{id}/schedule: with extraAmount, a what-if of one extra payment, never saved. */
export const loanScheduleQuerySchema = z
  .object({
    extraAmount: amountQueryField('Extra amount').optional(),
    extraDate: dateField('Extra date').optional(),
    mode: enumField('Mode', EXTRA_MODES).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.extraAmount === undefined) !== (q.extraDate === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [q.extraAmount === undefined ? 'extraAmount' : 'extraDate'],
        message: RULE_MESSAGES.required(
          q.extraAmount === undefined ? 'Extra amount' : 'Extra date',
        ),
      });
  });
export type LoanScheduleQuery = z.infer<typeof loanScheduleQuerySchema>;

export const loanSubParamsSchema = z.object({
  id: idQueryField('Id'),
  itemId: idQueryField('Id'),
});
