import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authed } from '../test/auth.js';
import { withUsers } from '../test/users.js';
import type { JsonSchema } from './hostile.js';

/**
 * `DELETE /api/budgets/a%00b` was a 500 (PostgreSQL refuses U+0000 in any text).
 * Every path parameter of every operation in the OpenAPI document, given a value holding U+0000
 * anywhere, answers 400 VAL_003 naming that parameter; every text query parameter answers 400.
 * Operations added later are covered the day they appear in the document.
 */
const ctx = withUsers('alice');

type Parameter = { in: string; name: string; schema?: JsonSchema };
interface Doc {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A value each kind of parameter accepts, for the parameters not under test. */
function plausible(p: Parameter): string {
  const s = p.schema ?? {};
  if (s.enum) return String(s.enum[0]);
  if (s.format === 'date') return '2026-01-15';
  if (/symbol|instrument/i.test(p.name)) return 'AAPL';
  return '1';
}

/** Any text with U+0000 somewhere in it, the way a client would put it in a URL. */
const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);

async function operations() {
  const doc = (await ctx.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  return Object.entries(doc.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ route, method, params: op.parameters ?? [] })),
  );
}

const request = (method: string, url: string) =>
  ctx.t.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: authed(ctx.alice),
    ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
  });

describe('U+0000 in a path or query parameter is refused as bad input', () => {
  it('every path parameter: 400 VAL_003 naming it, never a 404 or a 5xx', async () => {
    let checked = 0;
    for (const { route, method, params } of await operations()) {
      const path = params.filter((p) => p.in === 'path');
      for (const target of path) {
        await fc.assert(
          fc.asyncProperty(withNul, async (bad) => {
            const url = route.replace(/\{([^}]+)\}/g, (_, name: string) =>
              encodeURIComponent(
                name === target.name ? bad : plausible(path.find((p) => p.name === name)!),
              ),
            );
            const res = await request(method, url);
            const what = `${method.toUpperCase()} ${route} {${target.name}}`;
            expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBe(400);
            const body = res.json() as { code: string; errors?: Record<string, string[]> };
            expect(body.code, what).toBe('VAL_003');
            expect(Object.keys(body.errors ?? {}), what).toContain(target.name);
          }),
          { numRuns: 3, seed: 27 + checked },
        );
        checked += 1;
      }
    }
    // Today: ids, a budget's category, a session's and an upload's id, a symbol, a date, a kind.
    expect(checked).toBeGreaterThan(60);
  }, 120_000);

  it('every text query parameter: 400, never a 5xx', async () => {
    let checked = 0;
    for (const { route, method, params } of await operations()) {
      if (params.some((p) => p.in === 'path')) continue;
      for (const target of params.filter((p) => p.in === 'query')) {
        const res = await request(
          method,
          `${route}?${new URLSearchParams({ [target.name]: 'a\u0000b' })}`,
        );
        const what = `${method.toUpperCase()} ${route} ?${target.name}`;
        expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBe(400);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  }, 120_000);
});
