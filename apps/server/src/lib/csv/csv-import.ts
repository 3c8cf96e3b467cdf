import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  AppError,
  type ImportDetectResult,
  IMPORT_MAX_ROWS,
  SCHEMA_MESSAGES,
} from '@wealthlog/core';
import {
  detectDateFormat,
  detectDecimalSeparator,
  detectDelimiter,
  parseCsv,
  parseCsvYielding,
  type CsvRecords,
} from './csv.js';

/** The steps every CSV import shares (transactions, trades): detection, reading, column lookup. */

export const SAMPLE_ROWS = 10;
/** Detection reads the head of the file only: a header and ten sample lines fit in it. */
const DETECT_CHARS = 256 * 1024;
/** Lines checked between two turns of the event loop. */
const READ_SLICE = 5_000;

/**
 * POST …/import/detect: what the client needs to propose a mapping. `dateOf` picks the date out
 * of a cell (a broker's '15.03.2024 09:30' holds a time too); by default the whole cell.
 */
export function detectCsv(
  text: string,
  dateOf: (cell: string) => string = (cell) => cell,
): ImportDetectResult {
  const head = text.slice(0, DETECT_CHARS);
  const delimiter = detectDelimiter(head);
  const { rows } = parseCsv(head, delimiter, SAMPLE_ROWS + 1);
  // The head may end inside a line: that last, partial record is no sample.
  if (head.length < text.length && rows.length > 1) rows.pop();
  if (rows.length === 0) throw AppError.validation({ file: [SCHEMA_MESSAGES.importFileEmpty] });
  const [headers, ...sampleRows] = rows as [string[], ...string[][]];
  const column = (i: number) => sampleRows.map((r) => dateOf(r[i] ?? ''));
  const dateColumn = headers.findIndex((_, i) => detectDateFormat(column(i)) !== null);
  return {
    delimiter,
    headers,
    sampleRows,
    dateFormat: dateColumn < 0 ? null : detectDateFormat(column(dateColumn)),
    decimalSeparator: detectDecimalSeparator(
      headers.flatMap((_, i) => (i === dateColumn ? [] : sampleRows.map((r) => r[i] ?? ''))),
    ),
  };
}

/** The whole file's records (header first), refusing an empty file or one above IMPORT_MAX_ROWS. */
export async function readCsvRecords(text: string, delimiter: string): Promise<CsvRecords> {
  const records = await parseCsvYielding(text, delimiter, IMPORT_MAX_ROWS + 2);
  if (records.rows.length < 2)
    throw AppError.validation({ file: [SCHEMA_MESSAGES.importFileEmpty] });
  if (records.rows.length > IMPORT_MAX_ROWS + 1)
    throw new AppError('BUS_003', SCHEMA_MESSAGES.importTooManyRows, {
      reason: 'importTooManyRows',
    });
  return records;
}

/** Each mapped field's column index, found by header name (any case); a missing one is a 400. */
export function columnsOf<K extends string>(
  headers: string[],
  mapping: Partial<Record<K, string>>,
): Partial<Record<K, number>> {
  const names = headers.map((h) => h.trim().toLowerCase());
  const cols: Partial<Record<K, number>> = {};
  for (const [key, name] of Object.entries(mapping) as [K, string | undefined][]) {
    if (name === undefined) continue;
    const i = names.indexOf(name.trim().toLowerCase());
    if (i < 0)
      throw AppError.validation({ [`mapping.${key}`]: [SCHEMA_MESSAGES.importColumnMissing] });
    cols[key] = i;
  }
  return cols;
}

/**
 * `read` over the data records (header excluded), READ_SLICE lines at a time with a turn of the
 * event loop between slices, so a 100k-line file does not hold other requests up.
 */
export async function readInSlices<R, E>(
  { rows, lines }: CsvRecords,
  read: (rows: string[][], lines: number[]) => { rows: R[]; errors: E[] },
): Promise<{ rows: R[]; errors: E[] }> {
  const out: { rows: R[]; errors: E[] } = { rows: [], errors: [] };
  for (let k = 1; k < rows.length; k += READ_SLICE) {
    const part = read(rows.slice(k, k + READ_SLICE), lines.slice(k, k + READ_SLICE));
    out.rows.push(...part.rows);
    out.errors.push(...part.errors);
    await nextTurn();
  }
  return out;
}
