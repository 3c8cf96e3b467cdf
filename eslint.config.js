import path from 'node:path';
import js from '@eslint/js';
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
 * Import boundaries of DESIGN.md: no feature imports another feature (shared code goes to
 * packages/core, apps/web/src/lib or apps/web/src/components, apps/server/src/plugins), and
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
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
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
