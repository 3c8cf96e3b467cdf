import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { kindLabel, orderedCounts } from './backup-kinds';

describe('orderedCounts', () => {
  it('puts the known kinds in reading order, unknown ones after, empty ones out', () => {
    expect(
      orderedCounts({ widgets: 2, loans: 1, accounts: 3, budgets: 0, gadgets: 5, trades: 9 }),
    ).toEqual([
      ['accounts', 3],
      ['trades', 9],
      ['loans', 1],
      ['gadgets', 5],
      ['widgets', 2],
    ]);
  });
});

describe('kindLabel', () => {
  it('translates the kinds it knows and keeps the archive’s name for the others', async () => {
    const t = i18n.getFixedT('fr');
    expect(kindLabel(t, 'transactions')).toBe('Opérations');
    expect(kindLabel(i18n.getFixedT('ar'), 'loans')).toBe('القروض');
    expect(kindLabel(t, 'widgets')).toBe('widgets');
    // Not an identifier: never read as a key path.
    expect(kindLabel(t, 'kinds.loans')).toBe('kinds.loans');
    expect(kindLabel(t, '../x')).toBe('../x');
  });
});
