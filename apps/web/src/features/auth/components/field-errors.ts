import { AppError } from '@wealthlog/core';
import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../../lib/error-toasts';

/**
 * The server's VAL_001 `errors` map, translated where the text is known, one line per field, for
 * the fields this form has (others are in the toast).
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
