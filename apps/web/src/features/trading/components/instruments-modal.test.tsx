import type { Instrument } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { setAccessToken } from '../../../lib/token';
import { InstrumentsModal } from './instruments-modal';

const EURUSD: Instrument = {
  symbol: 'EUR/USD',
  name: null,
  assetClass: 'FX',
  currency: null,
  multiplier: 1,
  pipSize: 0.0001,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('instruments modal', () => {
  it('lists the sizes, checks a new one before sending, then PUTs it under its symbol', async () => {
    const user = userEvent.setup();
    setAccessToken('test-token');
    let stored = [EURUSD];
    const fetchMock = stubApi({
      'GET /api/instruments': () => jsonResponse(200, stored),
      'PUT /api/instruments/ES': ({ body }) => {
        const saved = { ...EURUSD, ...(body as object), symbol: 'ES' } as Instrument;
        stored = [saved, EURUSD];
        return jsonResponse(201, saved);
      },
    });
    renderWithProviders(<InstrumentsModal opened onClose={() => undefined} />);
    const table = await screen.findByTestId('instruments-table');
    expect(within(table).getByText('EUR/USD')).toBeInTheDocument();
    expect(within(table).getByText('0.0001')).toBeInTheDocument();

    const form = screen.getByTestId('instrument-form');
    await user.type(within(form).getByLabelText(/Symbol/), 'es');
    const multiplier = within(form).getByLabelText(/Multiplier/);
    await user.clear(multiplier);
    await user.type(multiplier, '0');
    await user.click(within(form).getByTestId('instrument-save'));
    expect(within(form).getByText('Multiplier must be greater than 0')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/instruments/ES')).toHaveLength(0);

    await user.clear(multiplier);
    await user.type(multiplier, '50');
    await user.click(within(form).getByTestId('instrument-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/instruments/ES')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/instruments/ES')[0]?.[1]?.body))).toEqual(
      { name: null, currency: null, assetClass: 'STOCK', multiplier: 50, pipSize: null },
    );
    await waitFor(() => expect(screen.getAllByTestId('instrument-row')).toHaveLength(2));
    expect(within(form).getByLabelText(/Symbol/)).toHaveValue('');
  });
});
