import {
  AppError,
  type DateOrder,
  detectStatementFormat,
  IMPORT_MAX_ROWS,
  SCHEMA_MESSAGES,
  readStatement,
  type Statement,
  STATEMENT_MESSAGES,
  StatementError,
  type StatementFormat,
} from '@wealthlog/core';
import { drainYielding } from '../../lib/drain-yielding.js';
import { statementRefusal } from '../../lib/statement-refusal.js';

/**
 * A statement file (OFX/QFX, QIF, CAMT.053) read off the event loop's critical path: detected by
 * its content, parsed by core's readers a slice at a time. A file the reader cannot follow is a
 * 400 naming the line and element where it stopped, and nothing is booked.
 */
export interface StatementFile {
  format: StatementFormat;
  statement: Statement;
  dates: { orders: DateOrder[]; guess: DateOrder | null };
}

/** The file's statement format, or null for a CSV. */
export const statementFormatOf = (text: string) => detectStatementFormat(text);

/**
 * Investment activity (an OFX investment statement, Ghostfolio's JSON export) belongs to the
 * trades' import: told here, so it is refused with that advice rather than read as a CSV.
 */
export const isInvestmentFile = (text: string) => {
  const head = text.slice(0, 64 * 1024);
  return /<INVSTMTRS>/i.test(head) || (/^\s*\{/.test(head) && head.includes('"activities"'));
};

export async function readStatementFile(
  text: string,
  format: StatementFormat | null,
  dateOrder?: DateOrder,
): Promise<StatementFile> {
  // Only a statement or an investment file is claimed from the CSV path (isInvestmentFile).
  if (format === null) throw investmentRefusal();
  try {
    const statement = await drainYielding(readStatement(format, text, { dateOrder }));
    const dates = statement.dates ?? { orders: [], guess: null };
    // An OFX of a broker's account alone: its trades and dividends go through the trades' import.
    if (statement.accounts.length === 0 && isInvestmentFile(text)) throw investmentRefusal();
    // The CSV's limit (IMPORT_MAX_ROWS), counted in booked lines.
    if (statement.accounts.reduce((n, a) => n + a.lines.length, 0) > IMPORT_MAX_ROWS) {
      throw new AppError('BUS_003', SCHEMA_MESSAGES.importTooManyRows, {
        reason: 'importTooManyRows',
      });
    }
    return { format, statement, dates };
  } catch (err) {
    if (err instanceof StatementError) throw statementRefusal(err);
    throw err;
  }
}

function investmentRefusal(): AppError {
  return new AppError('VAL_001', STATEMENT_MESSAGES.statementInvestment, {
    errors: { file: [STATEMENT_MESSAGES.statementInvestment] },
    reason: 'statementInvestment',
  });
}
