/**
 * The texts of a statement file's import (API.md "Statement files"), by key. Each key is also a
 * `reason` the web translates (`serverMessages.<key>`, core's SERVER_REASONS): a refused file's
 * envelope, or a line's error in the summary.
 */
export const STATEMENT_MESSAGES = {
  statementUnreadable: 'The statement file cannot be read',
  statementAccountMissing: 'Choose the account each of the file’s accounts is booked into',
  statementInvestment:
    'This file holds investment activity (trades, dividends): import it from Trading instead',
  splitSigns:
    'Split lines that go both ways (money in and out) cannot be one payment: split it by hand',
} as const;
export type StatementMessageKey = keyof typeof STATEMENT_MESSAGES;
