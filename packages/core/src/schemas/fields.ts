import { z } from 'zod';
import { isCurrencyCode } from '../domain/currencies.js';
import { isEmail, isPhone, isTimeZone } from '../validation/formats.js';
import { RULE_MESSAGES } from '../validation/rules.js';
import { positiveMessage } from './messages.js';

/** The end of the message of a text holding characters no column can store (U+0000, controls). */
export const CONTROL_CHARACTERS_SUFFIX = 'contains a character that is not allowed';
/** The largest id an `integer` column holds; a larger one can never exist. */
export const MAX_ID = 2_147_483_647;
/** Calendar dates the app accepts: wide enough for any life, narrow enough for every column. */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const;

// U+0000 cannot be stored in PostgreSQL text; other C0 controls and DEL have no place in a
// one-line field, and only tab, line feed and carriage return in a multi-line one.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Digits after the decimal point of a JSON number, exponent notation included (1e-7 → 7). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return Infinity;
  const [mantissa, exponent] = n.toString().split('e');
  const digits = (mantissa!.split('.')[1] ?? '').length;
  return Math.max(0, digits - Number(exponent ?? 0));
}

/**
 * Field builders for request schemas. Every issue message is a generic-rule sentence built from the
 * field's label, so the server's zod-issue → FieldErrors mapping shows those texts unchanged.
 */

/** Missing → '{label} is required'; present but of the wrong type → '{label} is invalid'. */
function typeError(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? RULE_MESSAGES.required(label)
      : RULE_MESSAGES.pattern(label);
}

/**
 * Missing → required; a text holding a control character → that, whatever else is wrong with it
 * (so a path parameter with U+0000 is a 400 VAL_003, not a 404: plugins/errors.ts); else `message`.
 */
function wrongValue(label: string, message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? RULE_MESSAGES.required(label)
      : typeof issue.input === 'string' && CONTROLS.test(issue.input)
        ? RULE_MESSAGES.characters(label)
        : message;
}

export interface TextOptions {
  min?: number;
  max: number;
  /** Trim surrounding white space before checking (default true; never for passwords). */
  trim?: boolean;
}

/**
 * A required string. An empty (or blank, when trimmed) value reads '{label} is required' and stops
 * there, instead of also failing the minimum length.
 */
export function textField(label: string, { min = 1, max, trim = true }: TextOptions) {
  const base = z.string({ error: typeError(label) });
  return (trim ? base.trim() : base)
    .min(1, { error: RULE_MESSAGES.required(label), abort: true })
    .min(min, { error: RULE_MESSAGES.minLength(label, min) })
    .max(max, { error: RULE_MESSAGES.maxLength(label, max) })
    .refine((v) => !CONTROLS.test(v), { error: RULE_MESSAGES.characters(label) });
}

/** An optional free text: may be absent or null; blank is allowed (the server stores null). */
export function optionalTextField(label: string, max: number) {
  return z
    .string({ error: typeError(label) })
    .trim()
    .max(max, { error: RULE_MESSAGES.maxLength(label, max) })
    .refine((v) => !CONTROLS_MULTILINE.test(v), { error: RULE_MESSAGES.characters(label) })
    .nullish();
}

/** A filter or search text in a query string: trimmed, bounded, and free of control characters. */
export function searchField(label: string, max: number) {
  return z
    .string({ error: typeError(label) })
    .trim()
    .max(max, { error: RULE_MESSAGES.maxLength(label, max) })
    .refine((v) => !CONTROLS.test(v), { error: RULE_MESSAGES.characters(label) });
}

/** Any text that reaches a query but is not a field of its own (a login name): no U+0000. */
export function noNul(text: string): boolean {
  return !text.includes('\u0000');
}

export function emailField(label = 'Email') {
  return z
    .string({ error: typeError(label) })
    .trim()
    .min(1, { error: RULE_MESSAGES.required(label), abort: true })
    .refine(isEmail, { error: RULE_MESSAGES.email(label) })
    .meta({ format: 'email' });
}

export function phoneField(label = 'Phone') {
  return z
    .string({ error: typeError(label) })
    .trim()
    .refine(isPhone, { error: RULE_MESSAGES.phone(label) });
}

export interface NumberOptions {
  min?: number;
  max?: number;
  /** Strictly above 0 ('{label} must be greater than 0'). */
  positive?: boolean;
  int?: boolean;
  /** Most digits after the point the column keeps (default 8, numeric(28, 8)); never rounded away. */
  decimals?: number;
}

export function numberField(
  label: string,
  { min, max, positive, int, decimals = 8 }: NumberOptions = {},
) {
  let schema = z.number({ error: typeError(label) });
  if (int) schema = schema.int({ error: RULE_MESSAGES.pattern(label) });
  if (positive) schema = schema.positive({ error: positiveMessage(label) });
  if (min !== undefined) schema = schema.min(min, { error: RULE_MESSAGES.min(label, min) });
  if (max !== undefined) schema = schema.max(max, { error: RULE_MESSAGES.max(label, max) });
  return schema.refine((n) => decimalPlaces(n) <= decimals, {
    error: RULE_MESSAGES.decimals(label, decimals),
  });
}

/** A database id in a JSON body: an integer from 1 to 2,147,483,647 (the `integer` column). */
export function idField(label: string) {
  return numberField(label, { int: true, min: 1, max: MAX_ID });
}

/**
 * An id in a query string or path: decimal digits only ('+1', '1e0', ' 1', '0x1f' are not ids),
 * from 1 to 2,147,483,647. On a path a failure answers 404, like a missing row (plugins/errors.ts).
 */
export function idQueryField(label: string) {
  return z
    .string({ error: RULE_MESSAGES.pattern(label) })
    .refine((v) => !CONTROLS.test(v), { error: RULE_MESSAGES.characters(label), abort: true })
    .regex(/^[0-9]{1,10}$/, { error: RULE_MESSAGES.pattern(label) })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: RULE_MESSAGES.min(label, 1) })
        .max(MAX_ID, { error: RULE_MESSAGES.max(label, MAX_ID) }),
    );
}

/**
 * A text path parameter (`{category}`, an opaque id): present, bounded, and free of control
 * characters, U+0000 above all, which PostgreSQL refuses in any text (a budget's
 * `a%00b` was a 500). A refusal answers 400 VAL_003 naming it, not the 404 of a missing row.
 */
export function pathTextField(label: string, max: number) {
  return z
    .string({ error: typeError(label) })
    .min(1, { error: RULE_MESSAGES.required(label) })
    .max(max, { error: RULE_MESSAGES.maxLength(label, max) })
    .refine((v) => !CONTROLS.test(v), { error: RULE_MESSAGES.characters(label) });
}

/** Path parameter `{id}` of every /:id route. */
export const idParamsSchema = z.object({ id: idQueryField('Id') });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Upper bound on money and quantities: keeps them exact as JSON doubles and inside numeric columns. */
export const MONEY_MAX = 1_000_000_000_000;

export function enumField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.enum(values, { error: wrongValue(label, RULE_MESSAGES.oneOf(label, values)) });
}

export function booleanField(label: string) {
  return z.boolean({ error: typeError(label) });
}

/** 'YYYY-MM-DD', a day that exists (zod's ISO date checks month lengths and leap years). */
export function dateField(label = 'Date') {
  return z.iso
    .date({ error: wrongValue(label, RULE_MESSAGES.date(label)) })
    .refine((d) => d >= DATE_RANGE.min && d <= DATE_RANGE.max, {
      error: RULE_MESSAGES.date(label),
    });
}

/** An ISO 8601 timestamp with 'Z' or an offset. */
export function dateTimeField(label: string) {
  return z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? RULE_MESSAGES.required(label)
          : RULE_MESSAGES.date(label),
    })
    .refine((d) => d.slice(0, 10) >= DATE_RANGE.min && d.slice(0, 10) <= DATE_RANGE.max, {
      error: RULE_MESSAGES.date(label),
    });
}

/** Three capitals that name an ISO 4217 currency. */
export function currencyField(label = 'Currency') {
  return z
    .string({ error: typeError(label) })
    .regex(/^[A-Z]{3}$/, { error: RULE_MESSAGES.pattern(label), abort: true })
    .refine(isCurrencyCode, { error: RULE_MESSAGES.pattern(label) })
    .meta({ description: 'ISO 4217 code', examples: ['EUR'] });
}

export function timeZoneField(label = 'Timezone') {
  return z
    .string({ error: typeError(label) })
    .max(64, { error: RULE_MESSAGES.maxLength(label, 64) })
    .refine(isTimeZone, { error: RULE_MESSAGES.pattern(label) });
}

/** Response side: timestamps and calendar dates as JSON strings. */
export const timestampSchema = z.iso.datetime({ offset: true });
export const calendarDateSchema = z.iso.date();
/** Money and quantities are JSON numbers (API.md). */
export const moneySchema = z.number();
export const idSchema = z.number().int().min(1);
