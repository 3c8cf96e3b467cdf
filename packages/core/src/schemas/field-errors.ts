import type { z } from 'zod';
import type { FieldErrors } from '../errors.js';
import { fieldLabel } from '../validation/rules.js';

/** Key for issues about the body as a whole (e.g. not an object at all). */
export const ROOT_ERROR_KEY = '_root';

/**
 * zod issues → the `errors` map of a VAL_001 envelope: dotted path → messages, in issue order,
 * without duplicates. An unknown key gets its own entry, so the client can point at it.
 */
export function toFieldErrors(error: Pick<z.ZodError, 'issues'>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        add(base ? `${base}.${key}` : key, `${fieldLabel(key)} is not allowed`);
      }
    } else {
      add(base || ROOT_ERROR_KEY, issue.message);
    }
  }
  return errors;
}
