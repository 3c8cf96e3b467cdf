import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvReader, parseCsv, parseCsvYielding } from './csv-reader.js';

/** Reads in slices of `budget` characters, as the import does between event-loop turns. */
function inSlices(text: string, budget: number, maxRows = Infinity) {
  const reader = new CsvReader(text, ',', maxRows);
  let steps = 0;
  while (!reader.step(budget)) steps += 1;
  return { ...reader.records, steps };
}

describe('CsvReader', () => {
  it('reads the same records whatever the slice size, quotes and line breaks included', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\n"multi\nline",2\n\n3,4\n"ab"c,"",\n"open';
    const whole = parseCsv(text, ',');
    expect(whole.rows).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '2'],
      ['3', '4'],
      ['abc', '', ''],
      ['open'],
    ]);
    expect(whole.lines).toEqual([1, 2, 3, 6, 7, 8]);
    for (const budget of [1, 2, 3, 5, 8, 13]) {
      const sliced = inSlices(text, budget);
      expect(sliced.rows).toEqual(whole.rows);
      expect(sliced.lines).toEqual(whole.lines);
      expect(sliced.steps).toBeGreaterThan(0);
    }
  });

  it('agrees with itself on any text, any slice size and any row limit', () => {
    const alphabet = fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', 'é');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 60 }).map((cs) => cs.join('')),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 6 }),
        (text, budget, maxRows) => {
          const whole = parseCsv(text, ',', maxRows);
          const sliced = inSlices(text, budget, maxRows);
          expect(sliced.rows).toEqual(whole.rows);
          expect(sliced.lines).toEqual(whole.lines);
          expect(whole.rows.length).toBeLessThanOrEqual(maxRows);
        },
      ),
      { seed: 11, numRuns: 500 },
    );
  });

  it('stops at maxRows and reads a one-line file of megabytes as one cell', async () => {
    expect(parseCsv('a\nb\nc\n', ',', 2).rows).toEqual([['a'], ['b']]);
    const big = 'x'.repeat(3_000_000);
    const { rows } = await parseCsvYielding(`${big},y`, ',');
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]!.length).toBe(3_000_000);
    expect(rows[0]![1]).toBe('y');
  });
});
