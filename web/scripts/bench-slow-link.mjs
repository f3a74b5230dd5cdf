#!/usr/bin/env node
/**
 * The problem page on a "fast 3G" link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
 * throttled by Chromium's DevTools protocol): when the statement is readable, when its math is
 * typeset, when the editor is ready, and what crossed the network, on a first visit with an empty
 * cache and on a repeat visit in a new tab. Starts the built server (it serves web/dist) with a
 * fresh data folder and one seeded problem. BENCH_RUNS first+repeat pairs (default 3), each in a
 * fresh browser profile; medians printed as a markdown table (BENCH_WATERFALL=1 also prints
 * every request's timing).
 *
 *   pnpm build && pnpm --filter @verdict/web bench:slow-link
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { FAST_3G, isHashedAsset, recordNetwork, settled } from '../e2e/lib/network-log.mjs';
import { stopProcess, waitFor } from '../e2e/lib/processes.mjs';
import { seedProblem } from '../e2e/lib/seed-problem.mjs';
import { startBuiltServer } from '../e2e/lib/start-server.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROOT_PASSWORD = 'BenchRootPass1';
const TIMEOUT_MS = 120_000;

/* global document -- shownAt's callback runs in the page */
/** Milliseconds since the navigation started when `selector` first shows text, from the page's clock. */
function shownAt(page, selector) {
  return page
    .waitForFunction(
      (css) => {
        const element = document.querySelector(css);
        return element && element.getBoundingClientRect().height > 0 && element.textContent.trim()
          ? performance.now()
          : false;
      },
      selector,
      { timeout: TIMEOUT_MS, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue());
}

async function visit(page, url) {
  const network = await recordNetwork(page, { throttle: FAST_3G });
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const [statement, math, editor] = await Promise.all([
    shownAt(page, '[data-testid="problem-statement"] section p'),
    shownAt(page, '[data-testid="problem-statement"] .katex'),
    shownAt(page, '.monaco-editor .view-line'),
  ]);
  // Everything the page asked for has arrived (fonts, the editor's worker, late chunks).
  await waitFor(() => settled(network.entries()), {
    timeoutMs: TIMEOUT_MS,
    intervalMs: 500,
    what: 'the network to settle',
  });
  const entries = network.entries();
  await network.detach();
  if (process.env.BENCH_WATERFALL) printWaterfall(entries);
  const hashed = entries.filter((entry) => isHashedAsset(entry.url));
  const fromNetwork = hashed.filter((entry) => !entry.fromCache);
  return {
    statement,
    math,
    editor,
    requests: entries.length,
    kilobytes: entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1024,
    hashedKilobytes: fromNetwork.reduce((sum, entry) => sum + entry.bytes, 0) / 1024,
    hashedFromNetwork: fromNetwork.length,
    hashedFromCache: hashed.length - fromNetwork.length,
    encodings: [...new Set(hashed.map((entry) => entry.encoding ?? 'none'))].sort().join(', '),
  };
}

/** BENCH_WATERFALL=1: each request's start and end after the first one, and its bytes. */
function printWaterfall(entries) {
  const origin = Math.min(...entries.map((entry) => entry.startedAt));
  for (const entry of [...entries].sort((a, b) => a.startedAt - b.startedAt)) {
    const start = ((entry.startedAt - origin) * 1000).toFixed(0).padStart(6);
    const end = entry.finishedAt ? ((entry.finishedAt - origin) * 1000).toFixed(0).padStart(6) : '     -';
    const path = new URL(entry.url).pathname;
    console.log(`${start} ${end} ms ${(entry.bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  }
}

async function oneRun(origin, problemId, profileDir) {
  const context = await launchBrowser(profileDir);
  try {
    const url = `${origin}/problem/${problemId}`;
    const first = await visit(await context.newPage(), url);
    const repeat = await visit(await context.newPage(), url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function table(runs) {
  const row = (label, pick, format) =>
    `| ${label} | ${format(median(runs.map((run) => pick(run.first))))} | ${format(median(runs.map((run) => pick(run.repeat))))} |`;
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const kb = (value) => `${value.toFixed(1)} KB`;
  const count = (value) => String(value);
  return [
    `| fast 3G, median of ${runs.length} | first visit | repeat visit |`,
    '|---|---|---|',
    row('statement visible', (visit) => visit.statement, seconds),
    row('math typeset', (visit) => visit.math, seconds),
    row('editor ready', (visit) => visit.editor, seconds),
    row('requests', (visit) => visit.requests, count),
    row('bytes over the network', (visit) => visit.kilobytes, kb),
    row('hashed assets from the network', (visit) => visit.hashedFromNetwork, count),
    row('hashed asset bytes over the network', (visit) => visit.hashedKilobytes, kb),
    row('hashed assets from the browser cache', (visit) => visit.hashedFromCache, count),
    `| content encodings of hashed assets | ${runs[0].first.encodings} | ${runs[0].repeat.encodings} |`,
  ].join('\n');
}

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'verdict-bench-slow-link-'));
  let server;
  try {
    const started = await startBuiltServer({
      repoRoot,
      dataDir: join(tempDir, 'data'),
      rootPassword: ROOT_PASSWORD,
    });
    server = started.server;
    const problemId = await seedProblem(started.origin, ROOT_PASSWORD);
    const runs = [];
    for (let index = 0; index < RUNS; index++) {
      const run = await oneRun(started.origin, problemId, join(tempDir, `profile-${index}`));
      console.log(
        `run ${index + 1}: statement ${run.first.statement.toFixed(0)} ms, editor ${run.first.editor.toFixed(0)} ms, ` +
          `${run.first.kilobytes.toFixed(0)} KB; repeat: ${run.repeat.hashedKilobytes.toFixed(1)} KB of hashed assets`,
      );
      runs.push(run);
    }
    console.log(`\n${table(runs)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    if (server) console.error(server.tail());
    process.exitCode = 1;
  } finally {
    await stopProcess(server);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

void main();
