import { describe, expect, it } from 'vitest';
import { inputNumber } from './number-input';

describe('inputNumber', () => {
  it('reads the text Mantine keeps for figures a number would rewrite', () => {
    expect(inputNumber('42.50')).toBe(42.5);
    expect(inputNumber('10.0')).toBe(10);
    expect(inputNumber('3.')).toBe(3);
    expect(inputNumber(12.25)).toBe(12.25);
  });

  it('is undefined for an empty or unfinished field', () => {
    expect(inputNumber('')).toBeUndefined();
    expect(inputNumber('  ')).toBeUndefined();
    expect(inputNumber('-')).toBeUndefined();
    expect(inputNumber(Number.NaN)).toBeUndefined();
  });
});
