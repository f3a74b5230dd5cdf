import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, Socket } from 'socket.io-client';
import { JudgeStatus } from '@verdict/common';
import { createApp } from '../../src/app.factory';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { ContestClient } from '../utils/contest-helpers';
import { TEST_MODE } from '../utils/test-mode';

/**
 * Two API instances on one database and one Redis: a verdict recorded by one shows on the board
 * the other serves, and the other's followers are told, as are they of announcements.
 */
(TEST_MODE === 'mysql' ? describe : describe.skip)('contests across API instances', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let secondUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    second = await createApp(t.config);
    await second.listen(0, '127.0.0.1');
    secondUrl = await second.getUrl();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second.close();
    await t.close();
  });

  async function follow(token: string, cid: number): Promise<Socket> {
    const socket = io(secondUrl, { auth: { token }, transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('join-contest', { cid })).toEqual({ ok: true });
    return socket;
  }

  it('shares the board and pushes board changes and announcements to followers of the other instance', async () => {
    const root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    await createUser(t.app, 'ann');
    const ann = new ContestClient(t.app, await loginAs(t.app, 'ann'));
    const annOnSecond = new ContestClient(second, ann.token);
    const pid = await createProblemWithCases(t.app, root.token, 'CIA', [{ input: '1\n', output: '1\n' }]);
    const cid = await root.createContest();
    await root.addProblem(cid, pid, 'A').expect(200);

    await ann.judged(cid, pid, JudgeStatus.WRONG_ANSWER);
    const first = (await annOnSecond.rank(cid).expect(200)).body.data.records;
    expect(first[0]).toMatchObject({ username: 'ann', ac: 0 });

    const socket = await follow(ann.token, cid);
    const boardChanged = new Promise((resolve) => socket.once('contest-board-changed', resolve));
    await ann.judged(cid, pid, JudgeStatus.ACCEPTED);
    expect(await boardChanged).toEqual({ cid });
    const after = (await annOnSecond.rank(cid).expect(200)).body.data.records;
    expect(after[0]).toMatchObject({ username: 'ann', ac: 1 });

    const announced = new Promise<{ title: string }>((resolve) =>
      socket.once('contest-announcement', resolve),
    );
    await root
      .post('/api/admin/contest/announcement', {
        cid,
        announcement: { title: 'Ten minutes left', content: '.' },
      })
      .expect(200);
    expect((await announced).title).toBe('Ten minutes left');
  });
});
