import type { Account, Holding } from '@wealthlog/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { setAccessToken } from '../../../lib/token';
import { PositionsTable } from './positions-table';

const holding = (over: Partial<Holding>): Holding => ({
  accountId: 1,
  instrument: 'ASML',
  assetClass: 'STOCK',
  currency: 'EUR',
  quantity: 5,
  averageCost: 120,
  costBasis: 600.5,
  price: 125,
  priceDate: '2026-11-20',
  stalePrice: false,
  marketValue: 625,
  unrealizedPnl: 24.5,
  unrealizedPct: 4.08,
  weight: 12.2,
  baseCurrency: 'EUR',
  marketValueBase: 625,
  unrealizedPnlBase: 24.5,
  ...over,
});

const account = (id: number, name: string) => ({ id, name }) as unknown as Account;

describe('positions table', () => {
  it('groups positions by account with totals in the base currency, and flags a stale price', async () => {
    setAccessToken('test-token');
    stubApi({
      'GET /api/account': () => jsonResponse(200, [account(1, 'Broker'), account(2, 'US broker')]),
      'GET /api/holdings': () =>
        jsonResponse(200, [
          holding({}),
          holding({
            instrument: 'TTE',
            quantity: -100,
            marketValue: -4500,
            marketValueBase: -4500,
            unrealizedPnl: 499,
            unrealizedPnlBase: 499,
            weight: 87.8,
          }),
          holding({
            accountId: 2,
            instrument: 'MSFT',
            currency: 'USD',
            price: 400,
            stalePrice: true,
            marketValue: 800,
            marketValueBase: 700.1,
            unrealizedPnl: 0,
            unrealizedPnlBase: 0,
            weight: null,
          }),
        ]),
    });
    renderWithProviders(<PositionsTable />);
    const tables = await screen.findAllByTestId('positions-table');
    expect(tables).toHaveLength(2);
    expect(await screen.findByText('Broker')).toBeInTheDocument();
    // 625 − 4,500 = −3,875.00 for the first account; 24.50 + 499 = +523.50.
    const firstFoot = within(tables[0]!)
      .getByText(/Account total/)
      .closest('tr')!;
    expect(firstFoot).toHaveTextContent('-€3,875.00');
    expect(firstFoot).toHaveTextContent('▲ +€523.50');
    // Everything: −3,875.00 + 700.10 = −3,174.90.
    expect(screen.getByTestId('positions-total')).toHaveTextContent('-€3,174.90');
    expect(within(tables[1]!).getByTestId('stale-price')).toHaveTextContent('last fill');
    expect(within(tables[0]!).queryByTestId('stale-price')).not.toBeInTheDocument();
  });

  it('says so when nothing is open', async () => {
    setAccessToken('test-token');
    stubApi({
      'GET /api/account': () => jsonResponse(200, []),
      'GET /api/holdings': () => jsonResponse(200, []),
    });
    renderWithProviders(<PositionsTable />);
    expect(await screen.findByTestId('positions-empty')).toHaveTextContent('No open positions.');
  });
});
