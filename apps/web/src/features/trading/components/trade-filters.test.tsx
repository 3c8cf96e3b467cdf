import type { Account, TradeFilter } from '@wealthlog/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TradeFilters } from './trade-filters';

const ACCOUNTS = [{ id: 7, name: 'Broker', currency: 'USD' }] as unknown as Account[];

function Harness({ seen }: { seen: (f: TradeFilter) => void }) {
  const [filter, setFilter] = useState<TradeFilter>({});
  return (
    <TradeFilters
      accounts={ACCOUNTS}
      value={filter}
      onChange={(next) => (setFilter(next), seen(next))}
    />
  );
}

describe('trade filters', () => {
  it('turns picks at once, and typed text once it settles, into the API filter', async () => {
    const user = userEvent.setup();
    const seen = vi.fn<(f: TradeFilter) => void>();
    renderWithProviders(<Harness seen={seen} />);

    await user.click(screen.getByTestId('trade-filter-direction'));
    await user.click(await screen.findByRole('option', { name: 'Short' }));
    expect(seen).toHaveBeenLastCalledWith({ direction: 'SHORT' });

    await user.type(screen.getByTestId('trade-filter-instrument'), ' eur/usd ');
    await waitFor(() =>
      expect(seen).toHaveBeenLastCalledWith({ direction: 'SHORT', instrument: 'eur/usd' }),
    );
    // One request for the settled word, not one per letter.
    expect(seen.mock.calls.filter(([f]) => f.instrument !== undefined)).toHaveLength(1);

    await user.type(screen.getByTestId('trade-filter-from'), '2025-01-31');
    expect(seen).toHaveBeenLastCalledWith({
      direction: 'SHORT',
      instrument: 'eur/usd',
      from: '2025-01-31',
    });
  });
});
