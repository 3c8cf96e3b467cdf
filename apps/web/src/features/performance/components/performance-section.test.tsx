import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signInAs } from '../../../test/api-stub';
import { renderApp } from '../../../test/render';

async function rangeShown(url: string) {
  signInAs(undefined, { 'GET /api/account': () => jsonResponse(200, []) });
  renderApp(url);
  const control = await screen.findByTestId('performance-range');
  return control.querySelector('input:checked')?.getAttribute('value');
}

describe('performance section', () => {
  it('opens on the range a link names (?range=ytd)', async () => {
    expect(await rangeShown('/trading/performance?range=ytd')).toBe('ytd');
  });

  it('opens on a year without a range, or with one it does not know', async () => {
    expect(await rangeShown('/trading/performance?range=forever')).toBe('1y');
  });
});
