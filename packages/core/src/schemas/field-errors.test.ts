import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  moreUnknownKeysMessage,
  ROOT_ERROR_KEY,
  toFieldErrors,
  UNKNOWN_KEYS_LISTED_MAX,
} from './field-errors.js';

describe('toFieldErrors', () => {
  const schema = z.strictObject({
    name: z
      .string()
      .min(3, 'Name must be at least 3 characters')
      .regex(/^[a-z]+$/, 'Name is invalid'),
    nested: z.object({ list: z.array(z.number()) }).optional(),
  });

  it('groups messages by dotted path', () => {
    const r = schema.safeParse({ name: 'A', nested: { list: [1, 'x'] } });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(toFieldErrors(r.error)).toEqual({
        name: ['Name must be at least 3 characters', 'Name is invalid'],
        'nested.list.1': ['Invalid input: expected number, received string'],
      });
    }
  });

  it('gives each unknown key its own entry', () => {
    const r = schema.safeParse({ name: 'abc', roles: [], isAdmin: true });
    if (!r.success) {
      expect(toFieldErrors(r.error)).toEqual({
        roles: ['Roles is not allowed'],
        isAdmin: ['Is admin is not allowed'],
      });
    } else {
      expect.fail('should not parse');
    }
  });

  it('files whole-body issues under the root key and drops duplicates', () => {
    expect(
      toFieldErrors({
        issues: [
          { code: 'custom', path: [], message: 'Bad body', input: null },
          { code: 'custom', path: ['a'], message: 'Twice', input: null },
          { code: 'custom', path: ['a'], message: 'Twice', input: null },
        ],
      }),
    ).toEqual({ [ROOT_ERROR_KEY]: ['Bad body'], a: ['Twice'] });
  });

  it('names at most UNKNOWN_KEYS_LISTED_MAX unknown keys and counts the rest under the root key', () => {
    const body: Record<string, unknown> = { name: 'abc' };
    for (let i = 0; i < 60_000; i += 1) body[`k${i}`] = i;
    const r = schema.safeParse(body);
    if (r.success) expect.fail('should not parse');
    const errors = toFieldErrors(r.error);
    const keys = Object.keys(errors);
    expect(keys).toHaveLength(UNKNOWN_KEYS_LISTED_MAX + 1);
    expect(keys.slice(0, 3)).toEqual(['k0', 'k1', 'k2']);
    expect(errors.k0).toEqual(['K0 is not allowed']);
    expect(errors[ROOT_ERROR_KEY]).toEqual(['59,980 more keys are not allowed']);
    expect(JSON.stringify(errors).length).toBeLessThan(1_000);
  });

  it('shares the cap across objects, and lists every key while under it', () => {
    const nested = z.strictObject({ a: z.strictObject({}), b: z.strictObject({}) });
    const keys = (prefix: string, n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, 1]));
    const r = nested.safeParse({ a: keys('x', 15), b: keys('y', 10) });
    if (r.success) expect.fail('should not parse');
    const errors = toFieldErrors(r.error);
    expect(Object.keys(errors).filter((k) => k.startsWith('a.'))).toHaveLength(15);
    expect(Object.keys(errors).filter((k) => k.startsWith('b.'))).toHaveLength(5);
    expect(errors[ROOT_ERROR_KEY]).toEqual(['5 more keys are not allowed']);
    const few = nested.safeParse({ a: keys('x', UNKNOWN_KEYS_LISTED_MAX), b: {} });
    if (few.success) expect.fail('should not parse');
    expect(Object.keys(toFieldErrors(few.error))).toHaveLength(UNKNOWN_KEYS_LISTED_MAX);
  });

  it('says one key in the singular', () => {
    expect(moreUnknownKeysMessage(1)).toBe('1 more key is not allowed');
    expect(moreUnknownKeysMessage(1_234)).toBe('1,234 more keys are not allowed');
  });
});
