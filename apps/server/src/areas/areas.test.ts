import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetWorthInput } from '../ledger/networth-inputs.js';
import type { PostingSource } from '../ledger/posting-sources.js';
import { createTestApp, type TestApp } from '../test/app.js';
import type { Area, AreaRoutes } from './area.js';
import { AREAS } from './index.js';
import { ledgerOf } from './plug-in.js';
import { serviceLookup } from './services.js';

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** Every .ts file under `dir`, tests and test helpers left out (they reach internals on purpose). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

const moduleNames = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('the areas list', () => {
  it('holds one area per module, declared in the module’s own <area>.area.ts', async () => {
    expect(AREAS.map((a) => a.name).sort()).toEqual([...moduleNames].sort());
    for (const name of moduleNames) {
      const file = path.join(MODULES, name, `${name}.area.ts`);
      const declared = (await import(file)) as Record<string, Area>;
      expect(Object.values(declared), name).toContain(AREAS.find((a) => a.name === name));
    }
  });

  it('is the only way into a module from outside it: others import its declaration only', () => {
    const outside = sources(SRC).filter((f) => !f.startsWith(MODULES + path.sep));
    const wrong: string[] = [];
    for (const file of outside) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(file), spec!));
        if (target.startsWith('..')) continue;
        const [area, ...rest] = target.split(path.sep);
        if (rest.join('/') !== `${area}.area.js`)
          wrong.push(`${path.relative(SRC, file)} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('declares every posting source and net-worth input in exactly one area, its own', async () => {
    const kinds = { PostingSource: 'postingSources', NetWorthInput: 'netWorthInputs' } as const;
    let found = 0;
    for (const file of [...sources(MODULES), ...sources(path.join(SRC, 'ledger'))]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, name, kind] of text.matchAll(
        /export const (\w+): (PostingSource|NetWorthInput) =/g,
      )) {
        const mod = (await import(file)) as Record<string, PostingSource | NetWorthInput>;
        const key = kinds[kind as keyof typeof kinds];
        const declaredBy = AREAS.filter((a) =>
          (a[key] as readonly unknown[] | undefined)?.includes(mod[name!]),
        ).map((a) => a.name);
        const rel = path.relative(MODULES, file).split(path.sep);
        // The ledger's own input (cash balances) is the accounts area's.
        const owner = rel[0] === '..' ? 'accounts' : rel[0];
        expect(declaredBy, `${name} (${path.relative(SRC, file)})`).toEqual([owner]);
        found++;
      }
    }
    const ledger = ledgerOf(AREAS);
    expect(found).toBe(ledger.postingSources.length + ledger.netWorthInputs.length);
    // Names are what account deletion and the invariant report: each is one source's.
    for (const list of [ledger.postingSources, ledger.netWorthInputs]) {
      const names = list.map((x) => x.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('refuses a reader or writer declared twice, and a service provided twice or by none', () => {
    const twice: Area = { name: 'x', routes: [], transactionReader: async () => ({}) as never };
    expect(() => ledgerOf([...AREAS, twice])).toThrow(/Exactly one area must declare/);
    expect(() => ledgerOf(AREAS.filter((a) => !a.propertyEntryWriter))).toThrow(/found none/);
    const upcoming = async () => [];
    expect(() =>
      serviceLookup([
        { area: 'a', services: { upcoming } },
        { area: 'b', services: { upcoming } },
      ]),
    ).toThrow(/provided by a and b/);
    expect(() => serviceLookup([]).need('netWorth')).toThrow(/No area provides/);
  });
});

describe('the app', () => {
  /**
   * What each area's route plugins add, seen as the app registers them: each mount is wrapped in
   * a scope of its own whose onRoute hook records the routes (the URLs are the real ones).
   */
  const probed = new Map<string, { method: string; url: string }[]>();
  for (const area of AREAS) {
    const routes: { method: string; url: string }[] = [];
    probed.set(area.name, routes);
    for (const mount of area.routes as AreaRoutes[]) {
      const register = mount.register;
      mount.register = (api, ctx) =>
        api.register(async (scope) => {
          scope.addHook('onRoute', (r) => {
            for (const method of [r.method].flat()) routes.push({ method, url: r.url });
          });
          await register(scope, ctx);
        });
    }
  }
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('serves every route of every area under /api, at the declared prefix', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/no-such-area' })).toBe(false);
    for (const area of AREAS) {
      const routes = probed.get(area.name)!;
      expect(routes.length, area.name).toBeGreaterThan(0);
      const prefixes = area.routes.map((m) => `/api${m.prefix}`);
      for (const { method, url } of routes) {
        expect(
          prefixes.some((p) => url === p || url.startsWith(`${p}/`)),
          `${area.name}: ${method} ${url} under ${prefixes.join(', ')}`,
        ).toBe(true);
        expect(t.app.hasRoute({ method: method as 'GET', url }), `${method} ${url}`).toBe(true);
      }
    }
  });

  it('serves no route of the API that no area declares', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    const declared = new Set([...probed.values()].flatMap((routes) => routes.map((r) => r.url)));
    // The OpenAPI document writes `:id` as `{id}`.
    const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    const known = new Set([...declared].map(toOpenApi));
    const undeclared = paths.filter((p) => !known.has(p));
    expect(paths.length).toBeGreaterThan(50);
    expect(undeclared).toEqual([]);
  });
});
