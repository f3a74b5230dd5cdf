import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestApp } from './create-test-app';
import { TEST_REDIS_URL } from './test-mode';

const JUDGER_BIN = resolve(__dirname, '../../../judger/bin/verdict-judger.js');

export const DAEMON_NAME = 'daemon-under-test';

export interface JudgeDaemon {
  stop(): Promise<void>;
}

/**
 * Production shape: the app listens on a port and a separate verdict-judger process takes tasks
 * from the app's Redis streams, fetching test data over HTTP with the judger token.
 */
export async function startJudgeDaemon(
  t: TestApp,
  languages: string[],
  env: Record<string, string> = {},
): Promise<JudgeDaemon> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.getHttpServer().address() as AddressInfo).port;
  const work = mkdtempSync(join(tmpdir(), 'verdict-daemon-'));
  const daemon: ChildProcess = spawn(process.execPath, [JUDGER_BIN], {
    env: {
      PATH: process.env.PATH,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: t.config.redisPrefix,
      JUDGE_API_URL: `http://127.0.0.1:${port}`,
      JUDGER_TOKEN: t.config.judgerToken,
      JUDGER_NAME: DAEMON_NAME,
      JUDGER_PARALLEL: '2',
      JUDGER_WORK_DIR: join(work, 'work'),
      JUDGER_CACHE_DIR: join(work, 'cache'),
      JUDGER_LANGUAGES: languages.join(','),
      JUDGER_SANDBOX: 'namespace',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    async stop() {
      if (daemon.exitCode === null && daemon.signalCode === null) {
        const exited = new Promise((done) => daemon.once('exit', done));
        daemon.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
