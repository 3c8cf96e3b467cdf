import { describe, expect, it } from 'vitest';
import { ReadAhead } from './read-ahead.js';

/** A reader that gives `counts[kind]` batches of `size` characters and notes what it did. */
function reader(counts: Record<string, number>, size = 10, failing?: string) {
  const log: string[] = [];
  async function* read(kind: string): AsyncGenerator<string, number> {
    try {
      for (let i = 0; i < counts[kind]!; i += 1) {
        log.push(`${kind}${i}`);
        yield `${kind}${i}`.padEnd(size, '.');
      }
      if (kind === failing) throw new Error(`${kind} refused`);
      return counts[kind]!;
    } finally {
      log.push(`${kind} closed`);
    }
  }
  return { log, read };
}

async function all(ahead: ReadAhead, kind: string) {
  const got: string[] = [];
  const batches = ahead.batches(kind);
  for (;;) {
    const next = await batches.next();
    if (next.done) return { got, n: next.value };
    got.push(next.value.replace(/\.+$/, ''));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('ReadAhead', () => {
  it('gives each kind its batches in order, then its count', async () => {
    const { read } = reader({ a: 3, b: 0, c: 2 });
    const ahead = new ReadAhead(['a', 'b', 'c'], read, 1000);
    expect(await all(ahead, 'a')).toEqual({ got: ['a0', 'a1', 'a2'], n: 3 });
    expect(await all(ahead, 'b')).toEqual({ got: [], n: 0 });
    expect(await all(ahead, 'c')).toEqual({ got: ['c0', 'c1'], n: 2 });
  });

  it('reads on while the text held stays under the limit, and waits beyond it', async () => {
    const { log, read } = reader({ a: 2, b: 100 }, 10);
    const ahead = new ReadAhead(['a', 'b'], read, 45);
    await settle();
    // a's 2 batches and b's first 3 reach 50 characters (> 45): the reading waits.
    expect(log).toEqual(['a0', 'a1', 'a closed', 'b0', 'b1', 'b2']);
    await all(ahead, 'a');
    await settle();
    expect(log.at(-1)).toBe('b4');
    ahead.stop();
    await settle();
    expect(log.at(-1)).toBe('b closed');
  });

  it('throws a kind’s failure when that kind is read, and reads nothing after it', async () => {
    const { log, read } = reader({ a: 1, b: 1, c: 1 }, 10, 'b');
    const ahead = new ReadAhead(['a', 'b', 'c'], read, 1000);
    expect((await all(ahead, 'a')).n).toBe(1);
    await expect(all(ahead, 'b')).rejects.toThrow('b refused');
    await settle();
    expect(log).not.toContain('c0');
  });
});
