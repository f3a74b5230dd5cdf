/**
 * What the assistant adds to a model's time to first token while many replies stream:
 * ASSISTANT_STREAMS users (default 200) each keep one reply streaming for ASSISTANT_SECONDS
 * (default 30), asking again a moment after each reply ends, through one API instance (MariaDB +
 * Redis) to a local server speaking the OpenAI protocol that thinks 50 ms before its first piece
 * and then writes 30 pieces, 100 ms apart (10 a second each, as a model shared by 200 users does).
 * The model and the browsers run in processes of their own (`assistant-bench-peers.ts`). For each
 * reply, the time from the browser's request to its first piece minus the model's own (from the
 * request reaching it to its first piece) is what Verdict adds; p50 and p99 are printed, and the
 * API's memory every 5 s.
 *
 *   pnpm --filter @verdict/server bench:assistant
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { TestUsers } from '../test/utils/api-client';
import { createTestApp } from '../test/utils/create-test-app';
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
import { percentile } from './percentile';

const STREAMS = Number(process.env.ASSISTANT_STREAMS ?? 200);
const SECONDS = Number(process.env.ASSISTANT_SECONDS ?? 30);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function peer(role: 'model' | 'askers'): ChildProcess {
  return fork(join(__dirname, 'assistant-bench-peers.ts'), [role], {
    execArgv: ['-r', 'ts-node/register/transpile-only'],
  });
}

function answerOf<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (message) => resolve(message as T)));
}

async function main(): Promise<void> {
  const model = peer('model');
  const baseUrl = await answerOf<string>(model);
  const t = await createTestApp({ LOG_LEVEL: 'warn' });
  const users = new TestUsers(() => t.app);
  try {
    await t.app.listen(0, '127.0.0.1');
    const base = await t.app.getUrl();
    await users.signInRoot();
    await createProblemWithCases(t.app, users.tokens.root, 'BENCH', [{ input: '1\n', output: '1\n' }]);
    await users
      .as('root')
      .put('/api/admin/config/set-assistant-config', { baseUrl, model: 'm', dailyMessages: 100000 })
      .expect(200);
    const names = Array.from({ length: STREAMS }, (_, i) => `asker${i}`);
    await users.signUp(names);
    const sessions = await Promise.all(
      names.map(async (name) => {
        const id = (await users.as(name).get('/ai/init-session', { pid: 'BENCH' }).expect(200)).body
          .data as string;
        return { url: `${base}/ai/chat/${id}`, token: users.tokens[name] };
      }),
    );
    console.log(
      `${STREAMS} streams kept open for ${SECONDS} s; the model thinks ${MODEL_THINKS_MS} ms, ` +
        `then writes ${MODEL_PIECES} pieces ${MODEL_PIECE_GAP_MS} ms apart`,
    );
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const started = Date.now();
    const memory = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      rssPeak = Math.max(rssPeak, rss);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`  ${seconds} s: API rss ${megabytes(rss)}, heap ${megabytes(heapUsed)}`);
    }, 5000);
    const busy = performance.eventLoopUtilization();
    // How long the API's callbacks waited for its event loop: each question waits this at every step.
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const askers = peer('askers');
    askers.send({ sessions, seconds: SECONDS } satisfies AskersOrder);
    const { asked, busy: askersBusy } = await answerOf<AskersReport>(askers);
    clearInterval(memory);
    delay.disable();
    const utilisation = performance.eventLoopUtilization(busy).utilization;
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
      `API process rss: ${megabytes(rssBefore)} before, peak ${megabytes(rssPeak)} while streaming`,
    );
    console.log(
      `event loop busy while streaming: API ${(utilisation * 100).toFixed(0)}%, ` +
        `browsers ${(askersBusy * 100).toFixed(0)}%`,
    );
    const delayMs = (nanoseconds: number) => `${(nanoseconds / 1e6).toFixed(1)} ms`;
    console.log(
      `API event loop delay: p50 ${delayMs(delay.percentile(50))}, p99 ${delayMs(delay.percentile(99))}, ` +
        `max ${delayMs(delay.max)}`,
    );
  } finally {
    await t.close();
    model.kill();
  }
}

void main();
