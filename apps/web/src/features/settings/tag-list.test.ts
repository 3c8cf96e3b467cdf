import { TRADING_SETTINGS_LIMITS, duplicateItemsMessage } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { addTag, removeTag } from './tag-list';

describe('trading settings list rules', () => {
  it('adds a trimmed item at the end', () => {
    expect(addTag(['EURUSD'], '  GBPUSD ')).toEqual({ items: ['EURUSD', 'GBPUSD'] });
  });

  it('ignores a blank entry', () => {
    expect(addTag(['EURUSD'], '   ')).toEqual({ ignored: true });
  });

  it('refuses a duplicate ignoring case, naming the item already there', () => {
    expect(addTag(['EURUSD'], 'eurusd')).toEqual({
      refusal: { key: 'settings.trading.duplicate', values: { item: 'EURUSD' } },
    });
  });

  it("words the refusal like the server's (core's duplicateItemsMessage) in English", () => {
    const t = i18n.getFixedT('en');
    expect(t('settings.trading.duplicate', { field: 'Instruments', item: 'EURUSD' })).toBe(
      duplicateItemsMessage('Instruments', 'EURUSD'),
    );
  });

  it(`refuses an item over ${TRADING_SETTINGS_LIMITS.itemLength} characters`, () => {
    const long = 'x'.repeat(TRADING_SETTINGS_LIMITS.itemLength + 1);
    expect(addTag([], long)).toEqual({
      refusal: { key: 'rules.maxLength', values: { n: TRADING_SETTINGS_LIMITS.itemLength } },
    });
    expect(addTag([], long.slice(1))).toEqual({ items: [long.slice(1)] });
  });

  it(`refuses the item past ${TRADING_SETTINGS_LIMITS.items}`, () => {
    const full = Array.from({ length: TRADING_SETTINGS_LIMITS.items }, (_, i) => `I${i}`);
    expect(addTag(full, 'one more')).toMatchObject({
      refusal: { key: 'settings.trading.tooMany' },
    });
  });

  it('removes exactly the item asked for', () => {
    expect(removeTag(['A', 'B', 'C'], 'B')).toEqual(['A', 'C']);
  });
});
