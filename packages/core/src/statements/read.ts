import { readCamt } from './camt.js';
import { readOfx } from './ofx.js';
import { parseQif } from './qif.js';
import type { DateOrder, Statement, StatementFormat } from './statement.js';

/**
 * Any statement file read into a Statement, by the format its content showed
 * (detectStatementFormat). A generator, as the markup readers are: it yields every few thousand
 * tags so a server can give other requests a turn; `drain` runs it at once. QIF is read in one go
 * (a line-based format, read in a few milliseconds even at 100k lines).
 */
export function* readStatement(
  format: StatementFormat,
  text: string,
  options: { dateOrder?: DateOrder | undefined } = {},
): Generator<void, Statement> {
  switch (format) {
    case 'ofx':
      return yield* readOfx(text);
    case 'camt053':
      return yield* readCamt(text);
    case 'qif':
      return parseQif(text, options.dateOrder ? { dateOrder: options.dateOrder } : {});
  }
}
