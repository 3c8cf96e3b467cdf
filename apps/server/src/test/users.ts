import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { NO_LIMITS, type Signed, signUp } from './auth.js';

/**
 * The usual start of an API test file: one app on its own database and signed-in users, made once
 * before the file's tests and closed after them. The first name registers first, so it is ADMIN.
 *
 *   const ctx = withUsers('alice', 'bob');
 *   it('…', async () => { await post(ctx.t, ctx.alice, …); });
 */
export function withUsers<N extends string>(...names: N[]): { t: TestApp } & Record<N, Signed> {
  const ctx = {} as { t: TestApp } & Record<N, Signed>;
  beforeAll(async () => {
    ctx.t = await createTestApp(NO_LIMITS);
    for (const name of names) (ctx as Record<N, Signed>)[name] = await signUp(ctx.t, name);
  });
  afterAll(async () => ctx.t?.close());
  return ctx;
}
