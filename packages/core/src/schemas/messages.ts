/**
 * Messages of the schemas beyond the generic rules (validation/rules.ts RULE_MESSAGES).
 * The product's own validation texts are word for word; the others fill its gaps, in the same
 * style. The web client translates them by key.
 */
export const SCHEMA_MESSAGES = {
  // The product's validation texts, word for word.
  usernamePasswordRequired: 'Username and password are required',
  passwordNotStrong: 'Password is not strong enough',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordNotStrong: 'New password is not strong enough',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  // Not worded by SPEC.
  passwordComplexity:
    'Password must contain an uppercase letter, a lowercase letter, a number and one of @$!%*?&',
  transferSameAccount: 'Cannot transfer to the same account',
  exitBeforeEntry: 'Exit date must be on or after entry date',
  breakEvenRange: 'Break-even min must be less than break-even max',
  // Accounts and transactions.
  futureDateNotScheduled: 'Date is in the future: confirm it as a scheduled transaction',
  openingDateInFuture: 'Opening date cannot be in the future',
  accountInactive: 'The account is inactive',
  accountHasPostings:
    'The account has transactions: deactivate it, or delete it with everything in it (cascade)',
  currencyLocked: 'The currency cannot change once the account has transactions',
  // Cost-basis method.
  costBasisInvestmentOnly:
    'Cost basis can be chosen for investment accounts only (stocks, crypto, foreign exchange)',
  costBasisKeepsType:
    'Set the cost basis back to FIFO before making this a type that is not an investment account',
  importFileRequired: 'A CSV file is required',
  importFileEmpty: 'The file has no data rows',
  importTooManyRows: 'The file has too many rows',
  importColumnMissing: 'Column not found in the file',
  importDuplicate: 'Duplicate of an existing transaction',
  // Split transactions.
  splitsDoNotAddUp: 'The split amounts must add up to the amount',
  splitsNotForTransfer: 'A transfer cannot be split',
  splitHasNoCategory: 'A split transaction takes its categories from its lines',
  // Rules' regex conditions run on RE2 (ADR 0020).
  ruleRegexUnsupported:
    'Value is not a regular expression this app can run (backreferences and lookaround are not supported)',
  ruleRegexTooLarge:
    'Value is a regular expression too large to run (lower its repeat counts, such as {500})',
} as const;

export type SchemaMessageKey = keyof typeof SCHEMA_MESSAGES;

/** '{field} must be greater than 0', for amounts that may be tiny but never zero (quantities). */
export function positiveMessage(field: string): string {
  return `${field} must be greater than 0`;
}

/**
 * A list that holds the same item twice, compared case-insensitively ('EURUSD' and 'eurusd' are one
 * instrument): 'Instruments must not contain duplicates (eurusd)'.
 */
export function duplicateItemsMessage(field: string, item: string): string {
  return `${field} must not contain duplicates (${item})`;
}

/**
 * Texts of the auth answers (`{ message }` bodies and field errors) that SPEC does not word.
 * The web client translates them by key.
 */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Please check your e-mail to verify your address.',
  passwordResetRequested:
    'If an account exists for this e-mail address, a password reset link has been sent.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordChanged: 'Your password has been changed.',
  emailVerified: 'Your e-mail address has been verified.',
  invalidToken: 'This link is invalid or has expired.',
  currentPasswordIncorrect: 'Current password is incorrect',
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already registered',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyInProgress: 'A request with this Idempotency-Key is still in progress',
  oidcNotConfigured: 'Sign-in with Google is not configured',
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
