import type { CostBasisMethod } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { positionSteps, type StepTrade } from './trading.booking.js';
import { writeSteps } from './trading.repository.js';

type BackfillRow = StepTrade & {
  id: number;
  userId: number;
  method: string;
  fills: [string, string, string, string, string, string][];
};

/**
 * Trades written before migration 0014 have fills but no steps: they get them here, at start, a
 * batch at a time (each trade once: afterwards every fill change writes its steps).
 */
export async function backfillPositionSteps(db: Database, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const { rows } = await db.execute<BackfillRow>(sql`
      SELECT t.id::int AS id, t.user_id AS "userId", t.direction, t.multiplier::text AS multiplier,
             t.currency, t.stop_loss::text AS "stopLoss", t.status, a.cost_basis AS method,
             (SELECT json_agg(json_build_array(f.side, f.quantity::text, f.price::text,
                                               f.fees::text, f.filled_at, f.day::text)
                              ORDER BY f.filled_at, f.id)
              FROM trade_fills f WHERE f.trade_id = t.id AND f.user_id = t.user_id) AS fills
      FROM trades t JOIN accounts a ON a.id = t.account_id AND a.user_id = t.user_id
      WHERE t.status <> 'CANCELLED'
        AND EXISTS (SELECT 1 FROM trade_fills f WHERE f.trade_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM trade_position_steps s WHERE s.trade_id = t.id)
      ORDER BY t.user_id, t.id LIMIT ${batch}`);
    if (rows.length === 0) return done;
    // One user per batch keeps writeSteps' statements scoped by the user's id.
    const userId = rows[0]!.userId;
    const mine = rows.filter((t) => t.userId === userId);
    await db.transaction((tx) =>
      writeSteps(
        tx,
        mine.map((t) => ({
          userId,
          tradeId: t.id,
          steps: positionSteps(
            t,
            t.fills.map(([side, quantity, price, fees, at, day]) => ({
              side,
              quantity,
              price,
              fees,
              filledAt: new Date(at),
              day,
            })),
            t.method as CostBasisMethod,
          ),
        })),
      ),
    );
    done += mine.length;
  }
}
