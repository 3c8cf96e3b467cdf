import { describe, expect, it } from 'vitest';
import type { KindColumn, ResolvedKind } from './kind.js';
import { copyLine } from './restore-sql.js';

const col = (key: string, sqlType: string) => ({ key, name: key, sqlType }) as KindColumn;
const kind = {
  columns: [col('n', 'integer'), col('t', 'text'), col('tags', 'text[]'), col('j', 'jsonb')],
} as ResolvedKind;

describe('copyLine', () => {
  it('writes a row as COPY text: NULL, escapes, an array literal, JSON', () => {
    expect(copyLine(kind, { n: 3, t: 'a\tb\\c\nd', tags: ['x "y"', 'z\\w'], j: { k: [1] } })).toBe(
      '3\ta\\tb\\\\c\\nd\t{"x \\\\"y\\\\"","z\\\\\\\\w"}\t{"k":[1]}\n',
    );
    expect(copyLine(kind, { n: null, tags: [] })).toBe('\\N\t\\N\t{}\t\\N\n');
  });

  it('refuses a text no UTF-8 can hold (a lone surrogate), as the JSON path did', () => {
    expect(() => copyLine(kind, { n: 1, t: 'a\uD800b' })).toThrow('t: not a valid Unicode text');
  });
});
