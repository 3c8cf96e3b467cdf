import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { copyInto, copyLines } from '../../db/copy.js';
import { postMany } from '../../ledger/post-many.js';
import type { ImportRow } from './import.rows.js';

/**
 * The database half of a CSV import: the checked lines stream into a temporary table with COPY,
 * duplicates are found there by one statement, and the fresh lines enter the ledger by one INSERT
 * (one run of the daily-delta trigger). The dry run stops before the INSERT, so the preview and
 * the import judge every line alike.
 */
export async function stageRows(tx: Tx, rows: ImportRow[]): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE import_rows (
      line integer NOT NULL,
      date date NOT NULL,
      type text NOT NULL,
      amount numeric(28, 8) NOT NULL,
      category text,
      description text,
      dup boolean NOT NULL DEFAULT false
    ) ON COMMIT DROP`);
  await copyInto(
    tx,
    'import_rows (line, date, type, amount, category, description)',
    copyLines(rows.map((r) => [r.line, r.date, r.type, r.amount, r.category, r.description])),
  );
  await tx.execute(sql`ANALYZE import_rows`);
}

const signed = (t: string) =>
  sql.raw(`CASE WHEN ${t}.type IN ('DEPOSIT', 'INCOME') THEN ${t}.amount ELSE -${t}.amount END`);

/**
 * Marks and returns the duplicate lines: a line whose date, signed amount and description match a
 * posting of the account already stored, or an earlier line of the same file (API.md
 * "Transactions").
 */
export async function markDuplicates(
  tx: Tx,
  userId: number,
  accountId: number,
): Promise<Set<number>> {
  const { rows } = await tx.execute<{ line: number }>(sql`
    WITH keyed AS (
      SELECT s.line, s.date, ${signed('s')} AS signed, coalesce(s.description, '') AS descr,
        row_number() OVER (
          PARTITION BY s.date, ${signed('s')}, coalesce(s.description, '') ORDER BY s.line) AS nth
      FROM import_rows s
    ), dups AS (
      SELECT k.line FROM keyed k
      WHERE k.nth > 1 OR EXISTS (
        SELECT 1 FROM transactions t
        WHERE t.user_id = ${userId} AND t.account_id = ${accountId} AND t.date = k.date
          AND ${signed('t')} = k.signed AND coalesce(t.description, '') = k.descr)
    )
    UPDATE import_rows SET dup = true FROM dups WHERE import_rows.line = dups.line
    RETURNING import_rows.line`);
  return new Set(rows.map((r) => Number(r.line)));
}

/** The fresh lines into the ledger, in file order, in one statement (ledger/post-many.ts). */
export async function insertFresh(tx: Tx, userId: number, accountId: number): Promise<void> {
  await postMany(
    tx,
    userId,
    accountId,
    sql`SELECT line, type, amount, category, description, date FROM import_rows WHERE NOT dup`,
  );
}

/** Moved to the ledger, which the trades' import of dividends and fees shares. */
export { mergeSearchIndex } from '../../ledger/search-index.js';
