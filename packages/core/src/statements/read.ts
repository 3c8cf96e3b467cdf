import { readCamt } from './camt.js';
import { readOfx } from './ofx.js';
import { readQif } from './qif.js';
import type { DateOrder, Statement, StatementFormat } from './statement.js';

/**
 * Any statement file read into a Statement, by the format its content showed
 * (detectStatementFormat). A generator, as the markup readers are: it yields every few thousand
 * tags (QIF: lines and records) so a server can give other requests a turn; `drain` runs it at
 * once.
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
      return yield* readQif(text, options);
  }
}
