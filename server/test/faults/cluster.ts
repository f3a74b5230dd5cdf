import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { MYSQL_ADMIN_URL } from '../utils/test-mode';
import { freePort, PrivateRedis } from '../utils/private-redis';

const REPO = resolve(__dirname, '../../..');
const SERVER_MAIN = join(REPO, 'server/dist/main.js');
const JUDGER_BIN = join(REPO, 'judger/bin/verdict-judger.js');
export const ROOT_PASSWORD = 'faults-root-pass';

/** A child process with the tail of its output kept for failure messages. */
class Child {
  private output: string[] = [];
  readonly process: ChildProcess;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    env: Record<string, string>,
  ) {
    this.process = spawn(command, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 200) this.output.splice(0, 100);
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
  }

  get alive(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  tail(): string {
    return `--- ${this.name} ---\n${this.output.join('').split('\n').slice(-30).join('\n')}`;
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise((done) => this.process.once('exit', done));
    this.process.kill(signal);
    await exited;
  }
}

export interface Api {
  url: string;
  child: Child;
}

/** Polls until `check` is true or the time is up; the message says what never happened. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * Production on one machine, built from the compiled server and judge: a private Redis, a private
 * MariaDB database, API processes sharing one data folder (uploaded test data, mail outbox) and
 * secrets, and judge daemons — each of which a scenario can kill and start again.
 */
export class Cluster {
  readonly apis: Api[] = [];
  readonly daemons = new Map<string, Child>();
  /** The super admin's token, for the admin routes a scenario reads. */
  rootToken = '';
  private readonly id = randomBytes(4).toString('hex');
  private readonly dir = mkdtempSync(join(tmpdir(), `verdict-faults-${this.id}-`));
  private readonly database = `verdict_faults_${this.id}`;
  private readonly secrets = { JWT_SECRET: `faults-${this.id}`, JUDGER_TOKEN: `judger-${this.id}` };

  private constructor(readonly redis: PrivateRedis) {}

  static async start(apiCount: number): Promise<Cluster> {
    const cluster = new Cluster(await PrivateRedis.start());
    await cluster.sql(
      `CREATE DATABASE \`${cluster.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      false,
    );
    mkdirSync(join(cluster.dir, 'data'), { recursive: true });
    // The first API runs the migrations alone; the others start once the schema exists.
    for (let i = 0; i < apiCount; i++) cluster.apis.push(await cluster.startApi(await freePort()));
    const login = await fetch(`${cluster.apis[0].url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }),
    });
    cluster.rootToken = login.headers.get('authorization') ?? '';
    return cluster;
  }

  get dataDir(): string {
    return join(this.dir, 'data');
  }

  async startApi(port: number): Promise<Api> {
    const url = `http://127.0.0.1:${port}`;
    const admin = new URL(MYSQL_ADMIN_URL);
    const child = new Child(`api :${port}`, process.execPath, [SERVER_MAIN], {
      ...this.secrets,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      DATABASE_URL: `${admin.protocol}//${admin.username || 'root'}@${admin.host}/${this.database}`,
      REDIS_URL: this.redis.url,
      REDIS_PREFIX: `faults_${this.id}:`,
      ROOT_PASSWORD,
      EMBEDDED_JUDGER: 'false',
      SUBMIT_INTERVAL_SECONDS: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      RECONCILE_INTERVAL_SECONDS: '2',
      RECONCILE_STALE_SECONDS: '6',
      LOG_LEVEL: 'warn',
    });
    const api = { url, child };
    await until(`${child.name} to answer health`, async () => {
      if (!child.alive) throw new Error(child.tail());
      return (await fetch(`${url}/api/health`)).ok;
    });
    return api;
  }

  /** Kills an API with SIGKILL and starts a new one on the same port. */
  async restartApi(index: number): Promise<void> {
    const old = this.apis[index];
    await old.child.stop('SIGKILL');
    this.apis[index] = await this.startApi(Number(new URL(old.url).port));
  }

  async startDaemon(name: string, parallel = 2): Promise<void> {
    const work = join(this.dir, `daemon-${name}`);
    const child = new Child(`daemon ${name}`, process.execPath, [JUDGER_BIN], {
      REDIS_URL: this.redis.url,
      REDIS_PREFIX: `faults_${this.id}:`,
      JUDGE_API_URL: this.apis[0].url,
      JUDGER_TOKEN: this.secrets.JUDGER_TOKEN,
      JUDGER_NAME: name,
      JUDGER_PARALLEL: String(parallel),
      JUDGER_WORK_DIR: join(work, 'work'),
      JUDGER_CACHE_DIR: join(work, 'cache'),
      JUDGER_LANGUAGES: 'C',
      JUDGER_SANDBOX: 'namespace',
    });
    this.daemons.set(name, child);
    await until(`${name} to register`, async () => {
      if (!child.alive) throw new Error(child.tail());
      const info = await fetch(`${this.apis[0].url}/api/admin/config/get-judge-service-info`, {
        headers: { Authorization: this.rootToken },
      }).then((r) => r.text());
      return info.includes(`"${name}"`);
    });
  }

  async killDaemon(name: string): Promise<void> {
    await this.daemons.get(name)?.stop('SIGKILL');
  }

  /** Runs SQL on the cluster's database (or on the server, for admin statements). */
  async sql<T = unknown>(query: string, inDatabase = true, params: unknown[] = []): Promise<T> {
    const connection = await this.connect(inDatabase);
    try {
      const [rows] = await connection.query(query, params);
      return rows as T;
    } finally {
      await connection.end();
    }
  }

  /** A connection of the test's own, e.g. to hold a lock while the cluster works. */
  connect(inDatabase = true): Promise<Connection> {
    const url = MYSQL_ADMIN_URL.replace(/^mariadb:/, 'mysql:') + (inDatabase ? `/${this.database}` : '');
    return createConnection(url);
  }

  tails(): string {
    return [...this.apis.map((api) => api.child), ...this.daemons.values()].map((c) => c.tail()).join('\n');
  }

  async stop(): Promise<void> {
    for (const daemon of this.daemons.values()) await daemon.stop('SIGTERM');
    for (const api of this.apis) await api.child.stop('SIGTERM');
    await this.redis.kill();
    await this.sql(`DROP DATABASE IF EXISTS \`${this.database}\``, false);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
