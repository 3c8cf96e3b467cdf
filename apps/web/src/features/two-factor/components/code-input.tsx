import { TextInput, type TextInputProps } from '@mantine/core';

/** The code as typed ("123 456") reduced to its six digits; null when it is not six digits. */
export function sixDigits(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The 6-digit code field: numeric keypad on phones, and autocomplete="one-time-code" so a phone
 * or password manager may offer the code itself. Left-to-right even in Arabic (digits as typed).
 */
export function CodeInput(props: Omit<TextInputProps, 'onChange'> & { onChange(v: string): void }) {
  const { onChange, ...rest } = props;
  return (
    <TextInput
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      dir="ltr"
      spellCheck={false}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...rest}
      onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d ]/g, ''))}
    />
  );
}
