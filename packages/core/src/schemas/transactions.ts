import { z } from 'zod';
import { SCHEMA_MESSAGES } from './messages.js';
import { RULE_MESSAGES } from '../validation/rules.js';
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
  timestampSchema,
  searchField,
  textField,
} from './fields.js';
import { pageQuerySchema, pageSchema } from './page.js';

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'INCOME',
  'EXPENSE',
] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Limits: amount at least 0.01, category at most 50, description at most 500. */
export const TRANSACTION_AMOUNT_MIN = 0.01;
export const TRANSACTION_CATEGORY_MAX = 50;
export const TRANSACTION_DESCRIPTION_MAX = 500;
/** Split transactions (ADR 0015): from 2 lines (one line is no split) to this many. */
export const TRANSACTION_SPLITS_MAX = 50;

/** One line of a split transaction, in the transaction's currency. */
export const transactionSplitSchema = z
  .object({
    category: z.string(),
    amount: moneySchema,
    description: z.string().nullable(),
  })
  .meta({ id: 'TransactionSplit' });
export type TransactionSplit = z.infer<typeof transactionSplitSchema>;

/** API.md Transaction. currency is the account's; toAccountId is set for TRANSFER only. */
export const transactionSchema = z
  .object({
    id: idSchema,
    accountId: idSchema,
    toAccountId: idSchema.nullable(),
    type: transactionTypeSchema,
    amount: moneySchema,
    currency: z.string(),
    /** TRANSFER: the amount received, in the target account's currency (extension of API.md). */
    toAmount: moneySchema.nullable(),
    toCurrency: z.string().nullable(),
    category: z.string().nullable(),
    description: z.string().nullable(),
    /**
     * Split transactions (extension of API.md, ADR 0015): the lines across categories, summing to
     * amount; empty when it is not split. A split transaction's own category is null.
     */
    splits: z.array(transactionSplitSchema),
    date: calendarDateSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionPageSchema = pageSchema(transactionSchema, 'TransactionPage');

const splitLineSchema = z.strictObject({
  category: textField('Category', { max: TRANSACTION_CATEGORY_MAX }),
  amount: numberField('Amount', { min: TRANSACTION_AMOUNT_MIN, max: MONEY_MAX }),
  description: optionalTextField('Description', TRANSACTION_DESCRIPTION_MAX),
});
export type TransactionSplitInput = z.infer<typeof splitLineSchema>;

const transactionFields = {
  accountId: idField('Account id'),
  toAccountId: idField('To account id').nullish(),
  amount: numberField('Amount', { min: TRANSACTION_AMOUNT_MIN, max: MONEY_MAX }),
  /**
   * TRANSFER across currencies: the amount received in the target's currency (the client pre-fills
   * it from the day's rate). Same currency: leave it out, it equals amount.
   */
  toAmount: numberField('To amount', { min: TRANSACTION_AMOUNT_MIN, max: MONEY_MAX }).nullish(),
  type: enumField('Type', TRANSACTION_TYPES),
  category: optionalTextField('Category', TRANSACTION_CATEGORY_MAX),
  description: optionalTextField('Description', TRANSACTION_DESCRIPTION_MAX),
  /**
   * The lines of a split: they replace the category and must sum to the amount (the
   * server checks the sum in the account's minor unit). [] on a PUT removes the split.
   */
  splits: z
    .array(splitLineSchema, { error: RULE_MESSAGES.pattern('Splits') })
    .max(TRANSACTION_SPLITS_MAX, { error: RULE_MESSAGES.max('Splits', TRANSACTION_SPLITS_MAX) })
    .refine((lines) => lines.length !== 1, { error: RULE_MESSAGES.min('Splits', 2) })
    .optional(),
  date: dateField('Date'),
  /** A date after the user's today is refused unless the user confirms a scheduled posting. */
  scheduled: z.boolean({ error: RULE_MESSAGES.pattern('Scheduled') }).optional(),
};

type TransferShape = {
  type?: TransactionType | undefined;
  accountId?: number | undefined;
  toAccountId?: number | null | undefined;
  toAmount?: number | null | undefined;
};

/**
 * The cross-field rules: a TRANSFER names a target account other than its source; other types name
 * none. Exported so the server can rerun them on a PUT merged with the stored row.
 */
export function transferIssues(t: TransferShape): { path: string; message: string }[] {
  const hasTarget = t.toAccountId !== undefined && t.toAccountId !== null;
  if (t.type === 'TRANSFER') {
    if (!hasTarget)
      return [{ path: 'toAccountId', message: RULE_MESSAGES.required('To account id') }];
    if (t.toAccountId === t.accountId) {
      return [{ path: 'toAccountId', message: SCHEMA_MESSAGES.transferSameAccount }];
    }
  } else if (hasTarget && t.type !== undefined) {
    return [{ path: 'toAccountId', message: RULE_MESSAGES.pattern('To account id') }];
  } else if (t.toAmount !== undefined && t.toAmount !== null && t.type !== undefined) {
    return [{ path: 'toAmount', message: RULE_MESSAGES.pattern('To amount') }];
  }
  return [];
}

function refineTransfer(t: TransferShape, ctx: z.RefinementCtx): void {
  for (const issue of transferIssues(t)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/** POST /api/transactions. */
export const createTransactionBodySchema = z
  .strictObject(transactionFields)
  .superRefine(refineTransfer);
export type CreateTransactionBody = z.infer<typeof createTransactionBodySchema>;

/** PUT /api/transactions/{id}: any subset; the server reruns transferIssues on the merged row. */
export const updateTransactionBodySchema = z
  .strictObject(transactionFields)
  .partial()
  .superRefine(refineTransfer);
export type UpdateTransactionBody = z.infer<typeof updateTransactionBodySchema>;

/** Orders of the list; default date_desc (newest first, then newest id). */
export const TRANSACTION_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

const amountQuery = (label: string) =>
  z.coerce
    .number({ error: RULE_MESSAGES.pattern(label) })
    .min(0, { error: RULE_MESSAGES.min(label, 0) })
    .max(MONEY_MAX, { error: RULE_MESSAGES.max(label, MONEY_MAX) });

/** The filters of the list, also those of GET /api/transactions/export (from/to inclusive). */
export const transactionFilterSchema = z.object({
  accountId: idQueryField('Account id').optional(),
  type: enumField('Type', TRANSACTION_TYPES).optional(),
  category: searchField('Category', TRANSACTION_CATEGORY_MAX).optional(),
  from: dateField('From').optional(),
  to: dateField('To').optional(),
  q: searchField('Search', 100).optional(),
  /** Amount range, inclusive, in each row's own currency. */
  minAmount: amountQuery('Min amount').optional(),
  maxAmount: amountQuery('Max amount').optional(),
  sort: enumField('Sort', TRANSACTION_SORTS).optional(),
});
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

/** GET /api/transactions ?accountId&type&category&from&to&q&minAmount&maxAmount&sort&page&pageSize. */
export const transactionListQuerySchema = pageQuerySchema.extend(transactionFilterSchema.shape);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
