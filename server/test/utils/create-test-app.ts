import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createConnection } from 'mysql2/promise';
import { createClient } from 'redis';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { UserService } from '../../src/modules/user/user.service';
import { MYSQL_ADMIN_URL, TEST_MODE, TEST_REDIS_URL } from './test-mode';

export const ROOT_PASSWORD = 'root-pass-123';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  close(): Promise<void>;
}

/** Runs statements on the local MariaDB as its admin (creating and dropping test databases). */
export async function mysqlAdmin<T>(
  work: (sql: (query: string) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const connection = await createConnection(MYSQL_ADMIN_URL.replace(/^mariadb:/, 'mysql:'));
  try {
    return await work((query) => connection.query(query));
  } finally {
    await connection.end();
  }
}

/** Deletes every Redis key of a test's prefix. */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = createClient({ url: TEST_REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    if (keys.length > 0) await redis.del(keys);
  }
  await redis.quit();
}

export interface TestAppOptions {
  /**
   * TypeORM dialect for the MariaDB server: `mariadb` (the default, as `mariadb://` URLs select)
   * or `mysql`, the one MySQL 8 deployments run, which re-reads inserted rows instead of using
   * `INSERT … RETURNING`.
   */
  sqlDialect?: 'mariadb' | 'mysql';
  /** Where the app reaches MariaDB (`host:port`), e.g. through a proxy the test can cut. */
  mysqlAddress?: string;
  /**
   * A site that already exists (e.g. one just restored): its data folder and, for MariaDB, its
   * database URL. `close` removes them as it would its own.
   */
  site?: { dataDir: string; databaseUrl?: string };
}

/**
 * A whole application on a database of its own (`verdict_test_<random>` in MariaDB, or a fresh
 * SQLite file), a private Redis key prefix, and a temporary data folder; `close` removes them all.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const id = randomBytes(5).toString('hex');
  const dataDir = options.site?.dataDir ?? mkdtempSync(join(tmpdir(), `verdict-test-${id}-`));
  let database = `verdict_test_${id}`;
  const redisPrefix = `verdict_test_${id}:`;
  const baseEnv: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ROOT_PASSWORD,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '0',
    // bcrypt's lowest cost: at the default a third of the suite's time went to hashing passwords.
    PASSWORD_HASH_COST: '4',
    JWT_SECRET: `test-secret-${id}`,
    REDIS_PREFIX: redisPrefix,
    EMBEDDED_JUDGER: 'false',
    // The judge's own suites cover every sandbox backend; the API's need one that is always there.
    JUDGE_SANDBOX: 'namespace',
    // Every app with a judge would compile and run all the languages' self-tests again (about 40 s
    // of both cores); the judge's own suites test the self-test itself.
    JUDGE_SELF_TEST_RECORD_DIR: join(tmpdir(), 'verdict-test-judge-self-test'),
    // Serving web/dist adds a route per built file (hundreds) to each app's start; the tests of
    // the web app's serving give a build of their own.
    WEB_DIST: 'none',
  };
  if (options.site?.databaseUrl) {
    baseEnv.DATABASE_URL = options.site.databaseUrl;
    database = options.site.databaseUrl.replace(/^.*\//, '');
    if (TEST_MODE === 'mysql') baseEnv.REDIS_URL = TEST_REDIS_URL;
  } else if (TEST_MODE === 'mysql') {
    await mysqlAdmin((sql) =>
      sql(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
    );
    let serverUrl = options.sqlDialect
      ? MYSQL_ADMIN_URL.replace(/^\w+:/, `${options.sqlDialect}:`)
      : MYSQL_ADMIN_URL;
    if (options.mysqlAddress) serverUrl = serverUrl.replace(/@[^/]+$/, `@${options.mysqlAddress}`);
    baseEnv.DATABASE_URL = `${serverUrl}/${database}`;
    baseEnv.REDIS_URL = TEST_REDIS_URL;
  }
  const config = loadConfig({ ...baseEnv, ...env });
  const app = await createApp(config);
  await app.getHttpAdapter().getInstance().ready();
  await app.get(UserService).ensureRoot(ROOT_PASSWORD);
  return {
    app,
    config,
    async close() {
      await app.close();
      if (baseEnv.DATABASE_URL) await mysqlAdmin((sql) => sql(`DROP DATABASE IF EXISTS \`${database}\``));
      if (baseEnv.REDIS_URL) await deleteRedisPrefix(redisPrefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
