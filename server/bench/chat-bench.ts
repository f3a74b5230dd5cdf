/**
 * The chat's delivery time across two API instances: CHAT_USERS users (default 1 000), half of
 * their sockets on each instance (MariaDB + Redis, the socket.io Redis adapter between them),
 * exchange direct messages at CHAT_RATE messages a second in all (default 200; each user sends
 * every CHAT_USERS / CHAT_RATE seconds, inside the limit of 10 in 10 s) for CHAT_SECONDS (default
 * 30) after 5 s of warm-up at the same pace. Four messages in five go to a user on the other instance. The instances and the users'
 * sockets run in processes of their own (`chat-bench-peers.ts`), so each event loop is measured
 * alone; a message is timed from its send to its arrival at the recipient's socket in the clients'
 * process, one clock. Printed: delivery p50/p99 (goal ≤ 100 ms at p99), the acknowledgement's, the
 * API processes' memory before and after the sockets connect (per connection), and the event-loop
 * use of the APIs and of the clients while sending.
 *
 *   pnpm --filter @verdict/server bench:chat
 *   CHAT_CPU_PROF=/tmp/chat-prof pnpm --filter @verdict/server bench:chat   # profiles the APIs too
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { answerOf, type ApiStats, ask, type BenchUser, BenchSite, forkBenchApi } from './bench-api';
import type { ClientsOrder, ClientsReport, Timed } from './chat-bench-peers';
import { percentile } from './percentile';

const USERS = Number(process.env.CHAT_USERS ?? 1000);
const RATE = Number(process.env.CHAT_RATE ?? 200);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 30);
/** A folder to write the API processes' CPU profiles to (`--cpu-prof`), when set. */
const PROFILE_DIR = process.env.CHAT_CPU_PROF;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

function forkClients(): ChildProcess {
  return fork(join(__dirname, 'chat-bench-peers.ts'), [], {
    execArgv: ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register'],
  });
}

/** The child's first message that `matches`, listened for from now on. */
function messageOf<T>(child: ChildProcess, matches: (message: unknown) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (!matches(message)) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });
}

function latencies(timed: Timed[], of: (entry: Timed) => number): string {
  const values = timed
    .map(of)
    .filter((value) => !Number.isNaN(value))
    .sort((a, b) => a - b);
  return `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${values[values.length - 1]?.toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const site = new BenchSite();
  await site.create();
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const apis: ChildProcess[] = [];
  try {
    // The first instance runs the migrations alone; the second starts once the schema exists.
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      apis.push(forkBenchApi(site.env, profile));
      urls.push(await answerOf<string>(apis[i]));
    }
    const users = await ask<BenchUser[]>(apis[0], {
      type: 'seed',
      count: USERS,
      prefix: 'chatter',
      chat: true,
    });
    const before = await Promise.all(apis.map((api) => ask<ApiStats>(api, { type: 'stats' })));

    const clients = forkClients();
    clients.send({ urls, users, rate: RATE, seconds: SECONDS } satisfies ClientsOrder);
    await answerOf<'connected'>(clients);
    const after = await Promise.all(apis.map((api) => ask<ApiStats>(api, { type: 'stats' })));
    console.log(
      `${USERS} users, ${USERS / apis.length} sockets on each of ${apis.length} API instances, ` +
        `${RATE} direct messages a second for ${SECONDS} s (each user every ${(USERS / RATE).toFixed(1)} s)`,
    );
    for (const [i, api] of ['A', 'B'].entries()) {
      const perSocket = (field: 'rss' | 'heapUsed') =>
        (after[i][field] - before[i][field]) / (USERS / apis.length);
      console.log(
        `  API ${api}: rss ${megabytes(before[i].rss)} → ${megabytes(after[i].rss)} with its sockets ` +
          `(${kilobytes(perSocket('rss'))} a connection; heap ${kilobytes(perSocket('heapUsed'))} a connection)`,
      );
    }

    const warm = messageOf(clients, (message) => message === 'warm');
    const sent = messageOf(clients, (message) => message === 'sent');
    const reported = messageOf<ClientsReport>(clients, (message) => typeof message === 'object');
    clients.send('go');
    await warm;
    await Promise.all(apis.map((api) => ask(api, { type: 'mark' })));
    await sent;
    const during = await Promise.all(apis.map((api) => ask<ApiStats>(api, { type: 'stats' })));
    const report = await reported;
    const cross = report.timed.filter((entry) => entry.cross);
    console.log(`sent ${report.sent}, refused ${report.refused.length}, never delivered ${report.lost}`);
    if (report.refused.length > 0) console.log(`  first refusal: ${report.refused[0]}`);
    console.log(
      `delivery, send → recipient's socket: ${latencies(report.timed, (e) => e.deliveryMs)} (goal ≤ 100 ms at p99)`,
    );
    console.log(`  across instances (${cross.length}): ${latencies(cross, (e) => e.deliveryMs)}`);
    console.log(`acknowledgement, send → ack: ${latencies(report.timed, (e) => e.ackMs)}`);
    for (const [i, api] of ['A', 'B'].entries()) {
      const stats = during[i];
      console.log(
        `  API ${api}: event loop busy ${percent(stats.busy)}, delay p50 ${stats.delayP50Ms.toFixed(1)} ms, ` +
          `p99 ${stats.delayP99Ms.toFixed(1)} ms, max ${stats.delayMaxMs.toFixed(1)} ms; rss ${megabytes(stats.rss)}`,
      );
    }
    console.log(`  clients process: event loop busy ${percent(report.busy)}`);
  } finally {
    await Promise.all(apis.map((api) => ask(api, { type: 'stop' }).catch(() => undefined)));
    await site.remove();
  }
}

void main();
