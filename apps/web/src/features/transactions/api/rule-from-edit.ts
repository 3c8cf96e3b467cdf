import { expensePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(expensePaths);

/**
 * "Create a rule from this edit": a transaction re-categorised by hand teaches a rule —
 * the same description gets the same category from now on (POST /api/rules).
 */
export function createRuleFromEdit(description: string, category: string): Promise<unknown> {
  const text = description.trim().slice(0, 200);
  return call('rules.create', {
    body: {
      name: text.slice(0, 100),
      conditions: [{ field: 'description', op: 'equals', value: text }],
      actions: [{ field: 'category', value: category }],
    },
  });
}
