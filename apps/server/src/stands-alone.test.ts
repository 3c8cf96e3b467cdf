import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_RATES_FILE } from './modules/fx/shipped-rates.js';

/**
 * A person who clones the project has nothing beside it: no test, app or build script may read
 * outside the repository (the bench alone may prefer shared/ when it is there). .ci/run proves it
 * end to end by running everything in a bare clone; this catches a stray path within seconds.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report']);
// Built from pieces so this file does not itself contain the paths it looks for.
const OUTSIDE = new RegExp(
  ['\\.\\./' + 'shared\\b', 'WEALTHLOG_' + 'SHARED_DIR', '/work/' + 'shared'].join('|'),
);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs|js|json)$/.test(e.name) ? [full] : [];
  });
}

describe('the repository stands alone', () => {
  it('has no test or app code that reads beside the repository', () => {
    const files = ['apps', 'packages', 'scripts/lib'].flatMap((d) => sources(path.join(ROOT, d)));
    files.push(
      path.join(ROOT, 'scripts/test.mjs'),
      path.join(ROOT, 'scripts/e2e.mjs'),
      path.join(ROOT, 'scripts/start.mjs'),
    );
    expect(files.length).toBeGreaterThan(300);
    const offenders = files.filter(
      (f) => f !== import.meta.filename && OUTSIDE.test(fs.readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('ships the ECB history inside it', () => {
    expect(SHIPPED_RATES_FILE.startsWith(ROOT)).toBe(true);
    expect(fs.statSync(SHIPPED_RATES_FILE).size).toBeGreaterThan(300_000);
  });
});
