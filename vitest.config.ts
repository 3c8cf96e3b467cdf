import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: `core` (pure), `server` (real PostgreSQL), `web` (jsdom), then
// `server-latency` (the server tests that time a bystander's requests, alone, after the others).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web', 'apps/server/vitest.latency.config.ts'],
  },
});
