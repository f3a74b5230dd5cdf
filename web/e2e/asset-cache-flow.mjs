/**
 * How the built app reaches a browser, on the problem page: hashed files arrive compressed and
 * marked immutable, the page itself is revalidated, a repeat visit in a new tab fetches no hashed
 * file from the network, and no Monaco language or worker beyond the judge's own languages is
 * built or loaded. (How fast this is on a slow link is measured by `bench:slow-link`.)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHashedAsset, recordNetwork, settled } from './lib/network-log.mjs';
import { waitFor } from './lib/processes.mjs';
import { step } from './student-flow.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files below this size get no compressed copy at build time (vite.config.ts). */
const COMPRESS_THRESHOLD = 1024;
const fileName = (url) => new URL(url).pathname.split('/').pop();
const MONACO_LANGUAGE = /monaco-editor\/esm\/vs\/languages\/definitions\/([^/]+)\/\1\.js$/;

/** Monaco definition folders of the judge's language table (C shares C++'s). */
function judgeMonacoDefinitions() {
  const table = readFileSync(join(webDir, '..', 'common', 'src', 'language.ts'), 'utf8');
  const ids = [...table.matchAll(/\bmonaco: '([\w-]+)'/g)].map((match) => match[1]);
  if (ids.length === 0) throw new Error('no Monaco ids found in common/src/language.ts');
  return new Set(ids.map((id) => (id === 'c' ? 'cpp' : id)));
}

/** Monaco's language chunks (file name → definition) and the worker scripts in the build. */
function builtMonacoChunks() {
  const manifest = JSON.parse(readFileSync(join(webDir, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const languages = new Map();
  for (const [source, entry] of Object.entries(manifest)) {
    const language = MONACO_LANGUAGE.exec(source);
    if (language) languages.set(entry.file.split('/').pop(), language[1]);
  }
  const workers = readdirSync(join(webDir, 'dist', 'assets')).filter((file) => /worker.*\.js$/i.test(file));
  return { languages, workers };
}

async function visitProblem(context, url) {
  const page = await context.newPage();
  const network = await recordNetwork(page);
  await page.goto(url);
  await page.locator('.monaco-editor .view-line').first().waitFor({ timeout: 60_000 });
  await page.getByTestId('problem-statement').locator('.katex').first().waitFor();
  await waitFor(() => settled(network.entries()), { timeoutMs: 30_000, what: 'the page to settle' });
  // Monaco asks for its icon font only once it draws an icon: a tab closed before that has happened
  // leaves the font out of the cache, and the next visit fetches it. Load it as Monaco would.
  await page.evaluate(() => document.fonts.load('16px codicon'));
  await waitFor(() => settled(network.entries()), { timeoutMs: 30_000, what: 'the fonts to arrive' });
  const entries = network.entries();
  await network.detach();
  await page.close();
  return entries;
}

export async function runAssetCacheFlow({ context, origin, problemId }) {
  const url = `${origin}/problem/${problemId}`;

  step('assets: the page is revalidated, hashed files are compressed and immutable');
  const first = await visitProblem(context, url);
  const page = first.find((entry) => entry.type === 'Document');
  if (page?.cacheControl !== 'no-cache')
    throw new Error(`the page is served with cache-control ${page?.cacheControl}`);
  const hashed = first.filter((entry) => isHashedAsset(entry.url) && !entry.failed);
  const wrongCache = hashed.filter((entry) => entry.cacheControl !== IMMUTABLE);
  if (wrongCache.length)
    throw new Error(
      `hashed files not immutable: ${wrongCache.map((e) => `${fileName(e.url)} ${e.cacheControl}`)}`,
    );
  const compressible = hashed.filter((entry) => {
    const path = join(webDir, 'dist', 'assets', fileName(entry.url));
    return /\.(js|css)$/.test(path) && existsSync(path) && statSync(path).size >= COMPRESS_THRESHOLD;
  });
  const plain = compressible.filter((entry) => !['br', 'gzip'].includes(entry.encoding));
  if (compressible.length === 0 || plain.length)
    throw new Error(`scripts and styles sent uncompressed: ${plain.map((e) => fileName(e.url)).join(', ')}`);

  step('assets: only the judge languages of Monaco are built, and the page loads no other worker');
  const allowed = judgeMonacoDefinitions();
  const { languages, workers } = builtMonacoChunks();
  const foreign = [...languages.values()].filter((language) => !allowed.has(language));
  if (foreign.length) throw new Error(`Monaco languages the judge does not offer are built: ${foreign}`);
  const otherWorkers = workers.filter((file) => !file.startsWith('editor.worker'));
  if (otherWorkers.length) throw new Error(`workers other than Monaco's editor worker: ${otherWorkers}`);
  const loadedLanguages = hashed.map((entry) => languages.get(fileName(entry.url))).filter(Boolean);
  if (loadedLanguages.some((language) => !allowed.has(language)) || loadedLanguages.length > 1)
    throw new Error(`the problem page loaded Monaco languages ${loadedLanguages.join(', ')}`);

  step('assets: a repeat visit in a new tab takes every hashed file from the browser cache');
  const repeat = await visitProblem(context, url);
  const fetched = repeat.filter((entry) => isHashedAsset(entry.url) && !entry.fromCache);
  if (fetched.length)
    throw new Error(
      `a repeat visit fetched ${fetched.length} hashed files again: ${fetched.map((e) => `${fileName(e.url)} (${e.status})`).join(', ')}`,
    );
}
