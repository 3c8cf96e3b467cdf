import { LIKELY_DUPLICATE_DAYS } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { copyInto, copyLines } from '../../db/copy.js';
import { addCategoriesOf, postManyWithIds } from '../../ledger/post-many.js';
import type { StatementRow } from './statement.rows.js';

/**
 * The database half of a statement file's import, as the CSV's (import.staging.ts): the checked
 * lines stream into a temporary table with COPY, duplicates are judged there, and the lines to book
 * enter the ledger by one INSERT (one run of each statement trigger), their split lines by another.
 */
export async function stageStatement(tx: Tx, rows: readonly StatementRow[]): Promise<void> {
  await tx.execute(sql`
    CREATE TEMP TABLE statement_rows (
      line integer NOT NULL,
      file_account_id integer NOT NULL,
      account_id integer NOT NULL,
      to_account_id integer,
      type text NOT NULL,
      amount numeric(28, 8) NOT NULL,
      signed numeric(28, 8) NOT NULL,
      date date NOT NULL,
      description text,
      category text,
      bank_id text,
      splits jsonb,
      dup boolean NOT NULL DEFAULT false,
      likely boolean NOT NULL DEFAULT false,
      match_id bigint,
      new_id bigint
    ) ON COMMIT DROP`);
  await copyInto(
    tx,
    'statement_rows (line, file_account_id, account_id, to_account_id, type, amount, signed, date, description, category, bank_id, splits)',
    copyLines(
      rows.map((r) => [
        r.line,
        r.fileAccountId,
        r.accountId,
        r.toAccountId,
        r.type,
        r.amount,
        r.signed,
        r.date,
        r.description,
        r.category,
        r.bankId,
        r.splits.length
          ? JSON.stringify(r.splits.map((s, position) => ({ position, ...s })))
          : null,
      ]),
    ),
  );
  await tx.execute(sql`ANALYZE statement_rows`);
}

/**
 * Lines whose bank id (FITID, AcctSvcrRef) the account already holds, or an earlier line of the
 * file does: duplicates, never booked. Returns them.
 */
export async function markKnownIds(tx: Tx, userId: number): Promise<Set<number>> {
  const { rows } = await tx.execute<{ line: number }>(sql`
    WITH numbered AS (
      SELECT line, account_id, bank_id,
             row_number() OVER (PARTITION BY account_id, bank_id ORDER BY line) AS nth
      FROM statement_rows WHERE bank_id IS NOT NULL
    ), dups AS (
      SELECT n.line FROM numbered n
      WHERE n.nth > 1 OR EXISTS (
        SELECT 1 FROM transactions t
        WHERE t.user_id = ${userId} AND t.account_id = n.account_id AND t.bank_id = n.bank_id)
    )
    UPDATE statement_rows s SET dup = true FROM dups WHERE s.line = dups.line
    RETURNING s.line`);
  return new Set(rows.map((r) => Number(r.line)));
}

/**
 * Likely duplicates: a line the same as a transaction already in the account — the same signed
 * amount, a day within LIKELY_DUPLICATE_DAYS — that no bank line has claimed yet (its bank_id is
 * empty: entered by hand, from a CSV, or from a file without ids). Overlapping monthly statements
 * are the normal case. Each transaction matches one line at most, the nearest in days first, so two
 * equal coffees in the file against one stored leave the second to book. Returns them.
 */
export async function markLikelyDuplicates(tx: Tx, userId: number): Promise<Set<number>> {
  const days = LIKELY_DUPLICATE_DAYS;
  const { rows } = await tx.execute<{ line: number; id: string; gap: number }>(sql`
    WITH span AS (
      SELECT array_agg(DISTINCT file_account_id) AS accounts,
             min(date) - ${days}::int AS lo, max(date) + ${days}::int AS hi
      FROM statement_rows WHERE NOT dup
    ), postings AS (
      SELECT t.id, t.account_id AS account, t.date,
             CASE WHEN t.type IN ('DEPOSIT', 'INCOME') THEN t.amount ELSE -t.amount END AS signed
      FROM transactions t, span
      WHERE t.user_id = ${userId} AND t.account_id = ANY(span.accounts) AND t.bank_id IS NULL
        AND t.date BETWEEN span.lo AND span.hi
      UNION ALL
      SELECT t.id, t.to_account_id, t.date, t.to_amount
      FROM transactions t, span
      WHERE t.user_id = ${userId} AND t.type = 'TRANSFER' AND t.to_account_id = ANY(span.accounts)
        AND t.bank_id IS NULL AND t.date BETWEEN span.lo AND span.hi
    )
    SELECT s.line, p.id::text AS id, abs(p.date - s.date) AS gap
    FROM statement_rows s
    JOIN postings p ON p.account = s.file_account_id AND p.signed = s.signed
      AND p.date BETWEEN s.date - ${days}::int AND s.date + ${days}::int
    WHERE NOT s.dup
    ORDER BY gap, s.line, p.id`);
  const matched = new Map<number, string>(); // line → the stored transaction it looks like
  const taken = new Set<string>();
  for (const r of rows) {
    if (matched.has(r.line) || taken.has(r.id)) continue;
    matched.set(r.line, r.id);
    taken.add(r.id);
  }
  if (matched.size > 0) {
    await tx.execute(sql`
      UPDATE statement_rows s SET likely = true, match_id = m.id::bigint
      FROM jsonb_each_text(${JSON.stringify(Object.fromEntries(matched))}::jsonb) AS m(line, id)
      WHERE s.line = m.line::int`);
  }
  return new Set(matched.keys());
}

/**
 * Books the lines: every one not a duplicate, a likely duplicate only when the user ticked it
 * (`include`); an unticked one gives its bank id to the transaction it matched. Ids are drawn in file order first, so the split lines find their payment and
 * "newest first" lists tie-break by the file's order. Returns how many were booked.
 */
export async function bookStatement(
  tx: Tx,
  userId: number,
  include: readonly number[],
): Promise<number> {
  const ticked = `{${include.join(',')}}`;
  // A likely duplicate left unticked is the stored transaction: it takes the line's bank id, so
  // the next overlapping file knows it by id instead of asking again.
  await tx.execute(sql`
    UPDATE transactions t SET bank_id = s.bank_id, updated_at = now()
    FROM statement_rows s
    WHERE t.user_id = ${userId} AND t.id = s.match_id AND s.bank_id IS NOT NULL
      AND NOT (s.line = ANY(${ticked}::int[])) AND t.bank_id IS NULL
      AND t.account_id = s.account_id
      AND NOT EXISTS (SELECT 1 FROM transactions o
                      WHERE o.account_id = s.account_id AND o.bank_id = s.bank_id)`);
  const { rowCount } = await tx.execute(sql`
    UPDATE statement_rows s SET new_id = o.id
    FROM (
      SELECT line, nextval(pg_get_serial_sequence('transactions', 'id')) AS id
      FROM (SELECT line FROM statement_rows
            WHERE NOT dup AND (NOT likely OR line = ANY(${ticked}::int[])) ORDER BY line) f
    ) o
    WHERE s.line = o.line`);
  if (!rowCount) return 0;
  await postManyWithIds(
    tx,
    userId,
    sql`SELECT new_id AS id, account_id, to_account_id, type, amount, category, description, date,
          bank_id FROM statement_rows WHERE new_id IS NOT NULL`,
  );
  await tx.execute(sql`
    INSERT INTO transaction_splits (transaction_id, position, user_id, category, amount, description)
    SELECT s.new_id, l.position, ${userId}, l.category, l.amount, l.description
    FROM statement_rows s,
      jsonb_to_recordset(s.splits) AS l (position smallint, category text, amount numeric,
        description text)
    WHERE s.new_id IS NOT NULL AND s.splits IS NOT NULL`);
  await addCategoriesOf(
    tx,
    userId,
    sql`SELECT s.type, s.category FROM statement_rows s
        WHERE s.new_id IS NOT NULL AND s.category IS NOT NULL
        UNION ALL
        SELECT s.type, l->>'category' FROM statement_rows s, jsonb_array_elements(s.splits) l
        WHERE s.new_id IS NOT NULL AND s.splits IS NOT NULL`,
  );
  return rowCount;
}
