import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed, login, type Signed } from '../test/auth.js';
import { createAccount } from '../test/ledger.js';
import { withUsers } from '../test/users.js';
import { BROKEN_MULTIPART, bodyFor, type JsonSchema, pathValue, valueFor } from './hostile.js';

/**
 * Every operation of the OpenAPI document, fed values derived from its schemas and hostile ones
 * (issue 11): never a 5xx, never a cut answer, always the envelope with its X-Request-ID. Routes
 * added later are covered the day they appear in the document. FUZZ_RUNS sets the runs per
 * operation: a few in `npm test`, many in `npm run fuzz`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ctx = withUsers('alice', 'bob');

type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The answer is complete JSON, and an error is the envelope whose requestId is the header's. */
function expectWellFormed(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = JSON.parse(res.body) as { code?: unknown; message?: unknown; requestId?: unknown };
  expect(typeof body.code, `${what}: ${res.body.slice(0, 200)}`).toBe('string');
  expect(typeof body.message, what).toBe('string');
  expect(body.requestId, what).toBe(res.headers['x-request-id']);
}

function resolve(doc: Doc, s: JsonSchema | undefined): JsonSchema | undefined {
  return s?.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s;
}

describe('every OpenAPI operation under hostile input', () => {
  it('never answers 5xx, never cuts an answer, always the envelope', async () => {
    const { t, bob } = ctx;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
    const foreign = await createAccount(t, bob, {
      name: 'Not yours',
      type: 'CASH',
      currency: 'EUR',
      balance: 5,
    });
    let operations = 0;
    let requests = 0;
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        // Signing out or changing a password ends the session the other operations use.
        let session: Signed = await login(t, 'alice');
        operations += 1;
        const params = op.parameters ?? [];
        const query = params.filter((p) => p.in === 'query');
        const bodySchema = resolve(doc, op.requestBody?.content?.['application/json']?.schema);
        await fc.assert(
          fc.asyncProperty(
            fc.array(pathValue([foreign.id]), { minLength: 4, maxLength: 4 }),
            fc.record(Object.fromEntries(query.map((p) => [p.name, valueFor(p.schema)])), {
              requiredKeys: [],
            }),
            bodySchema ? bodyFor(bodySchema) : fc.constant(undefined),
            async (ids, q, body) => {
              let i = 0;
              const url = route.replace(/\{[^}]+\}/g, () => encodeURI(ids[i++]!));
              const search = new URLSearchParams(
                Object.entries(q).map(([k, v]) => [
                  k,
                  typeof v === 'string' ? v : JSON.stringify(v),
                ]),
              );
              const res = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url: `${url}${search.size ? `?${search}` : ''}`,
                headers: { ...authed(session), 'content-type': 'application/json' },
                ...(method === 'get' || method === 'delete' || body === undefined
                  ? {}
                  : { payload: JSON.stringify(body) }),
              });
              requests += 1;
              expectWellFormed(res, `${method.toUpperCase()} ${route}`);
              if (res.statusCode === 401) session = await login(t, 'alice');
            },
          ),
          { numRuns: RUNS, seed: SEED + operations, endOnFailure: true },
        );
        // Wrong content types and broken multipart, on every operation that takes a body.
        if (method !== 'get' && method !== 'delete') {
          for (const broken of BROKEN_MULTIPART) {
            const res = await t.app.inject({
              method: method.toUpperCase() as 'POST',
              url: route.replace(/\{[^}]+\}/g, String(foreign.id)),
              headers: { ...authed(session), 'content-type': broken.contentType },
              payload: broken.body,
            });
            requests += 1;
            expectWellFormed(res, `${method.toUpperCase()} ${route} (${broken.contentType})`);
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(55);
    console.info(
      `Fuzzed ${operations} operations with ${requests} requests (${RUNS} runs each, seed ${SEED})`,
    );
    // Nothing of bob's was reached through alice's requests.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/account/${foreign.id}`,
          headers: authed(bob),
        })
      ).json().balance,
    ).toBe(5);
  }, 300_000);
});
