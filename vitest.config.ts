import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: `core` (pure), `server` (real PostgreSQL), `web` (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
