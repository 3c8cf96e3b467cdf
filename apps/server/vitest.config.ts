import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const coreSource = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));

/**
 * Tests that time another user's requests (or the event loop) while one user's heavy request runs:
 * they assert wall-clock latency (p99 < 100 ms), which other test files running beside them on a
 * two-core machine would blur. They run as their own project, `server-latency`
 * (vitest.latency.config.ts), one file at a time after every other project has finished.
 */
export const LATENCY_TESTS = [
  'src/**/*.bounds.test.ts',
  'src/modules/rules/rules.test.ts',
  'src/plugins/unknown-keys.test.ts',
  'src/fuzz/openapi-fuzz.test.ts',
];

// Server tests talk to a real PostgreSQL: TEST_DATABASE_URL / DATABASE_URL when set, otherwise one
// embedded server for the run (see src/test/global-setup.ts). Each test file gets its own database.
export const serverTest = {
  environment: 'node',
  // *.redis.test.ts need a real Redis: they run when TEST_REDIS_URL is set (.ci/run sets it when
  // Redis answers on 127.0.0.1:6379), and are left out, not skipped, on a machine without one.
  exclude: [
    ...configDefaults.exclude,
    ...(process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts']),
  ],
  globalSetup: ['./src/test/global-setup.ts'],
  pool: 'forks',
  testTimeout: 20_000,
  hookTimeout: 120_000,
} as const;

export default defineProject({
  resolve: { alias: { '@wealthlog/core': coreSource } },
  test: {
    ...serverTest,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...serverTest.exclude, ...LATENCY_TESTS],
  },
});
