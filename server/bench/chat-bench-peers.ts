/**
 * The chat benchmark's clients, forked by `chat-bench.ts` beside the API instances
 * (`bench-api.ts`) so that what they cost is measured apart: every user's chat socket, which sends
 * at the set pace and times each message from its send at the sender to its arrival at the
 * recipient's socket, both in this process. Imports nothing of the app, so it starts at once.
 */
import { performance } from 'node:perf_hooks';
import {
  CHAT_NAMESPACE,
  ChatEvent,
  type ChatMessageView,
  type ChatSent,
  directConversation,
} from '@verdict/common';
import { io, type Socket } from 'socket.io-client';
import type { BenchUser } from './bench-api';

export interface ClientsOrder {
  urls: string[];
  users: BenchUser[];
  rate: number;
  seconds: number;
}

/**
 * One message's times (ms, this process's clock): from its send to its acknowledgement at the
 * sender and to its arrival at the recipient's socket (NaN when it never came), and whether the
 * two users were on different instances.
 */
export interface Timed {
  ackMs: number;
  deliveryMs: number;
  cross: boolean;
}

export interface ClientsReport {
  timed: Timed[];
  sent: number;
  refused: string[];
  lost: number;
  busy: number;
}

/** Sockets opened at once while connecting, so the handshakes come as users arrive, not in one burst. */
const CONNECTING_AT_ONCE = 50;
/** Messages sent at the same pace first and left out of the figures: connections, caches and the JIT warm up. */
const WARMUP_SECONDS = 5;
/** How long after the last send arrivals are still waited for. */
const DRAIN_MS = 3000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const nextMessage = <T>() =>
  new Promise<T>((resolve) => process.once('message', (message) => resolve(message as T)));

function openSocket(url: string, token: string): Promise<Socket> {
  const socket = io(`${url}${CHAT_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Every user's socket, user i on instance i mod 2, connected before `go`; says `warm` when the
 * warm-up ends, `sent` when the last acknowledgement came, then reports. Message k is sent by user k mod N, k / rate
 * seconds after the start, so each user sends every N / rate seconds; it goes to the next user
 * (the other instance), every fifth one to the user after that (the same instance).
 */
async function runClients(): Promise<void> {
  const { urls, users, rate, seconds } = await nextMessage<ClientsOrder>();
  const sockets: Socket[] = [];
  for (let i = 0; i < users.length; i += CONNECTING_AT_ONCE) {
    const batch = users.slice(i, i + CONNECTING_AT_ONCE);
    sockets.push(
      ...(await Promise.all(batch.map((user, j) => openSocket(urls[(i + j) % urls.length], user.token)))),
    );
  }
  const timed: (Timed & { at: number; to: string })[] = [];
  sockets.forEach((socket, i) =>
    socket.on(ChatEvent.message, (message: ChatMessageView) => {
      const sent = timed[Number(message.content)];
      // The sender's own socket is pushed its message too; the recipient's arrival is what counts.
      if (sent?.to === users[i].uid && Number.isNaN(sent.deliveryMs))
        sent.deliveryMs = performance.now() - sent.at;
    }),
  );
  process.send?.('connected');
  await nextMessage<'go'>();

  let busySince = performance.eventLoopUtilization();
  const refused: string[] = [];
  const warmup = Math.round(rate * WARMUP_SECONDS);
  const total = warmup + Math.round(rate * seconds);
  const start = performance.now();
  const acks: Promise<void>[] = [];
  for (let k = 0; k < total; k++) {
    if (k === warmup) {
      busySince = performance.eventLoopUtilization();
      process.send?.('warm');
    }
    const wait = start + (k * 1000) / rate - performance.now();
    if (wait > 1) await sleep(wait);
    const from = k % users.length;
    const to = (from + (k % 5 === 4 ? 2 : 1)) % users.length;
    const record = {
      at: performance.now(),
      to: users[to].uid,
      ackMs: NaN,
      deliveryMs: NaN,
      cross: from % 2 !== to % 2,
    };
    timed.push(record);
    const body = {
      conversation: directConversation(users[from].uid, users[to].uid),
      kind: 'text',
      content: String(k),
    };
    acks.push(
      (sockets[from].timeout(10_000).emitWithAck(ChatEvent.send, body) as Promise<ChatSent>).then(
        (reply) => {
          record.ackMs = performance.now() - record.at;
          if (!reply.ok) refused.push(reply.message);
        },
        (error: Error) => void refused.push(error.message),
      ),
    );
  }
  await Promise.all(acks);
  const busy = performance.eventLoopUtilization(busySince).utilization;
  process.send?.('sent');
  await sleep(DRAIN_MS);
  for (const socket of sockets) socket.close();
  const measured = timed.slice(warmup);
  const lost = measured.filter((record) => Number.isNaN(record.deliveryMs)).length;
  const report = measured.map(({ ackMs, deliveryMs, cross }) => ({ ackMs, deliveryMs, cross }));
  process.send?.({ timed: report, sent: measured.length, refused, lost, busy } satisfies ClientsReport);
}

if (require.main === module) void runClients();
