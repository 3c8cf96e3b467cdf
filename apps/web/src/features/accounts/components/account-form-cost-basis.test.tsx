import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { AccountFormModal } from './account-form-modal';

// API.md's example account: buy 10 @ 100, 10 @ 120, sell 15 @ 130 → FIFO +350, LIFO +250.
const broker = accountSchema.parse({
  id: 7,
  name: 'Broker',
  type: 'STOCKS',
  currency: 'EUR',
  balance: 1350,
  openingBalance: 1000,
  openingDate: '2026-01-01',
  costBasis: 'FIFO',
  active: true,
  lastStatusChange: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('AccountFormModal, cost basis', () => {
  it('explains each method, and saves a new one only after showing the new realised P&L', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/account/7/cost-basis-preview': ({ url }) =>
        jsonResponse(200, {
          method: url.searchParams.get('method'),
          realizedPnl: 250,
          currentRealizedPnl: 350,
          currency: 'EUR',
        }),
      'PUT /api/account/7': () => jsonResponse(200, { ...broker, costBasis: 'LIFO' }),
    });
    renderWithProviders(<AccountFormModal opened onClose={() => {}} account={broker} />);

    const field = await screen.findByTestId('account-costBasis');
    expect(field).toHaveTextContent('oldest purchases first');
    expect(field).toHaveTextContent('most recent purchases first');
    await user.click(screen.getByRole('radio', { name: /LIFO/ }));
    await user.click(screen.getByTestId('account-save'));

    expect(await screen.findByTestId('cost-basis-current')).toHaveTextContent('€350.00');
    expect(screen.getByTestId('cost-basis-new')).toHaveTextContent('€250.00');
    expect(callsTo(fetchMock, 'PUT /api/account/7')).toHaveLength(0);
    await user.click(screen.getByTestId('cost-basis-confirm-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/account/7')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /api/account/7')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ costBasis: 'LIFO' });
  });

  it('saves an unchanged method at once, without asking for a preview', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'PUT /api/account/7': () => jsonResponse(200, broker) });
    renderWithProviders(<AccountFormModal opened onClose={() => {}} account={broker} />);
    await user.click(await screen.findByTestId('account-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/account/7')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /api/account/7')[0]!;
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('costBasis');
    expect(callsTo(fetchMock, 'GET /api/account/7/cost-basis-preview')).toHaveLength(0);
  });
});
