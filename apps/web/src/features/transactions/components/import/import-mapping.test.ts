import { describe, expect, it } from 'vitest';
import { completeMapping, guessMapping } from './import-mapping';

describe('import mapping helpers', () => {
  it('guesses columns from common header names', () => {
    expect(guessMapping(['Booking date', 'Label', 'Montant', 'Category'])).toEqual({
      date: 'Booking date',
      amount: 'Montant',
      description: 'Label',
      category: 'Category',
    });
  });

  it('needs date and amount, drops empty optional fields', () => {
    expect(completeMapping({ date: 'd' })).toEqual({ ok: false, missing: ['amount'] });
    expect(completeMapping({ date: 'd', amount: 'a', type: '' })).toEqual({
      ok: true,
      mapping: { date: 'd', amount: 'a' },
    });
  });
});
