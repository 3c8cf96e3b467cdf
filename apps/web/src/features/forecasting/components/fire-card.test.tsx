import { screen } from '@testing-library/react';
import { fireResponseSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FireCard } from './fire-card';

const fire = (annualExpenses: number, yearsToFire: number | null) =>
  fireResponseSchema.parse({
    currency: 'EUR',
    swr: 4,
    annualExpenses,
    fireNumber: annualExpenses * 25,
    currentNetWorth: 100000,
    progressPct: annualExpenses > 0 ? 10 : 100,
    yearsToFire,
    monthlyContribution: 1000,
    annualReturn: 5,
    inflation: 2,
  });

describe('FireCard', () => {
  it('shows the number, the progress and the years when expenses are known', () => {
    // 40,000 a year at 4 % → 1,000,000; 26.3 years from 2026 → reached in 2053.
    renderWithProviders(
      <FireCard fire={fire(40000, 26.3)} medianTargetYear={25} startYear={2026} />,
    );
    expect(screen.getByTestId('fire-number')).toHaveTextContent('€1,000,000.00');
    expect(screen.getByTestId('fire-year')).toHaveTextContent('2053');
    expect(screen.getByTestId('fire-year-mc')).toHaveTextContent('2051');
    expect(screen.getByTestId('fire-progress')).toBeInTheDocument();
  });

  it('asks for expenses instead of claiming a FIRE number of 0 is reached', () => {
    renderWithProviders(<FireCard fire={fire(0, 0)} medianTargetYear={null} startYear={2026} />);
    expect(screen.getByTestId('fire-year')).toHaveTextContent('—');
    expect(screen.getByTestId('fire-year-mc')).toHaveTextContent('—');
    expect(screen.getByTestId('fire-no-expenses')).toBeInTheDocument();
    expect(screen.queryByTestId('fire-progress')).toBeNull();
  });
});
