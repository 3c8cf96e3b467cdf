import { z } from 'zod';
import { DAY_COUNTS, EXTRA_MODES, LOAN_FREQUENCIES, LOAN_METHODS } from '../domain/loan-terms.js';
import { calendarDateSchema, idSchema, moneySchema, timestampSchema } from './fields.js';
import { LOAN_DIRECTIONS, LOAN_KINDS, LOAN_STATUSES, SCHEDULE_ROW_STATUSES } from './loans.js';

/** The answers of /api/loans (API.md "Loans"); the requests are in loans.ts. */
const nextPaymentSchema = z.object({ date: calendarDateSchema, amount: moneySchema });

export const loanRateChangeSchema = z
  .object({ id: idSchema, date: calendarDateSchema, annualRate: z.number() })
  .meta({ id: 'LoanRateChange' });
export const loanCorrectionSchema = z
  .object({ id: idSchema, date: calendarDateSchema, balance: moneySchema, difference: moneySchema })
  .meta({ id: 'LoanCorrection' });

export const loanSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    direction: z.enum(LOAN_DIRECTIONS),
    counterparty: z.string().nullable(),
    kind: z.enum(LOAN_KINDS),
    currency: z.string(),
    principal: moneySchema,
    startDate: calendarDateSchema,
    firstPaymentDate: calendarDateSchema.nullable(),
    termMonths: z.number().int().nullable(),
    frequency: z.enum(LOAN_FREQUENCIES),
    method: z.enum(LOAN_METHODS),
    balloonAfterMonths: z.number().int().nullable(),
    annualRate: z.number(),
    dayCount: z.enum(DAY_COUNTS),
    accountId: idSchema.nullable(),
    propertyId: idSchema.nullable(),
    autoPost: z.boolean(),
    outstanding: moneySchema,
    nextPayment: nextPaymentSchema.nullable(),
    status: z.enum(LOAN_STATUSES),
    // Extensions for the loan cards.
    payoffDate: calendarDateSchema.nullable(),
    interestPaid: moneySchema,
    interestToCome: moneySchema,
    paidPct: z.number(),
    rateChanges: z.array(loanRateChangeSchema),
    corrections: z.array(loanCorrectionSchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Loan' });
export type Loan = z.infer<typeof loanSchema>;
export const loanListSchema = z.array(loanSchema).meta({ id: 'LoanList' });

export const scheduleRowSchema = z.object({
  n: z.number().int(),
  date: calendarDateSchema,
  payment: moneySchema,
  interest: moneySchema,
  principal: moneySchema,
  extra: moneySchema,
  correction: moneySchema,
  balance: moneySchema,
  status: z.enum(SCHEDULE_ROW_STATUSES),
});
export type ScheduleRowDto = z.infer<typeof scheduleRowSchema>;

export const loanScheduleSchema = z
  .object({
    rows: z.array(scheduleRowSchema),
    totalInterest: moneySchema,
    totalPaid: moneySchema,
    payoffDate: calendarDateSchema.nullable(),
    /** Only with a what-if: what the extra payment saves against the saved plan. */
    savings: z
      .object({
        interestSaved: moneySchema,
        monthsSaved: z.number().int(),
        basePayoffDate: calendarDateSchema.nullable(),
        baseTotalInterest: moneySchema,
      })
      .nullable(),
  })
  .meta({ id: 'LoanSchedule' });
export type LoanSchedule = z.infer<typeof loanScheduleSchema>;

export const loanPaymentSchema = z
  .object({
    id: idSchema,
    loanId: idSchema,
    date: calendarDateSchema,
    amount: moneySchema,
    principal: moneySchema,
    interest: moneySchema,
    extra: moneySchema,
    mode: z.enum(EXTRA_MODES).nullable(),
    /** The schedule row this payment paid (null for an extra alone). */
    n: z.number().int().nullable(),
    transactionId: idSchema.nullable(),
    auto: z.boolean(),
  })
  .meta({ id: 'LoanPayment' });
export type LoanPayment = z.infer<typeof loanPaymentSchema>;
export const loanPaymentListSchema = z.array(loanPaymentSchema).meta({ id: 'LoanPaymentList' });

/** "Who owes me / whom I owe": open balances per counterparty and currency. */
export const loanTotalsSchema = z
  .array(
    z.object({
      counterparty: z.string().nullable(),
      direction: z.enum(LOAN_DIRECTIONS),
      currency: z.string(),
      outstanding: moneySchema,
    }),
  )
  .meta({ id: 'LoanTotals' });
