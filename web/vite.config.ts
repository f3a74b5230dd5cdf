/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const commonEntry = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.VERDICT_API ?? 'http://127.0.0.1:3000';
/** Unit tests that replace a module with `vi.mock`: they run in a page (and module set) of their own. */
const MODULE_MOCKING_TESTS = [
  'src/hooks/api/message-push.test.tsx',
  'src/routes/group/group-detail/rank/rank-tab.test.tsx',
  'src/routes/rank/user-rank/user-rank-page.test.tsx',
];
const FRESH_PAGE = './src/test/fresh-page.ts';
/** vscode-jsonrpc offers its browser build under the `browser` condition only, which Vitest does not use. */
const jsonRpcBrowser = fileURLToPath(
  new URL('./node_modules/vscode-jsonrpc/lib/browser/main.js', import.meta.url),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each text file, sent by the server to browsers that accept
    // them (server/src/infra/web/serve-web-app.ts); files under 1 KB gain too little to bother.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
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
      // The problem assistant's routes (its replies stream as server-sent events).
      '/ai/': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      output: {
        // The entry and everything it imports statically in one chunk: on HTTP/1.1 a dozen small
        // chunks cost the browser several round trips before the first page can even be asked for.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            {
              name: 'app-shared',
              // Left out: what is heavy or used by few pages (the markdown pipeline, dialogs, the
              // back office's problem picker (Headless UI's combobox),
              // comment hooks, which bring swr/infinite into every page that loads this chunk, the
              // hooks of the group, training, community and teacher screens, which the problem page
              // never needs, the assistant's stream client, loaded with its dialog, and the chat's
              // state and hooks, loaded with the chat).
              test: /[\\/]web[\\/]src[\\/](lib|hooks|stores|types|components[\\/](ui|common|layout))[\\/](?!.*(markdown|katex|modal|form-dialog|problem-picker|add-problem-form|rule-note|assistant-stream|sse-parser|chat-|api[\\/](comment|group|teacher|training|discussion|message|note|admin|assistant\.|chat\.)))|[\\/]common[\\/]src[\\/]|editor[\\/]language-id/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    alias: [{ find: /^vscode-jsonrpc\/browser$/, replacement: jsonRpcBrowser }],
    // Vitest leaves a core to itself by default; its main process mostly waits, and a second
    // worker on a two-core machine takes the suite from 110 s to 70 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One page per worker instead of one per file (83 s → 14 s on two cores); each file still
    // starts from a fresh page's state (src/test/fresh-page.ts). Files that replace a module
    // (`vi.mock`) keep a page and modules of their own.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared page',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MODULE_MOCKING_TESTS,
          isolate: false,
          setupFiles: [FRESH_PAGE],
        },
      },
      { extends: true, test: { name: 'own page', include: MODULE_MOCKING_TESTS } },
    ],
  },
});
