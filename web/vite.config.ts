/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const commonEntry = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.VERDICT_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The common package's `main` points at a CJS build that may not exist; use its sources.
    alias: [
      { find: /^@verdict\/common$/, replacement: commonEntry },
      { find: /^@\//, replacement: `${srcDir}/` },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
