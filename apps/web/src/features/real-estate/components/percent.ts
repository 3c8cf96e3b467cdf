import { INTL_LOCALES } from '../../../lib/format';
import type { Locale } from '@wealthlog/core';

/**
 * A metric in percent as the API gives it (5.41 = 5.41 %), with its two decimals: the shared
 * share formatter keeps one, which would show a net yield of 5.41 % as 5.4 %. Null reads "—".
 */
export function metricPercent(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}
