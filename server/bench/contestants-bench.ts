/**
 * A contest's load on loopback: 300 contestants (BENCH_USERS) each submit A+B in C every 30–60 s
 * and poll their submission every 2.5 s until it is judged, for 5 minutes (BENCH_SECONDS), against
 * production mode on this machine — one API, two judge daemons (2 tasks each), a private Redis and
 * MariaDB database. Prints the submit → verdict times, the request rate and every request error.
 *
 *   pnpm --filter @verdict/server bench:contestants
 *   BENCH_USERS=50 BENCH_SECONDS=60 pnpm --filter @verdict/server bench:contestants
 */
import { isFinalStatus } from '@verdict/common';
import { Cluster, ROOT_PASSWORD } from '../test/faults/cluster';
import { login, PROGRAMS, register, statuses, submit } from '../test/faults/judge-client';
import { createProblemWithCases } from '../test/utils/judging-helpers';
import { percentile } from './percentile';

const USERS = Number(process.env.BENCH_USERS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const POLL_MS = 2500;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);

async function main(): Promise<void> {
  const cluster = await Cluster.start(1);
  const url = cluster.apis[0].url;
  const latencies: number[] = [];
  const errors: string[] = [];
  let requests = 0;
  let unfinished = 0;
  const counted = async <T>(call: () => Promise<T>): Promise<T | null> => {
    requests++;
    try {
      return await call();
    } catch (error) {
      errors.push(String(error));
      return null;
    }
  };
  try {
    const root = await login(url, 'root', ROOT_PASSWORD);
    await createProblemWithCases(url, root, 'BENCH', [{ input: '1 2\n', output: '3\n' }]);
    await cluster.startDaemon('bench-a');
    await cluster.startDaemon('bench-b');
    console.log(`registering ${USERS} contestants…`);
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i += 20) {
      const batch = Array.from({ length: Math.min(20, USERS - i) }, (_, j) =>
        register(url, cluster.dataDir, `contestant${i + j}`, 'secret-123'),
      );
      tokens.push(...(await Promise.all(batch)));
    }
    console.log(`${USERS} contestants submit for ${SECONDS} s…`);
    const started = Date.now();
    const endAt = started + SECONDS * 1000;
    const contestant = async (token: string) => {
      await sleep(between(0, 60_000));
      while (Date.now() < endAt) {
        const code = Math.random() < 0.7 ? PROGRAMS.right : PROGRAMS.wrong;
        const submittedAt = Date.now();
        const submitId = await counted(() => submit(url, token, 'BENCH', code));
        if (submitId !== null) {
          let judged = false;
          while (!judged && Date.now() < endAt + 120_000) {
            await sleep(POLL_MS);
            const now = await counted(() => statuses(url, [submitId]));
            judged = now !== null && isFinalStatus(now.get(submitId) ?? -100);
          }
          if (judged) latencies.push(Date.now() - submittedAt);
          else unfinished++;
        }
        await sleep(between(30_000, 60_000));
      }
    };
    await Promise.all(tokens.map(contestant));
    const elapsed = (Date.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`\nsubmissions judged      ${latencies.length} (${unfinished} not judged in time)`);
    console.log(
      `submit → verdict p50    ${seconds(percentile(sorted, 50))}  (polled every ${POLL_MS / 1000} s)`,
    );
    console.log(`submit → verdict p95    ${seconds(percentile(sorted, 95))}`);
    console.log(`submit → verdict p99    ${seconds(percentile(sorted, 99))}`);
    console.log(`submit → verdict max    ${seconds(sorted[sorted.length - 1] ?? NaN)}`);
    console.log(`requests                ${requests} (${(requests / elapsed).toFixed(1)}/s)`);
    console.log(`request errors          ${errors.length}`);
    for (const error of errors.slice(0, 10)) console.log(`  ${error}`);
    if (errors.length > 0 || unfinished > 0) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
}

void main();
