/**
 * User rank benchmark: 100 000 users (BENCH_RANK_USERS) with rank rows, then `GET /api/get-rank-list`
 * (ACM and OI, several periods and pages, a search) against a plain list in the same run; req/s
 * and p99 for each. Target: ≥ 3 000 req/s and p99 ≤ 30 ms.
 *
 *   pnpm --filter @verdict/server bench:rank          # embedded (SQLite)
 *   BENCH_CONNECTIONS=16 BENCH_SECONDS=5 …             # load shape (defaults 16 and 5)
 *
 * The server under test runs as its own process, straight from the sources (ts-node, no type
 * check: the same code `pnpm build` emits), so no build is needed; load comes from autocannon here.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';

const USERS = Number(process.env.BENCH_RANK_USERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Days with activity per user, spread over the last year. */
const DAYS_PER_USER = 3;
const DAY_MS = 86_400_000;

interface Figure {
  name: string;
  reqs: number;
  p50: number;
  p99: number;
  first: number;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
    probe.once('error', fail);
  });
}

async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('server did not start');
}

/** A small deterministic generator, so every run seeds the same ranks. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function insertChunks(
  dataSource: DataSource,
  table: string,
  rows: object[],
  chunk: number,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (let i = 0; i < rows.length; i += chunk) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(table)
        .values(rows.slice(i, i + chunk) as never)
        .updateEntity(false)
        .execute();
    }
  });
}

/** Users and their rank rows in bulk: totals, and a few active days each within the last year. */
async function seedRanks(app: INestApplicationContext): Promise<void> {
  const dataSource = app.get(DataSource);
  const next = random(7);
  const today = Math.floor(Date.now() / DAY_MS);
  const users: object[] = [];
  const totals: object[] = [];
  const days: object[] = [];
  for (let i = 0; i < USERS; i++) {
    const uid = `rank${String(i).padStart(28, '0')}`;
    users.push({ uid, username: `ranker${i}`, password: 'x', nickname: `Nick ${i}`, realname: null });
    const sum = { total: 0, ac: 0, score: 0 };
    const used = new Set<number>();
    for (let d = 0; d < DAYS_PER_USER; d++) {
      const day = today - Math.floor(next() * 365);
      if (used.has(day)) continue;
      used.add(day);
      const total = 1 + Math.floor(next() * 20);
      const ac = Math.floor(next() * total * 0.6);
      const score = ac * Math.floor(next() * 15);
      days.push({ uid, day, total, ac, score });
      sum.total += total;
      sum.ac += ac;
      sum.score += score;
    }
    totals.push({ uid, ...sum });
  }
  await insertChunks(dataSource, 'user', users, 500);
  await insertChunks(dataSource, 'rank_user', totals, 1000);
  await insertChunks(dataSource, 'rank_user_day', days, 1000);
  await dataSource.query("INSERT INTO rank_change (uid) VALUES ('*')");
}

async function measure(base: string, name: string, path: string): Promise<Figure> {
  const started = performance.now();
  const response = await fetch(base + path);
  const first = performance.now() - started;
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    reqs: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    first: Math.round(first),
  };
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `verdict-rank-bench-${randomBytes(4).toString('hex')}-`));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    ROOT_PASSWORD: 'bench-root-1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    EMBEDDED_JUDGER: 'false',
  };
  Object.assign(process.env, env);
  let server: ChildProcess | undefined;
  try {
    console.log(`Seeding ${USERS} users with rank rows (SQLite)…`);
    const seedStarted = performance.now();
    const { loadConfig } = await import('../src/config/app-config');
    const { createApp } = await import('../src/app.factory');
    const seedApp = await createApp(loadConfig(env));
    await seedRanks(seedApp);
    await seedApp.close();
    console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    server = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register', 'src/main.ts'],
      {
        cwd: resolve(__dirname, '..'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await waitForServer(base);

    const rank = (query: string) => `/api/get-rank-list?${query}`;
    const runs: [string, string][] = [
      ['plain list: announcements, page 1', '/api/get-common-announcement?currentPage=1&limit=10'],
      ['plain: website config', '/api/get-website-config'],
      ['ACM rank, all, page 1', rank('type=0&period=0&currentPage=1&limit=30')],
      ['ACM rank, all, page 2000', rank('type=0&period=0&currentPage=2000&limit=30')],
      ['OI rank, all, page 1', rank('type=1&period=0&currentPage=1&limit=30')],
      ['ACM rank, week, page 1', rank('type=0&period=1&currentPage=1&limit=30')],
      ['OI rank, month, page 10', rank('type=1&period=2&currentPage=10&limit=30')],
      ['ACM rank, year, page 500', rank('type=0&period=5&currentPage=500&limit=30')],
      [
        'OI rank, all, search "ranker4242"',
        rank('type=1&period=0&currentPage=1&limit=30&searchUser=ranker4242'),
      ],
      ['7-day AC rank (home)', '/api/get-recent-seven-ac-rank'],
    ];
    const figures: Figure[] = [];
    for (const [name, path] of runs) {
      figures.push(await measure(base, name, path));
      console.log(`  ${name}: done`);
    }
    console.log(
      `\nResults (embedded SQLite, ${USERS} ranked users, ${DURATION} s per run, ${CONNECTIONS} connections, ` +
        `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()[0].toFixed(1)}):`,
    );
    console.log('| endpoint | req/s | p50 | p99 | first request (cold) |');
    console.log('|---|---|---|---|---|');
    for (const f of figures)
      console.log(`| ${f.name} | ${f.reqs} | ${f.p50} ms | ${f.p99} ms | ${f.first} ms |`);
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((done) => server!.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
