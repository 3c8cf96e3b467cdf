import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { LATENCY_TESTS, serverTest } from './vitest.config.js';

const coreSource = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));

// The server tests that assert a bystander's latency (see LATENCY_TESTS): after every other
// project (groupOrder 1), one file at a time, so what they time is the app, not the test run.
export default defineProject({
  resolve: { alias: { '@wealthlog/core': coreSource } },
  test: {
    ...serverTest,
    name: 'server-latency',
    include: LATENCY_TESTS,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
