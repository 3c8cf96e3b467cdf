import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { AREA_TEXTS } from '../locales/areas';
import { areaTexts, type Tree } from '../test/area-texts';

/**
 * ADR 0030, checked on the source: every text key a lazy part names (a page of routes.tsx, a part
 * of slots.ts, with everything it imports) is in the core bundle or in an area that part lists in
 * its `texts`, and the first download names only core keys. Otherwise a page would show a raw key
 * in a language whose area file it never fetched. Keys are found as string literals beginning with
 * an area's top-level key ('accounts.title', `trading.side.${side}`); a literal that names no text
 * of that area (an endpoint's name in lib/api/endpoints.ts) is not a text and is skipped.
 */
const src = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(file, 'utf8');

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}
const coreKeys = new Set(keysOf(JSON.parse(read(path.join(src, 'locales/en.json'))) as Tree));
/** Area folder → its keys; top-level key → the area folders defining keys under it. */
const areaKeys = new Map(areaTexts.map(({ dir, texts }) => [dir, keysOf(texts.en ?? {})]));
const tops = [...new Set([...areaKeys.values()].flat().map((key) => key.split('.')[0]))];
// Not after `call(`: there it names an endpoint (lib/api/endpoints.ts), such as 'passkeys.rename'.
const literal = new RegExp(`(?<!call\\()['"\`]((?:${tops.join('|')})\\.[\\w.]*(\\$\\{)?)`, 'g');

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(
    (file) => /\.tsx?$/.test(file) && fs.existsSync(file),
  );
}
const importsOf = (file: string, dynamic: boolean) =>
  [...read(file).matchAll(dynamic ? /(?:from|import\(?)\s*'([^']+)'/g : /from\s*'([^']+)'/g)]
    .map((m) => resolve(file, m[1] ?? ''))
    .filter((f): f is string => f !== undefined);

/** The area texts a module names: each literal's key mapped to the area folder holding it. */
function areasNamed(file: string): { key: string; areas: string[] }[] {
  return [...read(file).matchAll(literal)].flatMap(([, text = '', template]) => {
    const key = template ? text.slice(0, -2) : text;
    if (coreKeys.has(key)) return [];
    const matches = (k: string) =>
      template ? k.startsWith(key) : k === key || k.startsWith(`${key}.`);
    const areas = [...areaKeys].filter(([, keys]) => keys.some(matches)).map(([dir]) => dir);
    return areas.length ? [{ key, areas }] : [];
  });
}

/** Each area's name (locales/areas.ts) → its folder, by what its English loader brings. */
const areaDir = new Map(
  await Promise.all(
    Object.entries(AREA_TEXTS).map(async ([name, load]) => {
      const en = JSON.stringify((await load.en()).default);
      return [name, areaTexts.find((a) => JSON.stringify(a.texts.en) === en)?.dir] as const;
    }),
  ),
);

/** Each lazy part: the module its `import('…')` names and the areas listed (`['accounts', …]`). */
function lazyParts(file: string) {
  return read(file)
    .split(/(?=import\(')/)
    .slice(1)
    .map((part) => ({
      module: resolve(file, /^import\('([^']+)'\)/.exec(part)?.[1] ?? '') ?? '',
      texts: [...(/\[((?:\s*'\w+',?)+\s*)\]/.exec(part)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
        ([, name = '']) => areaDir.get(name as keyof typeof AREA_TEXTS),
      ),
    }));
}
const parts = [
  ...lazyParts(path.join(src, 'app/routes.tsx')),
  ...lazyParts(path.join(src, 'app/slots.ts')),
];
const starts = new Set(parts.map((p) => p.module));

/** What a part shows: its module and what it imports, up to another lazy part. */
function missingTexts(entry: string, listed: (string | undefined)[], dynamic: boolean) {
  const seen = new Set<string>();
  const stack = [entry];
  const missing: string[] = [];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file) || (file !== entry && starts.has(file))) continue;
    seen.add(file);
    for (const { key, areas } of areasNamed(file))
      if (!areas.some((dir) => listed.includes(dir)))
        missing.push(`${path.relative(src, file)}: ${key} (${areas.join(' or ')})`);
    stack.push(...importsOf(file, dynamic));
  }
  return missing;
}

describe('each lazy part lists the areas whose texts it shows', () => {
  it('finds the lazy parts and the areas', () => {
    expect(parts.length).toBeGreaterThan(20);
    expect(parts.every((p) => p.module && p.texts.every(Boolean))).toBe(true);
    expect([...areaDir.values()].sort()).toEqual(areaTexts.map((a) => a.dir).sort());
    expect(LOCALES.every((l) => areaTexts.every((a) => a.texts[l]))).toBe(true);
  });

  it('the first download names only the core bundle’s texts', () => {
    expect(missingTexts(path.join(src, 'main.tsx'), [], false)).toEqual([]);
  });

  for (const { module, texts } of parts)
    it(`${path.relative(src, module)}`, () => {
      expect(missingTexts(module, texts, true)).toEqual([]);
    });
});
