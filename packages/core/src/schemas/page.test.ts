import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOffset, pageQuerySchema, pageSchema } from './page.js';
import { toFieldErrors } from './field-errors.js';

describe('pageQuerySchema', () => {
  it('defaults to page 1 of 50', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });
  it('coerces query strings', () => {
    expect(pageQuerySchema.parse({ page: '2', pageSize: '500' })).toEqual({
      page: 2,
      pageSize: 500,
    });
  });
  it.each([
    [{ page: '0' }, { page: ['Page must be at least 1'] }],
    [{ page: '1.5' }, { page: ['Page is invalid'] }],
    [{ page: 'abc' }, { page: ['Page is invalid'] }],
    [{ pageSize: '0' }, { pageSize: ['Page size must be at least 1'] }],
    [{ pageSize: '501' }, { pageSize: ['Page size must be at most 500'] }],
  ])('%j → %j', (query, errors) => {
    const r = pageQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    if (!r.success) expect(toFieldErrors(r.error)).toEqual(errors);
  });
  it('pageOffset skips the earlier pages', () => {
    // page 3 of 20 → rows 40..59 → offset (3 − 1) × 20 = 40
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
    expect(pageOffset({ page: 1, pageSize: 50 })).toBe(0);
  });
});

describe('pageSchema', () => {
  const page = pageSchema(z.object({ n: z.number() }));
  it('wraps items with total, page and pageSize', () => {
    expect(page.safeParse({ items: [{ n: 1 }], total: 1, page: 1, pageSize: 50 }).success).toBe(
      true,
    );
    expect(page.safeParse({ items: [{ n: 'x' }], total: 1, page: 1, pageSize: 50 }).success).toBe(
      false,
    );
    expect(page.safeParse({ items: [], total: 0, page: 1, pageSize: 501 }).success).toBe(false);
  });
  it('names the component when given an id', () => {
    const named = pageSchema(z.string(), 'StringPageForTest');
    const json = z.toJSONSchema(z.object({ p: named })) as { $defs?: Record<string, unknown> };
    expect(json.$defs && 'StringPageForTest' in json.$defs).toBe(true);
  });
});
