import type { AddressInfo } from 'node:net';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { isFinalStatus, JudgeStatus, Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { hojPid } from '../utils/hoj-pid';
import { ContestClient } from '../utils/contest-helpers';
import { allowGroupCreation, NIGHT_CLASS } from '../utils/group-helpers';

interface StatusEvent {
  submitId: number;
  status: number;
}

describe('live submission status over socket.io', () => {
  let t: TestApp;
  let baseUrl: string;
  let pid: number;
  const sockets: Socket[] = [];

  function connect(token?: string): Promise<Socket> {
    const socket = io(baseUrl, { auth: token ? { token } : {}, transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ EMBEDDED_JUDGER: 'true', JUDGE_WORKERS: '1', SUBMIT_INTERVAL_SECONDS: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, root, 'LIVE1', [{ input: '1 2\n', output: '3\n' }]);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('pushes each status change of a submission to its owner until the verdict', async () => {
    await createUser(t.app, 'yuri');
    const token = await loginAs(t.app, 'yuri');
    const socket = await connect(token);
    const submitted = await request(t.app.getHttpServer())
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({
        pid: await hojPid(t.app, pid),
        language: 'C++',
        code: '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}\n',
      })
      .expect(200);
    const submitId = submitted.body.data.submitId as number;

    const seen: number[] = [];
    const final = new Promise<StatusEvent>((resolve) => {
      socket.on('submission-status', (event: StatusEvent) => {
        if (event.submitId !== submitId) return;
        seen.push(event.status);
        if (isFinalStatus(event.status)) resolve(event);
      });
    });
    const ack = (await socket.emitWithAck('subscribe-submission', { submitId })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    // The verdict may have landed before the subscription; the poll fallback covers that case.
    const polled = await request(t.app.getHttpServer())
      .post('/api/check-submissions-status')
      .send({ submitIds: [submitId] });
    const alreadyFinal = isFinalStatus(polled.body.data[submitId].status);
    const verdict = alreadyFinal ? polled.body.data[submitId] : await final;
    expect(verdict.status).toBe(JudgeStatus.ACCEPTED);
    if (!alreadyFinal) {
      expect(seen[seen.length - 1]).toBe(JudgeStatus.ACCEPTED);
      expect(seen.slice(0, -1).every((status) => !isFinalStatus(status))).toBe(true);
    }
  }, 60_000);

  it('refuses to subscribe anonymous sockets and strangers', async () => {
    const anonymous = await connect();
    const refused = (await anonymous.emitWithAck('subscribe-submission', { submitId: 1 })) as {
      ok: boolean;
      msg: string;
    };
    expect(refused).toEqual({ ok: false, msg: 'Please login first' });

    await createUser(t.app, 'zoe');
    const stranger = await connect(await loginAs(t.app, 'zoe'));
    const notYours = (await stranger.emitWithAck('subscribe-submission', { submitId: 1 })) as {
      ok: boolean;
      msg: string;
    };
    expect(notYours).toEqual({ ok: false, msg: 'Not your submission' });
  });

  it('follows the detail page: no live status of what the detail refuses a teacher or a problem admin', async () => {
    const root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    await createUser(t.app, 'tess', Role.TEACHER);
    await createUser(t.app, 'pam', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'gil');
    await createUser(t.app, 'cal');
    const gil = new ContestClient(t.app, await loginAs(t.app, 'gil'));
    const cal = new ContestClient(t.app, await loginAs(t.app, 'cal'));
    // An ACM contest whose board was sealed half an hour ago: cal's submission comes after the seal.
    const now = Date.now();
    const cid = await root.createContest({
      sealRank: true,
      sealRankTime: new Date(now - 1_800_000).toISOString(),
    });
    await root.addProblem(cid, pid, 'A').expect(200);
    const sealed = (await cal.submit(cid, pid)).body.data.submitId as number;
    // gil's submission in a private group neither of them is in.
    await allowGroupCreation(t.app);
    const gid = (await gil.post('/api/group', NIGHT_CLASS).expect(200)).body.data.id as number;
    const inGroup = (
      await gil
        .post('/api/submit-problem-judge', {
          pid: await hojPid(t.app, pid),
          gid,
          language: 'C++',
          code: 'int main(){}',
        })
        .expect(200)
    ).body.data.submitId as number;

    // A running contest without a seal: the detail shows the verdict but not cal's time and memory.
    const running = await root.createContest();
    await root.addProblem(running, pid, 'A').expect(200);
    const unsealed = (await cal.submit(running, pid)).body.data.submitId as number;

    for (const who of ['tess', 'pam']) {
      const token = await loginAs(t.app, who);
      const socket = await connect(token);
      const figures = await request(t.app.getHttpServer())
        .get('/api/get-submission-detail')
        .query({ submitId: unsealed })
        .set('Authorization', token)
        .expect(200);
      expect(figures.body.data.submission).toMatchObject({ time: null, memory: null });
      expect(await socket.emitWithAck('subscribe-submission', { submitId: unsealed })).toEqual({
        ok: false,
        msg: 'Others’ run time and memory are hidden while the contest runs',
      });
      for (const [submitId, refusal] of [
        [sealed, 'This submission is hidden while the scoreboard is sealed'],
        [inGroup, 'You are not a member of this group'],
      ] as const) {
        const detail = await request(t.app.getHttpServer())
          .get('/api/get-submission-detail')
          .query({ submitId })
          .set('Authorization', token)
          .expect(403);
        expect(detail.body.msg).toBe(refusal);
        expect(await socket.emitWithAck('subscribe-submission', { submitId })).toEqual({
          ok: false,
          msg: refusal,
        });
      }
    }
  }, 60_000);
});
