import { AppError } from '@wealthlog/core';
import type { TFunction } from 'i18next';
import { translateServerMessage } from './error-toasts';

/**
 * The server's VAL_001 `errors` map, translated where the text is known, one line per field,
 * for the fields a form has. Empty when the error carries no map for them, so the caller knows
 * to fall back to the toast.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  t: TFunction,
): Partial<Record<K, string>> {
  if (!(error instanceof AppError) || !error.errors) return {};
  const out: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const messages = error.errors[field];
    if (messages && messages.length > 0) {
      out[field] = messages.map((m) => translateServerMessage(t, m)).join(' · ');
    }
  }
  return out;
}
