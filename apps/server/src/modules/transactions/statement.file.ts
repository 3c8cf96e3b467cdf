import {
  AppError,
  type DateOrder,
  detectStatementFormat,
  qifDateOrders,
  readStatement,
  type Statement,
  STATEMENT_MESSAGES,
  StatementError,
  type StatementFormat,
} from '@wealthlog/core';
import { drainYielding } from '../../lib/drain-yielding.js';

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

export async function readStatementFile(
  text: string,
  format: StatementFormat,
  dateOrder?: DateOrder,
): Promise<StatementFile> {
  try {
    const dates = format === 'qif' ? qifDateOrders(text) : { orders: [], guess: null };
    const order = dateOrder ?? dates.guess ?? undefined;
    const statement = await drainYielding(readStatement(format, text, { dateOrder: order }));
    return { format, statement, dates };
  } catch (err) {
    if (err instanceof StatementError) throw refusal(err);
    throw err;
  }
}

function refusal(err: StatementError): AppError {
  const where = [
    err.line === null ? null : `Line ${err.line}`,
    err.element === null ? null : `<${err.element}>`,
  ].filter(Boolean);
  return new AppError('VAL_001', STATEMENT_MESSAGES.statementUnreadable, {
    errors: { file: [`${where.length ? `${where.join(', ')}: ` : ''}${err.message}`] },
    reason: 'statementUnreadable',
  });
}
