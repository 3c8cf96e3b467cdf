import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { PasswordStrengthMeter } from './password-strength-meter';

type InputProps = Pick<ComponentProps<typeof PasswordInput>, 'value' | 'error' | 'onChange'>;

/**
 * A new password with its strength meter (strong means 7 of 10) and the confirmation field: the
 * same trio on registration, reset and change password.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  password,
  confirm,
}: {
  passwordLabel: string;
  confirmLabel: string;
  password: InputProps;
  confirm: InputProps;
}) {
  const value = typeof password.value === 'string' ? password.value : '';
  return (
    <>
      <PasswordInput {...password} label={passwordLabel} autoComplete="new-password" required />
      {value !== '' && <PasswordStrengthMeter password={value} />}
      <PasswordInput {...confirm} label={confirmLabel} autoComplete="new-password" required />
    </>
  );
}
