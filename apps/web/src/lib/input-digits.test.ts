import { describe, expect, it } from 'vitest';
import { installLocaleDigits, toArabicIndicDigits, toWesternDigits } from './input-digits';

describe('number fields in the digits of the UI language', () => {
  it('reads both Arabic-Indic digit sets and the Arabic decimal separator as Western', () => {
    expect(toWesternDigits('١٢٣٫٤٥')).toBe('123.45');
    expect(toWesternDigits('۱۲۳')).toBe('123');
    expect(toWesternDigits('-12.5')).toBe('-12.5');
  });

  it('writes Western digits as Arabic-Indic ones, one character for one', () => {
    expect(toArabicIndicDigits('-1234.5')).toBe('-١٢٣٤٫٥');
    expect(toArabicIndicDigits('1,234.5').length).toBe('1,234.5'.length);
  });

  it('shows a number field in Arabic-Indic digits while its value reads Western', () => {
    let arabic = true;
    // What the browser shows: the field's text before the translation of `value`.
    const shown = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.get!;
    installLocaleDigits(() => arabic);
    const field = document.createElement('input');
    field.inputMode = 'decimal';
    field.value = '1250.5';
    expect(shown.call(field)).toBe('١٢٥٠٫٥');
    expect(field.value).toBe('1250.5');
    const text = document.createElement('input');
    text.value = '12';
    expect(text.value).toBe('12');
    arabic = false;
    field.value = '7';
    expect(field.value).toBe('7');
  });
});
