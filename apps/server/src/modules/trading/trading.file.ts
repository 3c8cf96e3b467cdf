import {
  AppError,
  detectStatementFormat,
  IMPORT_MAX_ROWS,
  type InvestmentActivity,
  type OfxCashLine,
  parseGhostfolio,
  readOfxInvestment,
  SCHEMA_MESSAGES,
  StatementError,
  type TradeFileFormat,
} from '@wealthlog/core';
import { drainYielding } from '../../lib/drain-yielding.js';
import { statementRefusal } from '../../lib/statement-refusal.js';

/**
 * A Ghostfolio export or an OFX investment statement given to the trades' import, told apart
 * from a CSV by its content and read into one shape. A file its reader cannot follow is a 400
 * naming where it stopped (statementRefusal, as for a bank statement), and nothing is booked.
 */
export interface TradeFile {
  format: TradeFileFormat;
  /** The file's accounts: Ghostfolio's account id or the OFX ACCTID as `ref` ('' for none). */
  accounts: { ref: string; name: string | null; currency: string | null }[];
  activities: (InvestmentActivity & { accountRef: string })[];
  /** An OFX file's INVBANKTRAN lines (deposits, withdrawals); none in a Ghostfolio export. */
  cash: (OfxCashLine & { accountRef: string })[];
  /** Activities the file holds that are never imported (a Ghostfolio ITEM), and why. */
  skipped: { line: number; type: string; reason: string }[];
}

/**
 * The file's format, or null for a CSV. A JSON object is taken for Ghostfolio's export (no CSV
 * starts with '{'), so a broken one is refused as unreadable rather than read as columns; any
 * OFX is claimed, and one without an investment statement refused with a clear reason.
 */
export function tradeFileFormatOf(text: string): TradeFileFormat | null {
  if (/^\uFEFF?\s*\{/.test(text)) return 'ghostfolio';
  return detectStatementFormat(text) === 'ofx' ? 'ofx' : null;
}

export async function readTradeFile(text: string, format: TradeFileFormat): Promise<TradeFile> {
  let file: TradeFile;
  try {
    file = format === 'ghostfolio' ? ghostfolio(text) : await ofx(text);
  } catch (err) {
    if (err instanceof StatementError) throw statementRefusal(err);
    throw err;
  }
  // The CSV's limit (IMPORT_MAX_ROWS), counted in the lines the import would book.
  if (file.activities.length + file.cash.length > IMPORT_MAX_ROWS) {
    throw new AppError('BUS_003', SCHEMA_MESSAGES.importTooManyRows, {
      reason: 'importTooManyRows',
    });
  }
  return file;
}

/**
 * The export's accounts, then any account an activity names that the list lacks, and '' for the
 * activities that name none (Ghostfolio lets an activity have no account).
 */
function ghostfolio(text: string): TradeFile {
  // One JSON.parse: the import's size limit (IMPORT_MAX_BYTES) bounds how long it holds the loop.
  const read = parseGhostfolio(text.replace(/^\uFEFF/, ''));
  const accounts: TradeFile['accounts'] = read.accounts.map((a) => ({
    ref: a.id,
    name: a.name,
    currency: a.currency,
  }));
  const activities = read.activities.map((a) => ({ ...a, accountRef: a.accountRef ?? '' }));
  for (const ref of new Set(activities.map((a) => a.accountRef))) {
    if (!accounts.some((a) => a.ref === ref)) accounts.push({ ref, name: null, currency: null });
  }
  return { format: 'ghostfolio', accounts, activities, cash: [], skipped: read.skipped };
}

async function ofx(text: string): Promise<TradeFile> {
  if (!/<INVSTMTRS[\s>]/i.test(text)) {
    throw new StatementError(
      'This OFX file holds no investment statement (INVSTMTRS): import a bank statement under Transactions.',
      null,
      'INVSTMTRS',
    );
  }
  const read = await drainYielding(readOfxInvestment(text));
  return {
    format: 'ofx',
    accounts: read.accounts.map((a) => ({ ref: a.ref, name: null, currency: a.currency })),
    activities: read.activities.map((a) => ({ ...a, accountRef: a.accountRef ?? '' })),
    cash: read.cash.map((l) => ({ ...l, accountRef: l.accountRef ?? '' })),
    skipped: [],
  };
}
