import type { AddressInfo } from 'node:net';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { JudgeStatus, Role } from '@verdict/common';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportTestRun, reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';

/** What a judge host says about its own failure: paths and a stack trace, for admins only. */
const JUDGE_REASON =
  'EACCES: permission denied, open /var/lib/verdict/judge/work/box-3/main\n' +
  '    at Sandbox.run (/opt/verdict/judger/dist/sandbox/namespace.js:42:7)';
const COMPILER_OUTPUT = "main.cpp:1:11: error: expected ')' before '{' token";
const SYSTEM_ERROR_NOTICE = 'The judge failed on this submission; please contact an administrator.';
const HIDDEN = 'The error message does not support viewing.';

/** System Error reasons reach admins only; compiler output whoever may see the code. */
describe('judge error details', () => {
  let t: TestApp;
  let pid: number;
  const tokens: Record<string, string> = {};
  let socket: Socket | undefined;
  const http = () => request(t.app.getHttpServer());

  const submit = async (user: string) => {
    const submitted = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', tokens[user])
      .send({ pid: await hojPid(t.app, pid), language: 'C++', code: 'int main( {}' })
      .expect(200);
    return submitted.body.data.submitId as number;
  };
  const errorMessageSeenBy = async (submitId: number, user?: string) => {
    const detail = http().get('/api/get-submission-detail').query({ submitId });
    if (user) void detail.set('Authorization', tokens[user]);
    return (await detail.expect(200)).body.data.submission.errorMessage as string | null;
  };

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    tokens.root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, tokens.root, 'ED1', [{ input: '1 2\n', output: '3\n' }], {
      codeShare: true,
    });
    for (const [name, role] of [
      ['sam', Role.DEFAULT_USER],
      ['pat', Role.DEFAULT_USER],
      ['tess', Role.TEACHER],
    ] as const) {
      await createUser(t.app, name, role);
      tokens[name] = await loginAs(t.app, name);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.disconnect();
    await t.close();
  });

  it('shows the reason of a System Error to admins and a notice to everyone else', async () => {
    const submitId = await submit('sam');
    await reportVerdict(t.app, submitId, { status: JudgeStatus.SYSTEM_ERROR, errorMessage: JUDGE_REASON });
    expect(await errorMessageSeenBy(submitId, 'root')).toBe(JUDGE_REASON);
    for (const viewer of ['sam', 'tess', 'pat', undefined]) {
      expect(await errorMessageSeenBy(submitId, viewer)).toBe(SYSTEM_ERROR_NOTICE);
    }
  });

  it('keeps the reason out of the submission list and the status polling', async () => {
    const submitId = await submit('sam');
    await reportVerdict(t.app, submitId, { status: JudgeStatus.SYSTEM_ERROR, errorMessage: JUDGE_REASON });
    const list = await http()
      .get('/api/get-submission-list')
      .query({ onlyMine: true })
      .set('Authorization', tokens.sam)
      .expect(200);
    expect(list.body.data.records.map((r: { submitId: number }) => r.submitId)).toContain(submitId);
    const polled = await http()
      .post('/api/check-submissions-status')
      .send({ submitIds: [submitId] })
      .expect(200);
    expect(polled.body.data[submitId].status).toBe(JudgeStatus.SYSTEM_ERROR);
    for (const body of [list.body, polled.body]) expect(JSON.stringify(body)).not.toContain('/var/lib');
  });

  it('keeps the reason out of the live status push', async () => {
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    socket = io(`http://127.0.0.1:${port}`, {
      auth: { token: tokens.sam },
      transports: ['websocket'],
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) =>
      socket!.once('connect', () => resolve()).once('connect_error', reject),
    );
    const submitId = await submit('sam');
    expect(await socket.emitWithAck('subscribe-submission', { submitId })).toEqual({ ok: true });
    const pushed = new Promise<Record<string, unknown>>((resolve) =>
      socket!.on('submission-status', (event: Record<string, unknown>) => {
        if (event.submitId === submitId && event.status === JudgeStatus.SYSTEM_ERROR) resolve(event);
      }),
    );
    await reportVerdict(t.app, submitId, { status: JudgeStatus.SYSTEM_ERROR, errorMessage: JUDGE_REASON });
    expect(JSON.stringify(await pushed)).not.toContain('/var/lib');
  });

  it('shows compiler output to those who may see the code', async () => {
    const submitId = await submit('sam');
    await reportVerdict(t.app, submitId, {
      status: JudgeStatus.COMPILE_ERROR,
      errorMessage: COMPILER_OUTPUT,
    });
    for (const viewer of ['sam', 'tess', 'root']) {
      expect(await errorMessageSeenBy(submitId, viewer)).toBe(COMPILER_OUTPUT);
    }
    expect(await errorMessageSeenBy(submitId, 'pat')).toBe(HIDDEN);
    expect(await errorMessageSeenBy(submitId)).toBe(HIDDEN);

    await http()
      .put('/api/submission')
      .set('Authorization', tokens.sam)
      .send({ submitId, share: true })
      .expect(200);
    expect(await errorMessageSeenBy(submitId, 'pat')).toBe(COMPILER_OUTPUT);
  });

  it('shows the reason of a System Error in a test run to admins only', async () => {
    const runAs = async (user: string) => {
      const started = await http()
        .post('/api/submit-problem-test-judge')
        .set('Authorization', tokens[user])
        .send({ pid, language: 'C++', code: 'int main(){}', userInput: '1 2\n' })
        .expect(200);
      const testKey = started.body.data as string;
      await reportTestRun(t.app, testKey, { status: JudgeStatus.SYSTEM_ERROR, stderr: JUDGE_REASON });
      const result = await http()
        .get('/api/get-test-judge-result')
        .query({ testJudgeKey: testKey })
        .set('Authorization', tokens[user])
        .expect(200);
      return result.body.data as { status: number; stderr: string };
    };
    expect(await runAs('sam')).toMatchObject({
      status: JudgeStatus.SYSTEM_ERROR,
      stderr: SYSTEM_ERROR_NOTICE,
    });
    expect(await runAs('root')).toMatchObject({ status: JudgeStatus.SYSTEM_ERROR, stderr: JUDGE_REASON });
  });
});
