import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const coreSource = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));

// Server tests talk to a real PostgreSQL: TEST_DATABASE_URL / DATABASE_URL when set, otherwise one
// embedded server for the run (see src/test/global-setup.ts). Each test file gets its own database.
export default defineProject({
  resolve: { alias: { '@wealthlog/core': coreSource } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
