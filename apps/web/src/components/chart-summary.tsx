import { Box, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthsSummary, SeriesSummary, SharesSummary } from '../lib/chart-summary';
import { useFormat } from '../lib/use-format';

type Format = ReturnType<typeof useFormat>;

/** How a series' values read: money in a currency, or a plain number (an index). */
export type ValueFormat = { currency: string } | { digits: number };

function valueText(format: Format, how: ValueFormat, v: number): string {
  return 'currency' in how ? format.money(v, how.currency) : format.number(v, how.digits);
}

/** The one-line sentence for a series summary, in the UI language. */
export function useSeriesSentence() {
  const { t } = useTranslation();
  const format = useFormat();
  /** `when` names a point's position (a date by default; the forecast's points are years). */
  return (
    subject: string,
    s: SeriesSummary,
    how: ValueFormat,
    when: (point: string) => string = (iso) => format.date(iso),
  ): string => {
    switch (s.kind) {
      case 'empty':
        return t('chartSummary.empty', { subject });
      case 'single':
        return t('chartSummary.single', {
          subject,
          value: valueText(format, how, s.value),
          date: when(s.date),
        });
      default: {
        const values = {
          subject,
          from: valueText(format, how, s.from),
          to: valueText(format, how, s.to),
          start: when(s.start),
          end: when(s.end),
          percent: s.ratio === null ? '' : format.share(s.ratio),
        };
        const key = s.kind === 'flat' || s.ratio !== null ? s.kind : `${s.kind}Amount`;
        return t(`chartSummary.${key}`, values);
      }
    }
  };
}

/** The one-line sentence for a donut. */
export function useSharesSentence() {
  const { t } = useTranslation();
  const format = useFormat();
  return (subject: string, s: SharesSummary, currency: string): string =>
    s.kind === 'empty'
      ? t('chartSummary.empty', { subject })
      : t('chartSummary.shares', {
          subject,
          total: format.money(s.total, currency),
          name: s.largest,
          share: format.share(s.share),
        });
}

/**
 * The one-line sentence for bars of spending by month. A range of one month is said as that month
 * ("in November 2026"), not "between November 2026 and November 2026", and without a dearest
 * month: it would be the same month and the same amount as the total.
 */
export function useMonthsSentence() {
  const { t } = useTranslation();
  const format = useFormat();
  return (subject: string, s: MonthsSummary, currency: string): string => {
    if (s.kind === 'empty') return t('chartSummary.empty', { subject });
    const oneMonth = s.start === s.end;
    const total = format.money(s.total, currency);
    const values = oneMonth
      ? { subject, total, month: format.month(s.start) }
      : {
          subject,
          total,
          start: format.month(s.start),
          end: format.month(s.end),
          peak: format.month(s.peak),
          peakValue: format.money(s.peakValue, currency),
        };
    const key = `${oneMonth ? 'oneMonth' : 'months'}${s.largest ? 'ByPart' : ''}`;
    const part = s.largest && { name: s.largest.name, share: format.share(s.largest.share) };
    return t(`chartSummary.${key}`, { ...values, ...part });
  };
}

/**
 * A chart with its text alternative: the drawing is a named figure described by a visible one-line
 * summary under it, so a screen reader hears the sentence when it reaches the chart and a sighted
 * user reads the same words. The drawing stays left to right in every locale (time runs that way
 * on an axis in Arabic too); the sentence follows the page's direction.
 */
export function ChartFigure({
  label,
  summary,
  testId,
  children,
}: {
  label: string;
  summary: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box>
      <div role="figure" aria-label={label} aria-describedby={id} dir="ltr" data-testid={testId}>
        {children}
      </div>
      <Text id={id} size="sm" c="dimmed" mt={4} dir="auto" data-testid="chart-summary">
        {summary}
      </Text>
    </Box>
  );
}
