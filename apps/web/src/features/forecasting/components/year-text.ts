import { INTL_LOCALES } from '../../../lib/format';
import type { Locale } from '@wealthlog/core';
import { useSeriesSentence } from '../../../components/chart-summary';
import { summarizeSeries } from '../../../lib/chart-summary';
import { useFormat } from '../../../lib/use-format';

/** A calendar year as the locale writes digits, without a thousands separator (2039, ٢٠٣٩). */
export function yearText(year: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: false }).format(year);
}

/** The one-line chart summary of money by year index (0 = `startYear`), years as `yearText`. */
export function useYearSeriesSentence() {
  const sentence = useSeriesSentence();
  const format = useFormat();
  return (
    subject: string,
    startYear: number,
    points: readonly { year: number; value: number }[],
    currency: string,
  ): string =>
    sentence(
      subject,
      summarizeSeries(points.map((p) => ({ date: String(startYear + p.year), value: p.value }))),
      { currency },
      (y) => yearText(Number(y), format.locale),
    );
}
