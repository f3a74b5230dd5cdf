#!/usr/bin/env node
/**
 * End-to-end test of the web app against the real server: builds web/dist if missing, starts
 * `node server/dist/main.js` with a temporary DATA_DIR, a free PORT and ROOT_PASSWORD, seeds a
 * problem through the admin API, runs every flow (student, errors, markdown, back office, notes,
 * the assistant, the online IDE and language servers, the chat, remote judging, community…) in
 * system Chromium and fails on any request to a host other than the app's own origin.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, watchForeignRequests, watchPageProblems, watchTrouble } from './lib/browser.mjs';
import {
  apiOnlyServerTree,
  apiUp,
  freePort,
  spaServed,
  startProcess,
  stopProcess,
  waitFor,
} from './lib/processes.mjs';
import { seedProblem } from './lib/seed-problem.mjs';
import { runAccessibilityFlow } from './accessibility-flow.mjs';
import { runAdminConfigFlow } from './admin-config-flow.mjs';
import { runAdminDashboardFlow } from './admin-dashboard-flow.mjs';
import { runAdminImportFlow } from './admin-import-flow.mjs';
import { runAdminLayoutFlow } from './admin-layout-flow.mjs';
import { runAdminProblemListFlow } from './admin-problem-list-flow.mjs';
import { runAdminUsersFlow } from './admin-users-flow.mjs';
import { runAdminProblemFormFlow } from './admin-problem-form-flow.mjs';
import { runAssetCacheFlow } from './asset-cache-flow.mjs';
import { runAssistantFlow } from './assistant-flow.mjs';
import { runChatFlow } from './chat-flow.mjs';
import { runCommunityFlow } from './community-flow.mjs';
import { runContestFlow } from './contest-flow.mjs';
import { runErrorFlow } from './error-flow.mjs';
import { runFirstHourFlow } from './first-hour-flow.mjs';
import { runGroupFlow } from './group-flow.mjs';
import { runLocalisedMessagesFlow } from './localised-messages-flow.mjs';
import { runMarkdownFlow } from './markdown-flow.mjs';
import { runMarkdownSafetyFlow } from './markdown-safety-flow.mjs';
import { runNotesFlow } from './notes-flow.mjs';
import { runOjideFlow } from './ojide-flow.mjs';
import { runProblemPageFlow } from './problem-page-flow.mjs';
import { runRemoteJudgeFlow } from './remote-judge-flow.mjs';
import { runStudentFlow } from './student-flow.mjs';
import { runTeachingFlow } from './teaching-flow.mjs';
import { runTrainingFlow } from './training-flow.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webDir, '..');
/** The server build under test: the repository's by default. */
const serverRoot = resolve(process.env.VERDICT_SERVER_ROOT ?? repoRoot);
const ROOT_PASSWORD = 'E2eRootPass1';
/**
 * `E2E_FLOWS=community,notes` runs only the named flows (file names without `-flow.mjs`); the
 * error and accessibility flows also need `student`. Unset, every flow runs.
 */
const ONLY = process.env.E2E_FLOWS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
/**
 * `E2E_SHARD=1/2` runs the accessibility flow with the flows it needs and the first back-office
 * ones; `E2E_SHARD=2/2` every other flow, a new one included. The halves take about as long, each
 * with a server and a browser of its own, and `pnpm test` runs them side by side.
 */
const FIRST_HALF = [
  'student',
  'error',
  'localised-messages',
  'markdown',
  'asset-cache',
  'accessibility',
  'admin-dashboard',
  'admin-problem-list',
  'admin-problem-form',
  'admin-import',
  'admin-config',
];
const SHARD = process.env.E2E_SHARD;
if (SHARD !== undefined && SHARD !== '1/2' && SHARD !== '2/2') {
  throw new Error(`E2E_SHARD must be 1/2 or 2/2, not ${JSON.stringify(SHARD)}`);
}
const inShard = (name) => !SHARD || (SHARD === '1/2') === FIRST_HALF.includes(name);
const runs = (name) => (!ONLY || ONLY.includes(name)) && inShard(name);

/** Runs one flow unless `E2E_FLOWS` leaves it out, and says how long it took. */
async function flow(name, run) {
  if (!runs(name)) return null;
  const started = performance.now();
  const result = await run();
  console.log(`  ${name} flow: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function ensureBuilds() {
  if (!existsSync(join(serverRoot, 'server', 'dist', 'main.js'))) {
    throw new Error('server/dist/main.js is missing: run `pnpm --filter @verdict/server build` first.');
  }
  if (!existsSync(join(webDir, 'dist', 'index.html'))) {
    console.log('web/dist is missing, building it…');
    execFileSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
  }
}

async function startServer(serverRoot, dataDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess('server', process.execPath, ['server/dist/main.js'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ROOT_PASSWORD,
      NODE_ENV: 'production',
      SUBMIT_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
      // The judge's language self-test passed on this host before (the server suites keep it here).
      JUDGE_SELF_TEST_RECORD_DIR: join(tmpdir(), 'verdict-test-judge-self-test'),
    },
  });
  const ready = await Promise.race([
    waitFor(() => apiUp(origin), { timeoutMs: 90_000, what: 'the server' }).then(() => true),
    server.exited.then(() => false),
  ]);
  return { server, origin, ready };
}

async function main() {
  ensureBuilds();
  const tempDir = mkdtempSync(join(tmpdir(), 'verdict-e2e-'));
  const dataDir = join(tempDir, 'data');
  const processes = [];
  let context;
  let trouble = [];
  try {
    let { server, origin, ready } = await startServer(serverRoot, dataDir);
    processes.push(server);
    if (!ready) throw new Error(`The server did not start (is the workspace built?).\n${server.tail()}`);
    if (!(await spaServed(origin))) {
      // The contract is that the server serves web/dist itself. Should it not, the flow still
      // runs same-origin through `vite preview`, which proxies /api and /socket.io to it.
      console.warn('! The server does not serve web/dist itself; using vite preview in front of it.');
      await stopProcess(server);
      ({ server, origin, ready } = await startServer(apiOnlyServerTree(serverRoot, tempDir), dataDir));
      processes.push(server);
      if (!ready) throw new Error(`The server did not start.\n${server.tail()}`);
      const previewPort = await freePort();
      const preview = startProcess(
        'vite preview',
        'npx',
        ['vite', 'preview', '--port', String(previewPort), '--strictPort', '--host', '127.0.0.1'],
        {
          cwd: webDir,
          env: { ...process.env, VERDICT_API: origin },
        },
      );
      processes.push(preview);
      origin = `http://127.0.0.1:${previewPort}`;
      await waitFor(() => spaServed(origin), { timeoutMs: 30_000, what: 'vite preview' });
    }
    console.log(`Verdict under test at ${origin}`);
    const problemId = await seedProblem(origin, ROOT_PASSWORD);
    context = await launchBrowser(join(tempDir, 'chrome-profile'));
    const foreign = watchForeignRequests(context, origin);
    trouble = watchTrouble(context);
    const pageProblems = await watchPageProblems(context);
    const student = await flow('student', () =>
      runStudentFlow({
        context,
        origin,
        dataDir,
        problemId,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    if (student) await flow('error', () => runErrorFlow({ context, origin, problemId, student }));
    await flow('localised-messages', () => runLocalisedMessagesFlow({ context, origin }));
    await flow('markdown', () =>
      runMarkdownFlow({
        context,
        origin,
        rootPassword: ROOT_PASSWORD,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    await flow('asset-cache', () => runAssetCacheFlow({ context, origin, problemId }));
    await flow('problem-page', () => runProblemPageFlow({ serverRoot, tempDir }));
    if (student)
      await flow('accessibility', () =>
        runAccessibilityFlow({ context, origin, problemId, student, rootPassword: ROOT_PASSWORD }),
      );
    await flow('admin-dashboard', () =>
      runAdminDashboardFlow({
        context,
        origin,
        rootPassword: ROOT_PASSWORD,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    await flow('admin-problem-list', () =>
      runAdminProblemListFlow({ context, origin, rootPassword: ROOT_PASSWORD }),
    );
    await flow('admin-problem-form', () =>
      runAdminProblemFormFlow({ context, origin, dataDir, rootPassword: ROOT_PASSWORD }),
    );
    await flow('admin-import', () =>
      runAdminImportFlow({
        context,
        origin,
        rootPassword: ROOT_PASSWORD,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    await flow('admin-config', () =>
      runAdminConfigFlow({ context, origin, rootPassword: ROOT_PASSWORD, dataDir }),
    );
    await flow('admin-layout', () => runAdminLayoutFlow({ context, origin, rootPassword: ROOT_PASSWORD }));
    await flow('first-hour', () => runFirstHourFlow({ context, origin, rootPassword: ROOT_PASSWORD }));
    await flow('admin-users', () => runAdminUsersFlow({ context, origin, rootPassword: ROOT_PASSWORD }));
    await flow('notes', () => runNotesFlow({ context, origin, rootPassword: ROOT_PASSWORD }));
    await flow('training', () => runTrainingFlow({ context, origin, rootPassword: ROOT_PASSWORD }));
    await flow('contest', () => runContestFlow({ context, origin, rootPassword: ROOT_PASSWORD }));
    await flow('group', () => runGroupFlow({ context, origin, rootPassword: ROOT_PASSWORD }));
    await flow('teaching', () => runTeachingFlow({ context, origin, rootPassword: ROOT_PASSWORD, tempDir }));
    await flow('assistant', () =>
      runAssistantFlow({
        context,
        origin,
        rootPassword: ROOT_PASSWORD,
        problemId,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    await flow('ojide', () =>
      runOjideFlow({
        context,
        origin,
        rootPassword: ROOT_PASSWORD,
        problemId,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    await flow('chat', () =>
      runChatFlow({
        context,
        origin,
        rootPassword: ROOT_PASSWORD,
        tempDir,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    await flow('remote-judge', () =>
      runRemoteJudgeFlow({
        context,
        origin,
        rootPassword: ROOT_PASSWORD,
        problemId,
        tempDir,
        screenshotsDir: join(webDir, 'e2e', 'screenshots'),
      }),
    );
    await flow('markdown-safety', () =>
      runMarkdownSafetyFlow({ context, origin, rootPassword: ROOT_PASSWORD }),
    );
    // Last: it leaves root signed in and the posting limits lowered.
    await flow('community', () =>
      runCommunityFlow({ context, origin, rootPassword: ROOT_PASSWORD, tempDir }),
    );
    if (foreign.length > 0) throw new Error(`Requests left the app's origin:\n${foreign.join('\n')}`);
    if (pageProblems.length > 0) throw new Error(`The page reported problems:\n${pageProblems.join('\n')}`);
    console.log('✓ e2e passed; no request left the app origin. Screenshots in web/e2e/screenshots/');
  } catch (error) {
    console.error(`✗ e2e failed: ${error instanceof Error ? error.message : String(error)}`);
    if (trouble.length)
      console.error(`--- API errors and console errors, newest last ---\n${trouble.join('\n')}`);
    for (const child of processes) console.error(child.tail());
    process.exitCode = 1;
  } finally {
    await context?.close();
    for (const child of processes.reverse()) await stopProcess(child);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

void main();
