import { z } from 'zod';
import { RULE_MESSAGES } from '../validation/rules.js';
import { parseRrule, WEEKEND_MOVES } from '../domain/recurrence.js';
import {
  MONEY_MAX,
  booleanField,
  calendarDateSchema,
  dateField,
  enumField,
  idField,
  idSchema,
  moneySchema,
  numberField,
  optionalTextField,
  textField,
  timestampSchema,
} from './fields.js';
import {
  TRANSACTION_AMOUNT_MIN,
  TRANSACTION_CATEGORY_MAX,
  TRANSACTION_DESCRIPTION_MAX,
  TRANSACTION_TYPES,
  transactionSchema,
} from './transactions.js';
import { PROPERTY_EXPENSE_CATEGORIES, PROPERTY_INCOME_CATEGORIES } from './real-estate.js';

/** Recurring items (API.md "Recurring"). */

export const RECURRING_NAME_MAX = 100;
export const RRULE_MAX = 200;
/**
 * Bounds on what one user's recurring items can cost the server. 200 items is several
 * times what a household keeps (EXPENSE_MESSAGES.tooManyRecurring says it, 422 BUS_003); one
 * upcoming answer (or a cash-flow year) holds at most 20,000 occurrences (tooManyOccurrences).
 */
export const RECURRING_MAX_PER_USER = 200;
export const UPCOMING_MAX_OCCURRENCES = 20_000;

const rruleField = z
  .string({ error: RULE_MESSAGES.required('Rule') })
  .max(RRULE_MAX, { error: RULE_MESSAGES.maxLength('Rule', RRULE_MAX) })
  .refine((r) => 'rule' in parseRrule(r), { error: RULE_MESSAGES.pattern('Rule') });

export const recurringItemSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    accountId: idSchema,
    toAccountId: idSchema.nullable(),
    type: z.enum(TRANSACTION_TYPES),
    amount: moneySchema,
    currency: z.string(),
    category: z.string().nullable(),
    description: z.string().nullable(),
    rrule: z.string(),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema.nullable(),
    weekend: z.enum(WEEKEND_MOVES),
    autoPost: z.boolean(),
    /**
     * Rent or a charge of one of the user's properties: each occurrence posts a property entry and
     * its transaction as one fact (the real-estate area), `category` then being the entry's.
     */
    propertyId: idSchema.nullable(),
    /** The next occurrence on or after today that is neither skipped nor posted. */
    nextDate: calendarDateSchema.nullable(),
    skipped: z.array(calendarDateSchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'RecurringItem' });
export type RecurringItem = z.infer<typeof recurringItemSchema>;
export const recurringListSchema = z.array(recurringItemSchema).meta({ id: 'RecurringList' });

const recurringFields = {
  name: textField('Name', { max: RECURRING_NAME_MAX }),
  accountId: idField('Account id'),
  toAccountId: idField('To account id').nullish(),
  type: enumField('Type', TRANSACTION_TYPES),
  amount: numberField('Amount', { min: TRANSACTION_AMOUNT_MIN, max: MONEY_MAX }),
  category: optionalTextField('Category', TRANSACTION_CATEGORY_MAX),
  description: optionalTextField('Description', TRANSACTION_DESCRIPTION_MAX),
  rrule: rruleField,
  startDate: dateField('Start date'),
  endDate: dateField('End date').nullish(),
  weekend: enumField('Weekend', WEEKEND_MOVES).optional(),
  autoPost: booleanField('Auto post').optional(),
  propertyId: idField('Property id').nullish(),
};

type RecurringShape = {
  type?: string | undefined;
  toAccountId?: number | null | undefined;
  accountId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | null | undefined;
  propertyId?: number | null | undefined;
  category?: string | null | undefined;
};

/** The entry categories a property's recurring item of this type may use (INCOME or EXPENSE only). */
const PROPERTY_CATEGORIES_BY_TYPE: Record<string, readonly string[]> = {
  INCOME: PROPERTY_INCOME_CATEGORIES,
  EXPENSE: PROPERTY_EXPENSE_CATEGORIES,
};

/** Cross-field rules, rerun by the server on a PUT merged with the stored row. */
export function recurringIssues(r: RecurringShape): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const hasTarget = r.toAccountId !== undefined && r.toAccountId !== null;
  if (r.type === 'TRANSFER' && !hasTarget)
    out.push({ path: 'toAccountId', message: RULE_MESSAGES.required('To account id') });
  if (r.type !== undefined && r.type !== 'TRANSFER' && hasTarget)
    out.push({ path: 'toAccountId', message: RULE_MESSAGES.pattern('To account id') });
  if (hasTarget && r.toAccountId === r.accountId)
    out.push({ path: 'toAccountId', message: RULE_MESSAGES.pattern('To account id') });
  if (r.endDate && r.startDate && r.endDate < r.startDate)
    out.push({ path: 'endDate', message: RULE_MESSAGES.pattern('End date') });
  if (r.propertyId !== undefined && r.propertyId !== null && r.type !== undefined) {
    const allowed = PROPERTY_CATEGORIES_BY_TYPE[r.type];
    if (!allowed) out.push({ path: 'propertyId', message: RULE_MESSAGES.pattern('Property id') });
    else if (!r.category || !allowed.includes(r.category))
      out.push({ path: 'category', message: RULE_MESSAGES.oneOf('Category', allowed) });
  }
  return out;
}

const refineRecurring = (r: RecurringShape, ctx: z.RefinementCtx) => {
  for (const i of recurringIssues(r))
    ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};

/** POST /api/recurring. */
export const createRecurringBodySchema = z
  .strictObject(recurringFields)
  .superRefine(refineRecurring);
export type CreateRecurringBody = z.infer<typeof createRecurringBodySchema>;
/** PUT /api/recurring/{id}: any subset. */
export const updateRecurringBodySchema = z
  .strictObject(recurringFields)
  .partial()
  .superRefine(refineRecurring);
export type UpdateRecurringBody = z.infer<typeof updateRecurringBodySchema>;

/** POST /api/recurring/{id}/skip and /post: one occurrence, by its due (or rule) date. */
export const occurrenceBodySchema = z.strictObject({ date: dateField('Date') });

/** GET /api/recurring/upcoming?from&to (default today … today + 30 days; at most 400 days). */
export const upcomingQuerySchema = z
  .object({ from: dateField('From').optional(), to: dateField('To').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: RULE_MESSAGES.pattern('To'),
  });

/** Where an upcoming item comes from: a recurring item, a loan's instalment, a property's rent. */
export const UPCOMING_SOURCES = ['RECURRING', 'LOAN', 'RENT'] as const;

/**
 * GET /api/recurring/upcoming: one list of what is coming, from every source (ADR 0022) — the
 * recurring occurrences, the loans' scheduled instalments (a BORROWED loan's a WITHDRAWAL, a LENT
 * one's a DEPOSIT, status DUE: a paid row is in the balance already) and the rent of each property
 * with a monthly rent (INCOME on the day of the month and into the account its last rent was
 * booked to; POSTED when a rent is recorded for that month). The cash-flow forecast reads this same
 * list. `recurringId` is null for a loan or rent item, which carries `loanId` or `propertyId`; only
 * recurring occurrences can be skipped or posted from here.
 */
export const upcomingItemSchema = z.object({
  recurringId: idSchema.nullable(),
  source: z.enum(UPCOMING_SOURCES),
  loanId: idSchema.nullable().optional(),
  propertyId: idSchema.nullable().optional(),
  name: z.string(),
  date: calendarDateSchema,
  /** The rule's date before any weekend move: what identifies the occurrence. */
  nominalDate: calendarDateSchema,
  amount: moneySchema,
  currency: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.string().nullable(),
  accountId: idSchema,
  status: z.enum(['DUE', 'SKIPPED', 'POSTED']),
  transactionId: idSchema.nullable(),
  /** Whether it is posted by itself on its date (a recurring item's or a loan's auto-post). */
  autoPost: z.boolean(),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;
export const upcomingListSchema = z.array(upcomingItemSchema).meta({ id: 'UpcomingList' });

/** POST /api/recurring/{id}/post: the posted transaction. */
export const postedOccurrenceSchema = transactionSchema;
