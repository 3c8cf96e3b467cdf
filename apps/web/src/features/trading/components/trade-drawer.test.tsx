import type { Trade } from '@wealthlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { setAccessToken } from '../../../lib/token';
import { testTrade } from './test-trade';
import { TradeDrawer } from './trade-drawer';

const SETTINGS = {
  instruments: [],
  patterns: ['Bull flag', 'Double top'],
  defaultFees: 0,
  breakEvenMin: 0,
  breakEvenMax: 0,
};

/** The API of one trade: PUT merges the body into it, uploads get fresh ids. */
function stubTradeApi(initial: Trade) {
  let trade = initial;
  let uploads = 0;
  const fetchMock = stubApi({
    'GET /api/trade/1': () => jsonResponse(200, trade),
    'PUT /api/trade/1': ({ body }) => {
      trade = { ...trade, ...(body as Partial<Trade>) };
      return jsonResponse(200, trade);
    },
    'GET /api/instruments': () => jsonResponse(200, []),
    'GET /api/tradingSettings': () => jsonResponse(200, SETTINGS),
    'POST /api/upload/images': () => {
      uploads += 1;
      const id = `shot-${uploads}`;
      return jsonResponse(201, {
        id,
        kind: 'images',
        fileName: 'x.png',
        mimeType: 'image/png',
        size: 8,
        url: `/api/upload/files/${id}`,
      });
    },
    'GET /api/upload/files/shot-1': () => new Response(new Uint8Array(8), { status: 200 }),
    'GET /api/upload/files/shot-2': () => new Response(new Uint8Array(8), { status: 200 }),
  });
  return fetchMock;
}

const putBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, 'PUT /api/trade/1').map(([, init]) => JSON.parse(String(init?.body)));

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

beforeEach(() => {
  setAccessToken('test-token');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:shot', revokeObjectURL: () => {} }),
  );
});

describe('trade drawer: journal, chips and screenshots', () => {
  it('saves tags and a pattern, shows them as chips, and a chip filters the journal', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTradeApi(testTrade());
    const onFilter = vi.fn();
    renderWithProviders(<TradeDrawer tradeId={1} onClose={() => {}} onFilter={onFilter} />);
    const form = await screen.findByTestId('journal-form');
    await user.type(within(form).getByTestId('journal-tags'), 'breakout{Enter}news,');
    await user.type(within(form).getByTestId('journal-pattern'), 'Bull');
    // The settings' patterns are offered as the user types.
    await user.click(await screen.findByRole('option', { name: 'Bull flag' }));
    await user.click(within(form).getByTestId('journal-save'));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    expect(putBodies(fetchMock)[0]).toMatchObject({
      tags: ['breakout', 'news'],
      pattern: 'Bull flag',
      stopLoss: null,
      notes: null,
    });
    const chips = await screen.findByTestId('trade-chips');
    await user.click(within(chips).getByRole('button', { name: 'Show only tag news' }));
    expect(onFilter).toHaveBeenLastCalledWith({ tag: 'news' });
    await user.click(within(chips).getByRole('button', { name: 'Show only pattern Bull flag' }));
    expect(onFilter).toHaveBeenLastCalledWith({ pattern: 'Bull flag' });
  });

  it('uploads dropped images, attaches them in one PUT, and removes one', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTradeApi(testTrade());
    renderWithProviders(<TradeDrawer tradeId={1} onClose={() => {}} onFilter={() => {}} />);
    const zone = await screen.findByTestId('screenshot-drop-zone');
    const dataTransfer = { files: [png('a.png'), png('b.png')], types: ['Files'] };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByTestId('screenshot-drop-overlay')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(screen.getAllByTestId('screenshot-thumb')).toHaveLength(2));
    expect(screen.queryByTestId('screenshot-drop-overlay')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/upload/images')).toHaveLength(2);
    expect(putBodies(fetchMock)).toEqual([{ mediaIds: ['shot-1', 'shot-2'] }]);

    await user.click(screen.getByRole('button', { name: 'Remove Screenshot 1 of 2' }));
    await waitFor(() => expect(screen.getAllByTestId('screenshot-thumb')).toHaveLength(1));
    expect(putBodies(fetchMock).at(-1)).toEqual({ mediaIds: ['shot-2'] });
  });

  it('ignores text dragged over it: only files are screenshots', async () => {
    stubTradeApi(testTrade());
    renderWithProviders(<TradeDrawer tradeId={1} onClose={() => {}} onFilter={() => {}} />);
    const zone = await screen.findByTestId('screenshot-drop-zone');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(screen.queryByTestId('screenshot-drop-overlay')).toBeNull();
  });
});
