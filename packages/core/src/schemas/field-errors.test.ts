import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT_ERROR_KEY, toFieldErrors } from './field-errors.js';

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
});
