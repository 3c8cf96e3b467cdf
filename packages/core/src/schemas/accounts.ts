import { z } from 'zod';
import { COST_BASIS_METHODS, type CostBasisMethod } from '../domain/trading.js';
import { SCHEMA_MESSAGES } from './messages.js';
import {
  MONEY_MAX,
  booleanField,
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
  timestampSchema,
} from './fields.js';

export const ACCOUNT_TYPES = [
  'CASH',
  'STOCKS',
  'CRYPTO',
  'REAL_ESTATE',
  'FX',
  'PERSONAL_EXPENSES',
] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * The account types that hold investments (trades, positions): the portfolio of GET
 * /api/performance, and the only accounts whose cost-basis method can be chosen (ADR 0010,
 * addendum). Trades of any other account match FIFO.
 */
export const INVESTMENT_ACCOUNT_TYPES = [
  'STOCKS',
  'CRYPTO',
  'FX',
] as const satisfies readonly AccountType[];
export const isInvestmentAccountType = (type: string): boolean =>
  (INVESTMENT_ACCOUNT_TYPES as readonly string[]).includes(type);
export const DEFAULT_COST_BASIS: CostBasisMethod = 'FIFO';
export const costBasisField = () => enumField('Cost basis', COST_BASIS_METHODS);

export const ACCOUNT_NAME_MAX = 100;
/** Why an account was (de)activated. The client translates each key. */
export const STATUS_REASONS = [
  'closed',
  'maintenance',
  'suspended',
  'reactivated',
  'archived',
  'other',
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];
/** Not fixed by SPEC; bounded so a status note cannot grow without limit. */
export const STATUS_COMMENT_MAX = 500;

/** API.md StatusChange: one activation or deactivation. changedBy is the acting user's id. */
export const statusChangeSchema = z
  .object({
    id: idSchema,
    accountId: idSchema,
    accountName: z.string(),
    previousActive: z.boolean(),
    active: z.boolean(),
    reason: z.enum(STATUS_REASONS).nullable(),
    comment: z.string().nullable(),
    changedAt: timestampSchema,
    changedBy: idSchema.nullable(),
  })
  .meta({ id: 'StatusChange' });
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** API.md Account. balance = openingBalance + the ledger, in the account's currency. */
export const accountSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    type: accountTypeSchema,
    currency: z.string(),
    balance: moneySchema,
    openingBalance: moneySchema,
    /** The day the opening balance counts from (extension of API.md). */
    openingDate: calendarDateSchema,
    /**
     * How exits are matched to entries (extension of API.md): FIFO unless chosen. The server always
     * sends it; the default only keeps older fixtures and clients parsing.
     */
    costBasis: z.enum(COST_BASIS_METHODS).default(DEFAULT_COST_BASIS),
    /**
     * The account number or IBAN of the bank statements booked here (extension: API.md
     * "Statement files"); a file naming it goes to this account without asking.
     */
    statementRef: z.string().nullable().default(null),
    active: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    lastStatusChange: statusChangeSchema.nullable(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z.array(accountSchema);
export const statusHistorySchema = z.array(statusChangeSchema);

const nameField = textField('Name', { min: 1, max: ACCOUNT_NAME_MAX });
/** An account number or IBAN as an account remembers it; '' or null forgets it. */
export const STATEMENT_REF_MAX = 64;
const statementRefField = optionalTextField('Statement account', STATEMENT_REF_MAX);
const typeField = enumField('Type', ACCOUNT_TYPES);

/**
 * POST /api/account. `balance` becomes the opening balance (0 when left out), counted from
 * `openingDate` (default: today; not in the future — the server checks against the user's today).
 * `costBasis` (default FIFO) only for an investment type.
 */
export const createAccountBodySchema = z
  .strictObject({
    name: nameField,
    type: typeField,
    balance: numberField('Balance', { min: 0, max: MONEY_MAX }).optional(),
    currency: currencyField(),
    openingDate: dateField('Opening date').optional(),
    costBasis: costBasisField().optional(),
    statementRef: statementRefField,
  })
  .refine((b) => b.costBasis === undefined || isInvestmentAccountType(b.type), {
    message: SCHEMA_MESSAGES.costBasisInvestmentOnly,
    path: ['costBasis'],
  });
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

/**
 * PUT /api/account/{id}: any subset of name, type, currency, extended with `openingDate` and
 * `costBasis`. `balance` is refused: the ledger moves it. The currency cannot change once the
 * account has postings. A new `costBasis` (investment types only, checked against the stored type
 * by the server) re-books every trade of the account in the same transaction.
 */
export const updateAccountBodySchema = z.strictObject({
  name: nameField.optional(),
  type: typeField.optional(),
  currency: currencyField().optional(),
  openingDate: dateField('Opening date').optional(),
  costBasis: costBasisField().optional(),
  statementRef: statementRefField,
});
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

/** PATCH /api/account/{id}/status. */
export const accountStatusBodySchema = z.strictObject({
  active: booleanField('Active'),
  reason: enumField('Reason', STATUS_REASONS).nullish(),
  comment: optionalTextField('Comment', STATUS_COMMENT_MAX),
});
export type AccountStatusBody = z.infer<typeof accountStatusBodySchema>;

/** PATCH /api/account/{id} `{ active }`: the web client's fallback when …/status answers 404. */
export const accountActiveBodySchema = z.strictObject({ active: booleanField('Active') });
export type AccountActiveBody = z.infer<typeof accountActiveBodySchema>;

/** DELETE /api/account/{id}?cascade=true. stringbool, because z.coerce.boolean reads 'false' as true. */
export const deleteAccountQuerySchema = z.object({
  cascade: z.stringbool({ error: 'Cascade is invalid' }).default(false),
});
export type DeleteAccountQuery = z.infer<typeof deleteAccountQuerySchema>;

/** GET /api/account/status-history[?accountId=]: all accounts, or one. */
export const statusHistoryQuerySchema = z.object({
  accountId: idQueryField('Account id').optional(),
});
export type StatusHistoryQuery = z.infer<typeof statusHistoryQuerySchema>;

/** GET /api/account/{id}/cost-basis-preview?method=: what a change of method would book. */
export const costBasisPreviewQuerySchema = z.object({ method: costBasisField() });
export type CostBasisPreviewQuery = z.infer<typeof costBasisPreviewQuerySchema>;

/**
 * The realised P&L of every trade of the account (Σ of its exits' P&L, in the account's currency,
 * as booked into its balance) under `method`, beside what is booked now: the figures the
 * confirmation shows before PUT … `{ costBasis }`.
 */
export const costBasisPreviewSchema = z
  .object({
    method: z.enum(COST_BASIS_METHODS),
    realizedPnl: moneySchema,
    currentRealizedPnl: moneySchema,
    currency: z.string(),
  })
  .meta({ id: 'CostBasisPreview' });
export type CostBasisPreview = z.infer<typeof costBasisPreviewSchema>;
