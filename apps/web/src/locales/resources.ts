import {
  CLIENT_MESSAGES,
  ERROR_CATALOGUE,
  STATUS_MESSAGES,
  type ClientMessageKey,
  type ErrorCode,
  type Locale,
  type StatusCategory,
} from '@wealthlog/core';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

/**
 * The English texts of SPEC §8 live once, in @wealthlog/core; the English bundle takes them from
 * there instead of copying them, so a wording change in core reaches the UI by itself.
 * fr.json and ar.json carry their translations under the same keys (checked by locales.test.ts).
 */
const errorMessages = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.message]),
) as Record<ErrorCode, string>;

const enBundle = {
  ...en,
  messages: { ...CLIENT_MESSAGES } as Record<ClientMessageKey, string>,
  errors: errorMessages,
  status: { ...STATUS_MESSAGES } as Record<StatusCategory, string>,
};

export const resources = {
  en: { translation: enBundle },
  fr: { translation: fr },
  ar: { translation: ar },
} satisfies Record<Locale, { translation: object }>;
