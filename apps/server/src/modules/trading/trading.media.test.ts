import { describe, expect, it } from 'vitest';
import { authed, type Signed } from '../../test/auth.js';
import { call, createAccount, withoutRequestId } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';
import * as sample from '../../test/sample-files.js';
import { withUsers } from '../../test/users.js';

/** A trade's screenshots (mediaIds) are the user's own uploads, checked on create and update. */
const ctx = withUsers('alice', 'bob');

async function uploadPng(s: Signed, kind = 'images'): Promise<string> {
  const { payload, headers } = multipartBody({
    fileName: 'chart.png',
    contentType: 'image/png',
    data: sample.png(),
  });
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/upload/${kind}`,
    headers: { ...authed(s), ...headers },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

async function openTrade(extra: Record<string, unknown> = {}) {
  const acc = await createAccount(ctx.t, ctx.alice, {
    name: `Media ${Math.random()}`,
    type: 'STOCKS',
    currency: 'USD',
    balance: 0,
  });
  return call(ctx.t, ctx.alice, 'POST', '/api/trade', {
    accountId: acc.id,
    instrument: 'ACME',
    assetClass: 'STOCK',
    direction: 'LONG',
    quantity: 10,
    entryPrice: 10,
    entryDate: '2025-03-03T10:00:00Z',
    ...extra,
  });
}

describe("a trade's screenshots", () => {
  it('keeps my own uploads on create and update, and a removed one stays removed', async () => {
    const [a, b] = [await uploadPng(ctx.alice), await uploadPng(ctx.alice)];
    const created = await openTrade({ mediaIds: [a] });
    expect(created.statusCode).toBe(201);
    expect(created.json().mediaIds).toEqual([a]);
    const id = created.json().id as number;
    const both = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${id}`, { mediaIds: [a, b] });
    expect(both.json().mediaIds).toEqual([a, b]);
    const one = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${id}`, { mediaIds: [b] });
    expect(one.json().mediaIds).toEqual([b]);
    expect((await call(ctx.t, ctx.alice, 'GET', `/api/trade/${id}`)).json().mediaIds).toEqual([b]);
  });

  it("refuses another user's upload with 404, byte for byte like a missing or malformed id", async () => {
    const mine = await uploadPng(ctx.alice);
    const theirs = await uploadPng(ctx.bob);
    const missing = '00000000-0000-4000-8000-000000000000';
    const answers = [
      await openTrade({ mediaIds: [mine, theirs] }),
      await openTrade({ mediaIds: [missing] }),
      await openTrade({ mediaIds: ['not-a-uuid'] }),
      await openTrade({ mediaIds: ['nul\u0000byte'] }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const bodies = answers.map((r) => withoutRequestId(r.body));
    expect(new Set(bodies).size).toBe(1);

    const id = (await openTrade({ mediaIds: [mine] })).json().id as number;
    const put = await call(ctx.t, ctx.alice, 'PUT', `/api/trade/${id}`, {
      mediaIds: [mine, theirs],
    });
    expect(put.statusCode).toBe(404);
    expect(withoutRequestId(put.body)).toBe(bodies[0]);
    // Nothing changed: the trade still holds only my screenshot.
    expect((await call(ctx.t, ctx.alice, 'GET', `/api/trade/${id}`)).json().mediaIds).toEqual([
      mine,
    ]);
  });

  it('refuses an avatar as a screenshot: it is deleted when the user picks another', async () => {
    const avatar = await uploadPng(ctx.alice, 'avatars');
    expect((await openTrade({ mediaIds: [avatar] })).statusCode).toBe(404);
  });
});
