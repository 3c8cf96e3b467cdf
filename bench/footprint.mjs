// The bench's `footprint` measure (issue 34): what the seeded data set and the 100k CSV import
// leave on disk. The data directory, pg_wal and base as the file system counts them (allocated
// blocks, as `du` does), then per table and per index of `transactions` and the tables derived
// from it, as PostgreSQL counts them, with each index's scans so far (which queries used it).
import fs from 'node:fs';
import path from 'node:path';

/** `transactions`, its split lines, and the tables the ledger's triggers derive from them. */
const TABLES = [
  'transactions',
  'transaction_splits',
  'account_daily_deltas',
  'account_ledger_totals',
  'position_daily_deltas',
  'position_instrument_deltas',
  'expense_day_fills',
  'expense_day_dirty',
  'expense_day_totals',
  'expense_month_totals',
];

const MB = 1024 * 1024;
const mb = (bytes) => +(bytes / MB).toFixed(1);

/** Allocated bytes under `dir` (st_blocks × 512, what `du` reports); 0 if it cannot be read. */
export function diskUsage(dir) {
  let total = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    try {
      if (e.isDirectory()) total += diskUsage(p);
      else total += fs.lstatSync(p).blocks * 512;
    } catch {
      /* a WAL segment recycled or a temp file gone while we counted */
    }
  }
  return total;
}

/**
 * The server merges the search index and checkpoints after an import has answered (ADR 0009,
 * 0031): wait until no other session of this database is busy, so the sizes are the settled ones.
 */
async function settled(pool, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
       WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' AND state = 'active'`,
    );
    if (rows[0].busy === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * `pgDir`: the embedded cluster's directory (null with BENCH_DATABASE_URL: then only what SQL
 * can tell). Returns the figures bench/results.json keeps under `footprint`.
 */
export async function footprint(pool, pgDir) {
  await settled(pool);
  const dir = pgDir
    ? {
        dataDirMb: mb(diskUsage(pgDir)),
        pgWalMb: mb(diskUsage(path.join(pgDir, 'pg_wal'))),
        baseMb: mb(diskUsage(path.join(pgDir, 'base'))),
      }
    : {};
  const { rows: database } = await pool.query(
    'SELECT pg_database_size(current_database())::bigint AS bytes',
  );
  const { rows: tables } = await pool.query(
    `SELECT c.relname AS name, c.reltuples::bigint AS rows,
            pg_total_relation_size(c.oid)::bigint AS total,
            pg_relation_size(c.oid)::bigint AS heap,
            pg_indexes_size(c.oid)::bigint AS indexes
     FROM pg_class c WHERE c.relkind = 'r' AND c.relname = ANY($1)
       AND c.relnamespace = 'public'::regnamespace
     ORDER BY pg_total_relation_size(c.oid) DESC`,
    [TABLES],
  );
  const { rows: indexes } = await pool.query(
    `SELECT relname AS "table", indexrelname AS name,
            pg_relation_size(indexrelid)::bigint AS bytes, idx_scan::bigint AS scans
     FROM pg_stat_user_indexes WHERE relname = ANY($1)
     ORDER BY pg_relation_size(indexrelid) DESC`,
    [TABLES],
  );
  const { rows: count } = await pool.query('SELECT count(*)::int AS n FROM transactions');
  const tx = tables.find((t) => t.name === 'transactions');
  const per100k = (bytes) => mb((Number(bytes) * 100_000) / Math.max(count[0].n, 1));
  return {
    ...dir,
    databaseMb: mb(Number(database[0].bytes)),
    transactionRows: count[0].n,
    transactionsPer100k: tx
      ? { tableMb: per100k(tx.heap), indexesMb: per100k(tx.indexes), totalMb: per100k(tx.total) }
      : null,
    tables: tables.map((t) => ({
      name: t.name,
      rows: Number(t.rows),
      totalMb: mb(Number(t.total)),
      heapMb: mb(Number(t.heap)),
      indexesMb: mb(Number(t.indexes)),
    })),
    indexes: indexes.map((i) => ({
      table: i.table,
      name: i.name,
      mb: mb(Number(i.bytes)),
      scans: Number(i.scans),
    })),
  };
}

/** The footprint's lines in the report. */
export function printFootprint(f) {
  if (f.dataDirMb !== undefined)
    console.log(
      `data directory after the seed and the 100k CSV import: ${f.dataDirMb} MB (pg_wal ${f.pgWalMb} MB, base ${f.baseMb} MB; issue 34 aims at ≤ 105 MB for 100k transactions alone, and this data set also holds the trades, prices and the import)`,
    );
  const t = f.transactionsPer100k;
  console.log(
    `database ${f.databaseMb} MB; transactions: ${f.transactionRows} rows, per 100k rows ${t?.tableMb} MB table + ${t?.indexesMb} MB indexes = ${t?.totalMb} MB`,
  );
  console.table(
    f.tables.map((x) => ({
      table: x.name,
      rows: x.rows,
      'total MB': x.totalMb,
      'table MB': x.heapMb,
      'indexes MB': x.indexesMb,
    })),
  );
  console.table(
    f.indexes.map((x) => ({ index: x.name, table: x.table, MB: x.mb, 'scans so far': x.scans })),
  );
}
