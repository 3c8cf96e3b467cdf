import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpenseSummary } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MonthStackChart } from './month-stack-chart';

const month = (key: string, categories: [string, number][]) => ({
  key,
  label: key,
  expenses: categories.reduce((s, [, v]) => s + v, 0),
  income: 0,
  net: 0,
  count: categories.length,
  categories: categories.map(([label, expenses]) => ({
    key: label.toLowerCase(),
    label,
    expenses,
    income: 0,
  })),
});

describe('MonthStackChart', () => {
  it('its table view holds each month by category, beyond the six biggest as "Other"', async () => {
    const user = userEvent.setup();
    const data: ExpenseSummary = {
      currency: 'EUR',
      from: '2025-01-01',
      to: '2025-02-28',
      groupBy: 'month',
      items: [
        month('2025-01', [
          ['Rent', 900],
          ['Food', 300],
          ['A', 70],
          ['B', 60],
          ['C', 50],
          ['D', 40],
          ['E', 5],
        ]),
        month('2025-02', [
          ['Rent', 900],
          ['F', 7],
        ]),
      ],
      totals: { expenses: 0, income: 0, net: 0 },
      missingRates: [],
    };
    renderWithProviders(<MonthStackChart data={data} />);
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    const table = screen.getByTestId('month-stack-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Month', 'Rent', 'Food', 'A', 'B', 'C', 'D', 'Other']);
    const rows = within(table).getAllByRole('row').slice(1);
    // February: Rent 900.00; F (7.00) is not among the six biggest → Other.
    expect(rows[1]!.textContent).toContain('€900.00');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)!.textContent).toBe('€7.00');
    // January: E (5.00) is the seventh category → Other.
    expect(within(rows[0]!).getAllByRole('cell').at(-1)!.textContent).toBe('€5.00');
  });

  it('describes the chart in one sentence, and keeps the sentence beside its table', async () => {
    const user = userEvent.setup();
    const data: ExpenseSummary = {
      currency: 'EUR',
      from: '2025-01-01',
      to: '2025-03-31',
      groupBy: 'month',
      items: [
        month('2025-01', [
          ['Rent', 900],
          ['Food', 300.1],
        ]),
        month('2025-02', [
          ['Rent', 900],
          ['Food', 450.2],
        ]),
        month('2025-03', [['Food', 49.7]]),
      ],
      totals: { expenses: 0, income: 0, net: 0 },
      missingRates: [],
    };
    renderWithProviders(<MonthStackChart data={data} />);
    // 1,200.10 + 1,350.20 + 49.70 = 2,600.00; Rent 1,800 of it is 69.2 %; February the most.
    const sentence =
      'Spending by month and category: €2,600.00 spent between January 2025 and March 2025, ' +
      'the most in February 2025 (€1,350.20); the largest part is Rent (69.2%).';
    expect(
      screen.getByRole('figure', { name: 'Spending by month and category' }),
    ).toHaveAccessibleDescription(sentence);
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByTestId('month-stack-table')).toBeInTheDocument();
    expect(screen.getByTestId('chart-summary')).toHaveTextContent(sentence);
  });
});
