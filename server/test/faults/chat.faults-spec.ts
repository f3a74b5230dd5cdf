import {
  CHAT_LIMITS,
  CHAT_NAMESPACE,
  ChatEvent,
  type ChatMessageView,
  type ChatSent,
  directConversation,
  groupConversation,
} from '@verdict/common';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { CHAT_MESSAGES } from '../../src/modules/chat/chat-texts';
import { NIGHT_CLASS } from '../utils/group-helpers';
import { Cluster, until } from './cluster';
import { register } from './judge-client';

/** Messages each user sends, one every `PACE_MS`: within the rate limit (10 in 10 s), resends aside. */
const ROUNDS = 14;
const PACE_MS = 1100;
/** An acknowledgement not back by then is taken as lost: the message is sent again once connected. */
const ACK_TIMEOUT_MS = 3000;
/** Sent messages after which instance A is killed, per user. */
const KILL_AFTER = 4;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * One user's chat as the web client keeps it: one socket.io connection to one API instance that
 * reconnects on its own, asks `im-missed` with the newest id it saw on every (re)connection, and
 * merges what is pushed, caught up and acknowledged by id into each conversation's thread, in id
 * order. It records every push it gets twice on one connection, which a client cannot tell apart
 * from a second message.
 */
class ChatPeer {
  /** Conversation → message ids, ascending, each once (as the web client's thread). */
  readonly threads = new Map<string, number[]>();
  readonly doublePushes: string[] = [];
  /** Messages first learnt from `im-missed`: what the connection lost was caught up. */
  caughtUp = 0;
  connections = 0;
  resends = 0;
  private newestId = 0;
  private pushedOn = new Set<number>();
  private readonly socket: Socket;

  constructor(
    readonly name: string,
    readonly uid: string,
    url: string,
    token: string,
  ) {
    this.socket = io(`${url}${CHAT_NAMESPACE}`, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
      randomizationFactor: 0,
    });
    this.socket.on('connect', () => {
      this.connections++;
      this.pushedOn = new Set();
      void this.catchUp();
    });
    this.socket.on(ChatEvent.message, (message: ChatMessageView) => {
      if (this.pushedOn.has(message.id))
        this.doublePushes.push(
          `${this.name} got message ${message.id} pushed twice on connection ${this.connections}`,
        );
      this.pushedOn.add(message.id);
      this.receive([message]);
    });
  }

  connected(): Promise<void> {
    return this.socket.connected
      ? Promise.resolve()
      : new Promise((done) => this.socket.once('connect', done));
  }

  /**
   * Sends until acknowledged: a lost acknowledgement (the instance died) is sent again once the
   * socket is back, a refusal for going too fast a second later. `emitted` runs as each attempt
   * leaves. Returns the stored message.
   */
  async send(conversation: string, content: string, emitted?: () => void): Promise<ChatMessageView> {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) this.resends++;
      await this.connected();
      const asked = this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck(ChatEvent.send, { conversation, kind: 'text', content }) as Promise<ChatSent>;
      emitted?.();
      const reply = await asked.catch(() => null);
      if (!reply) continue;
      if (reply.ok) {
        this.receive([reply.sent]);
        return reply.sent;
      }
      if (reply.message !== CHAT_MESSAGES.tooFast)
        throw new Error(`${this.name} was refused: ${reply.message}`);
      await sleep(1000);
    }
  }

  close(): void {
    this.socket.close();
  }

  private async catchUp(): Promise<void> {
    const reply = (await this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(ChatEvent.missed, { afterId: this.newestId })
      .catch(() => null)) as { ok: boolean; messages?: ChatMessageView[] } | null;
    // The connection died again: the next one asks again.
    if (!reply?.ok || !reply.messages) return;
    if (reply.messages.length >= CHAT_LIMITS.missedMax)
      this.doublePushes.push(
        `${this.name} missed ${reply.messages.length} messages, more than im-missed answers`,
      );
    this.caughtUp += reply.messages.filter((message) => !this.has(message)).length;
    this.receive(reply.messages);
  }

  private has(message: ChatMessageView): boolean {
    return this.threads.get(message.conversation)?.includes(message.id) ?? false;
  }

  private receive(messages: ChatMessageView[]): void {
    for (const message of messages) {
      this.newestId = Math.max(this.newestId, message.id);
      const thread = this.threads.get(message.conversation) ?? [];
      if (!thread.includes(message.id)) thread.push(message.id);
      this.threads.set(
        message.conversation,
        thread.sort((a, b) => a - b),
      );
    }
  }
}

/**
 * The chat across two API instances when one dies: three users on instance A and three on B write
 * to each other (each A user with one B user directly, and all six in a group) while A is
 * SIGKILLed just as one of its users sends, and started again. A's users reconnect to the new
 * process, catch up with `im-missed` and send again what was not acknowledged. Every acknowledged
 * message then reaches every party exactly once, in id order, and no connection is pushed one
 * message twice.
 */
describe('the chat when an API instance dies mid-conversation', () => {
  let cluster: Cluster;
  const peers: ChatPeer[] = [];

  beforeAll(async () => {
    cluster = await Cluster.start(2);
  });
  afterAll(async () => {
    for (const peer of peers) peer.close();
    await cluster?.stop();
  });

  const as = (token: string) => ({
    get: (url: string, path: string) => request(url).get(path).set('Authorization', token),
    post: (url: string, path: string) => request(url).post(path).set('Authorization', token),
    put: (url: string, path: string) => request(url).put(path).set('Authorization', token),
  });

  /** Registers the user on the instance, learns their uid, and opens their chat there. */
  async function joinAt(url: string, name: string, gid: number): Promise<ChatPeer> {
    const token = await register(url, cluster.dataDir, name, 'secret-123');
    const me = (await as(token).get(url, '/api/im/init').expect(200)).body.data.me as { uid: string };
    await as(token)
      .post(url, '/api/group/member')
      .query({ gid, reason: 'Chat', code: NIGHT_CLASS.code })
      .expect(200);
    await as(cluster.rootToken).put(url, '/api/group/member').send({ gid, uid: me.uid, auth: 3 }).expect(200);
    const peer = new ChatPeer(name, me.uid, url, token);
    peers.push(peer);
    await peer.connected();
    return peer;
  }

  it('delivers every acknowledged message exactly once, in order, to users on both instances', async () => {
    const [first, second] = cluster.apis.map((api) => api.url);
    const root = as(cluster.rootToken);
    await root.put(first, '/api/admin/config/set-web-config').send({ imchat: true }).expect(200);
    const gid = (await root.post(first, '/api/group').send(NIGHT_CLASS).expect(200)).body.data.id as number;
    const onA = [
      await joinAt(first, 'ada', gid),
      await joinAt(first, 'abe', gid),
      await joinAt(first, 'amy', gid),
    ];
    const onB = [
      await joinAt(second, 'bea', gid),
      await joinAt(second, 'bob', gid),
      await joinAt(second, 'bud', gid),
    ];
    const group = groupConversation(gid);
    const partnerOf = new Map(onA.flatMap((a, i) => [[a, onB[i]] as const, [onB[i], a] as const]));

    /** Conversation → the acknowledged ids, and the parties of each conversation. */
    const acknowledged = new Map<string, number[]>();
    const parties = new Map<string, ChatPeer[]>([[group, peers]]);
    let sentCount = 0;
    let killing: Promise<void> | null = null;
    const killA = () => {
      // SIGKILL is sent synchronously here, as the send leaves; restartApi then waits and starts A again.
      killing ??= cluster.restartApi(0);
    };

    await Promise.all(
      peers.map(async (peer) => {
        const partner = partnerOf.get(peer)!;
        const direct = directConversation(peer.uid, partner.uid);
        parties.set(direct, [peer, partner]);
        for (let round = 0; round < ROUNDS; round++) {
          const started = Date.now();
          const conversation = round % 2 === 0 ? direct : group;
          // ada's send once everyone sent a few is the one the kill lands on.
          const armed = peer === onA[0] && killing === null && sentCount >= KILL_AFTER * peers.length;
          const sent = await peer.send(conversation, `${peer.name} ${round}`, armed ? killA : undefined);
          acknowledged.set(conversation, [...(acknowledged.get(conversation) ?? []), sent.id]);
          sentCount++;
          await sleep(Math.max(0, PACE_MS - (Date.now() - started)));
        }
      }),
    );
    expect(killing).not.toBeNull();
    await killing;

    const missing = () =>
      [...parties].flatMap(([conversation, readers]) =>
        readers.flatMap((reader) => {
          const thread = new Set(reader.threads.get(conversation) ?? []);
          const lost = (acknowledged.get(conversation) ?? []).filter((id) => !thread.has(id));
          return lost.length > 0 ? [`${reader.name} never got ${lost.join(', ')} of ${conversation}`] : [];
        }),
      );
    await until(
      'every acknowledged message to reach every party',
      async () => missing().length === 0,
      15_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}:\n${missing().join('\n')}\n${cluster.tails()}`);
    });

    expect(peers.flatMap((peer) => peer.doublePushes)).toEqual([]);
    for (const [conversation, readers] of parties) {
      for (const reader of readers) {
        const thread = reader.threads.get(conversation) ?? [];
        const once = (acknowledged.get(conversation) ?? []).filter(
          (id) => thread.filter((seen) => seen === id).length !== 1,
        );
        expect({ reader: reader.name, conversation, notExactlyOnce: once }).toEqual({
          reader: reader.name,
          conversation,
          notExactlyOnce: [],
        });
        expect({ reader: reader.name, conversation, thread }).toEqual({
          reader: reader.name,
          conversation,
          thread: [...thread].sort((a, b) => a - b),
        });
      }
    }
    // The fault was real: A's users came back on a new connection and caught up on what B's users wrote meanwhile.
    expect(onA.map((peer) => [peer.name, peer.connections >= 2])).toEqual(
      onA.map((peer) => [peer.name, true]),
    );
    expect(onA.reduce((sum, peer) => sum + peer.caughtUp, 0)).toBeGreaterThan(0);
    expect(onB.map((peer) => [peer.name, peer.connections])).toEqual(onB.map((peer) => [peer.name, 1]));
  });
});
