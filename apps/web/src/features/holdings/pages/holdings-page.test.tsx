import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

describe('positions page', () => {
  it('opens the prices of the instrument a link names (?instrument=)', async () => {
    signInAs(undefined, {
      'GET /api/holdings': () => jsonResponse(200, []),
      'GET /api/account': () => jsonResponse(200, []),
      'GET /api/prices': () => jsonResponse(200, []),
    });
    renderApp('/trading/positions?instrument=ACME');
    expect(await screen.findByText('Prices of ACME')).toBeVisible();
  });
});
