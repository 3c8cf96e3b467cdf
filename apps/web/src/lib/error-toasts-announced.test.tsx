import { act, screen } from '@testing-library/react';
import { AppError, CLIENT_MESSAGES } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { showErrorToast } from './error-toasts';

// A toast must reach a screen reader, not only the eye. Mantine's notification
// is a role="alert" live region; this pins it for the app's own toasts, inside the app's providers.
describe('toasts are announced', () => {
  it('shows an error toast as an alert with its text', async () => {
    renderWithProviders(<div />);
    act(() => {
      showErrorToast(new AppError('AUTH_004'));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CLIENT_MESSAGES.notAuthorized);
  });
});
