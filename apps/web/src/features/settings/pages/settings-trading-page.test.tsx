import type { TradingSettings } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_USER, callsTo, envelope, jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

const SETTINGS: TradingSettings = {
  instruments: ['EURUSD'],
  patterns: [],
  defaultFees: 1.5,
  breakEvenMin: -5,
  breakEvenMax: 5,
};

describe('trading settings page', () => {
  it('adds and removes instruments, refusing a duplicate in any case', async () => {
    const user = userEvent.setup();
    signInAs(TEST_USER, { 'GET /api/tradingSettings': () => jsonResponse(200, SETTINGS) });
    renderApp('/settings/settingsTrading');
    const field = await screen.findByTestId('instruments');
    await user.type(within(field).getByTestId('instruments-input'), 'eurusd{Enter}');
    expect(
      within(field).getByText('Instruments must not contain duplicates (EURUSD)'),
    ).toBeInTheDocument();
    expect(within(field).getAllByTestId('instruments-item')).toHaveLength(1);

    await user.clear(within(field).getByTestId('instruments-input'));
    await user.type(within(field).getByTestId('instruments-input'), 'GBPUSD');
    await user.click(within(field).getByTestId('instruments-add'));
    expect(
      within(field)
        .getAllByTestId('instruments-item')
        .map((el) => el.textContent),
    ).toEqual(['EURUSD', 'GBPUSD']);
    await user.click(within(field).getByRole('button', { name: 'Remove EURUSD' }));
    expect(
      within(field)
        .getAllByTestId('instruments-item')
        .map((el) => el.textContent),
    ).toEqual(['GBPUSD']);
  });

  it('checks the break-even range before sending, then PUTs the settings', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAs(TEST_USER, {
      'GET /api/tradingSettings': () => jsonResponse(200, SETTINGS),
      'PUT /api/tradingSettings': ({ body }) => jsonResponse(200, body),
    });
    renderApp('/settings/settingsTrading');
    const form = await screen.findByTestId('trading-settings-form');
    const min = within(form).getByLabelText('Break-even min');
    await user.clear(min);
    await user.type(min, '10');
    await user.click(within(form).getByTestId('trading-settings-save'));
    expect(
      within(form).getByText('Break-even min must be less than break-even max'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/tradingSettings')).toHaveLength(0);

    await user.clear(min);
    await user.type(min, '-2');
    await user.click(within(form).getByTestId('trading-settings-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/tradingSettings')).toHaveLength(1));
    expect(
      JSON.parse(String(callsTo(fetchMock, 'PUT /api/tradingSettings')[0]?.[1]?.body)),
    ).toEqual({ ...SETTINGS, breakEvenMin: -2 });
  });

  it("shows the server's VAL_001 field errors under the fields", async () => {
    const user = userEvent.setup();
    signInAs(TEST_USER, {
      'GET /api/tradingSettings': () => jsonResponse(200, SETTINGS),
      'PUT /api/tradingSettings': () =>
        envelope(400, 'VAL_001', 'Validation failed', {
          defaultFees: ['Default fees must be at most 1000000000000'],
        }),
    });
    renderApp('/settings/settingsTrading');
    const form = await screen.findByTestId('trading-settings-form');
    await user.click(within(form).getByTestId('trading-settings-save'));
    expect(
      await within(form).findByText('Default fees must be at most 1000000000000'),
    ).toBeInTheDocument();
  });
});
