import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loanSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { todayIso } from '../../../lib/format';
import { PaymentForm } from './payment-form';

/** A yen loan whose next instalment is 45,000 (JPY has no minor unit). */
const yenLoan = loanSchema.parse({
  id: 7,
  name: 'Tokyo flat',
  direction: 'BORROWED',
  counterparty: null,
  kind: 'MORTGAGE',
  currency: 'JPY',
  principal: 9_000_000,
  startDate: '2026-01-01',
  firstPaymentDate: null,
  termMonths: 240,
  frequency: 'MONTHLY',
  method: 'ANNUITY',
  balloonAfterMonths: null,
  annualRate: 1.5,
  dayCount: 'THIRTY_360',
  accountId: null,
  propertyId: null,
  autoPost: false,
  outstanding: 8_900_000,
  nextPayment: { date: '2026-03-01', amount: 45_000 },
  status: 'ACTIVE',
  payoffDate: null,
  interestPaid: 11_250,
  interestToCome: 1_400_000,
  paidPct: 1.1,
  rateChanges: [],
  corrections: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('PaymentForm', () => {
  it('takes a yen payment in whole yen and sends it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/loans/7/payments': ({ body }) => jsonResponse(201, { id: 1, ...(body as object) }),
    });
    renderWithProviders(<PaymentForm loan={yenLoan} />);
    const amount = screen.getByTestId('payment-amount');
    expect(amount).toHaveValue('45000');
    await user.clear(amount);
    await user.type(amount, '46000');
    expect(amount).toHaveValue('46000');
    await user.click(screen.getByTestId('payment-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/loans/7/payments')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/loans/7/payments')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ date: todayIso(), amount: 46_000 });
  });

  it("says the schema's rule under the field and sends nothing when the amount is empty", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi();
    renderWithProviders(<PaymentForm loan={yenLoan} />);
    await user.clear(screen.getByTestId('payment-amount'));
    await user.click(screen.getByTestId('payment-save'));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/loans/7/payments')).toHaveLength(0);
  });

  it("shows the server's refusal under the amount", async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/loans/7/payments': () =>
        envelope(400, 'VAL_001', 'Validation failed', {
          amount: ['Amount must be at least 1'],
        }),
    });
    renderWithProviders(<PaymentForm loan={yenLoan} />);
    await user.click(screen.getByTestId('payment-save'));
    expect(await screen.findByText('Amount must be at least 1')).toBeInTheDocument();
  });
});
