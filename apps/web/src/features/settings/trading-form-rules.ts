import { isBreakEvenRangeValid } from '@wealthlog/core';
import { inputNumber, type NumberInputValue } from '../../lib/number-input';

export interface TradingNumbers {
  defaultFees: NumberInputValue;
  breakEvenMin: NumberInputValue;
  breakEvenMax: NumberInputValue;
}

export type TradingNumberField = keyof TradingNumbers;

/** Translation key + values per failing field; empty when the numbers may be sent. */
export function tradingNumberErrors(
  v: TradingNumbers,
): Partial<Record<TradingNumberField, { key: string; values?: Record<string, number> }>> {
  const out: ReturnType<typeof tradingNumberErrors> = {};
  for (const field of ['defaultFees', 'breakEvenMin', 'breakEvenMax'] as const) {
    if (inputNumber(v[field]) === undefined) out[field] = { key: 'rules.required' };
  }
  const fees = inputNumber(v.defaultFees);
  if (fees !== undefined && fees < 0) {
    out.defaultFees = { key: 'rules.min', values: { n: 0 } };
  }
  const min = inputNumber(v.breakEvenMin);
  const max = inputNumber(v.breakEvenMax);
  // Core's rule (min < max); the server reports it on breakEvenMin, and so do we.
  if (min !== undefined && max !== undefined && !isBreakEvenRangeValid(min, max)) {
    out.breakEvenMin = { key: 'serverMessages.breakEvenRange' };
  }
  return out;
}
