import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { testTrade } from './test-trade';
import { TradeUnits } from './trade-units';

describe('trade units', () => {
  it('EUR/USD 1.08500 → 1.08920 on 50,000: +$210.00, +0.4 %, +42 pips, and no R without a stop', async () => {
    stubApi({ 'GET /api/instruments': () => jsonResponse(200, []) });
    renderWithProviders(<TradeUnits trade={testTrade()} />);
    expect(screen.getByTestId('drawer-pnl')).toHaveTextContent('+$210.00');
    expect(screen.getByTestId('drawer-percent')).toHaveTextContent('+0.4%');
    // (1.0892 − 1.0850) ÷ 0.0001 = 42: the FX pair's usual pip size, none stored
    expect(screen.getByTestId('drawer-pips')).toHaveTextContent('+42');
    expect(screen.getByTestId('drawer-r')).toHaveTextContent('—');
    const notes = screen.getByTestId('drawer-units-conventions');
    expect(notes).toHaveTextContent('after every fee');
    expect(notes).toHaveTextContent('Add a stop loss below to see R.');
    expect(notes).toHaveTextContent('pip size of 0.0001');
  });

  it("counts pips in the user's stored pip size, and shows none for a stock", async () => {
    stubApi({
      'GET /api/instruments': () =>
        jsonResponse(200, [
          {
            symbol: 'XAU/USD',
            name: null,
            assetClass: 'OTHER',
            currency: null,
            multiplier: 1,
            pipSize: 0.1,
            updatedAt: '2026-11-01T00:00:00.000Z',
          },
        ]),
    });
    const gold = testTrade({
      instrument: 'XAU/USD',
      assetClass: 'OTHER',
      entryPrice: 2000,
      exitPrice: 2012.5,
      rMultiple: 1.25,
    });
    const { unmount } = renderWithProviders(<TradeUnits trade={gold} />);
    // (2012.5 − 2000) ÷ 0.1 = 125 pips
    expect(await screen.findByTestId('drawer-pips')).toHaveTextContent('+125');
    expect(screen.getByTestId('drawer-r')).toHaveTextContent('+1.25');
    unmount();

    renderWithProviders(
      <TradeUnits trade={testTrade({ instrument: 'ACME', assetClass: 'STOCK' })} />,
    );
    expect(screen.getByTestId('drawer-pnl')).toBeInTheDocument();
    expect(screen.queryByTestId('drawer-pips')).toBeNull();
  });

  it('says when nothing is closed yet', () => {
    renderWithProviders(
      <TradeUnits trade={testTrade({ status: 'OPEN', realizedPnl: null, exitPrice: null })} />,
    );
    expect(screen.getByTestId('drawer-units-none')).toBeInTheDocument();
  });
});
