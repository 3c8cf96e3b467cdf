import { CURRENCY_CODES } from '@wealthlog/core';

/** Intl names for codes where the runtime has them ('EUR — Euro' / 'EUR — euro' / 'EUR — يورو'). */
export function currencyOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return CURRENCY_CODES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}

/**
 * The IANA zones of this browser. 'UTC' is not in every runtime's list, and the stored value may
 * be a zone this browser lacks: both are added so the select can always show the current value.
 */
export function timeZoneOptions(current?: string): string[] {
  const zones = new Set<string>(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort();
}
