/**
 * API benchmark: the public reads (problem list and detail, submission lists, contest list, a
 * contest board page, the rank page) with 1 000 problems and 100 000 submissions, each as req/s,
 * p50/p99 and its ratio to `/api/health` measured in the same run; submit throughput, and the time
 * from submit to final verdict for A+B in C++ with 10 cases.
 *
 *   pnpm --filter @verdict/server bench            # embedded (SQLite, in-process judge)
 *   BENCH_DB=mysql pnpm --filter @verdict/server bench   # MariaDB + Redis, in-process judge on Redis
 *   BENCH_CONNECTIONS=50 BENCH_SECONDS=8 …                # load shape (defaults 16 and 8)
 *
 * The server under test runs as its own process (the built `dist/main.js`); load comes from
 * autocannon in this process, both on this machine.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { createClient } from 'redis';

const useMysql = process.env.BENCH_DB === 'mysql';
let BASE = '';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * Concurrent connections per load run. 16 keeps both cores busy (the server and the load generator
 * share them); more connections add only queueing, which raises latency, not throughput.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROOT_PASSWORD = 'bench-root-1';

interface Figure {
  name: string;
  value: string;
}

interface LoadRun {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function api<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(BASE + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: init.token } : {}) },
  });
  const body = (await response.json()) as { status: number; msg: string; data: T };
  if (body.status !== 200) throw new Error(`${path}: ${body.status} ${body.msg}`);
  return { data: body.data, headers: response.headers };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('server did not start');
}

/** One read under load, as a visitor or with `as`'s token; `body` makes it a POST (HOJ's board is one). */
async function load(
  name: string,
  path: string,
  options: { body?: unknown; as?: string } = {},
): Promise<LoadRun> {
  const headers = {
    'content-type': 'application/json',
    ...(options.as ? { authorization: options.as } : {}),
  };
  const method = options.body === undefined ? ('GET' as const) : ('POST' as const);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = { url: BASE + path, connections: CONNECTIONS, method, headers, body };
  // One request first, so a refused one says why before any load runs.
  const probe = await fetch(request.url, { method, headers, body });
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
  // An unmeasured second first: JIT, query plans and page caches warm up before the figures count.
  await autocannon({ ...request, duration: 1 });
  const result = await autocannon({ ...request, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Each read as req/s, p50/p99 and its share of the health route's throughput in the same run. */
function readFigures(health: LoadRun, reads: LoadRun[]): Figure[] {
  return [health, ...reads].map((run) => ({
    name: run.name,
    value: `${run.requestsPerSecond} req/s (${(run.requestsPerSecond / health.requestsPerSecond).toFixed(2)}× health), p50 ${run.p50} ms, p99 ${run.p99} ms`,
  }));
}

/** A running public contest with two of the seeded problems and a few judged submissions. */
async function seedContest(root: string): Promise<number> {
  const hour = 3_600_000;
  const { data } = await api<{ id: number }>('/api/admin/contest', {
    method: 'POST',
    token: root,
    body: JSON.stringify({
      title: 'Bench Round',
      description: 'Benchmark contest',
      type: 0,
      auth: 0,
      startTime: new Date(Date.now() - hour).toISOString(),
      endTime: new Date(Date.now() + hour).toISOString(),
    }),
  });
  const { data: problems } = await api<{ records: { id: number }[] }>(
    '/api/get-problem-list?currentPage=1&limit=2',
  );
  for (const [index, problem] of problems.records.entries()) {
    await api('/api/admin/contest/add-problem-from-public', {
      method: 'POST',
      token: root,
      body: JSON.stringify({ cid: data.id, pid: problem.id, displayId: String.fromCharCode(65 + index) }),
    });
  }
  return data.id;
}

async function submitThroughput(tokens: string[], pid: string): Promise<Figure> {
  const code = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}\n';
  const started = performance.now();
  await Promise.all(
    tokens.map((token) =>
      api('/api/submit-problem-judge', {
        method: 'POST',
        token,
        body: JSON.stringify({ pid, language: 'C++', code }),
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    name: `submit throughput (${tokens.length} concurrent requests)`,
    value: `${Math.round(tokens.length / seconds)} submits/s`,
  };
}

async function verdictLatency(token: string, pid: string, runs: number): Promise<Figure> {
  const code = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const { data } = await api<{ submitId: number }>('/api/submit-problem-judge', {
      method: 'POST',
      token,
      body: JSON.stringify({ pid, language: 'C++', code: `${code}// run ${i}\n` }),
    });
    for (;;) {
      const status = await api<Record<number, { status: number }>>('/api/check-submissions-status', {
        method: 'POST',
        body: JSON.stringify({ submitIds: [data.submitId] }),
      });
      const current = status.data[data.submitId].status;
      if (current === 0) break;
      if (![5, 6, 7].includes(current)) throw new Error(`unexpected verdict ${current}`);
      await new Promise((done) => setTimeout(done, 10));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name: 'submit → Accepted, A+B C++ 10 cases (median of 5)',
    value: `${Math.round(times[Math.floor(runs / 2)])} ms`,
  };
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

async function main(): Promise<void> {
  const port = await freePort();
  BASE = `http://127.0.0.1:${port}`;
  const id = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), `verdict-bench-${id}-`));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    ROOT_PASSWORD,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    SUBMIT_INTERVAL_SECONDS: '0',
    JUDGE_WORKERS: '2',
    EMBEDDED_JUDGER: 'true',
  };
  const database = `verdict_bench_${id}`;
  if (useMysql) {
    const admin = await createConnection('mysql://root@127.0.0.1:3306');
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    env.DATABASE_URL = `mariadb://root@127.0.0.1:3306/${database}`;
    env.REDIS_URL = 'redis://127.0.0.1:6379';
    env.REDIS_PREFIX = `verdict_bench_${id}:`;
  }
  Object.assign(process.env, env);
  let server: ChildProcess | undefined;
  try {
    console.log(`Seeding 1 000 problems and 100 000 submissions (${useMysql ? 'MariaDB' : 'SQLite'})…`);
    const { loadConfig } = await import('../src/config/app-config');
    const { createApp } = await import('../src/app.factory');
    const { seedBenchData } = await import('./seed-bench-data');
    const seedApp = await createApp(loadConfig({ ...env, EMBEDDED_JUDGER: 'false' }));
    await seedBenchData(seedApp, { problems: 1000, users: 200, submissions: 100_000 });
    await seedApp.close();

    server = spawn(process.execPath, [resolve(__dirname, '..', 'dist', 'main.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForServer();
    const root = (
      await api('/api/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }),
      })
    ).headers.get('authorization')!;
    const cases = Array.from({ length: 10 }, (_, i) => ({ input: `${i} ${i * 3}\n`, output: `${i * 4}\n` }));
    await api('/api/admin/problem', {
      method: 'POST',
      token: root,
      body: JSON.stringify({
        problem: { problemId: 'BENCHAB', title: 'A+B', timeLimit: 1000, memoryLimit: 256, auth: 1, type: 0 },
        samples: cases,
        isUploadTestCase: false,
        languages: [{ name: 'C++' }],
      }),
    });
    // A submit names the problem by its problem id, as HOJ's client does.
    const pid = 'BENCHAB';
    // First, so the judge workers' start-up self-test is over before the load runs.
    const figures: Figure[] = [await verdictLatency(root, pid, 5)];
    const cid = await seedContest(root);
    const health = await load('health', '/api/health');
    const reads = [
      await load('problem list', '/api/get-problem-list?currentPage=1&limit=30'),
      await load('problem list, page 20', '/api/get-problem-list?currentPage=20&limit=30'),
      await load('problem detail', '/api/get-problem-detail?problemId=B1005'),
      await load('submission list', '/api/get-submission-list?currentPage=1&limit=15'),
      await load(
        'submission list, one user',
        '/api/get-submission-list?currentPage=1&limit=15&username=bench7',
      ),
      await load('contest list', '/api/get-contest-list?currentPage=1&limit=10'),
      await load('contest board page (signed in)', '/api/get-contest-rank', {
        body: { cid, currentPage: 1, limit: 50 },
        as: root,
      }),
      await load('rank page', '/api/get-rank-list?currentPage=1&limit=30&type=0'),
    ];
    figures.push(...readFigures(health, reads));

    const tokens = Array.from({ length: 100 }, () => root);
    figures.push(await submitThroughput(tokens, pid));

    console.log(
      `\nResults (${useMysql ? 'MariaDB + Redis' : 'embedded SQLite'}, ${DURATION} s per load run, ${CONNECTIONS} connections):`,
    );
    for (const figure of figures) console.log(`  ${figure.name.padEnd(52)} ${figure.value}`);
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((done) => server!.once('exit', done));
    if (useMysql) {
      const admin = await createConnection('mysql://root@127.0.0.1:3306');
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await admin.end();
      const redis = createClient({ url: env.REDIS_URL });
      await redis.connect();
      for await (const keys of redis.scanIterator({ MATCH: `${env.REDIS_PREFIX}*`, COUNT: 500 })) {
        if (keys.length > 0) await redis.del(keys);
      }
      await redis.quit();
    }
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
