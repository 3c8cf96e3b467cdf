import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpenseSummary } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { CategoryHistory } from './category-history';

const month = (key: string, food: { expenses: number; income: number } | null) => ({
  key,
  label: key,
  expenses: food?.expenses ?? 0,
  income: food?.income ?? 0,
  net: 0,
  count: food ? 1 : 0,
  categories: food ? [{ key: 'food', label: 'Food', ...food }] : [],
});

describe('CategoryHistory', () => {
  it("sums a category's 12 months as the budgets do (refunds off) in one sentence", async () => {
    const user = userEvent.setup();
    const summary: ExpenseSummary = {
      currency: 'EUR',
      from: '2025-03-01',
      to: '2026-02-28',
      groupBy: 'month',
      items: [
        month('2025-06', { expenses: 120.3, income: 20 }),
        month('2025-09', { expenses: 250.45, income: 0 }),
        month('2026-02', { expenses: 80, income: 0 }),
      ],
      totals: { expenses: 0, income: 0, net: 0 },
      missingRates: [],
    };
    stubApi({ 'GET /api/expenses/summary': () => jsonResponse(200, summary) });
    renderWithProviders(<CategoryHistory category="Food" month="2026-02" onClose={() => {}} />);
    // 100.30 (June, after a 20.00 refund) + 250.45 + 80.00 = 430.75; September the most.
    const sentence =
      'Food: €430.75 spent between March 2025 and February 2026, ' +
      'the most in September 2025 (€250.45).';
    const figure = await screen.findByRole('figure', { name: 'Food: the last 12 months' });
    expect(figure).toHaveAccessibleDescription(sentence);
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByTestId('category-history-table')).toBeInTheDocument();
    expect(screen.getByTestId('chart-summary')).toHaveTextContent(sentence);
  });
});
