import { describe, expect, it } from 'vitest';
import { networthQuerySchema, networthSummarySchema } from './dashboard.js';

describe('networthQuerySchema', () => {
  it('defaults to 30d and knows the five ranges', () => {
    expect(networthQuerySchema.parse({})).toEqual({ range: '30d' });
    for (const range of ['30d', '90d', '1y', 'ytd', 'all']) {
      expect(networthQuerySchema.parse({ range })).toEqual({ range });
    }
    expect(networthQuerySchema.safeParse({ range: '7d' }).success).toBe(false);
  });
});

describe('networthSummarySchema', () => {
  it('keys byType by account type, or by what another area registers (LOAN)', () => {
    const summary = {
      currency: 'EUR',
      netWorth: 1,
      assets: 1,
      liabilities: 0,
      liquid: 1,
      illiquid: 0,
      assetsByType: { CASH: 1 },
      liabilitiesByType: {},
      byType: { CASH: 1 },
      byCurrency: { EUR: 1 },
      missingRates: [],
      asOf: '2025-05-09',
    };
    expect(networthSummarySchema.parse(summary)).toEqual(summary);
    const withLoan = { ...summary, byType: { CASH: 1, LOAN: -1 } };
    expect(networthSummarySchema.parse(withLoan)).toEqual(withLoan);
    expect(networthSummarySchema.safeParse({ ...summary, byType: { BOND: 1 } }).success).toBe(
      false,
    );
  });
});
