import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FireOdds } from './fire-odds';

describe('FireOdds', () => {
  it('shows the year → share table and the 10th/50th/90th percentile years', () => {
    // 0 % today, 5 / 12 / 50 / 80 % by years 1..4: 10 % by year 2, half by 3, 90 % never.
    const rows = [0, 5, 12, 50, 80].map((pct, year) => ({ year, pct }));
    renderWithProviders(<FireOdds rows={rows} startYear={2030} />);
    expect(screen.getByTestId('fire-odds-percentiles')).toHaveTextContent(
      '10 % of the paths reach the FIRE number by 2032, half by 2033 and 90 % by not within the horizon.',
    );
    const body = within(screen.getByTestId('fire-odds-table')).getAllByRole('row').slice(1);
    expect(body.map((r) => r.textContent)).toEqual(['20315%', '203212%', '203350%', '203480%']);
  });

  it('shows nothing without a target (an empty answer)', () => {
    renderWithProviders(<FireOdds rows={[]} startYear={2030} />);
    expect(screen.queryByTestId('fire-odds')).toBeNull();
  });
});
