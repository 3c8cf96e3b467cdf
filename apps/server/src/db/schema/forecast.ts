import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ScenarioInputs } from '@wealthlog/core';
import { users } from './auth.js';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Saved forecasting scenarios: a name and the inputs of a projection / Monte Carlo run.
 * The inputs are one JSON document, checked by core's schema on the way in and out: they are
 * read and written whole, never queried by field.
 */
export const forecastScenarios = pgTable(
  'forecast_scenarios',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inputs: jsonb('inputs').$type<ScenarioInputs>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('forecast_scenarios_user_idx').on(t.userId, t.id),
    check('forecast_scenarios_name_ck', sql`length(${t.name}) BETWEEN 1 AND 100`),
    check('forecast_scenarios_inputs_ck', sql`jsonb_typeof(${t.inputs}) = 'object'`),
  ],
);
