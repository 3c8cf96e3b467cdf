import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("the app's connections", () => {
  it('run without JIT and with the sort memory of the embedded server, on any PostgreSQL', async () => {
    const { rows } = await t.app.pool.query<{ jit: string; work_mem: string }>(
      `SELECT current_setting('jit') AS jit, current_setting('work_mem') AS work_mem`,
    );
    expect(rows[0]).toEqual({ jit: 'off', work_mem: '16MB' });
  });
});
