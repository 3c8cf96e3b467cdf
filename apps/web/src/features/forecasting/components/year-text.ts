import { INTL_LOCALES } from '../../../lib/format';
import type { Locale } from '@wealthlog/core';

/** A calendar year as the locale writes digits, without a thousands separator (2039, ٢٠٣٩). */
export function yearText(year: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: false }).format(year);
}
