import {
  type ImportFields,
  type ImportResult,
  IMPORT_PREVIEW_ROWS,
  fillFromRules,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import { assertActive, lockAccounts } from '../../ledger/locks.js';
import { todayOf } from '../../ledger/balances.js';
import { detectDateFormat, detectDecimalSeparator, detectDelimiter } from '../../lib/csv/csv.js';
import { columnsOf, readCsvRecords, readInSlices, SAMPLE_ROWS } from '../../lib/csv/csv-import.js';
import { type ColumnIndex, readRows } from './import.rows.js';
import { insertFresh, markDuplicates, stageRows } from './import.staging.js';
import { selectEnabledRules } from './transactions.repository.js';

export { detectCsv } from '../../lib/csv/csv-import.js';

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
  const records = await readCsvRecords(text, delimiter);
  const { rows } = records;
  const cols: ColumnIndex = columnsOf(rows[0]!, fields.mapping);

  return db.transaction(async (tx) => {
    const account = (await lockAccounts(tx, userId, [fields.accountId])).get(fields.accountId)!;
    assertActive(account);
    const today = await todayOf(tx, userId);
    const read = await readInSlices(records, (part, lines) =>
      readRows(part, lines, cols, fields, account.currency, today),
    );
    // The user's rules fill in what the bank left blank, and may refine the type;
    // before the duplicate check and the preview, so both see what would be written.
    const rules = await selectEnabledRules(tx, userId);
    if (rules.length > 0) {
      read.rows = read.rows.map((r) =>
        fillFromRules(rules, { ...r, accountId: account.id }, { withType: true }),
      ) as typeof read.rows;
    }
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
