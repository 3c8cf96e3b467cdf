import type { ApiToken, CreatedApiToken } from '@wealthlog/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_USER, callsTo, envelope, jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

const TOKEN = `wl_${'x'.repeat(43)}`;

function stubTokens(initial: ApiToken[] = []) {
  let tokens = initial;
  return signInAs(TEST_USER, {
    'GET /api/auth/sessions': () => jsonResponse(200, []),
    'GET /api/auth/tokens': () => jsonResponse(200, tokens),
    'POST /api/auth/tokens': ({ body }) => {
      const b = body as { name: string; scope: 'read' | 'read-write'; expiresAt: string | null };
      if (b.name === 'taken')
        return envelope(400, 'VAL_001', 'Validation failed', { name: ['Name is invalid'] });
      const made: CreatedApiToken = {
        id: 't1',
        name: b.name,
        scope: b.scope,
        expiresAt: b.expiresAt,
        token: TOKEN,
      };
      tokens = [{ ...made, createdAt: '2026-03-01T08:00:00.000Z', lastUsedAt: null }];
      return jsonResponse(201, made);
    },
    'DELETE /api/auth/tokens/t1': () => {
      tokens = [];
      return new Response(null, { status: 204 });
    },
  });
}

describe('security page: API tokens', () => {
  it('says there are none, and refuses an empty name without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTokens();
    renderApp('/settings/security');
    expect(await screen.findByTestId('api-tokens-empty')).toHaveTextContent('No API tokens yet.');
    await user.click(screen.getByTestId('create-api-token'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/tokens')).toHaveLength(0);
  });

  it('creates a token, shows its value once with a warning, lists it, then revokes after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = stubTokens();
    renderApp('/settings/security');
    await user.type(await screen.findByTestId('api-token-name'), 'Sheet');
    await user.click(screen.getByTestId('create-api-token'));
    const notice = await screen.findByTestId('new-api-token');
    expect(notice).toHaveTextContent('it will not be shown again');
    expect(within(notice).getByTestId('new-api-token-value')).toHaveValue(TOKEN);
    const [call] = callsTo(fetchMock, 'POST /api/auth/tokens');
    const sent = JSON.parse(String(call![1]!.body)) as { scope: string; expiresAt: string };
    expect(sent.scope).toBe('read');
    // The default lifetime: 90 days from now.
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const row = await screen.findByTestId('api-token-row');
    expect(row).toHaveTextContent('Sheet');
    expect(row).toHaveTextContent('Read only');
    expect(row).toHaveTextContent('Never used');
    await user.click(screen.getByTestId('api-token-done'));
    expect(screen.queryByTestId('new-api-token')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke the token Sheet' }));
    await user.click(await screen.findByTestId('confirm-revoke-api-token'));
    await waitFor(() => expect(screen.getByTestId('api-tokens-empty')).toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/auth/tokens/t1')).toHaveLength(1);
  });

  it('puts the server’s field error under the field', async () => {
    const user = userEvent.setup();
    stubTokens();
    renderApp('/settings/security');
    await user.type(await screen.findByTestId('api-token-name'), 'taken');
    await user.click(screen.getByTestId('create-api-token'));
    expect(await screen.findByText('Name is invalid')).toBeInTheDocument();
  });
});
