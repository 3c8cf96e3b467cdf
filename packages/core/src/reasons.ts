import type { ADMIN_MESSAGES } from './schemas/admin.messages.js';
import type { AUTH_MESSAGES, SCHEMA_MESSAGES } from './schemas/messages.js';
import { REAL_ESTATE_MESSAGES } from './schemas/real-estate.messages.js';
import { LOAN_MESSAGES } from './schemas/loans.messages.js';
import { TRADE_MESSAGES } from './schemas/trading.messages.js';
import { EXPENSE_MESSAGES } from './schemas/expenses.messages.js';
import { FORECAST_MESSAGES } from './schemas/forecasting.messages.js';
import { BACKUP_MESSAGES } from './schemas/backup.messages.js';
import { STATEMENT_MESSAGES } from './schemas/statement.messages.js';

/**
 * Every `reason` the server puts in an error envelope (AppError's option): a key of its feature's
 * message table, so the web translates `serverMessages.<reason>` instead of matching English text.
 * A test checks that each has a text in en, fr and ar.
 */
export const SERVER_REASONS = [
  ...([
    'accountInactive',
    'accountHasPostings',
    'currencyLocked',
    'importTooManyRows',
  ] as const satisfies readonly (keyof typeof SCHEMA_MESSAGES)[]),
  ...([
    'lastAdmin',
    'selfDeactivate',
    'selfDelete',
    'lastAdminDelete',
  ] as const satisfies readonly (keyof typeof ADMIN_MESSAGES)[]),
  ...([
    'idempotencyKeyReused',
    'idempotencyInProgress',
    'emailTaken',
  ] as const satisfies readonly (keyof typeof AUTH_MESSAGES)[]),
  ...(Object.keys(TRADE_MESSAGES) as (keyof typeof TRADE_MESSAGES)[]),
  ...(Object.keys(REAL_ESTATE_MESSAGES) as (keyof typeof REAL_ESTATE_MESSAGES)[]),
  ...(Object.keys(LOAN_MESSAGES) as (keyof typeof LOAN_MESSAGES)[]),
  ...(Object.keys(EXPENSE_MESSAGES) as (keyof typeof EXPENSE_MESSAGES)[]),
  ...(Object.keys(FORECAST_MESSAGES) as (keyof typeof FORECAST_MESSAGES)[]),
  ...(Object.keys(BACKUP_MESSAGES) as (keyof typeof BACKUP_MESSAGES)[]),
  ...(Object.keys(STATEMENT_MESSAGES) as (keyof typeof STATEMENT_MESSAGES)[]),
] as const;
export type ServerReason = (typeof SERVER_REASONS)[number];
