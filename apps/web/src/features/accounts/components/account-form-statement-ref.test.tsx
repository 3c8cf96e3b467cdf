import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { AccountFormModal } from './account-form-modal';

const giro = accountSchema.parse({
  id: 3,
  name: 'Girokonto',
  type: 'CASH',
  currency: 'EUR',
  balance: 1000,
  openingBalance: 1000,
  openingDate: '2026-01-01',
  statementRef: 'DE89370400440532013000',
  active: true,
  lastStatusChange: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('AccountFormModal, statement account number', () => {
  it('shows the remembered IBAN on edit and sends the cleared field so the server forgets it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'PUT /api/account/3': () => jsonResponse(200, { ...giro, statementRef: null }),
    });
    renderWithProviders(<AccountFormModal opened onClose={() => {}} account={giro} />);
    const field = await screen.findByLabelText('Statement account number / IBAN');
    expect(field).toHaveValue('DE89370400440532013000');
    await user.clear(field);
    await user.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/account/3')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT /api/account/3')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ statementRef: '' });
  });

  it('sends the number typed on create', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'POST /api/account': () => jsonResponse(201, giro) });
    renderWithProviders(<AccountFormModal opened onClose={() => {}} />);
    await user.type(await screen.findByLabelText(/^Name/), 'Girokonto');
    await user.type(
      screen.getByLabelText('Statement account number / IBAN'),
      'DE89370400440532013000',
    );
    await user.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/account')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST /api/account')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Girokonto',
      statementRef: 'DE89370400440532013000',
    });
  });
});
