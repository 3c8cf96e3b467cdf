import type { FieldErrors } from '../errors.js';
import { isEmail, isPhone, isUrl, isValidDate } from './formats.js';

/**
 * The product's generic validation messages, word for word. The zod schemas build their issue
 * messages with these too, so the server's field → messages map and the web form show the same
 * sentences.
 */
export const RULE_MESSAGES = {
  required: (field: string) => `${field} is required`,
  minLength: (field: string, n: number) => `${field} must be at least ${n} characters`,
  maxLength: (field: string, n: number) => `${field} must be at most ${n} characters`,
  pattern: (field: string) => `${field} is invalid`,
  email: (field: string) => `${field} must be a valid email address`,
  url: (field: string) => `${field} must be a valid URL`,
  phone: (field: string) => `${field} must be a valid phone number`,
  min: (field: string, n: number) => `${field} must be at least ${n}`,
  max: (field: string, n: number) => `${field} must be at most ${n}`,
  oneOf: (field: string, values: readonly (string | number)[]) =>
    `${field} must be one of: ${values.join(', ')}`,
  date: (field: string) => `${field} must be a valid date`,
  decimals: (field: string, n: number) => `${field} must have at most ${n} decimal places`,
  characters: (field: string) => `${field} contains a character that is not allowed`,
} as const;

/** A rule answers null when the value passes, else the message for `field` (a display label). */
export type Rule = (value: unknown, field: string) => string | null;

/** undefined, null, '' and white space only count as "no value". */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

// Every rule but `required` lets an empty value through, so optional fields need no special case:
// put `required()` first when the field is mandatory.
function whenPresent(check: (value: unknown, field: string) => string | null): Rule {
  return (value, field) => (isEmptyValue(value) ? null : check(value, field));
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

export function required(): Rule {
  return (value, field) => {
    if (isEmptyValue(value)) return RULE_MESSAGES.required(field);
    if (Array.isArray(value) && value.length === 0) return RULE_MESSAGES.required(field);
    return null;
  };
}

/** Lengths count UTF-16 units, as zod's `.min()`/`.max()` and the HTML maxlength attribute do. */
export function minLength(n: number): Rule {
  return whenPresent((value, field) =>
    String(value).length < n ? RULE_MESSAGES.minLength(field, n) : null,
  );
}

export function maxLength(n: number): Rule {
  return whenPresent((value, field) =>
    String(value).length > n ? RULE_MESSAGES.maxLength(field, n) : null,
  );
}

/** `message` overrides the generic '{field} is invalid'. */
export function pattern(regex: RegExp, message?: string): Rule {
  return whenPresent((value, field) => {
    // A global or sticky regex keeps lastIndex between calls; reset it so results do not alternate.
    regex.lastIndex = 0;
    return regex.test(String(value)) ? null : (message ?? RULE_MESSAGES.pattern(field));
  });
}

export function email(): Rule {
  return whenPresent((value, field) =>
    typeof value === 'string' && isEmail(value.trim()) ? null : RULE_MESSAGES.email(field),
  );
}

export function url(): Rule {
  return whenPresent((value, field) =>
    typeof value === 'string' && isUrl(value.trim()) ? null : RULE_MESSAGES.url(field),
  );
}

export function phone(): Rule {
  return whenPresent((value, field) =>
    typeof value === 'string' && isPhone(value.trim()) ? null : RULE_MESSAGES.phone(field),
  );
}

/** Numbers or numeric strings (form inputs); anything not a finite number fails. */
export function min(n: number): Rule {
  return whenPresent((value, field) => {
    const x = asNumber(value);
    return Number.isFinite(x) && x >= n ? null : RULE_MESSAGES.min(field, n);
  });
}

export function max(n: number): Rule {
  return whenPresent((value, field) => {
    const x = asNumber(value);
    return Number.isFinite(x) && x <= n ? null : RULE_MESSAGES.max(field, n);
  });
}

/** The "enum" rule (`enum` is a reserved word). Strict equality: '1' is not 1. */
export function oneOf(values: readonly (string | number)[]): Rule {
  return whenPresent((value, field) =>
    values.includes(value as string | number) ? null : RULE_MESSAGES.oneOf(field, values),
  );
}

export function date(): Rule {
  return whenPresent((value, field) => (isValidDate(value) ? null : RULE_MESSAGES.date(field)));
}

/** 'firstName' → 'First name', 'confirm_password' → 'Confirm password'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type FieldRules = readonly Rule[] | { label: string; rules: readonly Rule[] };

/**
 * Runs each field's rules and collects every failure, keyed by field name; fields that pass are
 * left out, so an empty object means valid. The label in messages defaults to fieldLabel(key).
 */
export function validate(
  values: Readonly<Record<string, unknown>>,
  ruleMap: Readonly<Record<string, FieldRules>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, spec] of Object.entries(ruleMap)) {
    const { label, rules } = Array.isArray(spec)
      ? { label: fieldLabel(key), rules: spec as readonly Rule[] }
      : (spec as { label: string; rules: readonly Rule[] });
    const messages = rules
      .map((rule) => rule(values[key], label))
      .filter((m): m is string => m !== null);
    if (messages.length > 0) errors[key] = messages;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
