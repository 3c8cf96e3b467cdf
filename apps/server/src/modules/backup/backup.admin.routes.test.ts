import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataPaths } from '../../data-dir.js';
import { authed } from '../../test/auth.js';
import { withUsers } from '../../test/users.js';

/** GET /api/admin/backups (API.md "Your data"): the backups in DATA_DIR/backups, for admins only. */
const ctx = withUsers('alice', 'bob');

/** A file in DATA_DIR/backups with `size` bytes, last written `minutesAgo`. */
function put(name: string, size: number, minutesAgo: number) {
  const dir = dataPaths(ctx.t.config.DATA_DIR).backups;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.alloc(size));
  const at = new Date(Date.now() - minutesAgo * 60_000);
  fs.utimesSync(file, at, at);
  return at.toISOString();
}

describe('GET /api/admin/backups', () => {
  it('lists nightly, hand-made and unfinished backups, newest first, to an admin', async () => {
    const nightly = put('wealthlog-2025-03-01.zip', 300, 60);
    const manual = put('wealthlog-2025-03-01-101500.zip', 200, 30);
    const partial = put('.partial-wealthlog-2025-03-02.zip', 100, 1);
    put('notes.txt', 5, 0); // not a backup: left out
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/admin/backups',
      headers: authed(ctx.alice),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        name: '.partial-wealthlog-2025-03-02.zip',
        createdAt: partial,
        size: 100,
        status: 'partial',
      },
      { name: 'wealthlog-2025-03-01-101500.zip', createdAt: manual, size: 200, status: 'complete' },
      { name: 'wealthlog-2025-03-01.zip', createdAt: nightly, size: 300, status: 'complete' },
    ]);
  });

  it('answers 403 AUTH_004 to a user who is not an admin', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/admin/backups',
      headers: authed(ctx.bob),
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'AUTH_004']);
  });
});
