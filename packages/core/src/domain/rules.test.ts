import { describe, expect, it } from 'vitest';
import {
  applyRules,
  conditionMatches,
  isValidRuleRegex,
  ruleChanged,
  ruleMatches,
  type RuleDefinition,
} from './rules.js';

const coffee = {
  description: 'STARBUCKS #123 Paris',
  amount: '4.50',
  accountId: 7,
  type: 'EXPENSE',
  category: null,
};

describe('rules', () => {
  it('each operator, case-insensitive on text', () => {
    const c = (
      field: 'description' | 'amount' | 'accountId' | 'type' | 'category',
      op: 'contains' | 'equals' | 'startsWith' | 'regex' | 'gt' | 'lt',
      value: string,
    ) => conditionMatches({ field, op, value }, coffee);
    expect(c('description', 'contains', 'starbucks')).toBe(true);
    expect(c('description', 'startsWith', 'star')).toBe(true);
    expect(c('description', 'startsWith', 'paris')).toBe(false);
    expect(c('description', 'equals', 'starbucks #123 paris')).toBe(true);
    expect(c('description', 'regex', '^starbucks #\\d+')).toBe(true);
    expect(c('description', 'regex', '(')).toBe(false);
    expect(c('amount', 'gt', '4.49')).toBe(true);
    expect(c('amount', 'gt', '4.5')).toBe(false);
    expect(c('amount', 'lt', '4.51')).toBe(true);
    expect(c('amount', 'equals', '4.5')).toBe(true);
    expect(c('accountId', 'equals', '7')).toBe(true);
    expect(c('type', 'equals', 'INCOME')).toBe(false);
    expect(c('category', 'equals', '')).toBe(true);
  });

  it('ALL needs every condition, ANY one; no condition matches nothing', () => {
    const conditions = [
      { field: 'description', op: 'contains', value: 'starbucks' },
      { field: 'amount', op: 'gt', value: '10' },
    ] as const;
    expect(ruleMatches({ match: 'ALL', conditions, actions: [] }, coffee)).toBe(false);
    expect(ruleMatches({ match: 'ANY', conditions, actions: [] }, coffee)).toBe(true);
    expect(ruleMatches({ match: 'ANY', conditions: [], actions: [] }, coffee)).toBe(false);
  });

  it('in order, each on the result of the ones before; a type keeps its direction', () => {
    const rules: RuleDefinition[] = [
      {
        match: 'ALL',
        conditions: [{ field: 'description', op: 'contains', value: 'starbucks' }],
        actions: [
          { field: 'category', value: 'Coffee' },
          { field: 'description', value: 'Starbucks' },
        ],
      },
      {
        match: 'ALL',
        conditions: [{ field: 'category', op: 'equals', value: 'coffee' }],
        actions: [
          { field: 'category', value: 'Dining' },
          { field: 'type', value: 'WITHDRAWAL' },
        ],
      },
      {
        match: 'ALL',
        conditions: [{ field: 'type', op: 'equals', value: 'WITHDRAWAL' }],
        actions: [{ field: 'type', value: 'INCOME' }],
      },
    ];
    const after = applyRules(rules, coffee);
    expect(after).toMatchObject({
      category: 'Dining',
      description: 'Starbucks',
      type: 'WITHDRAWAL',
    });
    expect(ruleChanged(coffee, after)).toBe(true);
    expect(ruleChanged(coffee, applyRules([], coffee))).toBe(false);
  });

  it('a regex must compile and stay short', () => {
    expect(isValidRuleRegex('^rent')).toBe(true);
    expect(isValidRuleRegex('[a-')).toBe(false);
    expect(isValidRuleRegex('a'.repeat(201))).toBe(false);
  });
});
