import { toDecimal, type DecimalInput } from './money.js';

/**
 * Rules (issue 17, API.md "Rules"): conditions on a transaction, ALL or ANY of them, and actions
 * that set its category, description or type. Rules run in position order; each sees what the
 * ones before it set. Text comparisons ignore case, as the category filter does.
 */
export const RULE_FIELDS = ['description', 'amount', 'accountId', 'type', 'category'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export const RULE_OPS = ['contains', 'equals', 'startsWith', 'regex', 'gt', 'lt'] as const;
export type RuleOp = (typeof RULE_OPS)[number];
export const RULE_ACTION_FIELDS = ['category', 'description', 'type'] as const;
export type RuleActionField = (typeof RULE_ACTION_FIELDS)[number];
export const RULE_MATCHES = ['ALL', 'ANY'] as const;

/** Which operators each field takes. */
export const RULE_FIELD_OPS: Record<RuleField, readonly RuleOp[]> = {
  description: ['contains', 'equals', 'startsWith', 'regex'],
  category: ['contains', 'equals', 'startsWith', 'regex'],
  amount: ['equals', 'gt', 'lt'],
  accountId: ['equals'],
  type: ['equals'],
};

export interface RuleCondition {
  field: RuleField;
  op: RuleOp;
  value: string;
}
export interface RuleAction {
  field: RuleActionField;
  value: string;
}
export interface RuleDefinition {
  match: 'ALL' | 'ANY';
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
}

/** What a rule reads and writes of a transaction. */
export interface RuleSubject {
  description: string | null;
  amount: DecimalInput;
  accountId: number;
  type: string;
  category: string | null;
}

// A type action keeps the money's direction (an expense may become a withdrawal, not an income):
// a rule never moves a balance, so it can never overdraw an account.
const DIRECTION: Record<string, 'in' | 'out' | undefined> = {
  DEPOSIT: 'in',
  INCOME: 'in',
  WITHDRAWAL: 'out',
  EXPENSE: 'out',
};

export function conditionMatches(c: RuleCondition, s: RuleSubject): boolean {
  if (c.field === 'amount') {
    const amount = toDecimal(s.amount);
    const value = Number(c.value);
    if (!Number.isFinite(value)) return false;
    if (c.op === 'gt') return amount.gt(value);
    if (c.op === 'lt') return amount.lt(value);
    return amount.eq(value);
  }
  if (c.field === 'accountId') return String(s.accountId) === c.value;
  if (c.field === 'type') return s.type === c.value;
  const text = (s[c.field] ?? '').toLowerCase();
  const value = c.value.toLowerCase();
  if (c.op === 'contains') return text.includes(value);
  if (c.op === 'equals') return text === value;
  if (c.op === 'startsWith') return text.startsWith(value);
  if (c.op === 'regex') {
    try {
      return new RegExp(c.value, 'i').test(s[c.field] ?? '');
    } catch {
      return false;
    }
  }
  return false;
}

export function ruleMatches(rule: RuleDefinition, s: RuleSubject): boolean {
  if (rule.conditions.length === 0) return false;
  return rule.match === 'ALL'
    ? rule.conditions.every((c) => conditionMatches(c, s))
    : rule.conditions.some((c) => conditionMatches(c, s));
}

/** The subject after one rule's actions (unchanged when it does not match). */
export function applyRule<S extends RuleSubject>(rule: RuleDefinition, s: S): S {
  if (!ruleMatches(rule, s)) return s;
  const out = { ...s };
  for (const a of rule.actions) {
    if (a.field === 'type') {
      const from = DIRECTION[out.type];
      if (from && DIRECTION[a.value] === from) out.type = a.value;
    } else {
      out[a.field] = a.value === '' ? null : a.value;
    }
  }
  return out;
}

/** Every rule in order, each on the result of the ones before. */
export function applyRules<S extends RuleSubject>(rules: readonly RuleDefinition[], s: S): S {
  return rules.reduce((acc, r) => applyRule(r, acc), s);
}

/** Did a rule change anything a user would see? */
export function ruleChanged(before: RuleSubject, after: RuleSubject): boolean {
  return (
    before.category !== after.category ||
    before.description !== after.description ||
    before.type !== after.type
  );
}

/** A regex a rule may hold: it compiles and is not absurdly long. */
export function isValidRuleRegex(source: string): boolean {
  if (source.length > 200) return false;
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}
