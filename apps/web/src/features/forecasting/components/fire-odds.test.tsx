import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FireOdds } from './fire-odds';

/** Year index → share of paths at the FIRE number, from today (year 0). */
const rowsOf = (pcts: number[]) => pcts.map((pct, year) => ({ year, pct }));
const sentence = () => screen.getByTestId('fire-odds-percentiles').textContent;

describe('FireOdds', () => {
  it('gives the 10th/50th/90th percentile years when every path gets there', () => {
    // 0 % today; 5 / 12 / 50 / 95 / 100 % by years 1..5: 10 % by year 2, half by 3, 90 % by 4.
    renderWithProviders(<FireOdds rows={rowsOf([0, 5, 12, 50, 95, 100])} startYear={2030} />);
    expect(sentence()).toBe(
      '10% of the paths reach the FIRE number by 2032, half by 2033 and 90% by 2034.',
    );
    const body = within(screen.getByTestId('fire-odds-table')).getAllByRole('row').slice(1);
    expect(body.map((r) => r.textContent)).toEqual([
      '20315%',
      '203212%',
      '203350%',
      '203495%',
      '2035100%',
    ]);
  });

  it('says which share never gets there within the horizon, instead of a year for 90 %', () => {
    // 80 % by the last year (2034): 90 % is never reached, 20 % of the paths never get there.
    renderWithProviders(<FireOdds rows={rowsOf([0, 5, 12, 50, 80])} startYear={2030} />);
    expect(sentence()).toBe(
      '10% of the paths reach the FIRE number by 2032 and half by 2033. ' +
        '20% never reach it within the horizon (by 2034).',
    );
    expect(sentence()).not.toMatch(/by not within/);
  });

  it('names the never share even when 90 % get there', () => {
    renderWithProviders(<FireOdds rows={rowsOf([0, 40, 92.5])} startYear={2030} />);
    expect(sentence()).toBe(
      '10% of the paths reach the FIRE number by 2031, half by 2032 and 90% by 2032. ' +
        '7.5% never reach it within the horizon (by 2032).',
    );
  });

  it('says only a few paths get there when fewer than 10 % do', () => {
    renderWithProviders(<FireOdds rows={rowsOf([0, 2, 4])} startYear={2030} />);
    expect(sentence()).toBe(
      'Only 4% of the paths reach the FIRE number within the horizon (by 2032).',
    );
  });

  it('says none get there when no path does', () => {
    renderWithProviders(<FireOdds rows={rowsOf([0, 0, 0, 0])} startYear={2030} />);
    expect(sentence()).toBe('No path reaches the FIRE number within the horizon (by 2033).');
  });

  it('shows nothing without a target (an empty answer)', () => {
    renderWithProviders(<FireOdds rows={[]} startYear={2030} />);
    expect(screen.queryByTestId('fire-odds')).toBeNull();
  });
});
