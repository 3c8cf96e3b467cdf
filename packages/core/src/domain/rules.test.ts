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
  it('compares amounts exactly, even closer than a double can tell apart', () => {
    const on = (amount: string, op: 'gt' | 'lt' | 'equals', value: string) =>
      conditionMatches({ field: 'amount', op, value }, { ...coffee, amount });
    expect(on('100.00000001', 'gt', '100')).toBe(true);
    expect(on('99.99999999', 'lt', '100')).toBe(true);
    expect(on('100.00000001', 'equals', '100')).toBe(false);
    expect(on('0.30', 'equals', '0.3')).toBe(true);
    expect(on('12345678901234.5', 'gt', '12345678901234.4')).toBe(true);
    expect(on('5', 'gt', 'abc')).toBe(false);
    // Each rule sees what the ones before it set, also when they read the same field again.
    const rules: RuleDefinition[] = [
      {
        match: 'ALL',
        conditions: [{ field: 'description', op: 'contains', value: 'starbucks' }],
        actions: [{ field: 'description', value: 'Coffee shop' }],
      },
      {
        match: 'ALL',
        conditions: [{ field: 'description', op: 'equals', value: 'coffee shop' }],
        actions: [{ field: 'category', value: 'Dining' }],
      },
    ];
    expect(applyRules(rules, coffee)).toMatchObject({
      description: 'Coffee shop',
      category: 'Dining',
    });
  });

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
