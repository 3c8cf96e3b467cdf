import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  BACKUP_MESSAGES,
  STATEMENT_MESSAGES,
  CLIENT_MESSAGES,
  ERROR_CATALOGUE,
  STATUS_MESSAGES,
  type ClientMessageKey,
  type ErrorCode,
  PASSWORD_FEEDBACK,
  RULE_MESSAGES,
  SCHEMA_MESSAGES,
  SERVER_REASONS,
  EXPENSE_MESSAGES,
  type StatusCategory,
  TRADE_MESSAGES,
  LOAN_MESSAGES,
  FORECAST_MESSAGES,
  UPLOAD_MESSAGES,
} from '@wealthlog/core';
import en from './en.json';
import { fromCore } from './from-core';

/**
 * The English texts of the error catalogue live once, in @wealthlog/core; the English bundle takes
 * them from there instead of copying them, so a wording change in core reaches the UI by itself.
 * fr.json and ar.json carry their translations under the same keys (checked by locales.test.ts).
 */
const errorMessages = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.message]),
) as Record<ErrorCode, string>;

/**
 * The server texts (core's AUTH_MESSAGES and SCHEMA_MESSAGES) this client translates; picked by
 * name, so a message another feature adds to core does not silently lack fr and ar.
 */
export const TRANSLATED_SERVER_MESSAGES = [
  'registered',
  'passwordResetRequested',
  'passwordReset',
  'passwordChanged',
  'emailVerified',
  'invalidToken',
  'currentPasswordIncorrect',
  'usernameTaken',
  'emailTaken',
  'oidcNotConfigured',
  'usernamePasswordRequired',
  'passwordNotStrong',
  'passwordsDoNotMatch',
  'newPasswordNotStrong',
  'newPasswordSameAsCurrent',
  'passwordComplexity',
  'breakEvenRange',
  'lastAdmin',
  'selfDeactivate',
  // Accounts, transactions and import.
  'transferSameAccount',
  'futureDateNotScheduled',
  'openingDateInFuture',
  'accountInactive',
  'accountHasPostings',
  'currencyLocked',
  // Cost-basis method.
  'costBasisInvestmentOnly',
  'costBasisKeepsType',
  'importFileRequired',
  'importFileEmpty',
  'importTooManyRows',
  'importColumnMissing',
  'importDuplicate',
  // Split transactions.
  'splitsDoNotAddUp',
  'splitsNotForTransfer',
  'splitHasNoCategory',
  // Rules' regex conditions (ADR 0020).
  'ruleRegexUnsupported',
  'ruleRegexTooLarge',
] as const satisfies readonly (
  keyof typeof AUTH_MESSAGES | keyof typeof SCHEMA_MESSAGES | keyof typeof ADMIN_MESSAGES
)[];

const serverTexts: Record<string, string> = {
  ...AUTH_MESSAGES,
  ...SCHEMA_MESSAGES,
  ...ADMIN_MESSAGES,
  ...TRADE_MESSAGES,
  ...LOAN_MESSAGES,
  ...EXPENSE_MESSAGES,
  ...FORECAST_MESSAGES,
  // A refused restore or account deletion (Your data): every key is a reason fr and ar translate.
  ...BACKUP_MESSAGES,
  // Statement files (OFX, QIF, CAMT): a refused file, a line not booked.
  ...STATEMENT_MESSAGES,
};

/**
 * The generic rule messages as templates ('{{field}} is required'), built by core's own
 * functions so the English a form shows is the server's sentence word for word.
 */
const ruleTemplates = {
  required: RULE_MESSAGES.required('{{field}}'),
  minLength: RULE_MESSAGES.minLength('{{field}}', '{{n}}' as unknown as number),
  maxLength: RULE_MESSAGES.maxLength('{{field}}', '{{n}}' as unknown as number),
  pattern: RULE_MESSAGES.pattern('{{field}}'),
  email: RULE_MESSAGES.email('{{field}}'),
  phone: RULE_MESSAGES.phone('{{field}}'),
  min: RULE_MESSAGES.min('{{field}}', '{{n}}' as unknown as number),
  max: RULE_MESSAGES.max('{{field}}', '{{n}}' as unknown as number),
};

/** English: en.json plus core's texts. Its own chunk, loaded only when English is the language. */
export const enBundle = {
  ...en,
  messages: { ...CLIENT_MESSAGES } as Record<ClientMessageKey, string>,
  errors: errorMessages,
  status: { ...STATUS_MESSAGES } as Record<StatusCategory, string>,
  // The server's answer texts and the password scorer's feedback, by key, likewise from core.
  // Every reason an error envelope can carry (core's SERVER_REASONS) is translated too.
  serverMessages: Object.fromEntries(
    [...new Set([...TRANSLATED_SERVER_MESSAGES, ...SERVER_REASONS])].map((key) => [
      key,
      serverTexts[key] ?? key,
    ]),
  ),
  password: { ...en.password, feedback: { ...PASSWORD_FEEDBACK } as Record<string, string> },
  rules: ruleTemplates,
  uploadMessages: { ...UPLOAD_MESSAGES } as Record<keyof typeof UPLOAD_MESSAGES, string>,
  ...fromCore('en'),
};
