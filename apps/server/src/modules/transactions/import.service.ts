import {
  AppError,
  type ImportDetectResult,
  type ImportFields,
  type ImportResult,
  IMPORT_MAX_ROWS,
  IMPORT_PREVIEW_ROWS,
  SCHEMA_MESSAGES,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import { assertActive, lockAccounts } from '../../ledger/locks.js';
import { todayOf } from '../../ledger/balances.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  detectDateFormat,
  detectDecimalSeparator,
  detectDelimiter,
  parseCsv,
  parseCsvYielding,
} from './csv.js';
import { type ColumnIndex, readRows } from './import.rows.js';
import { insertFresh, markDuplicates, stageRows } from './import.staging.js';

const SAMPLE_ROWS = 10;
/** Detection reads the head of the file only: a header and ten sample lines fit in it. */
const DETECT_CHARS = 256 * 1024;
/** Lines checked between two turns of the event loop. */
const READ_SLICE = 5_000;

/** POST /import/detect: what the client needs to propose a mapping. */
export function detectCsv(text: string): ImportDetectResult {
  const head = text.slice(0, DETECT_CHARS);
  const delimiter = detectDelimiter(head);
  const { rows } = parseCsv(head, delimiter, SAMPLE_ROWS + 1);
  // The head may end inside a line: that last, partial record is no sample.
  if (head.length < text.length && rows.length > 1) rows.pop();
  if (rows.length === 0) throw AppError.validation({ file: [SCHEMA_MESSAGES.importFileEmpty] });
  const [headers, ...sampleRows] = rows as [string[], ...string[][]];
  const column = (i: number) => sampleRows.map((r) => r[i] ?? '');
  const dateColumn = headers.findIndex((_, i) => detectDateFormat(column(i)) !== null);
  return {
    delimiter,
    headers,
    sampleRows,
    dateFormat: dateColumn < 0 ? null : detectDateFormat(column(dateColumn)),
    decimalSeparator: detectDecimalSeparator(
      headers.flatMap((_, i) => (i === dateColumn ? [] : column(i))),
    ),
  };
}

function columnsOf(headers: string[], mapping: ImportFields['mapping']): ColumnIndex {
  const names = headers.map((h) => h.trim().toLowerCase());
  const cols: ColumnIndex = {};
  for (const [key, name] of Object.entries(mapping) as [keyof ColumnIndex, string | undefined][]) {
    if (name === undefined) continue;
    const i = names.indexOf(name.trim().toLowerCase());
    if (i < 0)
      throw AppError.validation({ [`mapping.${key}`]: [SCHEMA_MESSAGES.importColumnMissing] });
    cols[key] = i;
  }
  return cols;
}

/** readRows over the data lines (header excluded), a slice at a time between event-loop turns. */
async function readRowsYielding(
  rows: string[][],
  lines: number[],
  ...rest: Parameters<typeof readRows> extends [unknown, unknown, ...infer R] ? R : never
): Promise<ReturnType<typeof readRows>> {
  const out: ReturnType<typeof readRows> = { rows: [], errors: [] };
  for (let k = 1; k < rows.length; k += READ_SLICE) {
    const part = readRows(rows.slice(k, k + READ_SLICE), lines.slice(k, k + READ_SLICE), ...rest);
    out.rows.push(...part.rows);
    out.errors.push(...part.errors);
    await nextTurn();
  }
  return out;
}

/**
 * POST /import. Everything runs in one DB transaction under the account's row lock, so two imports
 * of the same file cannot both pass the duplicate check. Overdraft is not checked here: a bank
 * statement is history that already happened.
 */
export async function importCsv(
  db: Database,
  userId: number,
  fields: ImportFields,
  text: string,
): Promise<ImportResult> {
  const delimiter = fields.delimiter ?? detectDelimiter(text);
  const { rows, lines } = await parseCsvYielding(text, delimiter, IMPORT_MAX_ROWS + 2);
  if (rows.length < 2) throw AppError.validation({ file: [SCHEMA_MESSAGES.importFileEmpty] });
  if (rows.length > IMPORT_MAX_ROWS + 1)
    throw new AppError('BUS_003', SCHEMA_MESSAGES.importTooManyRows, {
      reason: 'importTooManyRows',
    });
  const cols = columnsOf(rows[0]!, fields.mapping);

  return db.transaction(async (tx) => {
    const account = (await lockAccounts(tx, userId, [fields.accountId])).get(fields.accountId)!;
    assertActive(account);
    const today = await todayOf(tx, userId);
    const read = await readRowsYielding(rows, lines, cols, fields, account.currency, today);
    await stageRows(tx, read.rows);
    const dupLines = await markDuplicates(tx, userId, account.id);
    if (!fields.dryRun) await insertFresh(tx, userId, account.id);
    const result: ImportResult = {
      imported: read.rows.length - dupLines.size,
      skipped: dupLines.size + read.errors.length,
      duplicates: dupLines.size,
      errors: read.errors,
      dryRun: fields.dryRun,
    };
    if (!fields.dryRun) return result;
    const sample = rows.slice(1, SAMPLE_ROWS + 1);
    return {
      ...result,
      preview: read.rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => ({
        line: r.line,
        date: r.date,
        amount: toMoneyNumber(r.amount, account.currency),
        type: r.type,
        description: r.description,
        category: r.category,
        duplicate: dupLines.has(r.line),
      })),
      detected: {
        delimiter,
        dateFormat:
          cols.date === undefined ? null : detectDateFormat(sample.map((r) => r[cols.date!] ?? '')),
        decimalSeparator: detectDecimalSeparator(sample.map((r) => r[cols.amount!] ?? '')),
      },
    };
  });
}
