import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The feature folder a file lives in, if any: `web:accounts`, `server:auth`. */
function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const web = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  if (web) return `web:${web[1]}`;
  const server = /^apps\/server\/src\/modules\/([^/]+)\//.exec(rel);
  if (server) return `server:${server[1]}`;
  return undefined;
}

/**
 * The layer a file belongs to. Dependencies point one way only: web `app → features →
 * lib/components`, server `app.ts/server.ts → modules → plugins/db/ledger`; never back.
 */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = /^apps\/(web|server)\/src\/([^/]+)\//.exec(rel);
  if (!m) return undefined;
  const [, side, dir] = m;
  if (side === 'web')
    return {
      app: 'web:app',
      features: 'web:features',
      lib: 'web:shared',
      components: 'web:shared',
    }[dir];
  return {
    modules: 'server:modules',
    plugins: 'server:shared',
    db: 'server:shared',
    ledger: 'server:shared',
    lib: 'server:shared',
    http: 'server:shared',
  }[dir];
}
/** What each layer must never import. */
const FORBIDDEN = {
  'web:features': ['web:app'],
  'web:shared': ['web:app', 'web:features'],
  'server:shared': ['server:modules'],
};

/**
 * Import boundaries (docs/architecture.md, "The layers, one way only"): no feature imports
 * another feature (shared code goes to packages/core, apps/web/src/lib or
 * apps/web/src/components, apps/server/src/plugins), layers point one way (layerOf), and
 * packages/core imports nothing of the apps.
 */
const boundaries = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const rel = path.relative(root, file).split(path.sep).join('/');
        const inCore = rel.startsWith('packages/core/');
        const mine = featureOf(file);
        function check(node) {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          if (inCore && (spec.startsWith('@wealthlog/') || /apps\//.test(spec))) {
            context.report({ node, message: 'packages/core must not import the apps.' });
            return;
          }
          if (!spec.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), spec);
          if (inCore && !path.relative(root, target).startsWith('packages/core')) {
            context.report({ node, message: 'packages/core must not import outside itself.' });
          }
          const theirs = featureOf(`${target}/x`);
          if (mine && theirs && theirs !== mine) {
            context.report({ node, message: `Feature ${mine} must not import feature ${theirs}.` });
          }
          const from = layerOf(file);
          const to = layerOf(`${target}/x`);
          if (from && to && FORBIDDEN[from]?.includes(to)) {
            context.report({
              node,
              message: `${from} must not import ${to}: dependencies point one way (app → features → shared).`,
            });
          }
        }
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: boundaries },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Cycles make the order of module start-up matter; one-way layers (above) rule most out.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The files an import leads to are TypeScript: parse them as such to follow the graph.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/core/tsconfig.json',
          ],
          conditionNames: ['@wealthlog/source', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Small files (house rule 6, docs/architecture.md): past 250 lines, split by responsibility.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test/**', 'apps/web/e2e/**'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection ends the process).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'packages/core/src/**/*.test.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
