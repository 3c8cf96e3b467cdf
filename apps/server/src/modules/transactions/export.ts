import type { TransactionFilter, TransactionSort } from '@wealthlog/core';
import { toMoneyNumber } from '@wealthlog/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { csvLine } from '../../lib/csv/csv.js';
import { SORT_KEYS, orderFor, whereFor } from './transactions.filters.js';

const CHUNK = 5000;
const HEADER = [
  'date',
  'type',
  'account',
  'to_account',
  'amount',
  'currency',
  'to_amount',
  'to_currency',
  'category',
  'description',
  // Appended, never in place of a column: a split transaction's own category is empty and its
  // lines ("Groceries: 30; Dining: 12.5") land here. An import maps columns by header name, so a
  // re-import ignores this column and the file still reads as before.
  'splits',
];

type ExportRow = {
  id: string;
  date: string;
  type: string;
  account: string;
  to_account: string | null;
  amount: string;
  currency: string;
  to_amount: string | null;
  to_currency: string | null;
  category: string | null;
  description: string | null;
  splits: { category: string; amount: string }[] | null;
  key: string;
};

/**
 * The CSV of the current filter, CHUNK rows at a time by keyset (sort key, id) — never OFFSET, never
 * the whole result in memory — so a 100k-row export streams in constant memory.
 */
export async function* exportCsv(
  db: Executor,
  userId: number,
  f: TransactionFilter & { sort?: TransactionSort | undefined },
): AsyncGenerator<string> {
  const sort = f.sort ?? 'date_desc';
  const { column, desc } = SORT_KEYS[sort];
  const keyType = sql.raw(column === 'date' ? 'date' : 'numeric');
  const col = sql.raw(`t.${column}`);
  yield csvLine(HEADER);
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? desc
        ? sql`AND (${col}, t.id) < (${after.key}::${keyType}, ${after.id}::bigint)`
        : sql`AND (${col}, t.id) > (${after.key}::${keyType}, ${after.id}::bigint)`
      : sql``;
    const { rows }: { rows: ExportRow[] } = await db.execute<ExportRow>(sql`
      SELECT t.id, t.date::text AS date, t.type, a.name AS account, b.name AS to_account,
        t.amount::text AS amount, a.currency, t.to_amount::text AS to_amount,
        b.currency AS to_currency, t.category, t.description, ${col}::text AS key,
        (SELECT json_agg(json_build_object('category', s.category, 'amount', s.amount::text)
                ORDER BY s.position)
           FROM transaction_splits s
          WHERE s.transaction_id = t.id AND s.user_id = ${userId}) AS splits
      FROM transactions t JOIN accounts a ON a.id = t.account_id
      LEFT JOIN accounts b ON b.id = t.to_account_id
      WHERE ${whereFor(userId, f)} ${cursor}
      ORDER BY ${orderFor(sort)} LIMIT ${CHUNK}`);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([
          r.date,
          r.type,
          r.account,
          r.to_account,
          toMoneyNumber(r.amount, r.currency),
          r.currency,
          r.to_amount === null ? null : toMoneyNumber(r.to_amount, r.to_currency ?? r.currency),
          r.to_currency,
          r.category,
          r.description,
          r.splits
            ?.map((s) => `${s.category}: ${toMoneyNumber(s.amount, r.currency)}`)
            .join('; ') ?? null,
        ]),
      )
      .join('');
    const last = rows[rows.length - 1]!;
    after = { key: last.key, id: last.id };
    if (rows.length < CHUNK) return;
  }
}
