import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed, login, type Signed } from '../test/auth.js';
import { createAccount } from '../test/ledger.js';
import { withUsers } from '../test/users.js';
import { BROKEN_MULTIPART, bodyFor, type JsonSchema, pathValue, valueFor } from './hostile.js';
import { type Operation, wellFormedRequests } from '../test/well-formed.js';

/**
 * Every operation of the OpenAPI document, fed values derived from its schemas and hostile ones
 * (bad input gets a clear 4xx): never a 5xx, never a cut answer, always the envelope with its
 * X-Request-ID. Routes added later are covered the day they appear in the document. FUZZ_RUNS sets
 * the runs per operation: a few in `npm test`, many in `npm run fuzz`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ctx = withUsers('alice', 'bob');
/**
 * The operations of the OpenAPI document: said in the test's name, so that a route added or taken
 * away shows here. Update it with the document.
 */
const OPERATIONS = 179;
/** Operations whose well-formed request the handler itself refuses with field errors. */
const HANDLER_REFUSES_WITH_FIELDS = [
  'POST /api/auth/change-password',
  'POST /api/loans',
  // The password (never known to the fuzz) and the typed username are checked in the handler.
  'DELETE /api/auth/me',
  'DELETE /api/admin/users/{id}',
  // The first code of an authenticator app set up by no one (the fuzz cannot know a secret).
  'POST /api/auth/2fa/totp/enable',
  // The password and a code of that app: the handler checks both, and refuses with field errors.
  'POST /api/auth/2fa/totp/disable',
  // Exactly one of `code` and `recoveryCode` (a refinement the schema checks): the well-formed
  // bodies carry neither or both, and a random one seldom a 6-digit code alone.
  'POST /api/auth/2fa/verify',
  // A multipart form whose zip the handler reads; the fuzz sends no archive.
  'POST /api/backup/restore',
];
/** No request may hold the event loop longer: every other user's request would wait as long. */
const MAX_LOOP_STALL_MS = 200;

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
  it(`reaches all ${OPERATIONS} operations: never a 5xx, never a cut answer, always the envelope, never the event loop held ${MAX_LOOP_STALL_MS} ms`, async () => {
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
    /** Operations some request got past validation on: its handler ran. */
    const handled = new Set<string>();
    const stalls: string[] = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        operations += 1;
        const exercise = async () => {
          // Signing out or changing a password ends the session the other operations use.
          let session: Signed = await login(t, 'alice');
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
                if (![400, 404, 415].includes(res.statusCode))
                  handled.add(`${method.toUpperCase()} ${route}`);
                if (res.statusCode === 401) session = await login(t, 'alice');
              },
            ),
            { numRuns: RUNS, seed: SEED + operations, endOnFailure: true },
          );
          // And as a careful client would call it, so that every handler runs, not only the
          // validation in front of it.
          for (const req of wellFormedRequests(route, method, op, (x) => resolve(doc, x) ?? x)) {
            const res = await t.app.inject({
              ...req,
              headers: { ...authed(session), ...(req.headers ?? {}) },
            });
            requests += 1;
            expectWellFormed(res, `${method.toUpperCase()} ${req.url} (well formed)`);
            // A schema's refusal always lists the fields; a handler's own may not.
            if (![400, 415].includes(res.statusCode) || !('errors' in res.json()))
              handled.add(`${method.toUpperCase()} ${route}`);
          }
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
        };
        // A stall is recorded when the late timer finally fires: give it the chance. One seen
        // is tried again: a request that holds the loop does so every time, while a machine
        // busy with other test files only slows a moment.
        const stall = async () => {
          loop.reset();
          await exercise();
          await sleep(15);
          return loop.max / 1e6;
        };
        if ((await stall()) > MAX_LOOP_STALL_MS) {
          const again = await stall();
          if (again > MAX_LOOP_STALL_MS)
            stalls.push(`${method.toUpperCase()} ${route}: ${Math.round(again)} ms`);
        }
      }
    }
    loop.disable();
    expect(operations).toBe(OPERATIONS);
    expect(stalls, 'requests that held the event loop').toEqual([]);
    const missed = Object.entries(doc.paths).flatMap(([route, item]) =>
      Object.keys(item)
        .map((m) => `${m.toUpperCase()} ${route}`)
        .filter((k) => !handled.has(k) && !k.startsWith('PARAMETERS')),
    );
    // Both run their handlers, whose own refusals list fields as a schema's do: the current
    // password is checked there (the fuzz must not know it, or it would change it), and a loan's
    // account must be one of the user's LOAN accounts.
    expect(missed.filter((k) => !HANDLER_REFUSES_WITH_FIELDS.includes(k))).toEqual([]);
    console.info(
      `Fuzzed ${operations} operations with ${requests} requests (${RUNS} runs each, seed ${SEED}); ${handled.size} got past validation at least once`,
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
