import type { z } from 'zod';
import type { FieldErrors } from '../errors.js';
import { fieldLabel } from '../validation/rules.js';

/** Key for issues about the body as a whole (e.g. not an object at all). */
export const ROOT_ERROR_KEY = '_root';

/**
 * The most unknown keys an error answer names one by one: a body of 60,000 unknown
 * keys answered 2 MB listing each. Past these, one message under ROOT_ERROR_KEY counts the rest.
 */
export const UNKNOWN_KEYS_LISTED_MAX = 20;

/** The message counting the unknown keys past UNKNOWN_KEYS_LISTED_MAX ('59,980 more keys …'). */
export function moreUnknownKeysMessage(count: number): string {
  return `${count.toLocaleString('en-US')} more ${count === 1 ? 'key is' : 'keys are'} not allowed`;
}

/**
 * zod issues → the `errors` map of a VAL_001 envelope: dotted path → messages, in issue order,
 * without duplicates. An unknown key gets its own entry, so the client can point at it — the
 * first UNKNOWN_KEYS_LISTED_MAX of them (over every issue); the others are counted in one message
 * under ROOT_ERROR_KEY, so the answer stays small whatever the body holds.
 */
export function toFieldErrors(error: Pick<z.ZodError, 'issues'>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  let listed = 0;
  let unlisted = 0;
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const shown = issue.keys.slice(0, Math.max(0, UNKNOWN_KEYS_LISTED_MAX - listed));
      for (const key of shown) {
        add(base ? `${base}.${key}` : key, `${fieldLabel(key)} is not allowed`);
      }
      listed += shown.length;
      unlisted += issue.keys.length - shown.length;
    } else {
      add(base || ROOT_ERROR_KEY, issue.message);
    }
  }
  if (unlisted > 0) add(ROOT_ERROR_KEY, moreUnknownKeysMessage(unlisted));
  return errors;
}
