import { describe, expect, it } from 'vitest';
import { Lru } from './lru.js';

describe('Lru', () => {
  it('keeps the total weight within its budget, dropping the least recently used first', () => {
    const lru = new Lru<string, number[]>(10, (v) => v.length);
    lru.set('a', [1, 2, 3, 4]);
    lru.set('b', [1, 2, 3, 4]);
    expect(lru.get('a')).toEqual([1, 2, 3, 4]); // a is now the most recent
    lru.set('c', [1, 2, 3]);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toHaveLength(4);
    expect(lru.get('c')).toHaveLength(3);
    expect(lru.weight).toBe(7);
  });

  it('replaces a key’s value and its weight, and keeps nothing heavier than the budget', () => {
    const lru = new Lru<string, number[]>(5, (v) => v.length);
    lru.set('a', [1, 2]);
    lru.set('a', [1, 2, 3]);
    expect(lru.weight).toBe(3);
    lru.set('big', [1, 2, 3, 4, 5, 6]);
    expect(lru.get('big')).toBeUndefined();
    expect(lru.get('a')).toHaveLength(3);
  });
});
