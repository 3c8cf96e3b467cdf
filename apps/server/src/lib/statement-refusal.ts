import { AppError, STATEMENT_MESSAGES, type StatementError } from '@wealthlog/core';

/** A file the reader could not follow: 400 VAL_001 statementUnreadable naming the line and element. */
export function statementRefusal(err: StatementError): AppError {
  const where = [
    err.line === null ? null : `Line ${err.line}`,
    err.element === null ? null : `<${err.element}>`,
  ].filter(Boolean);
  return new AppError('VAL_001', STATEMENT_MESSAGES.statementUnreadable, {
    errors: { file: [`${where.length ? `${where.join(', ')}: ` : ''}${err.message}`] },
    reason: 'statementUnreadable',
  });
}
