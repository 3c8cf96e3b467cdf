import { describe, expect, it } from 'vitest';
import { completeMapping, guessMapping, readHeaders, splitCsvLine } from './import-mapping';

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

  it('splits quoted cells and re-reads the header with another delimiter', async () => {
    expect(splitCsvLine('"a;b";"say ""hi""";c', ';')).toEqual(['a;b', 'say "hi"', 'c']);
    const file = new Blob(['\uFEFFdate;amount;text\n2026-01-01;1,5;x\n']);
    expect(await readHeaders(file, ';')).toEqual(['date', 'amount', 'text']);
    expect(await readHeaders(file, ',')).toEqual(['date;amount;text']);
  });
});
