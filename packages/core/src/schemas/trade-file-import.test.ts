import { describe, expect, it } from 'vitest';
import { tradeFileImportFieldsSchema, tradeImportDetectSchema } from './trade-file-import.js';

describe('trade file import contract', () => {
  it('tells a CSV detect answer from a file one by format', () => {
    const csv = {
      format: 'csv',
      delimiter: ';',
      headers: ['a'],
      sampleRows: [],
      dateFormat: null,
      decimalSeparator: '.',
    };
    expect(tradeImportDetectSchema.parse(csv)).toEqual(csv);
    const file = { format: 'ghostfolio', accounts: [], activities: 0, skipped: [] };
    expect(tradeImportDetectSchema.parse(file)).toEqual(file);
    expect(tradeImportDetectSchema.safeParse({ ...csv, format: 'qif' }).success).toBe(false);
  });

  it('reads the accounts mapping as JSON and refuses a CSV mapping', () => {
    expect(tradeFileImportFieldsSchema.parse({ accounts: '{"INV-1": 4}', dryRun: 'true' })).toEqual(
      { accounts: { 'INV-1': 4 }, dryRun: true },
    );
    expect(tradeFileImportFieldsSchema.safeParse({ mapping: '{}' }).success).toBe(false);
    expect(tradeFileImportFieldsSchema.safeParse({ accounts: '{' }).success).toBe(false);
  });
});
