import { describe, expect, it } from 'vitest';
import { copyLines, copyValue } from './copy.js';

describe('COPY text format', () => {
  it('writes null as \\N and escapes backslash, tab and line breaks', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(12.5)).toBe('12.5');
    expect(copyValue('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyValue('\\N')).toBe('\\\\N'); // the text "\N" is not a null
  });

  it('yields whole lines in chunks', () => {
    const rows = [1, 2, 3, 4, 5].map((i) => [i, `r${i}`, null]);
    expect([...copyLines(rows, 2)]).toEqual([
      '1\tr1\t\\N\n2\tr2\t\\N\n',
      '3\tr3\t\\N\n4\tr4\t\\N\n',
      '5\tr5\t\\N\n',
    ]);
  });
});
