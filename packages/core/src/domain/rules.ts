import { toDecimal, type DecimalInput } from './money.js';
import { ruleRegex } from './rule-regex.js';

// The regex engine's own file (ADR 0020), exported with the rest of the rules.
export {
  RULE_REGEX_MAX,
  RULE_REGEX_PROGRAM_MAX,
  isValidRuleRegex,
  ruleRegexProblem,
  type RuleRegexProblem,
} from './rule-regex.js';

/**
 * Rules (API.md "Rules"): conditions on a transaction, ALL or ANY of them, and actions
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

/**
 * What conditions read of a subject, computed once per subject rather than once per condition: an
 * import runs 50 rules on 100k lines, and lowering the text and parsing the amount for each of the
 * 5 million conditions cost more than the import itself (bench "import with 50 rules").
 */
interface Derived {
  description?: string;
  category?: string;
  amount?: number;
  /** Whether the text is all ASCII, where a regex may take a shortcut (rule-regex.ts). */
  asciiDescription?: boolean;
  asciiCategory?: boolean;
}
const NON_ASCII = /[\u0080-\uffff]/;
/** And what they read of a condition, once per condition object. */
const conditionValues = new WeakMap<RuleCondition, { lower: string; num: number | null }>();
function valueOf(c: RuleCondition) {
  let v = conditionValues.get(c);
  if (!v) {
    const n = Number(c.value);
    v = { lower: c.value.toLowerCase(), num: Number.isFinite(n) ? n : null };
    conditionValues.set(c, v);
  }
  return v;
}

/**
 * amount − value's sign, exactly: as doubles when they differ by far more than a double's rounding
 * (almost always), else as decimals (a Decimal comparison allocates, so it is the slow path).
 */
function compareAmount(s: RuleSubject, d: Derived, value: number): number {
  const diff = (d.amount ??= Number(toDecimal(s.amount))) - value;
  if (Math.abs(diff) > 1e-6 * Math.max(1, Math.abs(value))) return Math.sign(diff);
  return toDecimal(s.amount).cmp(value);
}

function conditionOn(c: RuleCondition, s: RuleSubject, d: Derived): boolean {
  if (c.field === 'amount') {
    const value = valueOf(c).num;
    if (value === null) return false;
    const sign = compareAmount(s, d, value);
    if (c.op === 'gt') return sign > 0;
    if (c.op === 'lt') return sign < 0;
    return sign === 0;
  }
  if (c.field === 'accountId') return String(s.accountId) === c.value;
  if (c.field === 'type') return s.type === c.value;
  const field = c.field;
  const text = (d[field] ??= (s[field] ?? '').toLowerCase());
  if (c.op === 'regex') {
    const test = ruleRegex(c.value);
    if (!test) return false;
    const raw = s[field] ?? '';
    const ascii = field === 'description' ? 'asciiDescription' : 'asciiCategory';
    return test(raw, text, (d[ascii] ??= !NON_ASCII.test(raw)));
  }
  const value = valueOf(c).lower;
  if (c.op === 'contains') return text.includes(value);
  if (c.op === 'equals') return text === value;
  if (c.op === 'startsWith') return text.startsWith(value);
  return false;
}

export function conditionMatches(c: RuleCondition, s: RuleSubject): boolean {
  return conditionOn(c, s, {});
}

function matchesOn(rule: RuleDefinition, s: RuleSubject, d: Derived): boolean {
  if (rule.conditions.length === 0) return false;
  return rule.match === 'ALL'
    ? rule.conditions.every((c) => conditionOn(c, s, d))
    : rule.conditions.some((c) => conditionOn(c, s, d));
}

export function ruleMatches(rule: RuleDefinition, s: RuleSubject): boolean {
  return matchesOn(rule, s, {});
}

function applyOn<S extends RuleSubject>(rule: RuleDefinition, s: S, d: Derived): S {
  if (!matchesOn(rule, s, d)) return s;
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

/** The subject after one rule's actions (unchanged when it does not match). */
export function applyRule<S extends RuleSubject>(rule: RuleDefinition, s: S): S {
  return applyOn(rule, s, {});
}

/**
 * Every rule in order, each on the result of the ones before. What the conditions read of the
 * subject is kept until a rule changes it (a new object), then read again.
 */
export function applyRules<S extends RuleSubject>(rules: readonly RuleDefinition[], s: S): S {
  let current = s;
  let derived: Derived = {};
  for (const rule of rules) {
    const next = applyOn(rule, current, derived);
    if (next !== current) {
      current = next;
      derived = {};
    }
  }
  return current;
}

/**
 * Rules on a new or imported transaction: they fill in the category and description left blank
 * (what the user or the bank wrote stays); an import also takes their type (same direction).
 */
export function fillFromRules<S extends RuleSubject>(
  rules: readonly RuleDefinition[],
  s: S,
  { withType }: { withType: boolean },
): S {
  if (rules.length === 0) return s;
  const after = applyRules(rules, s);
  return {
    ...s,
    category: s.category || after.category,
    description: s.description || after.description,
    type: withType ? after.type : s.type,
  };
}

/** Did a rule change anything a user would see? */
export function ruleChanged(before: RuleSubject, after: RuleSubject): boolean {
  return (
    before.category !== after.category ||
    before.description !== after.description ||
    before.type !== after.type
  );
}
