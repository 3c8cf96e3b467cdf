import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { setAccessToken } from '../../../lib/token';
import { TradingPage } from './trading-page';

describe('trading page: quick entry', () => {
  it('says N opens the new-trade form, and N does, with the cursor in the instrument', async () => {
    setAccessToken('test-token');
    stubApi({
      'GET /api/account': () => jsonResponse(200, []),
      'GET /api/trade': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 50 }),
    });
    // In a router: the page links to the positions.
    renderWithProviders(
      <MemoryRouter>
        <TradingPage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('new-trade-hint')).toHaveTextContent(
      'Press N to record a trade; Enter saves it.',
    );
    expect(screen.getByTestId('new-trade')).toHaveAttribute('aria-keyshortcuts', 'N');
    // By the key's place (KeyN), so an Arabic or AZERTY layout opens it too.
    fireEvent.keyDown(document.documentElement, { key: 'ى', code: 'KeyN' });
    expect(await screen.findByTestId('trade-form')).toBeInTheDocument();
    expect(screen.getByTestId('trade-instrument')).toHaveFocus();
  });
});
