import type { ScenarioInputs } from '@wealthlog/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { forecastScenarios } from '../../db/schema/index.js';

/** SQL of the forecasting area; every query is scoped by the user's id (ADR 0008). */

export type ScenarioRow = typeof forecastScenarios.$inferSelect;

export async function listScenarios(db: Database, userId: number): Promise<ScenarioRow[]> {
  return db
    .select()
    .from(forecastScenarios)
    .where(eq(forecastScenarios.userId, userId))
    .orderBy(desc(forecastScenarios.updatedAt), desc(forecastScenarios.id));
}

export async function selectScenario(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(forecastScenarios)
    .where(and(eq(forecastScenarios.userId, userId), eq(forecastScenarios.id, id)));
  return row ?? null;
}

export async function insertScenario(
  db: Database,
  userId: number,
  v: { name: string; inputs: ScenarioInputs },
): Promise<ScenarioRow> {
  const [row] = await db
    .insert(forecastScenarios)
    .values({ userId, ...v })
    .returning();
  return row!;
}

export async function updateScenario(
  db: Database,
  userId: number,
  id: number,
  v: { name?: string | undefined; inputs?: ScenarioInputs | undefined },
): Promise<ScenarioRow | null> {
  const [row] = await db
    .update(forecastScenarios)
    .set({
      ...(v.name !== undefined ? { name: v.name } : {}),
      ...(v.inputs !== undefined ? { inputs: v.inputs } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(forecastScenarios.userId, userId), eq(forecastScenarios.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteScenario(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(forecastScenarios)
    .where(and(eq(forecastScenarios.userId, userId), eq(forecastScenarios.id, id)))
    .returning({ id: forecastScenarios.id });
  return rows.length > 0;
}

export type LiquidAccount = {
  id: number;
  name: string;
  currency: string;
  /** Today's balance: the trigger-kept total minus the deltas after today (ADR 0005). */
  balance: string;
};

/** The user's active accounts of the given types, with today's balance in their currency. */
export async function accountsWithBalance(
  db: Executor,
  userId: number,
  types: readonly string[],
  today: string,
): Promise<LiquidAccount[]> {
  const { rows } = await db.execute<LiquidAccount>(sql`
    SELECT a.id, a.name, a.currency,
           (coalesce(t.total, 0) - coalesce((SELECT sum(d.delta) FROM account_daily_deltas d
              WHERE d.user_id = a.user_id AND d.account_id = a.id AND d.day > ${today}::date), 0))::text AS balance
    FROM accounts a
    LEFT JOIN account_ledger_totals t ON t.user_id = a.user_id AND t.account_id = a.id
    WHERE a.user_id = ${userId} AND a.active AND a.type = ANY(${`{${types.join(',')}}`}::text[])
    ORDER BY lower(a.name), a.id`);
  return rows;
}

/** The destination account of each recurring transfer (the upcoming list names only the source). */
export async function transferTargets(db: Executor, userId: number): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ id: number; to: number }>(sql`
    SELECT id, to_account_id AS "to" FROM recurring_items
    WHERE user_id = ${userId} AND to_account_id IS NOT NULL`);
  return new Map(rows.map((r) => [r.id, r.to]));
}
