import { describe, expect, it } from 'vitest';
import { JsonArrayError, jsonArrayObjects } from './json-array.js';

async function all(chunks: string[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const texts of jsonArrayObjects(chunks.map((c) => Buffer.from(c))))
    for (const text of texts) out.push(JSON.parse(text));
  return out;
}

describe('jsonArrayObjects', () => {
  it('reads one object a line, as the archive writes it', async () => {
    expect(await all(['[\n{"a":1},\n{"b":"x"}\n]\n'])).toEqual([{ a: 1 }, { b: 'x' }]);
  });

  it('reads any layout, objects split across chunks, strings holding braces, quotes and commas', async () => {
    const text = '  [ {"a":"}],{\\"","n":{"m":[1,{"k":2}]}} ,{"é":"ü"}]';
    const bytes = Buffer.from(text);
    // Every split point, including inside a two-byte UTF-8 character.
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const out: unknown[] = [];
      for await (const texts of jsonArrayObjects([bytes.subarray(0, cut), bytes.subarray(cut)]))
        for (const t of texts) out.push(JSON.parse(t));
      expect(out).toEqual([{ a: '}],{"', n: { m: [1, { k: 2 }] } }, { é: 'ü' }]);
    }
  });

  it('reads an empty array', async () => {
    expect(await all(['[ ]'])).toEqual([]);
  });

  it.each([
    ['cut short', '[{"a":1},{"b":'],
    ['no closing bracket', '[{"a":1}'],
    ['not an array', '{"a":1}'],
    ['a trailing comma', '[{"a":1},]'],
    ['a missing comma', '[{"a":1}{"b":2}]'],
    ['a scalar', '[1]'],
    ['data after the end', '[{"a":1}] x'],
    ['nothing at all', ''],
  ])('refuses %s', async (_why, text) => {
    await expect(all([text])).rejects.toBeInstanceOf(JsonArrayError);
  });
});
