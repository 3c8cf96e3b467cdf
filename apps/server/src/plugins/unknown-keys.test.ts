import { ROOT_ERROR_KEY, UNKNOWN_KEYS_LISTED_MAX } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.js';
import { withBystander } from '../test/bystander.js';
import { call } from '../test/ledger.js';
import { withUsers } from '../test/users.js';

/**
 * A JSON body of 60,000 unknown keys answered a 2 MB envelope naming every one. The
 * envelope now names UNKNOWN_KEYS_LISTED_MAX of them and counts the rest (core's toFieldErrors).
 */
const ctx = withUsers('alice', 'bob');
const account = { name: 'Cash', type: 'CASH', currency: 'EUR', balance: 1 };

describe('a body of unknown keys', () => {
  it('as many as the body limit holds: 400 naming 20 and counting the rest; bob unaffected', async () => {
    const body: Record<string, unknown> = { ...account };
    for (let i = 0; i < 14_000; i += 1) body[`key${i}`] = i;
    expect(JSON.stringify(body).length).toBeGreaterThan(JSON_BODY_LIMIT * 0.75);
    const r = await withBystander(
      () => call(ctx.t, ctx.alice, 'POST', '/api/account', body),
      async () => expect((await call(ctx.t, ctx.bob, 'GET', '/api/account')).statusCode).toBe(200),
    );
    expect(r.p99).toBeLessThan(100);
    const res = r.result;
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(10_000); // 2 MB before
    const { code, errors } = res.json() as { code: string; errors: Record<string, string[]> };
    expect(code).toBe('VAL_001');
    expect(Object.keys(errors).length).toBeLessThanOrEqual(UNKNOWN_KEYS_LISTED_MAX + 1);
    expect(errors.key0).toEqual(['Key0 is not allowed']);
    expect(errors[ROOT_ERROR_KEY]).toEqual(['13,980 more keys are not allowed']);
  });

  it('a few of them are each named, as before', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/account', { ...account, isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ isAdmin: ['Is admin is not allowed'] });
  });

  it('a body over the 256 KiB limit (60,000 keys) is 413 VAL_001, read no further', async () => {
    const body: Record<string, unknown> = { ...account };
    for (let i = 0; i < 60_000; i += 1) body[`key${i}`] = i;
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/account', body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'VAL_001', message: 'Request body is too large' });
  });
});
