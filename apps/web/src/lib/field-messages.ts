import { AppError } from '@wealthlog/core';
import type { TFunction } from 'i18next';
import { translateServerMessage } from './error-toasts';

/**
 * The finance forms validate with core's zod schemas, whose messages are the generic rules' English
 * sentences built from a field label ('Amount must be at least 0.01'). Here such a sentence is
 * recognised by its pattern and re-said in the user's language (`fieldRules.*` with the label from
 * `fieldLabels.*`); any other text goes through the toast mapping's translation, else stays as sent.
 */
const PATTERNS: readonly [RegExp, string][] = [
  [/^(.+) is required$/, 'required'],
  [/^(.+) must be at least (\S+) characters$/, 'minLength'],
  [/^(.+) must be at most (\S+) characters$/, 'maxLength'],
  [/^(.+) must be at least (\S+)$/, 'min'],
  [/^(.+) must be at most (\S+)$/, 'max'],
  [/^(.+) must be greater than 0$/, 'positive'],
  [/^(.+) must be a valid date$/, 'date'],
  [/^(.+) must have at most (\S+) decimal places$/, 'decimals'],
  [/^(.+) contains a character that is not allowed$/, 'characters'],
  [/^(.+) must be one of: .+$/, 'oneOf'],
  [/^(.+) is invalid$/, 'invalid'],
];

/** 'Opening date' → 'fieldLabels.openingDate'. */
const labelKey = (label: string) =>
  `fieldLabels.${label.toLowerCase().replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase())}`;

export function translateFieldMessage(t: TFunction, message: string): string {
  for (const [pattern, rule] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const key = labelKey(match[1]!);
    // A label we have no translation for: keep the whole sentence as core wrote it.
    if (!t(key, { defaultValue: '' })) break;
    return t(`fieldRules.${rule}`, { field: t(key), n: match[2] ?? '' });
  }
  return translateServerMessage(t, message);
}

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** A failed safeParse → one translated line per field (first message of each). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function zodFieldErrors<K extends string>(error: IssueList, t: TFunction): FormErrors<K> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_root');
    out[key] ??= translateFieldMessage(t, issue.message);
  }
  return out as FormErrors<K>;
}

/** The server's VAL_001 `errors` map → the same shape, for the fields a form has. */
export function serverFormErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  t: TFunction,
): FormErrors<K> {
  if (!(error instanceof AppError) || !error.errors) return {};
  const out: FormErrors<K> = {};
  for (const field of fields) {
    const messages = error.errors[field];
    if (messages?.length) out[field] = messages.map((m) => translateFieldMessage(t, m)).join(' · ');
  }
  return out;
}
