import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { authed } from '../test/auth.js';
import { call, createAccount, post, today } from '../test/ledger.js';
import { multipartBody } from '../test/multipart.js';
import { png } from '../test/sample-files.js';
import { withUsers } from '../test/users.js';

/**
 * The reported cases of bad input: hostile values are refused at the edge with a 4xx in the
 * envelope (code, message, requestId and the X-Request-ID header), never a 500.
 */
const ctx = withUsers('alice');
const envelope = (
  res: { statusCode: number; headers: Record<string, unknown>; json(): Record<string, unknown> },
  status: number,
  code: string,
) => {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ code, requestId: expect.any(String) });
  expect(res.headers['x-request-id']).toBe(body.requestId);
  return body;
};

describe('text, ids, dates and numbers the database cannot hold', () => {
  it('U+0000 in a name is 400 VAL_003 naming the field', async () => {
    const res = await call(ctx.t, ctx.alice, 'POST', '/api/account', {
      name: 'a\u0000b',
      type: 'CASH',
      currency: 'EUR',
    });
    expect(envelope(res, 400, 'VAL_003')).toMatchObject({
      errors: { name: ['Name contains a character that is not allowed'] },
    });
    expect((await call(ctx.t, ctx.alice, 'GET', '/api/transactions?q=%00')).statusCode).toBe(400);
  });

  it('a path id that cannot exist is a 404 like a missing one; a body id a 400', async () => {
    for (const id of ['2147483648', '+1', '1e0', '%201', '0x1f', '0']) {
      envelope(await call(ctx.t, ctx.alice, 'GET', `/api/account/${id}`), 404, 'DB_004');
    }
    const res = await post(ctx.t, ctx.alice, {
      accountId: 2_147_483_648,
      type: 'DEPOSIT',
      amount: 1,
      date: today(),
    });
    envelope(res, 400, 'VAL_001');
  });

  it('dates outside 1900–2199 and digits beyond the currency are 400, never stored rounded', async () => {
    const acc = await createAccount(ctx.t, ctx.alice, {
      name: 'Cash',
      type: 'CASH',
      currency: 'EUR',
      balance: 10,
    });
    envelope(
      await post(ctx.t, ctx.alice, {
        accountId: acc.id,
        type: 'DEPOSIT',
        amount: 1,
        date: '0000-01-01',
      }),
      400,
      'VAL_001',
    );
    const digits = await post(ctx.t, ctx.alice, {
      accountId: acc.id,
      type: 'DEPOSIT',
      amount: 1.123,
      date: today(),
    });
    expect(envelope(digits, 400, 'VAL_001')).toMatchObject({
      errors: { amount: ['Amount must have at most 2 decimal places'] },
    });
    const opening = await call(ctx.t, ctx.alice, 'POST', '/api/account', {
      name: 'Tiny',
      type: 'CASH',
      currency: 'EUR',
      balance: 0.001,
    });
    expect(envelope(opening, 400, 'VAL_001')).toMatchObject({
      errors: { balance: ['Balance must have at most 2 decimal places'] },
    });
    const rate = await call(ctx.t, ctx.alice, 'POST', '/api/fx/rates', {
      date: '2025-05-09',
      base: 'EUR',
      quote: 'USD',
      rate: 5e-324,
    });
    envelope(rate, 400, 'VAL_001');
    envelope(
      await call(ctx.t, ctx.alice, 'POST', '/api/fx/rates', {
        date: '9999-12-31',
        base: 'EUR',
        quote: 'USD',
        rate: 1.1,
      }),
      400,
      'VAL_001',
    );
  });
});

describe('file names', () => {
  it('lose bidi and control characters: a spoofed "…exe.png" is stored as it really reads', async () => {
    const { payload, headers } = multipartBody({
      fileName: 'a\u202egnp.exe.png',
      contentType: 'image/png',
      data: png(),
    });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      headers: { ...authed(ctx.alice), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'agnp.exe.png' });
  });
});

describe('errors before a route runs', () => {
  it('a bad URL encoding is 400 in the envelope', async () => {
    envelope(await ctx.t.app.inject({ method: 'GET', url: '/api/account/%ZZ' }), 400, 'VAL_003');
  });

  it('a path parameter of 5,000 characters is 414 in the envelope, without echoing it', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: `/api/account/${'1'.repeat(5000)}` });
    expect(envelope(res, 414, 'VAL_003')).toMatchObject({ message: 'URI too long' });
  });

  it("a URL over Node's header limit is 431 in the envelope, from the HTTP parser itself", async () => {
    await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.t.app.server.address() as AddressInfo;
    const res = await new Promise<{
      status: number;
      headers: http.IncomingHttpHeaders;
      body: string;
    }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: `/api/health?x=${'a'.repeat(20_000)}` },
        (r) => {
          let body = '';
          r.on('data', (c: Buffer) => (body += c.toString()));
          r.on('end', () => resolve({ status: r.statusCode!, headers: r.headers, body }));
        },
      );
      req.on('error', reject);
    });
    expect(res.status).toBe(431);
    const body = JSON.parse(res.body) as { code: string; requestId: string };
    expect(body).toMatchObject({ code: 'VAL_003', requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(body.requestId);
  });
});
