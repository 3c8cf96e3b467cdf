import { describe, expect, it } from 'vitest';
import { readQif } from './qif.js';

/** readQif: parseQif a slice at a time, with the file's date orders. */
describe('readQif', () => {
  const records = (n: number) =>
    ['!Type:Bank', ...Array.from({ length: n }, (_, i) => `D1/${(i % 28) + 1}/24\nT-1.00\n^`)].join(
      '\n',
    );

  it('yields between slices of a large file and returns every line with the date orders', () => {
    const gen = readQif(records(12_000));
    let turns = 0;
    let step = gen.next();
    while (!step.done) {
      turns += 1;
      step = gen.next();
    }
    // 36 001 lines: 3 turns of the lexer, 2 after the dates, 2 every 5 000 records.
    expect(turns).toBe(7);
    expect(step.value.accounts[0]!.lines).toHaveLength(12_000);
    expect(step.value.dates).toEqual({ orders: ['MDY'], guess: 'MDY' });
  });

  it('takes the order it is given, and still says which the file allows', () => {
    const gen = readQif('!Type:Bank\nD03/04/24\nT-1\n^\nD03/05/24\nT-2\n^', { dateOrder: 'DMY' });
    let step = gen.next();
    while (!step.done) step = gen.next();
    expect(step.value.accounts[0]!.lines.map((l) => l.date)).toEqual(['2024-04-03', '2024-05-03']);
    expect(step.value.dates).toEqual({ orders: ['MDY', 'DMY'], guess: 'MDY' });
  });
});
