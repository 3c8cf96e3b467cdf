import { isBreakEvenRangeValid } from '@wealthlog/core';

export interface TradingNumbers {
  defaultFees: number | string;
  breakEvenMin: number | string;
  breakEvenMax: number | string;
}

export type TradingNumberField = keyof TradingNumbers;

/** Translation key + values per failing field; empty when the numbers may be sent. */
export function tradingNumberErrors(
  v: TradingNumbers,
): Partial<Record<TradingNumberField, { key: string; values?: Record<string, number> }>> {
  const out: ReturnType<typeof tradingNumberErrors> = {};
  for (const field of ['defaultFees', 'breakEvenMin', 'breakEvenMax'] as const) {
    if (typeof v[field] !== 'number') out[field] = { key: 'rules.required' };
  }
  if (typeof v.defaultFees === 'number' && v.defaultFees < 0) {
    out.defaultFees = { key: 'rules.min', values: { n: 0 } };
  }
  const { breakEvenMin: min, breakEvenMax: max } = v;
  // Core's rule (min < max); the server reports it on breakEvenMin, and so do we.
  if (typeof min === 'number' && typeof max === 'number' && !isBreakEvenRangeValid(min, max)) {
    out.breakEvenMin = { key: 'serverMessages.breakEvenRange' };
  }
  return out;
}
