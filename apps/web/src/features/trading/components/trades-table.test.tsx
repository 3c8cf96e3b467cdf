import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { testTrade } from './test-trade';
import { TradesTable } from './trades-table';

describe('trades table', () => {
  it("shows a trade's pattern and tags as chips; a chip filters, the instrument opens", async () => {
    const user = userEvent.setup();
    const onFilter = vi.fn();
    const onOpen = vi.fn();
    renderWithProviders(
      <TradesTable
        trades={[testTrade({ tags: ['breakout', 'news'], pattern: 'Bull flag' })]}
        onOpen={onOpen}
        onFilter={onFilter}
      />,
    );
    expect(screen.getAllByTestId('tag-chip').map((c) => c.textContent)).toEqual([
      '#breakout',
      '#news',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show only tag breakout' }));
    expect(onFilter).toHaveBeenCalledWith({ tag: 'breakout' });
    await user.click(screen.getByRole('button', { name: 'Show only pattern Bull flag' }));
    expect(onFilter).toHaveBeenCalledWith({ pattern: 'Bull flag' });
    await user.click(screen.getByRole('button', { name: 'Details of EUR/USD' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
