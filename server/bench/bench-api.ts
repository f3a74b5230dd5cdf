/**
 * An API instance in a process of its own for the benchmarks that measure one (chat, assistant):
 * the app from source with production settings from the environment, on a free port, so its event
 * loop and heap hold the API alone, not the benchmark's harness. Forked with `forkBenchApi`; it
 * answers the orders below over the IPC channel, and seeds what a benchmark needs through
 * `seedUsers` in its own process (the user module's batch writer, as the back office's generation
 * does).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { INestApplication } from '@nestjs/common';
import { deleteRedisPrefix, mysqlAdmin } from '../test/utils/create-test-app';
import { MYSQL_ADMIN_URL, TEST_REDIS_URL } from '../test/utils/test-mode';

export interface BenchUser {
  uid: string;
  token: string;
}

/** What the API instance answers `stats` with; figures since the last `mark`. */
export interface ApiStats {
  rss: number;
  heapUsed: number;
  busy: number;
  /** The API process's CPU time (user and system), in ms. */
  cpuMs: number;
  delayP50Ms: number;
  delayP99Ms: number;
  delayMaxMs: number;
}

export type ApiOrder =
  | { type: 'seed'; count: number; prefix: string; chat?: boolean }
  | { type: 'mark' }
  | { type: 'stats' }
  | { type: 'memory' }
  | { type: 'stop' };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A MariaDB database, a Redis prefix and a data folder of the benchmark's own, and the API's settings. */
export class BenchSite {
  readonly id = randomBytes(4).toString('hex');
  readonly database = `verdict_bench_${this.id}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), `verdict-bench-${this.id}-`));
  static readonly ROOT_PASSWORD = 'bench-root-pass';
  readonly env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: this.dataDir,
    DATABASE_URL: `${MYSQL_ADMIN_URL}/${this.database}`,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `verdict_bench_${this.id}:`,
    JWT_SECRET: `bench-${this.id}`,
    JUDGER_TOKEN: `bench-judger-${this.id}`,
    ROOT_PASSWORD: BenchSite.ROOT_PASSWORD,
    EMBEDDED_JUDGER: 'false',
    RATE_LIMIT_PER_MINUTE: '0',
    PASSWORD_HASH_COST: '4',
    LOG_LEVEL: 'warn',
  };

  async create(): Promise<void> {
    await mysqlAdmin((sql) =>
      sql(`CREATE DATABASE \`${this.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
    );
  }

  async remove(): Promise<void> {
    await mysqlAdmin((sql) => sql(`DROP DATABASE IF EXISTS \`${this.database}\``));
    await deleteRedisPrefix(this.env.REDIS_PREFIX);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Forks this file as an API instance; `extraArgs` go to Node (e.g. `--cpu-prof`). */
export function forkBenchApi(env: Record<string, string>, extraArgs: string[] = []): ChildProcess {
  return fork(__filename, ['api'], {
    execArgv: [
      '--expose-gc',
      ...extraArgs,
      '-r',
      'ts-node/register/transpile-only',
      '-r',
      'tsconfig-paths/register',
    ],
    env: { ...process.env, ...env },
  });
}

export function answerOf<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new Error(`a bench process exited (${code}) before answering`));
    child.once('exit', exited);
    child.once('message', (message) => {
      child.off('exit', exited);
      resolve(message as T);
    });
  });
}

export function ask<T>(api: ChildProcess, order: ApiOrder): Promise<T> {
  const answer = answerOf<T>(api);
  api.send(order);
  return answer;
}

/** `count` users named `<prefix><i>`, a session token issued for each; with `chat`, the chat switched on. */
async function seedUsers(app: INestApplication, order: Extract<ApiOrder, { type: 'seed' }>) {
  const { In, DataSource } = await import('typeorm');
  const { UserBatchWriter } = await import('../src/modules/user/user-batch-writer.service');
  const { UserEntity } = await import('../src/modules/user/user.entity');
  const { TokenService } = await import('../src/modules/auth/token.service');
  const { SiteConfigService } = await import('../src/modules/site/site-config.service');
  const names = Array.from({ length: order.count }, (_, i) => `${order.prefix}${i}`);
  await app.get(UserBatchWriter).insertAll(names.map((username) => ({ username, password: 'bench-pass' })));
  const rows = await app
    .get(DataSource)
    .getRepository(UserEntity)
    .find({ where: { username: In(names) }, select: { uid: true, username: true } });
  const uidOf = new Map(rows.map((row) => [row.username, row.uid]));
  const tokens = app.get(TokenService);
  const users: BenchUser[] = [];
  for (const name of names) {
    const uid = uidOf.get(name)!;
    users.push({ uid, token: await tokens.issue(uid) });
  }
  if (order.chat) await app.get(SiteConfigService).update({ website: { imchat: true } });
  return users;
}

/** The forked side: the app on a free port, its URL sent first, then orders answered one by one. */
async function serveApi(): Promise<void> {
  await import('reflect-metadata');
  const { loadConfig } = await import('../src/config/app-config');
  const { createApp } = await import('../src/app.factory');
  const { seedRoot } = await import('../src/database/seed-root');
  const config = loadConfig(process.env as Record<string, string>);
  const app = await createApp(config);
  await seedRoot(app, config);
  await app.listen(0, '127.0.0.1');
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let since = performance.eventLoopUtilization();
  let cpuSince = process.cpuUsage();
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (order: ApiOrder) => {
    void (async () => {
      if (order.type === 'seed') {
        process.send?.(await seedUsers(app, order));
      } else if (order.type === 'mark') {
        since = performance.eventLoopUtilization();
        cpuSince = process.cpuUsage();
        delay.reset();
        delay.enable();
        process.send?.('marked');
      } else if (order.type === 'memory') {
        const { rss, heapUsed } = process.memoryUsage();
        process.send?.({ rss, heapUsed });
      } else if (order.type === 'stats') {
        delay.disable();
        const busy = performance.eventLoopUtilization(since).utilization;
        const cpu = process.cpuUsage(cpuSince);
        // Garbage of what came before (the seeding, the compiler) left out as far as it goes.
        for (let i = 0; i < 3; i++) {
          gc?.();
          await sleep(300);
        }
        const { rss, heapUsed } = process.memoryUsage();
        const ms = (ns: number) => ns / 1e6;
        process.send?.({
          rss,
          heapUsed,
          busy,
          cpuMs: (cpu.user + cpu.system) / 1000,
          delayP50Ms: ms(delay.percentile(50)),
          delayP99Ms: ms(delay.percentile(99)),
          delayMaxMs: ms(delay.max),
        } satisfies ApiStats);
      } else {
        await app.close();
        process.exit(0);
      }
    })();
  });
  process.send?.(await app.getUrl());
}

if (require.main === module && process.argv[2] === 'api') void serveApi();
