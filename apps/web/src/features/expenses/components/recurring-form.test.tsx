import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountSchema, propertySchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { RecurringForm } from './recurring-form';

// Parsed once at load: a fixture that drifts from the contract fails here, not as a fetch retry.
const account = (id: number, name: string, currency: string) =>
  accountSchema.parse({
    id,
    name,
    type: 'CASH',
    currency,
    balance: 0,
    openingBalance: 0,
    openingDate: '2026-01-01',
    active: true,
    lastStatusChange: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

const accounts = [account(1, 'Checking', 'EUR'), account(2, 'Dollars', 'USD')];

const flat = propertySchema.parse({
  id: 4,
  name: 'Flat',
  kind: 'RENTAL',
  address: null,
  currency: 'EUR',
  purchaseDate: '2025-01-01',
  purchasePrice: 250000,
  purchaseCosts: 0,
  ownershipPct: 100,
  saleDate: null,
  salePrice: null,
  monthlyRent: 1750,
  vacancyPct: null,
  notes: null,
  mediaIds: [],
  currentValue: 250000,
  currentValueDate: '2025-01-01',
  loanIds: [],
  realisedGain: null,
});

describe('RecurringForm with a property', () => {
  it("offers the property's entry categories and its currency's accounts, and sends propertyId", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/account': () => jsonResponse(200, accounts),
      'GET /api/categories': () => jsonResponse(200, []),
      'GET /api/real-estate/properties': () => jsonResponse(200, [flat]),
      'POST /api/recurring': () => jsonResponse(201, {}),
    });
    renderWithProviders(<RecurringForm item={null} onClose={() => {}} />);

    await user.type(screen.getByTestId('recurring-name'), 'Flat rent');
    // Rent is income: the property field appears for INCOME and EXPENSE only.
    await user.click(screen.getByTestId('recurring-type'));
    await user.click(await screen.findByRole('option', { name: 'Income' }));
    await user.click(await screen.findByTestId('recurring-property'));
    await user.click(await screen.findByRole('option', { name: 'Flat (EUR)' }));

    await user.click(screen.getByTestId('recurring-account'));
    expect(await screen.findByRole('option', { name: 'Checking (EUR)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Dollars (USD)' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Checking (EUR)' }));

    await user.click(screen.getByTestId('recurring-category'));
    await user.click(await screen.findByRole('option', { name: 'Rent' }));
    await user.type(screen.getByTestId('recurring-amount'), '1750');
    await user.click(screen.getByTestId('recurring-save'));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/recurring')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/recurring')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Flat rent',
      type: 'INCOME',
      accountId: 1,
      category: 'RENT',
      amount: 1750,
      propertyId: 4,
    });
  });
});
