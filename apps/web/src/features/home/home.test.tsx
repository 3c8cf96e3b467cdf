import {
  dashboardHomeSchema,
  HOME_CARD_KEYS,
  networthSeriesSchema,
  networthSummarySchema,
  type DashboardHome,
} from '@wealthlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, signInAs } from '../../test/api-stub';
import { renderApp } from '../../test/render';

const HOME: DashboardHome = dashboardHomeSchema.parse({
  currency: 'EUR',
  attention: [
    {
      id: 'overBudget:7:2026-03',
      kind: 'overBudget',
      severity: 'danger',
      message:
        'Groceries is 40 EUR over its budget for 2026-03: raise the budget or move spending.',
      params: { category: 'Groceries', amount: 40, currency: 'EUR', month: '2026-03' },
      link: '/expenses?tab=budgets&month=2026-03',
    },
  ],
  cards: {
    budgets: {
      month: '2026-03',
      spent: 640,
      budgeted: 600,
      categories: [
        { category: 'Groceries', spent: 440, budgeted: 400, available: -40, over: true },
      ],
      link: '/expenses?tab=budgets&month=2026-03',
    },
    upcoming: null,
    investments: null,
    realEstate: null,
    loans: {
      owedByYou: 182000,
      owedToYou: 0,
      nextPayment: {
        loanId: 3,
        name: 'Mortgage',
        date: '2026-03-05',
        amount: 950,
        currency: 'EUR',
      },
      interestThisYear: [{ currency: 'EUR', amount: 812.5 }],
      link: '/loans',
    },
    trading: null,
    fire: {
      fireNumber: 900000,
      currentNetWorth: 225000,
      progressPct: 25,
      yearsToFire: 14.2,
      projectedYear: 2040,
      link: '/forecasting?tab=fire',
    },
  },
});

function stub(putDelayMs = 0) {
  let stored = { order: [...HOME_CARD_KEYS], hidden: [] as string[] };
  return signInAs(undefined, {
    'GET /api/account': () => jsonResponse(200, []),
    'GET /api/dashboard/networth/summary': () =>
      jsonResponse(
        200,
        networthSummarySchema.parse({
          currency: 'EUR',
          netWorth: 43000,
          assets: 225000,
          liabilities: -182000,
          liquid: 25000,
          illiquid: 200000,
          assetsByType: { CASH: 25000 },
          liabilitiesByType: { LOAN: -182000 },
          byType: { CASH: 25000, LOAN: -182000 },
          byCurrency: { EUR: 43000 },
          missingRates: [],
          asOf: '2026-03-02',
        }),
      ),
    'GET /api/dashboard/networth': () =>
      jsonResponse(200, networthSeriesSchema.parse({ currency: 'EUR', points: [] })),
    'GET /api/transactions': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 5 }),
    'GET /api/dashboard/home': () => jsonResponse(200, HOME),
    'POST /api/dashboard/home/attention/overBudget%3A7%3A2026-03/dismiss': () =>
      new Response(null, { status: 204 }),
    'GET /api/dashboard/home/layout': () => jsonResponse(200, stored),
    'PUT /api/dashboard/home/layout': async ({ body }) => {
      await new Promise((resolve) => setTimeout(resolve, putDelayMs));
      stored = body as typeof stored;
      return jsonResponse(200, stored);
    },
  });
}

const cardOrder = () =>
  within(screen.getByTestId('home-cards'))
    .getAllByTestId(/^home-card-[a-zA-Z]+$/)
    .map((c) => c.dataset.testid);

describe('the home cards', () => {
  it('shows each area from one request, an empty area as a sentence and its start button', async () => {
    const fetchMock = stub();
    renderApp('/dashboard');
    const budgets = await screen.findByTestId('home-card-budgets');
    expect(within(budgets).getByTestId('home-budgets-spent')).toHaveTextContent(
      '€640.00 spent of €600.00 in March 2026',
    );
    expect(within(budgets).getByTestId('home-budgets-categories')).toHaveTextContent('Groceries');
    expect(within(budgets).getByTestId('home-card-budgets-link')).toHaveAttribute(
      'href',
      '/expenses?tab=budgets&month=2026-03',
    );
    expect(screen.getByTestId('home-loans-next')).toHaveTextContent(
      'Next payment: Mortgage, €950.00 on Mar 5, 2026',
    );
    expect(screen.getByTestId('home-fire-year')).toHaveTextContent('Reached in 2040');
    const trading = screen.getByTestId('home-card-trading');
    expect(trading).toHaveAttribute('data-empty', 'true');
    expect(within(trading).getByTestId('home-card-trading-start')).toHaveAttribute(
      'href',
      '/trading/trading',
    );
    expect(cardOrder()).toEqual(HOME_CARD_KEYS.map((k) => `home-card-${k}`));
    expect(callsTo(fetchMock, 'GET /api/dashboard/home')).toHaveLength(1);
  });

  it('lists what needs attention with its fix, and dismisses it', async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    renderApp('/dashboard');
    const item = await screen.findByTestId('home-attention-item');
    expect(item).toHaveTextContent('Groceries is €40.00 over its budget for March 2026.');
    expect(within(item).getByTestId('home-attention-fix')).toHaveAttribute(
      'href',
      '/expenses?tab=budgets&month=2026-03',
    );
    await user.click(within(item).getByTestId('home-attention-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('home-attention')).toBeNull());
    expect(
      callsTo(fetchMock, 'POST /api/dashboard/home/attention/overBudget%3A7%3A2026-03/dismiss'),
    ).toHaveLength(1);
  });

  it('hides and moves cards by keyboard, and keeps the layout', async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByTestId('home-card-budgets');
    screen.getByTestId('home-customise').focus();
    await user.keyboard('{Enter}');
    const editor = await screen.findByTestId('home-layout-editor');
    within(editor).getByRole('button', { name: 'Move Loans up' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    within(editor).getByRole('switch', { name: 'Show the Trading card' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(cardOrder()).toEqual([
        'home-card-budgets',
        'home-card-upcoming',
        'home-card-loans',
        'home-card-investments',
        'home-card-realEstate',
        'home-card-fire',
      ]),
    );
    const saved = callsTo(fetchMock, 'PUT /api/dashboard/home/layout').map((c) =>
      JSON.parse(String(c[1]?.body)),
    );
    expect(saved.at(-1)).toEqual({
      order: ['budgets', 'upcoming', 'loans', 'investments', 'realEstate', 'trading', 'fire'],
      hidden: ['trading'],
    });
  });

  it('moves a card twice on two presses before the server answers the first', async () => {
    const fetchMock = stub(50);
    renderApp('/dashboard');
    await screen.findByTestId('home-card-budgets');
    fireEvent.click(screen.getByTestId('home-customise'));
    const up = within(await screen.findByTestId('home-layout-editor')).getByRole('button', {
      name: 'Move Loans up',
    });
    fireEvent.click(up);
    fireEvent.click(up);
    const twice = ['budgets', 'upcoming', 'loans', 'investments', 'realEstate', 'trading', 'fire'];
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/dashboard/home/layout')).toHaveLength(2),
    );
    await waitFor(() => expect(cardOrder()).toEqual(twice.map((k) => `home-card-${k}`)));
    const saved = callsTo(fetchMock, 'PUT /api/dashboard/home/layout').map((c) =>
      JSON.parse(String(c[1]?.body)),
    );
    expect(saved.at(-1)).toEqual({ order: twice, hidden: [] });
  });
});
