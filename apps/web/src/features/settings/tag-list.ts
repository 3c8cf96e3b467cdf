import { TRADING_SETTINGS_LIMITS, findDuplicateItem } from '@wealthlog/core';

/** Why an item was refused, as a translation key and its values (the page translates). */
export interface TagRefusal {
  key: 'rules.maxLength' | 'settings.trading.duplicate' | 'settings.trading.tooMany';
  values: Record<string, string | number>;
}

export type AddTagResult = { items: string[] } | { refusal: TagRefusal } | { ignored: true };

/**
 * The list rules the server enforces (core's updateTradingSettingsBodySchema), checked before a
 * round trip: trimmed, at most TRADING_SETTINGS_LIMITS.itemLength characters, at most .items
 * entries, no duplicate ignoring case ('eurusd' repeats 'EURUSD', core's findDuplicateItem).
 */
export function addTag(items: readonly string[], raw: string): AddTagResult {
  const item = raw.trim();
  if (item === '') return { ignored: true };
  if (item.length > TRADING_SETTINGS_LIMITS.itemLength) {
    return {
      refusal: { key: 'rules.maxLength', values: { n: TRADING_SETTINGS_LIMITS.itemLength } },
    };
  }
  if (findDuplicateItem([...items, item]) !== undefined) {
    const existing = items.find((i) => i.toLowerCase() === item.toLowerCase()) ?? item;
    return { refusal: { key: 'settings.trading.duplicate', values: { item: existing } } };
  }
  if (items.length >= TRADING_SETTINGS_LIMITS.items) {
    return {
      refusal: { key: 'settings.trading.tooMany', values: { n: TRADING_SETTINGS_LIMITS.items } },
    };
  }
  return { items: [...items, item] };
}

export function removeTag(items: readonly string[], item: string): string[] {
  return items.filter((i) => i !== item);
}
