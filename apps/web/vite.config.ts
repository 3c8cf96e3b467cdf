import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const coreSource = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));

// The web app imports @wealthlog/core from source: one schema, no build step in between.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@wealthlog/core': coreSource } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // An area's texts (features/<area>/locales/fr.json, ADR 0030) named after their area, so
        // they are told apart from the core bundle's en/fr/ar chunks (scripts/first-download.mjs).
        chunkFileNames: (chunk) => {
          const area = /\/src\/(?:features|components)\/([\w-]+)\/locales\/(\w+)\.json$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return area ? `assets/texts-${area[1]}-${area[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // Everything the entry imports statically (the first download) in one chunk, besides the
          // entry's own: left alone, Rolldown cut it into ~70 files where a lazy page shares a
          // module with it, and each file costs its import/export lines and its own gzip
          // dictionary. The lazy pages import from this chunk, which the browser already has. (The
          // locale's chunk does too: main.tsx must not await it at top level, see there.)
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
