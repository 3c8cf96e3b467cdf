import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it('shows the score out of 10 and what is missing', () => {
    // 'abc': lowercase (+1), no triple repeat (+1); sequential start, short, no upper/digit/special.
    renderWithProviders(<PasswordStrengthMeter password="abc" />);
    expect(screen.getByTestId('password-score')).toHaveTextContent('Strength: 2/10 · too weak');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'At least 8 characters',
      'Add uppercase',
      'Add numbers',
      'Add special characters',
      'Avoid sequential characters',
    ]);
  });

  it('a strong password: every rule met, no feedback', () => {
    // 18 characters (>= 8, 12 and 16: +3), lower, upper, digit, special (+4), no triple repeat
    // and no sequential start ('tr0': +2) = 9, the most the strength rules can give.
    renderWithProviders(<PasswordStrengthMeter password="Tr0ub4dor&3-Horse!" />);
    expect(screen.getByTestId('password-score')).toHaveTextContent('Strength: 9/10 · strong');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderWithProviders(<PasswordStrengthMeter password="abc" />);
      expect(screen.getByText('أضف أحرفًا كبيرة')).toBeInTheDocument();
      expect(screen.getByTestId('password-score')).toHaveTextContent('القوة: 2/10');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
