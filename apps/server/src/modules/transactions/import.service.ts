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
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/client.js';
import { assertActive, lockAccounts } from '../../ledger/locks.js';
import { todayOf } from '../../ledger/balances.js';
import { detectDateFormat, detectDecimalSeparator, detectDelimiter, parseCsv } from './csv.js';
import { type ColumnIndex, type ImportRow, dupKey, readRows } from './import.rows.js';

/** Rows per INSERT: one statement (and one run of the daily-delta trigger) per batch. */
const BATCH = 10_000;
const SAMPLE_ROWS = 10;

/** POST /import/detect: what the client needs to propose a mapping. */
export function detectCsv(text: string): ImportDetectResult {
  const delimiter = detectDelimiter(text);
  const { rows } = parseCsv(text, delimiter, SAMPLE_ROWS + 1);
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

const signed = (r: ImportRow) =>
  r.type === 'DEPOSIT' || r.type === 'INCOME' ? r.amount : `-${r.amount}`;

/** Lines matching a stored posting of the account: one indexed anti-join in SQL, not a loop. */
async function storedDuplicates(
  db: Executor,
  userId: number,
  accountId: number,
  rows: ImportRow[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const { rows: hits } = await db.execute<{ i: string }>(sql`
    SELECT f.i FROM unnest(${sql.param(rows.map((r) => r.date))}::date[],
      ${sql.param(rows.map(signed))}::numeric[],
      ${sql.param(rows.map((r) => r.description ?? ''))}::text[]) WITH ORDINALITY AS f(d, s, descr, i)
    WHERE EXISTS (
      SELECT 1 FROM transactions t
      WHERE t.user_id = ${userId} AND t.account_id = ${accountId} AND t.date = f.d
        AND CASE WHEN t.type IN ('DEPOSIT', 'INCOME') THEN t.amount ELSE -t.amount END = f.s
        AND coalesce(t.description, '') = f.descr)`);
  return new Set(hits.map((h) => rows[Number(h.i) - 1]!.line));
}

async function insertBatch(db: Executor, userId: number, accountId: number, rows: ImportRow[]) {
  await db.execute(sql`
    INSERT INTO transactions (user_id, account_id, type, amount, category, description, date)
    SELECT ${userId}, ${accountId}, f.type, f.amount, f.category, f.description, f.date
    FROM unnest(${sql.param(rows.map((r) => r.type))}::text[],
      ${sql.param(rows.map((r) => r.amount))}::numeric[],
      ${sql.param(rows.map((r) => r.category))}::text[],
      ${sql.param(rows.map((r) => r.description))}::text[],
      ${sql.param(rows.map((r) => r.date))}::date[]) AS f(type, amount, category, description, date)`);
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
  const { rows, lines } = parseCsv(text, delimiter, IMPORT_MAX_ROWS + 2);
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
    const read = readRows(rows.slice(1), lines.slice(1), cols, fields, account.currency, today);
    const seen = new Set<string>();
    const dupLines = await storedDuplicates(tx, userId, account.id, read.rows);
    for (const r of read.rows) {
      const key = dupKey(r);
      if (seen.has(key)) dupLines.add(r.line);
      seen.add(key);
    }
    const fresh = read.rows.filter((r) => !dupLines.has(r.line));
    if (!fields.dryRun) {
      for (let i = 0; i < fresh.length; i += BATCH) {
        await insertBatch(tx, userId, account.id, fresh.slice(i, i + BATCH));
      }
    }
    const result: ImportResult = {
      imported: fresh.length,
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
