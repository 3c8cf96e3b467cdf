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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
