import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summarizeSeries, type SeriesPoint } from '../lib/chart-summary';
import { renderWithProviders } from '../test/render';
import { ChartFigure, useSeriesSentence } from './chart-summary';

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
