import { AppError } from '@wealthlog/core';
import type { TFunction } from 'i18next';
import { describeError, toastText } from '../../lib/error-toasts';

/**
 * One line for a refusal of a two-step form: the field it names (a wrong code, a wrong password)
 * in this feature's own words, an ended challenge or too many tries, else the app's usual text.
 */
export function twoFactorErrorText(error: unknown, t: TFunction, recovery = false): string {
  if (error instanceof AppError) {
    if (error.status === 429) return t('twoFactor.errors.tooMany');
    if (error.code === 'AUTH_003') return t('twoFactor.errors.expired');
    if (error.code === 'AUTH_001')
      return recovery ? t('twoFactor.errors.recovery') : t('twoFactor.errors.code');
    const fields = error.errors ?? {};
    if (fields.password) return t('twoFactor.errors.password');
    if (fields.code) return t('twoFactor.errors.code');
  }
  return toastText(describeError(error, 'messages.genericError'), t);
}
