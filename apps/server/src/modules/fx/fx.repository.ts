import type { CreateFxRateBody, FxRate, FxRateListQuery, FxRateSource } from '@wealthlog/core';
import { toDecimal } from '@wealthlog/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { EcbRate } from './ecb-csv.js';

/** Rows per INSERT: one statement with four array parameters, whatever the batch size. */
export const FX_BATCH_SIZE = 5000;

type RateRow = {
  date: string;
  base: string;
  quote: string;
  rate: string;
  source: FxRateSource;
  shared: boolean;
};

function toDto(r: RateRow): FxRate {
  return { ...r, rate: toDecimal(r.rate).toNumber() };
}

/**
 * The rates a user sees: their own and the shared ones; for one (base, quote, date) their own
 * replaces the shared one. Newest first, at most `limit`.
 */
export async function listRates(
  db: Executor,
  userId: number,
  q: FxRateListQuery,
): Promise<FxRate[]> {
  const where: SQL[] = [sql`coalesce(r.user_id, 0) IN (0, ${userId})`];
  if (q.base) where.push(sql`r.base = ${q.base}`);
  if (q.quote) where.push(sql`r.quote = ${q.quote}`);
  if (q.from) where.push(sql`r.date >= ${q.from}`);
  if (q.to) where.push(sql`r.date <= ${q.to}`);
  const { rows } = await db.execute<RateRow>(sql`
    SELECT r.date, r.base, r.quote, r.rate::text AS rate, r.source, r.user_id IS NULL AS shared
    FROM fx_rates r
    WHERE ${sql.join(where, sql` AND `)}
      AND NOT (r.user_id IS NULL AND EXISTS (
        SELECT 1 FROM fx_rates o WHERE coalesce(o.user_id, 0) = ${userId}
          AND o.base = r.base AND o.quote = r.quote AND o.date = r.date))
    ORDER BY r.date DESC, r.base, r.quote
    LIMIT ${q.limit}`);
  return rows.map(toDto);
}

/** POST /api/fx/rates: the user's own rate; one already stored for that day is replaced. */
export async function upsertOwnRate(
  db: Executor,
  userId: number,
  body: CreateFxRateBody,
): Promise<FxRate> {
  const { rows } = await db.execute<RateRow>(sql`
    INSERT INTO fx_rates (user_id, date, base, quote, rate, source)
    VALUES (${userId}, ${body.date}, ${body.base}, ${body.quote}, ${String(body.rate)}, 'user')
    ON CONFLICT ((coalesce(user_id, 0)), base, quote, date)
      DO UPDATE SET rate = excluded.rate, source = excluded.source, created_at = now()
    RETURNING date, base, quote, rate::text AS rate, source, false AS shared`);
  return toDto(rows[0]!);
}

/**
 * One column of the batch as ONE array parameter ('{a,b,…}'), not one parameter per value. Safe
 * unquoted: the parsers let through only ISO dates, 3-letter codes and plain decimal rates.
 */
function arrayLiteral(batch: readonly EcbRate[], key: keyof EcbRate): string {
  return `{${batch.map((r) => r[key]).join(',')}}`;
}

/**
 * Writes parsed rates for `owner` (null: shared by everyone) in batches, one multi-row INSERT each,
 * inside one transaction (all or nothing). Idempotent: a rate already stored for the same
 * (owner, base, quote, date) is left as it is and counted in `skipped`.
 */
export async function insertRates(
  db: Database,
  owner: number | null,
  source: FxRateSource,
  rates: Iterable<EcbRate>,
): Promise<{ imported: number; skipped: number }> {
  let total = 0;
  const imported = await db.transaction(async (tx) => {
    let count = 0;
    let batch: EcbRate[] = [];
    const flush = async () => {
      const res = await tx.execute(sql`
        INSERT INTO fx_rates (user_id, date, base, quote, rate, source)
        SELECT ${owner}::int, d, b, q, r, ${source}
        FROM unnest(${arrayLiteral(batch, 'date')}::date[], ${arrayLiteral(batch, 'base')}::text[],
                    ${arrayLiteral(batch, 'quote')}::text[], ${arrayLiteral(batch, 'rate')}::numeric[]) AS x (d, b, q, r)
        ON CONFLICT ((coalesce(user_id, 0)), base, quote, date) DO NOTHING`);
      count += res.rowCount ?? 0;
      total += batch.length;
      batch = [];
    };
    for (const rate of rates) {
      batch.push(rate);
      if (batch.length === FX_BATCH_SIZE) await flush();
    }
    if (batch.length > 0) await flush();
    return count;
  });
  return { imported, skipped: total - imported };
}
