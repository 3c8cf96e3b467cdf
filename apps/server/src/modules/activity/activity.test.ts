import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.js';
import { authed, type Signed } from '../../test/auth.js';
import { withUsers } from '../../test/users.js';

/** GET /api/auth/activity and GET /api/admin/activity against real PostgreSQL. */
const ctx = withUsers('root', 'alice', 'bob');

const get = (url: string, who?: Signed) =>
  ctx.t.app.inject({ method: 'GET', url, headers: who ? authed(who) : {} });

interface Item {
  at: string;
  event: string;
  ip: string | null;
  userAgent: string | null;
  detail: Record<string, unknown>;
}
interface AdminItem extends Item {
  userId: number | null;
  username: string | null;
  actorId: number | null;
  actorUsername: string | null;
}

/** `n` events of `userId`, one minute apart, the newest a minute ago; detail.n counts from 1. */
async function seed(userId: number, n: number, event = 'backup_downloaded') {
  const now = Date.now();
  await ctx.t.app.db.insert(activityLog).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      event,
      at: new Date(now - (n - i) * 60_000 - 3_600_000),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0 Safari/537.36',
      detail: { n: i + 1 },
    })),
  );
}

describe('GET /api/auth/activity', () => {
  it('answers the page of my own events, newest first, with their origin', async () => {
    await seed(ctx.alice.user.id, 3);
    const res = await get('/api/auth/activity', ctx.alice);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Item[]; total: number; page: number; pageSize: number };
    // The sign-up's sign-in is the newest; then the seeded ones, latest first.
    expect(page.items.map((i) => i.event)).toEqual([
      'sign_in',
      'backup_downloaded',
      'backup_downloaded',
      'backup_downloaded',
    ]);
    expect(page.items.slice(1).map((i) => i.detail.n)).toEqual([3, 2, 1]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(page.items[0]).toMatchObject({ detail: { method: 'password' }, ip: '127.0.0.1' });
    expect(page.items[1]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      event: 'backup_downloaded',
      ip: '203.0.113.7',
      userAgent: expect.stringContaining('Chrome/120'),
      detail: { n: 3 },
    });
    const ats = page.items.map((i) => Date.parse(i.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
  });

  it('pages: pageSize and page cut the same newest-first list', async () => {
    await seed(ctx.bob.user.id, 12, 'sign_out');
    const all = (await get('/api/auth/activity?pageSize=100', ctx.bob)).json();
    expect(all.total).toBe(13);
    const p2 = (await get('/api/auth/activity?page=2&pageSize=5', ctx.bob)).json();
    expect(p2).toMatchObject({ total: 13, page: 2, pageSize: 5 });
    expect(p2.items).toEqual(all.items.slice(5, 10));
    const past = (await get('/api/auth/activity?page=9&pageSize=5', ctx.bob)).json();
    expect(past).toMatchObject({ items: [], total: 13 });
  });

  it("never shows another user's events (isolation)", async () => {
    const alices = (await get('/api/auth/activity?pageSize=100', ctx.alice)).json();
    const bobs = (await get('/api/auth/activity?pageSize=100', ctx.bob)).json();
    // bob's are the sign_outs; alice has none of them, and bob none of her downloads.
    expect(alices.items.some((i: Item) => i.event === 'sign_out')).toBe(false);
    expect(bobs.items.some((i: Item) => i.event === 'backup_downloaded')).toBe(false);
    // The admin's own list is the admin's own too: no one else's rows.
    const roots = (await get('/api/auth/activity?pageSize=100', ctx.root)).json();
    expect(roots.items.map((i: Item) => i.event)).toEqual(['sign_in']);
  });

  it('refuses bad paging with 400 in the envelope, and anonymous callers with 401', async () => {
    for (const q of ['page=0', `pageSize=${MAX_PAGE_SIZE + 1}`, 'page=x', 'pageSize=-1']) {
      const res = await get(`/api/auth/activity?${q}`, ctx.alice);
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, 'VAL_001']);
      expect(res.json().requestId).toBe(res.headers['x-request-id']);
    }
    expect((await get('/api/auth/activity')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/activity', () => {
  it("answers everyone's, each row naming its user, newest first", async () => {
    const res = await get('/api/admin/activity?pageSize=100', ctx.root);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: AdminItem[]; total: number };
    const names = new Set(page.items.map((i) => i.username));
    expect(names).toEqual(new Set(['root', 'alice', 'bob']));
    expect(page.total).toBe(1 + 4 + 13);
    const ats = page.items.map((i) => Date.parse(i.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    const alices = page.items.find((i) => i.username === 'alice')!;
    expect(alices).toMatchObject({ userId: ctx.alice.user.id, actorId: null, actorUsername: null });
  });

  it('filters by user, by event, and both', async () => {
    const byUser = (await get(`/api/admin/activity?userId=${ctx.bob.user.id}`, ctx.root)).json();
    expect(byUser.total).toBe(13);
    expect(byUser.items.every((i: AdminItem) => i.userId === ctx.bob.user.id)).toBe(true);
    const byEvent = (await get('/api/admin/activity?event=sign_in&pageSize=100', ctx.root)).json();
    expect(byEvent.total).toBe(3);
    expect(byEvent.items.every((i: AdminItem) => i.event === 'sign_in')).toBe(true);
    const both = (
      await get(`/api/admin/activity?event=sign_out&userId=${ctx.alice.user.id}`, ctx.root)
    ).json();
    expect(both).toMatchObject({ items: [], total: 0 });
    const paged = (
      await get(`/api/admin/activity?userId=${ctx.bob.user.id}&page=3&pageSize=5`, ctx.root)
    ).json();
    expect(paged).toMatchObject({ total: 13, page: 3, pageSize: 5 });
    expect(paged.items).toHaveLength(3);
  });

  it('names the acting admin on the rows of an admin action', async () => {
    const roles = (await get('/api/admin/roles', ctx.root)).json() as {
      id: number;
      name: string;
    }[];
    const admin = roles.find((r) => r.name === 'ADMIN')!;
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ctx.bob.user.id}/addRole`,
      headers: authed(ctx.root),
      payload: { roleId: admin.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (
      await get(`/api/admin/activity?event=admin_user_changed&userId=${ctx.bob.user.id}`, ctx.root)
    ).json();
    expect(page.items[0]).toMatchObject({
      username: 'bob',
      actorId: ctx.root.user.id,
      actorUsername: 'root',
      detail: { role: 'ADMIN', action: 'added' },
    });
  });

  it('is refused to a user without ADMIN (403 AUTH_004) and to anonymous callers (401)', async () => {
    const res = await get('/api/admin/activity', ctx.alice);
    expect([res.statusCode, res.json().code]).toEqual([403, 'AUTH_004']);
    expect((await get('/api/admin/activity')).statusCode).toBe(401);
  });

  it('refuses an unknown event or a bad user id with 400 in the envelope', async () => {
    for (const q of ['event=nope', 'event=', 'userId=abc', 'userId=0', 'userId=1&page=0']) {
      const res = await get(`/api/admin/activity?${q}`, ctx.root);
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, 'VAL_001']);
      expect(res.json().requestId).toBe(res.headers['x-request-id']);
    }
  });
});
