import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { JudgeMessage } from '@verdict/common';
import { createRedisClient, DEFAULT_LEASE_MS, listJudgers, RedisJudgeQueue } from '@verdict/queue';
import { A_PLUS_B, aPlusB } from './a-plus-b';
import { serveTestdata } from './serve-testdata';
import { writeBenchmarkSection } from './write-benchmark-section';

/** Sleeps through each case: a task long enough to be killed in the middle of. */
const SLEEPY_AC = `#include <stdio.h>
#include <unistd.h>
int main(void) { sleep(3); long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }
`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOKEN = 'recovery-bench';

interface Round {
  killed: string;
  survivor: string;
  /** SIGKILL → the survivor reports the task compiling again. */
  restartMs: number;
  /** SIGKILL → the survivor's verdict. */
  verdictMs: number;
}

/**
 * `pnpm --filter @verdict/judger bench:recovery [--write]`: two real daemons with the default
 * lease on the local Redis; the one judging a task is SIGKILLed mid-task, and the time until the
 * idle one starts the task again is measured, ROUNDS times (a fresh daemon replaces the killed
 * one each round). --write puts the table under its heading in docs/benchmarks.md.
 */
async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bench-recovery-${randomBytes(4).toString('hex')}:`;
  const dir = mkdtempSync('/var/tmp/verdict-recovery-bench-');
  const api = await serveTestdata(aPlusB, TOKEN);
  const client = createRedisClient(redisUrl, () => undefined);
  await client.connect();
  const queue = new RedisJudgeQueue({ redis: client, prefix });
  const messages: { at: number; message: JudgeMessage }[] = [];
  queue.consumeResults(async (message) => {
    messages.push({ at: Date.now(), message });
  });
  const daemons = new Map<string, ChildProcess>();
  let started = 0;
  const startDaemon = async (): Promise<void> => {
    const name = `recovery-${++started}`;
    const child = spawn(process.execPath, [join(__dirname, '..', '..', 'bin', 'verdict-judger.js')], {
      env: {
        ...process.env,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        JUDGE_API_URL: api.url,
        JUDGER_TOKEN: TOKEN,
        JUDGER_NAME: name,
        JUDGER_PARALLEL: '1',
        JUDGER_LANGUAGES: 'C',
        JUDGER_SANDBOX: 'namespace',
        JUDGER_WORK_DIR: join(dir, name, 'work'),
        JUDGER_CACHE_DIR: join(dir, name, 'cache'),
        LOG_LEVEL: 'error',
        // Run what this benchmark runs: the sources when it runs from them.
        ...(__filename.endsWith('.ts') ? { VERDICT_JUDGER_FROM_SOURCE: '1' } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    daemons.set(name, child);
    await until(async () => (await listJudgers(client, prefix)).some((j) => j.name === name && j.online));
  };
  const rounds: Round[] = [];
  try {
    await startDaemon();
    await startDaemon();
    for (let round = 1; round <= ROUNDS; round++) {
      const taskId = `recovery-${round}`;
      await queue.enqueue(
        {
          kind: 'submission',
          taskId,
          submissionId: round,
          attempt: 1,
          language: 'C',
          code: SLEEPY_AC,
          problem: { ...A_PLUS_B, timeLimitMs: 5000 },
          enqueuedAt: Date.now(),
        },
        'normal',
      );
      const ofTask = () => messages.filter((m) => m.message.taskId === taskId);
      // Killed once it judges its first case, well inside the task.
      await until(() => ofTask().some((m) => m.message.type === 'progress' && m.message.casesDone >= 1));
      const killed = ofTask()[0].message.judger;
      daemons.get(killed)!.kill('SIGKILL');
      const killedAt = Date.now();
      daemons.delete(killed);
      const again = await until(() =>
        ofTask().find(
          (m) => m.at >= killedAt && m.message.judger !== killed && m.message.type === 'progress',
        ),
      );
      const verdict = await until(() => ofTask().find((m) => m.message.type === 'result'));
      rounds.push({
        killed,
        survivor: again.message.judger,
        restartMs: again.at - killedAt,
        verdictMs: verdict.at - killedAt,
      });
      console.error(`round ${round}: taken over after ${((again.at - killedAt) / 1000).toFixed(1)} s`);
      await startDaemon(); // two daemons again for the next round
    }
  } finally {
    for (const child of daemons.values()) child.kill('SIGKILL');
    await queue.close();
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
      if (keys.length > 0) await client.del(keys);
    await client.close();
    api.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const section = report(rounds);
  console.log(section);
  if (process.argv.includes('--write'))
    writeBenchmarkSection(
      section,
      '## Judge recovery after a SIGKILL',
      'pnpm --filter @verdict/judger bench:recovery --write',
    );
}

function report(rounds: Round[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const restarts = rounds.map((r) => r.restartMs).sort((a, b) => a - b);
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, load average at the end ${loadavg()[0].toFixed(1)}: two \`verdict-judger\` daemons (one worker each, default lease ${DEFAULT_LEASE_MS / 1000} s renewed every ${(DEFAULT_LEASE_MS * 0.3) / 1000} s) on the local Redis; the one judging a 2-case task (3 s per case) is SIGKILLed after its first case, and the other one is idle.`,
    '',
    '| round | killed | taken over by | SIGKILL → compiling again | SIGKILL → verdict |',
    '|---|---|---|---|---|',
    ...rounds.map(
      (r, i) =>
        `| ${i + 1} | ${r.killed} | ${r.survivor} | ${seconds(r.restartMs)} | ${seconds(r.verdictMs)} |`,
    ),
    '',
    `Recovery time after a SIGKILL: **${seconds(restarts[restarts.length - 1])}** at most, median ${seconds(restarts[Math.floor(restarts.length / 2)])} (target ≤ 15 s whenever a slot is free; it was 120 s with the 60 s lease). The lease runs out 7–10 s after the kill, depending on when it was last renewed; an idle daemon looks for expired leases before every read (each read blocks for at most 1 s).`,
  ].join('\n');
}

async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the benchmark waited two minutes for a step');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
