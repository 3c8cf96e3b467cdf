import type { CreateFxRateBody, FxRate, FxRateListQuery, FxRateSource } from '@wealthlog/core';
import { toDecimal } from '@wealthlog/core';
import type pg from 'pg';
import type { EcbRate } from './ecb-csv.js';

/** Rows per INSERT: one statement with four array parameters, whatever the batch size. */
export const FX_BATCH_SIZE = 5000;

interface RateRow {
  date: string;
  base: string;
  quote: string;
  rate: string;
  source: FxRateSource;
  shared: boolean;
}

function toDto(r: RateRow): FxRate {
  return { ...r, rate: toDecimal(r.rate).toNumber() };
}

/**
 * The rates a user sees: their own and the shared ones; for one (base, quote, date) their own
 * replaces the shared one. Newest first, at most `limit`.
 */
export async function listRates(pool: pg.Pool, userId: number, q: FxRateListQuery): Promise<FxRate[]> {
  const where = ['coalesce(r.user_id, 0) IN (0, $1)'];
  const params: unknown[] = [userId];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (q.base) add('r.base = ?', q.base);
  if (q.quote) add('r.quote = ?', q.quote);
  if (q.from) add('r.date >= ?', q.from);
  if (q.to) add('r.date <= ?', q.to);
  params.push(q.limit);
  const { rows } = await pool.query<RateRow>(
    `SELECT r.date, r.base, r.quote, r.rate::text AS rate, r.source, r.user_id IS NULL AS shared
     FROM fx_rates r
     WHERE ${where.join(' AND ')}
       AND NOT (r.user_id IS NULL AND EXISTS (
         SELECT 1 FROM fx_rates o WHERE coalesce(o.user_id, 0) = $1
           AND o.base = r.base AND o.quote = r.quote AND o.date = r.date))
     ORDER BY r.date DESC, r.base, r.quote
     LIMIT $${params.length}`,
    params,
  );
  return rows.map(toDto);
}

/** POST /api/fx/rates: the user's own rate; one already stored for that day is replaced. */
export async function upsertOwnRate(pool: pg.Pool, userId: number, body: CreateFxRateBody): Promise<FxRate> {
  const { rows } = await pool.query<RateRow>(
    `INSERT INTO fx_rates (user_id, date, base, quote, rate, source)
     VALUES ($1, $2, $3, $4, $5, 'user')
     ON CONFLICT ((coalesce(user_id, 0)), base, quote, date)
       DO UPDATE SET rate = excluded.rate, source = excluded.source, created_at = now()
     RETURNING date, base, quote, rate::text AS rate, source, false AS shared`,
    [userId, body.date, body.base, body.quote, String(body.rate)],
  );
  return toDto(rows[0]!);
}

/**
 * Writes parsed rates for `owner` (null: shared by everyone) in batches, one multi-row INSERT each,
 * inside one transaction (all or nothing). Idempotent: a rate already stored for the same
 * (owner, base, quote, date) is left as it is and counted in `skipped`.
 */
export async function insertRates(
  pool: pg.Pool,
  owner: number | null,
  source: FxRateSource,
  rates: readonly EcbRate[],
): Promise<{ imported: number; skipped: number }> {
  const client = await pool.connect();
  let imported = 0;
  try {
    await client.query('BEGIN');
    for (let i = 0; i < rates.length; i += FX_BATCH_SIZE) {
      const batch = rates.slice(i, i + FX_BATCH_SIZE);
      const res = await client.query(
        `INSERT INTO fx_rates (user_id, date, base, quote, rate, source)
         SELECT $1::int, d, b, q, r, $2 FROM unnest($3::date[], $4::text[], $5::text[], $6::numeric[]) AS x (d, b, q, r)
         ON CONFLICT ((coalesce(user_id, 0)), base, quote, date) DO NOTHING`,
        [
          owner,
          source,
          batch.map((r) => r.date),
          batch.map((r) => r.base),
          batch.map((r) => r.quote),
          batch.map((r) => r.rate),
        ],
      );
      imported += res.rowCount ?? 0;
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  return { imported, skipped: rates.length - imported };
}
