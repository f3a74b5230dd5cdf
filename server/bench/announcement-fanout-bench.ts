/**
 * How long an announcement takes to reach every follower of a contest: 5 000 socket.io clients
 * (FANOUT_CLIENTS) on loopback join a public-board contest's room, an admin publishes, and the
 * time from the publish request to the last client's event is printed, next to one plain
 * contest-list read in the same run.
 *
 *   pnpm --filter @verdict/server bench:fanout
 */
import { io, type Socket } from 'socket.io-client';
import { loginAs } from '../test/utils/auth-helpers';
import { ContestClient } from '../test/utils/contest-helpers';
import { createTestApp, ROOT_PASSWORD } from '../test/utils/create-test-app';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 5000);
const BATCH = 250;

async function main(): Promise<void> {
  const t = await createTestApp();
  const sockets: Socket[] = [];
  try {
    await t.app.listen(0, '127.0.0.1');
    const url = await t.app.getUrl();
    const root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    const cid = await root.createContest({ title: 'Fan-out', openRank: true });
    console.log(`connecting ${CLIENTS} followers…`);
    for (let i = 0; i < CLIENTS; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, CLIENTS - i) }, async () => {
        // Announcements reach those who may read them, so the followers are signed in.
        const socket = io(url, {
          auth: { token: root.token },
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const joined = (await socket.emitWithAck('join-contest', { cid })) as { ok: boolean };
        if (!joined.ok) throw new Error('a follower could not join');
      });
      await Promise.all(batch);
    }
    const received = sockets.map(
      (socket) =>
        new Promise<number>((resolve) => socket.once('contest-announcement', () => resolve(Date.now()))),
    );
    const listStarted = Date.now();
    await root.get('/api/get-contest-list', {}).expect(200);
    const listMs = Date.now() - listStarted;
    const started = Date.now();
    await root
      .post('/api/admin/contest/announcement', { cid, announcement: { title: 'Fan-out', content: 'now' } })
      .expect(200);
    const times = (await Promise.all(received)).map((at) => at - started).sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
    console.log(
      `announcement to ${CLIENTS} followers: first ${times[0]} ms, p50 ${at(50)} ms, last ${times[times.length - 1]} ms`,
    );
    console.log(`(a contest list read in the same run: ${listMs} ms)`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  }
}

void main();
