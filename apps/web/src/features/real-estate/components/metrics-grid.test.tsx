import type { PropertyMetricsAnswer } from '@wealthlog/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MetricsGrid } from './metrics-grid';
import { metricPercent } from './percent';
import { isStale } from './valuations-tab';

// The reference rental without a linked loan (see packages/core real-estate.test.ts).
const metrics: PropertyMetricsAnswer = {
  grossScheduledRent: 21_000,
  effectiveGrossIncome: 19_950,
  operatingExpenses: 5_746,
  noi: 14_204,
  grossYield: 8.4,
  netYield: 5.41,
  capRate: 5.26,
  annualDebtService: 0,
  cashFlow: 14_204,
  cashOnCash: 5.41,
  dscr: null,
  equity: 270_000,
  ltv: 0,
  appreciationPct: 8,
  cagr: null,
  from: '2025-01-01',
  to: '2025-12-31',
  value: 270_000,
  years: [],
};

describe('property metrics', () => {
  it('shows money, percentages with two decimals, and "—" where the server has no figure', () => {
    renderWithProviders(<MetricsGrid m={metrics} currency="EUR" />);
    expect(screen.getByTestId('metric-noi-value')).toHaveTextContent('€14,204.00');
    expect(screen.getByTestId('metric-netYield-value')).toHaveTextContent('5.41%');
    expect(screen.getByTestId('metric-ltv-value')).toHaveTextContent('0%');
    expect(screen.getByTestId('metric-dscr-value')).toHaveTextContent('—');
    expect(screen.getByTestId('metric-cagr-value')).toHaveTextContent('—');
  });

  it('tells each formula on keyboard focus', async () => {
    renderWithProviders(<MetricsGrid m={metrics} currency="EUR" />);
    await userEvent.tab();
    expect(screen.getByTestId('metric-grossScheduledRent')).toHaveFocus();
    expect(await screen.findByText('12 × monthly rent')).toBeInTheDocument();
  });

  it('formats in Arabic with Arabic-Indic digits', () => {
    expect(metricPercent(5.41, 'ar')).toMatch(/٥٫٤١/);
    expect(metricPercent(null, 'fr')).toBe('—');
  });

  it('flags a valuation older than 12 months', () => {
    expect(isStale('2024-11-24', '2025-11-25')).toBe(true);
    expect(isStale('2024-11-25', '2025-11-25')).toBe(false);
    expect(isStale('2025-06-01', '2025-11-25')).toBe(false);
  });
});
