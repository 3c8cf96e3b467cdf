import type { FxRateInput } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * For each day and each direction between the currencies (and EUR, the pivot), the latest rate on
 * or before that day, the user's own and the shared one: what core's rate book needs to convert
 * on those days by the same rules as everywhere else.
 */
export async function ratesFor(
  db: Executor,
  userId: number,
  currencies: string[],
  days: string[],
): Promise<FxRateInput[]> {
  const codes = [...new Set([...currencies, 'EUR'])];
  const pairs = codes.flatMap((b) => codes.filter((q) => q !== b).map((q) => `${b}${q}`));
  const { rows } = await db.execute<{
    date: string;
    base: string;
    quote: string;
    rate: string;
    own: boolean;
  }>(sql`
    SELECT DISTINCT r.date::text AS date, r.base, r.quote, r.rate::text AS rate, r.user_id IS NOT NULL AS own
    FROM unnest(${`{${pairs.join(',')}}`}::text[]) p (pair)
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
