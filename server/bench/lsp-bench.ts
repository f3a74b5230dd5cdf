/**
 * The editor's language servers through the app's socket, as the browser reaches them: a session's
 * start-up (the start acknowledged, `initialize` answered, the first diagnostics of a 200-line C++
 * file), completion round trips while typing in that file (p50/p95; the goal is p95 ≤ 300 ms, the
 * editor's autocomplete delay), the memory of a clangd and a pylsp session, and how many C++
 * sessions typing at once one host holds within that goal.
 *
 *   pnpm --filter @verdict/server bench:lsp   (LSP_LEVELS=1,2,4,8 LSP_COMPLETIONS=60 LSP_PAUSE_MS=1000)
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { LanguageServerSessions } from '../src/modules/language-server/language-server-sessions';
import { descendantsOf } from '../src/modules/language-server/sandboxed-server';
import { TestUsers } from '../test/utils/api-client';
import { createTestApp, type TestApp } from '../test/utils/create-test-app';
import { LanguageServerClient, openSocket } from '../test/utils/language-server-client';
import { percentile } from './percentile';
import { contestSolution, TYPING_SPOTS } from './lsp-bench-source';

const LEVELS = (process.env.LSP_LEVELS ?? '1,2,4,8').split(',').map(Number);
const COMPLETIONS = Number(process.env.LSP_COMPLETIONS ?? 60);
/** A person between two completions: typing the next few keys and reading the list. */
const PAUSE_MS = Number(process.env.LSP_PAUSE_MS ?? 1000);
const GOAL_MS = 300;

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Resident memory of a session: every process in its sandbox. */
function sessionRssMb(t: TestApp, session: string): number {
  const root = t.app.get(LanguageServerSessions).find(session)!.processId;
  const kb = [root, ...descendantsOf(root)].reduce((sum, pid) => {
    const match = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return sum + (match ? Number(match[1]) : 0);
  }, 0);
  return kb / 1024;
}

/** Opens a session on the 200-line file and waits for its first diagnostics; the three times it took. */
async function openCpp(url: string, token: string) {
  const socket = await openSocket(url, token);
  const began = performance.now();
  const client = await LanguageServerClient.start(socket, { language: 'C++ 17 With O2' });
  const started = performance.now();
  const diagnosed = client.diagnostics(() => true);
  await client.open('cpp', contestSolution());
  const initialized = performance.now();
  await diagnosed;
  return {
    client,
    startMs: started - began,
    initializeMs: initialized - began,
    diagnosticsMs: performance.now() - began,
  };
}

/**
 * Types at each spot in turn, as a user does: the edit, then a completion request, timing the
 * round trip of the request (what the editor waits for after its 300 ms delay), then a pause of
 * 0.5 to 1.5 × LSP_PAUSE_MS before the next.
 */
async function typeAndComplete(client: LanguageServerClient, count: number): Promise<number[]> {
  const times: number[] = [];
  let empty = 0;
  let version = 2;
  for (let i = 0; i < count; i++) {
    const spot = TYPING_SPOTS[i % TYPING_SPOTS.length];
    client.notify('textDocument/didChange', {
      textDocument: { uri: client.documentUri, version: version++ },
      contentChanges: [{ text: contestSolution(spot.typed) }],
    });
    const began = performance.now();
    const labels = await client.completionAt(spot.line, spot.character);
    times.push(performance.now() - began);
    if (labels.length === 0) empty++;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS * (0.5 + Math.random())));
  }
  // A fast answer with nothing in it would be no answer: the figures count only real completions.
  if (empty > 0) throw new Error(`${empty} of ${count} completions came back empty`);
  return times;
}

async function main(): Promise<void> {
  const maxLevel = Math.max(...LEVELS);
  const t = await createTestApp({
    LOG_LEVEL: 'warn',
    LANGUAGE_SERVER_SESSIONS: String(maxLevel + 1),
    LANGUAGE_SERVER_SESSIONS_PER_USER: String(maxLevel + 1),
  });
  const users = new TestUsers(() => t.app);
  try {
    await t.app.listen(0, '127.0.0.1');
    const url = await t.app.getUrl();
    await users.signUp(['typist']);
    const token = users.tokens.typist;

    const cold = await openCpp(url, token);
    console.log(
      `C++ session start-up (200-line file, bits/stdc++.h): started ${ms(cold.startMs)}, ` +
        `initialized ${ms(cold.initializeMs)}, first diagnostics ${ms(cold.diagnosticsMs)}`,
    );
    console.log(`  memory: clangd session ${sessionRssMb(t, cold.client.session).toFixed(0)} MB`);
    const python = await LanguageServerClient.start(await openSocket(url, token), { language: 'Python3' });
    const pythonBegan = performance.now();
    await python.open(
      'python',
      'import sys\n\n\ndef main():\n    print(sum(map(int, sys.stdin.read().split())))\n\n\nmain()\n',
    );
    await python.completionAt(0, 10);
    console.log(
      `Python3 session: initialized and first completion in ${ms(performance.now() - pythonBegan)}, ` +
        `memory ${sessionRssMb(t, python.session).toFixed(0)} MB`,
    );
    python.socket.disconnect();
    cold.client.socket.disconnect();

    for (const level of LEVELS) {
      const opened = await Promise.all(Array.from({ length: level }, () => openCpp(url, token)));
      const rounds = await Promise.all(opened.map(({ client }) => typeAndComplete(client, COMPLETIONS)));
      const all = rounds.flat().sort((a, b) => a - b);
      const p95 = percentile(all, 95);
      const startUps = opened.map((o) => o.diagnosticsMs).sort((a, b) => a - b);
      console.log(
        `${level} C++ session(s) typing at once: completion p50 ${ms(percentile(all, 50))}, ` +
          `p95 ${ms(p95)} over ${all.length} (goal p95 ≤ ${GOAL_MS} ms: ${p95 <= GOAL_MS ? 'met' : 'not met'}); ` +
          `start-up to first diagnostics p50 ${ms(percentile(startUps, 50))}, max ${ms(startUps[startUps.length - 1])}`,
      );
      for (const { client } of opened) client.socket.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await t.close();
  }
}

void main();
