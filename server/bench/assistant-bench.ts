/**
 * What the assistant adds to a model's time to first token while many replies stream:
 * ASSISTANT_STREAMS users (default 200) each keep one reply streaming for ASSISTANT_SECONDS
 * (default 30), asking again a moment after each reply ends, through one API instance (MariaDB +
 * Redis) to a local server speaking the OpenAI protocol that thinks 50 ms before its first piece
 * and then writes 30 pieces, 100 ms apart (10 a second each, as a model shared by 200 users does).
 * The API (`bench-api.ts`, production settings), the model and the browsers
 * (`assistant-bench-peers.ts`) each run in a process of their own. For each
 * reply, the time from the browser's request to its first piece minus the model's own (from the
 * request reaching it to its first piece) is what Verdict adds; p50 and p99 are printed, and the
 * API's memory every 5 s.
 *
 *   pnpm --filter @verdict/server bench:assistant
 *   ASSISTANT_CPU_PROF=/tmp/assistant-prof pnpm --filter @verdict/server bench:assistant   # profiles the API too
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { createProblemWithCases } from '../test/utils/judging-helpers';
import {
  type Asked,
  type AskersOrder,
  type AskersReport,
  MODEL_PIECE_GAP_MS,
  MODEL_PIECES,
  MODEL_THINKS_MS,
  type ModelTimings,
} from './assistant-bench-peers';
import { answerOf, type ApiStats, ask, type BenchUser, BenchSite, forkBenchApi } from './bench-api';
import { percentile } from './percentile';

const STREAMS = Number(process.env.ASSISTANT_STREAMS ?? 200);
const SECONDS = Number(process.env.ASSISTANT_SECONDS ?? 30);
/** A folder to write the API process's CPU profile to (`--cpu-prof`), when set. */
const PROFILE_DIR = process.env.ASSISTANT_CPU_PROF;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function peer(role: 'model' | 'askers'): ChildProcess {
  return fork(join(__dirname, 'assistant-bench-peers.ts'), [role], {
    execArgv: ['-r', 'ts-node/register/transpile-only'],
  });
}

async function main(): Promise<void> {
  const model = peer('model');
  const baseUrl = await answerOf<string>(model);
  const site = new BenchSite();
  await site.create();
  const api = forkBenchApi(site.env, PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
  try {
    const base = await answerOf<string>(api);
    const login = await request(base)
      .post('/api/login')
      .send({ username: 'root', password: BenchSite.ROOT_PASSWORD })
      .expect(200);
    const root = login.headers.authorization as string;
    await createProblemWithCases(base, root, 'BENCH', [{ input: '1\n', output: '1\n' }]);
    await request(base)
      .put('/api/admin/config/set-assistant-config')
      .set('Authorization', root)
      .send({ baseUrl, model: 'm', dailyMessages: 100000 })
      .expect(200);
    const users = await ask<BenchUser[]>(api, { type: 'seed', count: STREAMS, prefix: 'asker' });
    const sessions = await Promise.all(
      users.map(async ({ token }) => {
        const opened = await request(base)
          .get('/ai/init-session')
          .query({ pid: 'BENCH' })
          .set('Authorization', token)
          .expect(200);
        return { url: `${base}/ai/chat/${opened.body.data as string}`, token };
      }),
    );
    console.log(
      `${STREAMS} streams kept open for ${SECONDS} s; the model thinks ${MODEL_THINKS_MS} ms, ` +
        `then writes ${MODEL_PIECES} pieces ${MODEL_PIECE_GAP_MS} ms apart; the API in a process of its own`,
    );
    const before = await ask<{ rss: number }>(api, { type: 'memory' });
    let rssPeak = before.rss;
    const started = Date.now();
    let polling: Promise<void> = Promise.resolve();
    const memory = setInterval(() => {
      polling = ask<{ rss: number; heapUsed: number }>(api, { type: 'memory' }).then(({ rss, heapUsed }) => {
        rssPeak = Math.max(rssPeak, rss);
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`  ${seconds} s: API rss ${megabytes(rss)}, heap ${megabytes(heapUsed)}`);
      });
    }, 5000);
    // The API's loop use and delay (how long its callbacks waited: each question waits this at every step).
    await ask(api, { type: 'mark' });
    const askers = peer('askers');
    askers.send({ sessions, seconds: SECONDS } satisfies AskersOrder);
    const { asked, busy: askersBusy } = await answerOf<AskersReport>(askers);
    clearInterval(memory);
    await polling;
    const during = await ask<ApiStats>(api, { type: 'stats' });
    model.send('timings');
    const own = new Map(await answerOf<ModelTimings>(model));
    const addedTo = (replies: Asked[]) =>
      replies
        .map((reply) => {
          const ownMs = own.get(reply.question);
          if (ownMs === undefined || ownMs === null) throw new Error(`no model timing for ${reply.question}`);
          return reply.firstAt - reply.startedAt - ownMs;
        })
        .sort((a, b) => a - b);
    const figures = (added: number[]) =>
      `p50 ${percentile(added, 50).toFixed(1)} ms, p99 ${percentile(added, 99).toFixed(1)} ms`;
    const all = addedTo(asked);
    // A browser's first question also opens its connection, and the API's first ones to the model.
    const later = addedTo(asked.filter((reply) => !reply.question.endsWith(' question 0')));
    console.log(
      `time to first token added by Verdict over ${all.length} replies: ${figures(all)} (goal ≤ 20 ms at p99)`,
    );
    console.log(`  leaving out each browser's first question: ${figures(later)}`);
    console.log(
      `API process rss: ${megabytes(before.rss)} before, peak ${megabytes(rssPeak)} while streaming`,
    );
    console.log(
      `event loop busy while streaming: API ${(during.busy * 100).toFixed(0)}%, ` +
        `browsers ${(askersBusy * 100).toFixed(0)}%`,
    );
    console.log(
      `API CPU while streaming: ${(during.cpuMs / all.length).toFixed(2)} ms a reply ` +
        `(${(during.cpuMs / 1000).toFixed(1)} s over ${all.length} replies of ${MODEL_PIECES} pieces)`,
    );
    console.log(
      `API event loop delay: p50 ${during.delayP50Ms.toFixed(1)} ms, p99 ${during.delayP99Ms.toFixed(1)} ms, ` +
        `max ${during.delayMaxMs.toFixed(1)} ms`,
    );
  } finally {
    await ask(api, { type: 'stop' }).catch(() => undefined);
    await site.remove();
    model.kill();
  }
}

void main();
