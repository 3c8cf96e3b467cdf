import type { TradeStats } from '@wealthlog/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TradeBreakdowns } from './trade-breakdowns';

const bucket = (key: string, count: number, netPnl: number, winRate: number) => ({
  key,
  count,
  netPnl,
  winRate,
});

const STATS: TradeStats = {
  count: 3,
  wins: 1,
  losses: 2,
  winRate: 33.33,
  netPnl: 100,
  grossProfit: 300,
  grossLoss: 200,
  profitFactor: 1.5,
  averageWin: 300,
  averageLoss: 100,
  largestWin: 300,
  largestLoss: 100,
  expectancy: 33.33,
  equityCurve: [],
  byPattern: [bucket('Breakout', 2, 200, 50), bucket('', 1, -100, 0)],
  byTag: [],
  byInstrument: [bucket('ACME', 3, 100, 33.33)],
  byWeekday: [bucket('1', 2, 200, 50), bucket('5', 1, -100, 0)],
  byHour: [bucket('09', 3, 100, 33.33)],
  byMonth: [bucket('2025-06', 3, 100, 33.33)],
  currency: 'EUR',
};

describe('trade breakdowns', () => {
  it('shows each dimension with readable keys, signed P&L and the win rate', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TradeBreakdowns stats={STATS} />);
    const patterns = screen.getByTestId('breakdown-byPattern');
    const rows = within(patterns).getAllByTestId('breakdown-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Breakout250%▲ +€200.00',
      'No pattern10%▼ -€100.00',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Weekday' }));
    const days = within(screen.getByTestId('breakdown-byWeekday')).getAllByTestId('breakdown-row');
    expect(days.map((r) => r.firstChild?.textContent)).toEqual(['Monday', 'Friday']);
    await user.click(screen.getByRole('tab', { name: 'Hour' }));
    expect(screen.getByTestId('breakdown-byHour')).toHaveTextContent('9 AM');
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    expect(screen.getByTestId('breakdown-byMonth')).toHaveTextContent('June 2025');
    await user.click(screen.getByRole('tab', { name: 'Tag' }));
    expect(screen.getByText('Nothing to break down for these filters.')).toBeInTheDocument();
  });
});
