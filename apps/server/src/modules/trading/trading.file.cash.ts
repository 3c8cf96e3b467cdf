import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { copyInto, copyLines } from '../../db/copy.js';
import { addCategoriesOf, postManyWithIds } from '../../ledger/post-many.js';
import type { CashRow } from './trading.file.lines.js';

/**
 * A file's dividends, interest, fees and cash moves as transactions, the way a bank statement's
 * lines go in (statement.staging.ts): COPY into a temporary table, duplicates judged there, one
 * INSERT for the rest. Marks and answers the duplicates: a line whose source id (Ghostfolio's
 * activity id, the OFX FITID) the account already holds in bank_id, or an earlier line of the
 * file does; without an id, one the same as a stored transaction of the account (type, day,
 * amount, description), counted, so two equal lines in a file both book the first time.
 */
export async function stageCash(tx: Tx, userId: number, rows: readonly CashRow[]) {
  if (rows.length === 0) return new Set<number>();
  await tx.execute(sql`
    CREATE TEMP TABLE trade_file_cash (
      line integer NOT NULL, account_id integer NOT NULL, type text NOT NULL,
      amount numeric(28, 8) NOT NULL, date date NOT NULL, description text, category text,
      bank_id text, dup boolean NOT NULL DEFAULT false
    ) ON COMMIT DROP`);
  await copyInto(
    tx,
    'trade_file_cash (line, account_id, type, amount, date, description, category, bank_id)',
    copyLines(
      rows.map((r) => [
        r.line,
        r.accountId,
        r.type,
        r.amount,
        r.date,
        r.description,
        r.category,
        r.bankId,
      ]),
    ),
  );
  const { rows: dups } = await tx.execute<{ line: number }>(sql`
    WITH ided AS (
      SELECT line, account_id, bank_id,
             row_number() OVER (PARTITION BY account_id, bank_id ORDER BY line) AS nth
      FROM trade_file_cash WHERE bank_id IS NOT NULL
    ), plain AS (
      SELECT line, account_id, type, amount, date, coalesce(description, '') AS description,
             row_number() OVER (PARTITION BY account_id, type, amount, date,
               coalesce(description, '') ORDER BY line) AS nth
      FROM trade_file_cash WHERE bank_id IS NULL
    ), stored AS (
      SELECT t.account_id, t.type, t.amount, t.date, coalesce(t.description, '') AS description,
             count(*) AS n
      FROM transactions t
      WHERE t.user_id = ${userId} AND t.bank_id IS NULL
        AND t.account_id IN (SELECT DISTINCT account_id FROM trade_file_cash)
      GROUP BY 1, 2, 3, 4, 5
    ), found AS (
      SELECT i.line FROM ided i
      WHERE i.nth > 1 OR EXISTS (
        SELECT 1 FROM transactions t
        WHERE t.user_id = ${userId} AND t.account_id = i.account_id AND t.bank_id = i.bank_id)
      UNION ALL
      SELECT p.line FROM plain p
      JOIN stored x USING (account_id, type, amount, date, description)
      WHERE p.nth <= x.n
    )
    UPDATE trade_file_cash c SET dup = true FROM found WHERE c.line = found.line
    RETURNING c.line`);
  return new Set(dups.map((r) => Number(r.line)));
}

/**
 * Books the lines that are no duplicates, in file order (ids drawn in that order, so "newest
 * first" lists tie-break by the file's order), through the ledger's bulk writer; answers how many.
 */
export async function bookCash(tx: Tx, userId: number): Promise<number> {
  const fresh = sql`
    SELECT nextval(pg_get_serial_sequence('transactions', 'id')) AS id, c.*
    FROM (SELECT * FROM trade_file_cash WHERE NOT dup ORDER BY line) c`;
  const { rowCount } = await tx.execute(sql`
    CREATE TEMP TABLE trade_file_posted ON COMMIT DROP AS ${fresh}`);
  if (!rowCount) return 0;
  await postManyWithIds(
    tx,
    userId,
    sql`SELECT id, account_id, NULL::int AS to_account_id, type, amount, category, description,
          date, bank_id FROM trade_file_posted`,
  );
  await addCategoriesOf(tx, userId, sql`SELECT type, category FROM trade_file_posted`);
  return rowCount;
}
