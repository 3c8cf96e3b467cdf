import { networthSeriesSchema, networthSummarySchema } from '@wealthlog/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

const summary = (byType: Record<string, number>, netWorth: number) =>
  networthSummarySchema.parse({
    currency: 'EUR',
    netWorth,
    assets: Math.max(netWorth, 0),
    liabilities: Math.min(netWorth, 0),
    liquid: 0,
    illiquid: netWorth,
    assetsByType: Object.fromEntries(Object.entries(byType).filter(([, v]) => v > 0)),
    liabilitiesByType: {},
    byType,
    byCurrency: {},
    missingRates: [],
    asOf: '2026-03-02',
  });

function stub(byType: Record<string, number>, netWorth: number) {
  signInAs(undefined, {
    'GET /api/account': () => jsonResponse(200, []),
    'GET /api/dashboard/networth/summary': () => jsonResponse(200, summary(byType, netWorth)),
    'GET /api/dashboard/networth': () =>
      jsonResponse(
        200,
        networthSeriesSchema.parse({ currency: 'EUR', points: [], missingRates: [] }),
      ),
    'GET /api/transactions': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 5 }),
  });
}

describe('dashboard page', () => {
  it('welcomes a user who has nothing yet', async () => {
    stub({}, 0);
    renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard-empty')).toBeVisible();
  });

  it('shows the figures of a user whose only wealth is a loan, not the welcome card', async () => {
    stub({ LOAN: -150000 }, -150000);
    renderApp('/dashboard');
    expect(await screen.findByTestId('stat-netWorth-value')).toHaveTextContent('150,000.00');
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
  });
});
