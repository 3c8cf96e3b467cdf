import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const coreSource = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));

// Server tests talk to a real PostgreSQL: TEST_DATABASE_URL / DATABASE_URL when set, otherwise one
// embedded server for the run (see src/test/global-setup.ts). Each test file gets its own database.
export default defineProject({
  resolve: { alias: { '@wealthlog/core': coreSource } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
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
  },
});
