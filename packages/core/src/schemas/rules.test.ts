import { describe, expect, it } from 'vitest';
import { SCHEMA_MESSAGES } from './messages.js';
import { createRuleBodySchema } from './rules.js';

describe('rule schema', () => {
  it('says why a regex is refused, once per condition', () => {
    const regex = (value: string) => ({ field: 'description', op: 'regex', value });
    const r = createRuleBodySchema.safeParse({
      name: 'Regexes',
      match: 'ANY',
      conditions: [
        regex('(rent)\\s+\\1'),
        regex('rent(?!al)'),
        regex('\\pL{999}'),
        regex('(['),
        regex('a'.repeat(201)),
        regex('^rent\\b'),
      ],
      actions: [{ field: 'category', value: 'Rent' }],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['conditions.4.value', 'Value must be at most 200 characters'],
      ['conditions.0.value', SCHEMA_MESSAGES.ruleRegexUnsupported],
      ['conditions.1.value', SCHEMA_MESSAGES.ruleRegexUnsupported],
      ['conditions.2.value', SCHEMA_MESSAGES.ruleRegexTooLarge],
      ['conditions.3.value', 'Value is invalid'],
    ]);
    expect(SCHEMA_MESSAGES.ruleRegexUnsupported).toBe(
      'Value is not a regular expression this app can run (backreferences and lookaround are not supported)',
    );
  });
});
