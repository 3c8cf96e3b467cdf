import { describe, expect, it } from 'vitest';
import { readHeaders, splitCsvLine } from './csv-mapping';

describe('CSV header helpers', () => {
  it('splits quoted cells and re-reads the header with another delimiter', async () => {
    expect(splitCsvLine('"a;b";"say ""hi""";c', ';')).toEqual(['a;b', 'say "hi"', 'c']);
    const file = new Blob(['\uFEFFdate;amount;text\n2026-01-01;1,5;x\n']);
    expect(await readHeaders(file, ';')).toEqual(['date', 'amount', 'text']);
    expect(await readHeaders(file, ',')).toEqual(['date;amount;text']);
  });
});
