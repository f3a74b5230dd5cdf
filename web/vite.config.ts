/// <reference types="vitest/config" />
import { realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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
/** Both languages' base texts, which the app itself fetches on demand. */
const LOAD_LOCALES = './src/test/load-locales.ts';
const PATIENT_WAITS = './src/test/patient-waits.ts';
/** vscode-jsonrpc offers its browser build under the `browser` condition only, which Vitest does not use. */
const jsonRpcBrowser = fileURLToPath(
  new URL('./node_modules/vscode-jsonrpc/lib/browser/main.js', import.meta.url),
);
/**
 * React Router's package sends bundlers its development build (warnings, checks, 30 KB of the
 * first load); builds take its production files. Tests and the dev server keep the development one.
 */
const reactRouterDist = join(
  realpathSync(fileURLToPath(new URL('./node_modules/react-router-dom', import.meta.url))),
  '../react-router/dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * Parts of Monaco's core that the app's editor never runs, each replaced by a small stand-in in
 * `src/components/editor/monaco-trim/` (about 60 KB of the editor chunk in brotli): the diff
 * editors and WebGPU rendering (never created), the EditContext input (turned off), and the code
 * action, "paste as", colour picker, inlay hint and quick pick pieces that only unregistered
 * contributions or palette commands reach. Keyed by the module's path under monaco-editor/esm/vs/.
 */
const MONACO_STAND_INS: Record<string, string> = {
  'editor/browser/widget/diffEditor/diffEditorWidget.js': 'diff-editor-widget.ts',
  'editor/browser/widget/multiDiffEditor/multiDiffEditorWidget.js': 'multi-diff-editor-widget.ts',
  'editor/browser/gpu/viewGpuContext.js': 'view-gpu-context.ts',
  'editor/browser/viewParts/viewLinesGpu/viewLinesGpu.js': 'view-lines-gpu.ts',
  'editor/browser/controller/editContext/native/nativeEditContext.js': 'native-edit-context.ts',
  'editor/contrib/dropOrPasteInto/browser/copyPasteController.js': 'copy-paste-controller.ts',
  'editor/contrib/codeAction/browser/codeAction.js': 'code-action.ts',
  'editor/contrib/codeAction/browser/codeActionController.js': 'code-action-controller.ts',
  'platform/quickinput/browser/quickInputService.js': 'quick-input-service.ts',
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker.js': 'hover-color-picker.ts',
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js':
    'hover-color-picker-participant.ts',
  'editor/contrib/inlayHints/browser/inlayHintsHover.js': 'inlay-hints-hover.ts',
};
const MONACO_ESM = /[\\/]monaco-editor[\\/]esm[\\/]vs[\\/](.+)$/;

function monacoTrim(): Plugin {
  return {
    name: 'verdict:monaco-trim',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !MONACO_ESM.test(importer) || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const path = resolved && MONACO_ESM.exec(resolved.id)?.[1].replaceAll('\\', '/');
      const standIn = path ? MONACO_STAND_INS[path] : undefined;
      return standIn ? join(srcDir, 'components', 'editor', 'monaco-trim', standIn) : resolved;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    monacoTrim(),
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each text file, sent by the server to browsers that accept
    // them (server/src/infra/web/serve-web-app.ts); files under 1 KB gain too little to bother.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      // Fonts too: Monaco's icon font is a 150 KB TrueType file (67 KB in brotli).
      include: /\.(html|xml|css|json|js|mjs|svg|ttf)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // The common package's `main` points at a CJS build that may not exist; use its sources.
    alias: [
      { find: /^@verdict\/common$/, replacement: commonEntry },
      { find: /^@\//, replacement: `${srcDir}/` },
      ...(command === 'build' ? reactRouterProduction : []),
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
    // Room for the longer waits of src/test/patient-waits.ts, a few to a test.
    testTimeout: 60_000,
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
          setupFiles: [PATIENT_WAITS, LOAD_LOCALES, FRESH_PAGE],
        },
      },
      {
        extends: true,
        test: { name: 'own page', include: MODULE_MOCKING_TESTS, setupFiles: [PATIENT_WAITS, LOAD_LOCALES] },
      },
    ],
  },
}));
