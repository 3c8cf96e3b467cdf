import { createRuleBodySchema } from '@wealthlog/core';
import { type Area, mount } from '../../areas/area.js';
import { rules } from '../../db/schema/index.js';
import { ruleRoutes } from './rules.routes.js';

/** A restored rule passes the route's own rules (operators, values, regex limits). */
function ruleProblems(row: Record<string, unknown>): string[] {
  const { name, position, match, conditions, actions, enabled } = row;
  const parsed = createRuleBodySchema.safeParse({
    name,
    position,
    match,
    conditions,
    actions,
    enabled,
  });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/**
 * A condition on `accountId` names an account by its id: on restore it names the account's new
 * id ('0', which no account has, when the account is not in the backup).
 */
const conditionsRemap = (value: string, lookup: (kind: string, old: string) => string) =>
  `(SELECT jsonb_agg(CASE WHEN c->>'field' = 'accountId'
      THEN jsonb_set(c, '{value}', to_jsonb(coalesce(${lookup('accounts', "c->>'value'")}, '0')))
      ELSE c END ORDER BY i)
    FROM jsonb_array_elements(${value}) WITH ORDINALITY e(c, i))`;

export const rulesArea: Area = {
  name: 'rules',
  routes: [mount('/rules', ruleRoutes)],
  backupKinds: [
    { kind: 'rules', table: rules, check: ruleProblems, remap: { conditions: conditionsRemap } },
  ],
};
