import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMonths, summarizeSeries, type SeriesPoint } from '../lib/chart-summary';
import { formatMoney, formatMonth, formatShare } from '../lib/format';
import { i18n, setLocale } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { ChartFigure, useMonthsSentence, useSeriesSentence } from './chart-summary';

function Probe({ points }: { points: SeriesPoint[] }) {
  const sentence = useSeriesSentence()('Net worth', summarizeSeries(points), { currency: 'EUR' });
  return (
    <ChartFigure label="Net worth over time" summary={sentence}>
      <svg />
    </ChartFigure>
  );
}

describe('ChartFigure', () => {
  it('names the chart and describes it by the visible one-line summary', () => {
    renderWithProviders(
      <Probe
        points={[
          { date: '2026-10-26', value: 100_000 },
          { date: '2026-11-25', value: 104_200 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Net worth over time' });
    // 4 200 / 100 000 = 4.2 %, written out in English with the euro amounts at both ends.
    expect(figure).toHaveAccessibleDescription(
      'Net worth rose 4.2% between Oct 26, 2026 and Nov 25, 2026, from €100,000.00 to €104,200.00.',
    );
    expect(screen.getByTestId('chart-summary')).toBeVisible();
  });

  it('says the series fell, and that an empty one has no data', () => {
    const { unmount } = renderWithProviders(
      <Probe
        points={[
          { date: '2026-01-01', value: 200 },
          { date: '2026-02-01', value: 150 },
        ]}
      />,
    );
    expect(screen.getByTestId('chart-summary').textContent).toMatch(/^Net worth fell 25% /);
    unmount();
    renderWithProviders(<Probe points={[]} />);
    expect(screen.getByTestId('chart-summary')).toHaveTextContent('Net worth: no data yet.');
  });
});

type Month = { month: string; parts: { name: string; value: number }[] };

function MonthsProbe({ subject, months }: { subject: string; months: Month[] }) {
  return (
    <p data-testid="sentence">{useMonthsSentence()(subject, summarizeMonths(months), 'EUR')}</p>
  );
}

/** The sentence as rendered in the current UI language (unmounted again, so calls can follow). */
const sentence = (subject: string, months: Month[]) => {
  const { unmount } = renderWithProviders(<MonthsProbe subject={subject} months={months} />);
  const text = screen.getByTestId('sentence').textContent;
  unmount();
  return text;
};

// November 2026: rent 900 and food 300 → 1,200 in all, rent 900 / 1,200 = 75 %.
const november: Month = {
  month: '2026-11',
  parts: [
    { name: 'Rent', value: 900 },
    { name: 'Food', value: 300 },
  ],
};
// October 2026: food 50. With November: 1,250 in all, November the dearest (1,200),
// rent 900 / 1,250 = 72 %.
const october: Month = { month: '2026-10', parts: [{ name: 'Food', value: 50 }] };
const spent = (month: string, value: number): Month => ({
  month,
  parts: [{ name: 'spent', value }],
});

describe('useMonthsSentence', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says a range of one month as that month, with no dearest month', () => {
    expect(sentence('Spending', [november])).toBe(
      'Spending: €1,200.00 spent in November 2026; the largest part is Rent (75%).',
    );
    expect(sentence('Food', [spent('2026-11', 50)])).toBe('Food: €50.00 spent in November 2026.');
  });

  it('says a range of several months from the first to the last, with the dearest', () => {
    expect(sentence('Spending', [october, november])).toBe(
      'Spending: €1,250.00 spent between October 2026 and November 2026, the most in ' +
        'November 2026 (€1,200.00); the largest part is Rent (72%).',
    );
    // 50 + 50 = 100; on a tie the dearest month is the first.
    expect(sentence('Food', [spent('2026-10', 50), spent('2026-11', 50)])).toBe(
      'Food: €100.00 spent between October 2026 and November 2026, the most in October 2026 ' +
        '(€50.00).',
    );
  });

  // The figures come from the format helpers (format.test.ts covers them); the words are the point.
  it('says one month and several months in French', async () => {
    await setLocale('fr');
    const money = (v: number) => formatMoney(v, 'EUR', 'fr');
    expect(sentence('Dépenses', [november])).toBe(
      `Dépenses : ${money(1200)} dépensés en novembre 2026 ; la plus grande part est Rent ` +
        `(${formatShare(0.75, 'fr')}).`,
    );
    expect(sentence('Dépenses', [spent('2026-10', 50), spent('2026-11', 50)])).toBe(
      `Dépenses : ${money(100)} dépensés entre octobre 2026 et novembre 2026, le plus en ` +
        `octobre 2026 (${money(50)}).`,
    );
  });

  it('says one month and several months in Arabic', async () => {
    await setLocale('ar');
    const money = (v: number) => formatMoney(v, 'EUR', 'ar');
    const month = (m: string) => formatMonth(m, 'ar');
    expect(sentence('الإنفاق', [november])).toBe(
      `الإنفاق: ${money(1200)} أُنفقت في ${month('2026-11')}؛ أكبر جزء هو Rent ` +
        `(${formatShare(0.75, 'ar')}).`,
    );
    expect(sentence('الإنفاق', [spent('2026-11', 50)])).toBe(
      `الإنفاق: ${money(50)} أُنفقت في ${month('2026-11')}.`,
    );
    expect(sentence('الإنفاق', [spent('2026-10', 50), spent('2026-11', 50)])).toBe(
      `الإنفاق: ${money(100)} أُنفقت بين ${month('2026-10')} و${month('2026-11')}، وأكثرها في ` +
        `${month('2026-10')} (${money(50)}).`,
    );
  });
});
