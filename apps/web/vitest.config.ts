import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const coreSource = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@wealthlog/core': coreSource } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-app renders (Mantine in jsdom, typed input) take seconds on a busy machine; 5 s flaked.
    testTimeout: 20_000,
  },
});
