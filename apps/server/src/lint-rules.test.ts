import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules that keep eleven areas from drifting (ADR 0007, ADR 0008) are lint errors, and
 * stay so: each case lints a real file of the tree with a few wrong lines added, and expects the
 * rule that must refuse them. Nothing is written to disk.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB_LIB = 'apps/web/src/lib/format.ts';
const WEB_FEATURE = 'apps/web/src/features/accounts/pages/accounts-page.tsx';
const SERVER_PLUGIN = 'apps/server/src/plugins/send-json.ts';
const SERVER_TEST = 'apps/server/src/startup-errors.test.ts';
const CORE_MONEY = 'packages/core/src/domain/money.ts';
const FILES = [WEB_LIB, WEB_FEATURE, SERVER_PLUGIN, SERVER_TEST, CORE_MONEY];
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules a file breaks when `extra` is added to what it holds today. */
async function rulesFor(file: string, extra: string, prepend = false): Promise<string[]> {
  const today = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const code = prepend ? `${extra}\n${today}` : `${today}\n${extra}\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint refuses', () => {
  it('today’s files as they are', async () => {
    // The first lint builds the TypeScript programs the type-aware rules need: tens of seconds.
    for (const file of FILES) expect(await rulesFor(file, ''), file).toEqual([]);
  }, 180_000);

  it('a wrong-way import: shared code reaching into the app, a feature or a module', async () => {
    expect(
      await rulesFor(WEB_LIB, "import { routes } from '../app/routes';\nexport const zz = routes;"),
    ).toContain('local/import-boundaries');
    expect(
      await rulesFor(
        SERVER_PLUGIN,
        "import { listAccounts } from '../modules/accounts/accounts.service.js';\nexport const zz = listAccounts;",
      ),
    ).toContain('local/import-boundaries');
  });

  it('one feature importing another', async () => {
    expect(
      await rulesFor(
        WEB_FEATURE,
        "import * as other from '../../transactions/api/categories';\nexport const zz = other;",
      ),
    ).toContain('local/import-boundaries');
  });

  it('an import cycle', async () => {
    // fx.ts imports money.ts; money.ts importing fx.ts back closes a cycle.
    expect(await rulesFor(CORE_MONEY, "export { FX_PIVOT } from './fx.js';")).toContain(
      'import-x/no-cycle',
    );
  });

  it('a source file over 250 lines, but not a test', async () => {
    const long = Array.from({ length: 260 }, (_, i) => `export const zz${i} = ${i};`).join('\n');
    expect(await rulesFor(SERVER_PLUGIN, long)).toContain('max-lines');
    expect(await rulesFor(SERVER_TEST, long)).not.toContain('max-lines');
  });

  it('a promise nobody awaits, or one passed where a callback returns nothing', async () => {
    const floating = 'export function zz(): void {\n  void 0;\n  Promise.resolve(1);\n}';
    expect(await rulesFor(SERVER_PLUGIN, floating)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
    const misused = 'export function zz(): void {\n  [1].forEach(async () => {});\n}';
    expect(await rulesFor(WEB_LIB, misused)).toContain('@typescript-eslint/no-misused-promises');
  });
});
