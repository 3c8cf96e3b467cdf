import { STORAGE_KEYS } from '@wealthlog/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredDisplayMode } from '../lib/display-mode';
import { renderWithProviders } from '../test/render';
import { DisplayModeSwitcher } from './display-mode-switcher';

afterEach(() => localStorage.clear());

describe('DisplayModeSwitcher', () => {
  it("starts on 'system' when nothing is stored", () => {
    renderWithProviders(<DisplayModeSwitcher />);
    expect(readStoredDisplayMode()).toBe('system');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it("writes the choice under both 'displayMode' and 'theme'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<DisplayModeSwitcher />);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(STORAGE_KEYS.displayMode)).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(STORAGE_KEYS.displayMode)).toBe('system');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('system');
    // jsdom's stubbed prefers-color-scheme answers "not dark".
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('restores a stored mode', () => {
    localStorage.setItem(STORAGE_KEYS.displayMode, 'light');
    renderWithProviders(<DisplayModeSwitcher />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});
