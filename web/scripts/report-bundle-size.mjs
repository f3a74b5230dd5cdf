#!/usr/bin/env node
/**
 * Prints the gzipped JavaScript a browser downloads on first load, from the Vite manifest:
 * the entry with its static imports, and the same for the problem page before the editor
 * (Monaco, KaTeX, socket.io, the statement's markdown code and the language texts are dynamic
 * imports and are not counted; the page's own language, 14–16 KB, loads beside the route).
 * Fails when the problem page's first load exceeds the 200 KB budget. Run after `vite build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run `pnpm --filter @verdict/web build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const gzipKb = (files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;

const routes = {
  'shell + problem list': 'src/routes/problem/problem-list/index.ts',
  'shell + problem page (before the editor)': 'src/routes/problem/problem-detail/index.ts',
  'shell + status page': 'src/routes/status/status-list/index.ts',
};

const shell = staticClosure(['index.html']);
console.log(
  `shell (entry + static imports): ${gzipKb(shell).toFixed(1)} KB gzipped JS in ${shell.length} files`,
);
let failed = false;
for (const [label, key] of Object.entries(routes)) {
  if (!manifest[key]) throw new Error(`route chunk ${key} not in the manifest`);
  const files = staticClosure(['index.html', key]);
  const kb = gzipKb(files);
  const over = kb > BUDGET_KB;
  failed ||= over && key.includes('problem-detail');
  console.log(
    `${label}: ${kb.toFixed(1)} KB gzipped JS in ${files.length} files${over ? `  (over ${BUDGET_KB} KB)` : ''}`,
  );
}
const monaco = Object.values(manifest).find((entry) =>
  entry.src?.endsWith('components/editor/code-editor.tsx'),
);
if (monaco) {
  const editorFiles = staticClosure([Object.keys(manifest).find((key) => manifest[key] === monaco)]);
  console.log(
    `editor (lazy, not counted above): ${gzipKb(editorFiles.filter((file) => !shell.includes(file))).toFixed(1)} KB gzipped`,
  );
}
console.log(`budget for the first load before the editor: ${BUDGET_KB} KB`);
process.exit(failed ? 1 : 0);
