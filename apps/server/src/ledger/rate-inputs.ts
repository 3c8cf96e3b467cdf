import { FX_PIVOT, type FxRateInput } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** Above this many days one range scan per pair and owner beats one index probe per day. */
const PROBES_UP_TO = 31;

type RateRow = { date: string; base: string; quote: string; rate: string; own: boolean };

/**
 * For each day and each direction between the currencies (and FX_PIVOT), the latest rate on
 * or before that day, the user's own and the shared one: what core's rate book needs to convert
 * on those days by the same rules as everywhere else. Many days (a performance chart's flows over
 * ten years: thousands) read every rate of each pair and owner from the latest one on or before
 * the first day to the last day instead — a superset from which the book, which takes the latest
 * rate on or before a day (own over shared on the same date), answers each of the days alike.
 */
export async function ratesFor(
  db: Executor,
  userId: number,
  currencies: string[],
  days: string[],
): Promise<FxRateInput[]> {
  const codes = [...new Set([...currencies, FX_PIVOT])];
  const pairs = `{${codes.flatMap((b) => codes.filter((q) => q !== b).map((q) => `${b}${q}`)).join(',')}}`;
  if (days.length > PROBES_UP_TO) {
    const sorted = [...days].sort();
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    const { rows } = await db.execute<RateRow>(sql`
      SELECT r.date::text AS date, r.base, r.quote, r.rate::text AS rate,
             r.user_id IS NOT NULL AS own
      FROM unnest(${pairs}::text[]) p (pair)
      CROSS JOIN (VALUES (0), (${userId}::int)) o (owner)
      -- The first date to read: the latest rate on or before the first day (one index probe per
      -- pair and owner; OFFSET 0 keeps the planner from re-running it for every row read).
      CROSS JOIN LATERAL (
        SELECT coalesce((
          SELECT b.date FROM fx_rates b
          WHERE coalesce(b.user_id, 0) = o.owner AND b.base = substr(p.pair, 1, 3)
            AND b.quote = substr(p.pair, 4, 3) AND b.date <= ${first}::date
          ORDER BY b.date DESC LIMIT 1), ${first}::date) AS lo
        OFFSET 0
      ) b
      CROSS JOIN LATERAL (
        SELECT * FROM fx_rates r
        WHERE coalesce(r.user_id, 0) = o.owner AND r.base = substr(p.pair, 1, 3)
          AND r.quote = substr(p.pair, 4, 3) AND r.date >= b.lo AND r.date <= ${last}::date
        -- Kept a lateral index range scan per pair and owner: pulled up, it became a hash join
        -- over every rate of every pair (60–80 ms at 210k rates, instead of under 1 ms).
        OFFSET 0
      ) r`);
    return rows;
  }
  const { rows } = await db.execute<RateRow>(sql`
    SELECT DISTINCT r.date::text AS date, r.base, r.quote, r.rate::text AS rate, r.user_id IS NOT NULL AS own
    FROM unnest(${pairs}::text[]) p (pair)
    CROSS JOIN unnest(${`{${days.join(',')}}`}::date[]) d (day)
    CROSS JOIN (VALUES (0), (${userId}::int)) o (owner)
    CROSS JOIN LATERAL (
      SELECT * FROM fx_rates r
      WHERE coalesce(r.user_id, 0) = o.owner AND r.base = substr(p.pair, 1, 3)
        AND r.quote = substr(p.pair, 4, 3) AND r.date <= d.day
      ORDER BY r.date DESC LIMIT 1
    ) r`);
  return rows;
}
