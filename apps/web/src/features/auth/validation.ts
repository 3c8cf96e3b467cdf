import {
  isEmail,
  meetsPasswordComplexity,
  NAME_MAX,
  PASSWORD_MIN,
  scorePassword,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@wealthlog/core';

/**
 * Client-side checks of the registration and login rules, with the limits from core, returning
 * translation keys: the user gets the message in their language before a round trip. The server
 * checks again.
 */
export function usernameError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return 'auth.validation.required';
  if (v.length < USERNAME_MIN || v.length > USERNAME_MAX || !USERNAME_PATTERN.test(v)) {
    return 'auth.validation.username';
  }
  return undefined;
}

export function emailError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return 'auth.validation.required';
  return isEmail(v) ? undefined : 'auth.validation.email';
}

export function nameError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return 'auth.validation.required';
  return v.length > NAME_MAX ? 'auth.validation.nameLength' : undefined;
}

/** A new password: strong by the scorer; with `registration`, also 8+ with the four classes. */
export function newPasswordError(value: string, registration: boolean): string | undefined {
  if (value === '') return 'auth.validation.required';
  if (!scorePassword(value).strong) return 'serverMessages.passwordNotStrong';
  if (registration && (value.length < PASSWORD_MIN || !meetsPasswordComplexity(value))) {
    return 'serverMessages.passwordComplexity';
  }
  return undefined;
}

export function confirmPasswordError(password: string, confirm: string): string | undefined {
  return password === confirm ? undefined : 'serverMessages.passwordsDoNotMatch';
}
