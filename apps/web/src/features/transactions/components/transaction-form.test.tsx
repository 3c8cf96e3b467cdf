import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, Transaction } from '@wealthlog/core';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { todayIso } from '../../../lib/format';
import { TransactionForm } from './transaction-form';

const eur = { id: 1, name: 'Cash', currency: 'EUR', active: true } as Account;
const usd = { id: 2, name: 'Broker', currency: 'USD', active: true } as Account;
const created = {
  id: 9,
  accountId: 1,
  type: 'EXPENSE',
  amount: 5,
  currency: 'EUR',
  date: '2026-01-01',
  splits: [],
};

function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return todayIso(d);
}

describe('TransactionForm', () => {
  it('asks for an explicit "scheduled" confirmation before saving a future date', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/transactions/categories': () => jsonResponse(200, []),
      'POST /api/transactions': () => jsonResponse(201, created),
    });
    renderWithProviders(
      <TransactionForm accounts={[eur, usd]} transaction={null} onDone={() => {}} />,
    );
    await user.type(screen.getByTestId('tx-amount'), '5');
    fireEvent.change(screen.getByTestId('tx-date'), { target: { value: tomorrow() } });
    await user.click(screen.getByTestId('tx-save'));
    expect(await screen.findByText(/tick "scheduled" to confirm/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/transactions')).toHaveLength(0);

    await user.click(screen.getByTestId('tx-scheduled'));
    await user.click(screen.getByTestId('tx-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/transactions')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/transactions')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      date: tomorrow(),
      scheduled: true,
      amount: 5,
    });
  });

  it('pre-fills the amount received of a cross-currency transfer from the day’s rate', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/transactions/categories': () => jsonResponse(200, []),
      // 1 EUR = 1.1 USD, stored as EUR→USD: the direct look-up finds it.
      'GET /api/fx/rates': ({ url }) =>
        jsonResponse(
          200,
          url.searchParams.get('base') === 'EUR'
            ? [
                {
                  date: '2026-01-01',
                  base: 'EUR',
                  quote: 'USD',
                  rate: 1.1,
                  source: 'snapshot',
                  shared: true,
                },
              ]
            : [],
        ),
      'POST /api/transactions': () => jsonResponse(201, created),
    });
    renderWithProviders(
      <TransactionForm
        accounts={[eur, usd]}
        transaction={{ type: 'TRANSFER', splits: [] } as never}
        onDone={() => {}}
      />,
    );
    await user.type(screen.getByTestId('tx-amount'), '100');
    await user.click(screen.getByTestId('tx-to-account'));
    await user.click(await screen.findByRole('option', { name: 'Broker (USD)' }));
    // 100 EUR × 1.1 = 110 USD.
    await waitFor(() => expect(screen.getByTestId('tx-to-amount')).toHaveValue('110'));
    expect(callsTo(fetchMock, 'GET /api/fx/rates').length).toBeGreaterThan(0);
  });

  it('saves an amount typed with a trailing zero ("42.50", which NumberInput keeps as text)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/transactions/categories': () => jsonResponse(200, []),
      'POST /api/transactions': () => jsonResponse(201, created),
    });
    renderWithProviders(
      <TransactionForm accounts={[eur, usd]} transaction={null} onDone={() => {}} />,
    );
    await user.type(screen.getByTestId('tx-amount'), '42.50');
    expect(screen.getByTestId('tx-amount')).toHaveValue('42.50');
    await user.click(screen.getByTestId('tx-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/transactions')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/transactions')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ amount: 42.5 });
    expect(screen.queryByText('Amount is required')).not.toBeInTheDocument();
  });

  it('re-categorising an existing transaction can create a rule for its description', async () => {
    const user = userEvent.setup();
    const existing = {
      ...created,
      toAccountId: null,
      toAmount: null,
      toCurrency: null,
      category: 'groceries',
      description: 'Corner shop',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    } as Transaction;
    const fetchMock = stubApi({
      'GET /api/transactions/categories': () => jsonResponse(200, []),
      'PUT /api/transactions/9': () => jsonResponse(200, { ...existing, category: 'Pets' }),
      'POST /api/rules': () => jsonResponse(201, { id: 1 }),
    });
    const done = vi.fn();
    renderWithProviders(<TransactionForm accounts={[eur]} transaction={existing} onDone={done} />);
    expect(screen.queryByTestId('tx-make-rule')).toBeNull();
    const category = screen.getByTestId('tx-category');
    await user.clear(category);
    await user.type(category, 'Pets');
    await user.click(await screen.findByTestId('tx-make-rule'));
    await user.click(screen.getByTestId('tx-save'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const [, init] = callsTo(fetchMock, 'POST /api/rules')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Corner shop',
      conditions: [{ field: 'description', op: 'equals', value: 'Corner shop' }],
      actions: [{ field: 'category', value: 'Pets' }],
    });
  });

  it('splits a payment: the remainder follows the lines, "distribute the rest" fills the last', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/transactions/categories': () => jsonResponse(200, []),
      'POST /api/transactions': () => jsonResponse(201, created),
    });
    renderWithProviders(
      <TransactionForm accounts={[eur, usd]} transaction={null} onDone={() => {}} />,
    );
    await user.type(screen.getByTestId('tx-amount'), '120');
    await user.click(screen.getByTestId('tx-split-toggle'));
    expect(screen.queryByTestId('tx-category')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('tx-split-category-0'), 'Food');
    await user.type(screen.getByTestId('tx-split-amount-0'), '45.3');
    await user.type(screen.getByTestId('tx-split-category-1'), 'Home');
    // 120 − 45.30 = 74.70 left to split; with 70 on the second line, 4.70.
    expect(screen.getByTestId('tx-split-remainder')).toHaveTextContent(/74\.70/);
    await user.type(screen.getByTestId('tx-split-amount-1'), '70');
    expect(screen.getByTestId('tx-split-remainder')).toHaveTextContent(/4\.70/);
    // Saving lines that do not add up is refused here, before any request.
    await user.click(screen.getByTestId('tx-save'));
    expect(await screen.findByTestId('tx-split-error')).toHaveTextContent(/add up/);
    expect(callsTo(fetchMock, 'POST /api/transactions')).toHaveLength(0);
    await user.click(screen.getByTestId('tx-split-distribute'));
    expect(screen.getByTestId('tx-split-amount-1')).toHaveValue('74.7');
    expect(screen.getByTestId('tx-split-remainder')).toHaveTextContent(/add up to the amount/);
    await user.click(screen.getByTestId('tx-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/transactions')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/transactions')[0]!;
    const body = JSON.parse(String(init?.body));
    expect(body.category).toBeUndefined();
    expect(body.splits).toEqual([
      { category: 'Food', amount: 45.3 },
      { category: 'Home', amount: 74.7 },
    ]);
  });
});
