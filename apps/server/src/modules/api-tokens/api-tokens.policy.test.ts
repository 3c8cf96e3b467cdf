import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../fuzz/hostile.js';
import { defaultTokenPolicy } from '../../plugins/auth/token-policy.js';
import { bearer, createToken } from '../../test/api-tokens.js';
import { authed } from '../../test/auth.js';
import { type Operation, wellFormedRequests } from '../../test/well-formed.js';
import { withUsers } from '../../test/users.js';

/**
 * The token policy over the whole API, read from the OpenAPI document: routes added later (the
 * second factor's, the passkeys') are checked the day they appear, without being listed here.
 */
const ctx = withUsers('admin');

interface Doc {
  paths: Record<string, Record<string, Operation & { security?: Record<string, unknown>[] }>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** Where a token must never go: sign-in management, administration, replacing everything. */
function mustRefuse(method: string, path: string): boolean {
  if (method === 'get' && path === '/api/auth/me') return false;
  if (method === 'post' && path === '/api/backup/restore') return true;
  return path.startsWith('/api/auth/') || path.startsWith('/api/admin/');
}

async function operations() {
  const doc = (await ctx.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
  return { doc, ops: ops.filter(({ op }) => op.security !== undefined) };
}

describe('the token policy', () => {
  it('defaults to refused under /api/auth (routes not written yet included), allowed elsewhere', () => {
    expect(defaultTokenPolicy('/api/auth/2fa/totp/setup')).toBe('refused');
    expect(defaultTokenPolicy('/api/auth/passkeys/:id')).toBe('refused');
    expect(defaultTokenPolicy('/api/auth')).toBe('refused');
    expect(defaultTokenPolicy('/api/authors')).toBe('allowed');
    expect(defaultTokenPolicy('/api/account')).toBe('allowed');
  });

  it('is stated per operation in the API document, with the apiToken scheme described', async () => {
    const { doc, ops } = await operations();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('wl_'),
    });
    const wrong = ops
      .filter(({ method, path, op }) => {
        const takesToken = op.security!.some((s) => 'apiToken' in s);
        return takesToken === mustRefuse(method, path);
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(wrong).toEqual([]);
    expect(
      ops.filter(({ op }) => op.security!.some((s) => 'apiToken' in s)).length,
    ).toBeGreaterThan(100);
  });

  it('refuses a read-write admin token with 403 AUTH_004 on every such operation', async () => {
    const { doc, ops } = await operations();
    const { token } = await createToken(ctx.t, ctx.admin, { name: 'all', scope: 'read-write' });
    const resolve = (s: JsonSchema) =>
      s.$ref ? (doc.components.schemas[s.$ref.split('/').pop()!] ?? s) : s;
    const leaks: string[] = [];
    let refused = 0;
    for (const { method, path, op } of ops.filter((o) => mustRefuse(o.method, o.path))) {
      for (const req of wellFormedRequests(path, method, op, resolve)) {
        const res = await ctx.t.app.inject({
          ...req,
          headers: { ...(req.headers ?? {}), ...bearer(token) },
        });
        // A body the schema refuses stops before authentication (400): never a success.
        if (res.statusCode < 400 || ![400, 403].includes(res.statusCode))
          leaks.push(`${method.toUpperCase()} ${req.url} → ${res.statusCode}`);
        if (res.statusCode === 403) {
          expect(res.json().code).toBe('AUTH_004');
          refused += 1;
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(refused).toBeGreaterThan(15);
    // Still the admin, still signed in.
    const me = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authed(ctx.admin),
    });
    expect(me.json().user.roles).toContain('ADMIN');
  });
});
