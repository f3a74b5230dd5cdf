import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus, type JudgeTaskQueue } from '@verdict/common';
import { JUDGE_QUEUE } from '../../src/modules/judge/judge-queue.token';
import { JudgeResultConsumer } from '../../src/modules/submission/judge-result.consumer';
import { SubmissionReconcilerService } from '../../src/modules/submission/submission-reconciler.service';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { EventBus } from '../../src/events/event-bus';
import type { VerdictChanged } from '../../src/events/events';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { expectCountersMatchRows } from '../utils/verdict-ledger';
import { hojPid } from '../utils/hoj-pid';
import { ContestClient } from '../utils/contest-helpers';
import { allowGroupCreation, NIGHT_CLASS } from '../utils/group-helpers';

const { ACCEPTED: AC, WRONG_ANSWER: WA, TIME_LIMIT_EXCEEDED: TLE, MEMORY_LIMIT_EXCEEDED: MLE } = JudgeStatus;

/**
 * Every change of a verdict (judged, rejudged, cancelled, judged by hand, deleted, re-queued) goes
 * through the submission recorder: counters stay equal to what the rows say, even when changes
 * race, and each committed change is pushed to the submission's viewers.
 */
describe('verdict transitions', () => {
  let t: TestApp;
  let baseUrl: string;
  let root: string;
  let user: string;
  let problemSeq = 0;
  const sockets: Socket[] = [];
  const changes: VerdictChanged[] = [];
  /** The VerdictChanged events of one submission, as (before → after) statuses. */
  const changesOf = (submitId: number) =>
    changes
      .filter((change) => change.submission.submitId === submitId)
      .map((change) => [change.before?.status ?? null, change.after?.status ?? null]);
  const http = () => request(t.app.getHttpServer());
  const admin = (path: string, query: Record<string, unknown>) =>
    http().get(`/api/admin/judge/${path}`).query(query).set('Authorization', root);

  async function newProblem(): Promise<number> {
    return createProblemWithCases(t.app, root, `VT${++problemSeq}`, [{ input: '1 2\n', output: '3\n' }]);
  }

  async function submit(pid: number, token = user): Promise<number> {
    const response = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, pid), language: 'C++', code: 'int main(){}' })
      .expect(200);
    return response.body.data.submitId as number;
  }

  const row = (submitId: number) =>
    t.app.get(DataSource).getRepository(SubmissionEntity).findOneByOrFail({ submitId });

  /** Subscribes to a submission's live status; `pushed` is the first status `accept` takes. */
  async function watch(
    token: string,
    submitId: number,
    accept: (status: number) => boolean,
  ): Promise<{ pushed: Promise<number> }> {
    const socket = io(baseUrl, { auth: { token }, transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const pushed = new Promise<number>((resolve) => {
      socket.on('submission-status', (event: { submitId: number; status: number }) => {
        if (event.submitId === submitId && accept(event.status)) resolve(event.status);
      });
    });
    const ack = (await socket.emitWithAck('subscribe-submission', { submitId })) as { ok: boolean };
    expect(ack.ok).toBe(true);
    return { pushed };
  }

  beforeAll(async () => {
    // The MySQL 8 dialect: its re-read after an ignored insert is what lost repeat Accepted pushes.
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' }, { sqlDialect: 'mysql' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    t.app.get(EventBus).on('submission.verdict', (change) => void changes.push(change));
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'vic');
    user = await loginAs(t.app, 'vic');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it("pushes a user's repeat Accepted on the same problem live", async () => {
    const pid = await newProblem();
    const first = await submit(pid);
    await reportVerdict(t.app, first, { status: AC });
    const second = await submit(pid);
    const { pushed } = await watch(user, second, (status) => status === AC);
    await reportVerdict(t.app, second, { status: AC });
    expect(await pushed).toBe(AC);
    expect(changesOf(second)).toEqual([[null, AC]]);
    await expectCountersMatchRows(t.app, pid);
  });

  it('announces a verdict once, and a duplicate or stale delivery not at all', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await reportVerdict(t.app, submitId, { status: WA });
    await reportVerdict(t.app, submitId, { status: AC, attempt: 0 });
    await reportVerdict(t.app, submitId, { status: AC, attempt: 7 });
    expect(changesOf(submitId)).toEqual([[null, WA]]);
    const [change] = changes.filter((c) => c.submission.submitId === submitId);
    expect(change.submission).toMatchObject({
      submitId,
      pid,
      username: 'vic',
      cid: 0,
      gid: null,
      version: 0,
    });
    expect(change.after).toEqual({ status: WA, score: null, oiRankScore: null, time: 0, memory: 0 });
    await expectCountersMatchRows(t.app, pid);
  });

  it('emits exactly one VerdictChanged for a rejudge, a cancel and a manual judge, counting each once', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await reportVerdict(t.app, submitId, { status: AC });

    await admin('rejudge', { submitId }).expect(200);
    expect(changesOf(submitId)).toEqual([
      [null, AC],
      [AC, null],
    ]);
    await expectCountersMatchRows(t.app, pid);

    await admin('cancel-judge', { submitId }).expect(200);
    expect(changesOf(submitId).slice(2)).toEqual([[null, JudgeStatus.CANCELLED]]);
    await expectCountersMatchRows(t.app, pid);

    await admin('manual-judge', { submitId, status: AC }).expect(200);
    expect(changesOf(submitId).slice(3)).toEqual([[JudgeStatus.CANCELLED, AC]]);
    await expectCountersMatchRows(t.app, pid);

    await admin('manual-judge', { submitId, status: TLE }).expect(200);
    expect(changesOf(submitId).slice(4)).toEqual([[AC, TLE]]);
    await expectCountersMatchRows(t.app, pid);

    // A late result of an attempt that was replaced changes nothing.
    await reportVerdict(t.app, submitId, { status: WA, attempt: 0 });
    expect(changesOf(submitId)).toHaveLength(5);
    expect((await row(submitId)).status).toBe(TLE);
  });

  it('refuses to cancel or judge by hand what a judge holds, changing nothing', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await t.app.get(JudgeResultConsumer).handle({
      type: 'progress',
      taskId: `${submitId}:0`,
      submissionId: submitId,
      attempt: 0,
      status: JudgeStatus.COMPILING,
      judger: 'busy-judge',
      casesDone: 0,
      casesTotal: 1,
    });
    const cancel = await admin('cancel-judge', { submitId }).expect(400);
    expect(cancel.body.msg).toBe('The submission is being judged and can not be cancelled now');
    const manual = await admin('manual-judge', { submitId, status: AC }).expect(400);
    expect(manual.body.msg).toBe(
      'A submission that is being judged or failed to compile can not be changed by hand',
    );
    expect(await row(submitId)).toMatchObject({ status: JudgeStatus.COMPILING, version: 0 });
    expect(changesOf(submitId)).toEqual([]);
  });

  it('keeps counters equal to the rows when manual judgements of one submission race', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await reportVerdict(t.app, submitId, { status: WA });
    const answers = await Promise.all(
      [AC, TLE, MLE, AC].map((status) => admin('manual-judge', { submitId, status })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    await expectCountersMatchRows(t.app, pid);
    // One change per judgement that changed the verdict, each starting where the previous ended.
    const seen = changesOf(submitId).slice(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i][0]).toBe(seen[i - 1][1]);
    expect(seen[seen.length - 1][1]).toBe((await row(submitId)).status);
  });

  it('keeps counters equal to the rows when rejudges of one submission race', async () => {
    const pid = await newProblem();
    const other = await submit(pid);
    await reportVerdict(t.app, other, { status: WA });
    const submitId = await submit(pid);
    await reportVerdict(t.app, submitId, { status: AC });
    const answers = await Promise.all([1, 2, 3].map(() => admin('rejudge', { submitId })));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect((await row(submitId)).status).toBe(JudgeStatus.PENDING);
    await expectCountersMatchRows(t.app, pid);
  });

  it('ignores the late result of an attempt that a rejudge replaced, in either order', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await Promise.all([
      admin('rejudge', { submitId }).expect(200),
      reportVerdict(t.app, submitId, { status: AC, attempt: 0 }),
    ]);
    expect(await row(submitId)).toMatchObject({ status: JudgeStatus.PENDING, version: 1 });
    await expectCountersMatchRows(t.app, pid);
  });

  it('keeps a verdict that commits while the reconciler re-queues the submission', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await t.app.get(JudgeResultConsumer).handle({
      type: 'progress',
      taskId: `${submitId}:0`,
      submissionId: submitId,
      attempt: 0,
      status: JudgeStatus.JUDGING,
      judger: 'slow-judge',
      casesDone: 0,
      casesTotal: 1,
    });
    await t.app
      .get(DataSource)
      .getRepository(SubmissionEntity)
      .update({ submitId }, { gmtModified: new Date(Date.now() - 10 * 60_000) });

    // The queue has lost the task, and the slow judge's verdict commits while the reconciler runs.
    const queue = t.app.get<JudgeTaskQueue>(JUDGE_QUEUE);
    const liveTaskIds = queue.liveTaskIds.bind(queue);
    queue.liveTaskIds = async () => {
      await reportVerdict(t.app, submitId, { status: WA, attempt: 0 });
      return new Set();
    };
    try {
      await t.app.get(SubmissionReconcilerService).reconcile();
    } finally {
      queue.liveTaskIds = liveTaskIds;
    }
    expect(await row(submitId)).toMatchObject({ status: WA, version: 0 });
    expect(changesOf(submitId)).toEqual([[null, WA]]);
    await expectCountersMatchRows(t.app, pid);
  });

  it('leaves a submission alone when a judge reports progress while the reconciler looks', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await t.app
      .get(DataSource)
      .getRepository(SubmissionEntity)
      .update({ submitId }, { gmtModified: new Date(Date.now() - 10 * 60_000) });
    const queue = t.app.get<JudgeTaskQueue>(JUDGE_QUEUE);
    const liveTaskIds = queue.liveTaskIds.bind(queue);
    queue.liveTaskIds = async () => {
      await t.app.get(JudgeResultConsumer).handle({
        type: 'progress',
        taskId: `${submitId}:0`,
        submissionId: submitId,
        attempt: 0,
        status: JudgeStatus.JUDGING,
        judger: 'late-judge',
        casesDone: 1,
        casesTotal: 2,
      });
      return new Set();
    };
    try {
      await t.app.get(SubmissionReconcilerService).reconcile();
    } finally {
      queue.liveTaskIds = liveTaskIds;
    }
    expect(await row(submitId)).toMatchObject({ status: JudgeStatus.JUDGING, version: 0 });
    await reportVerdict(t.app, submitId, { status: AC, attempt: 0 });
    expect(changesOf(submitId)).toEqual([[null, AC]]);
    await expectCountersMatchRows(t.app, pid);
  });

  it('re-queues a lost submission as a new attempt, so only the new attempt can end it', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    await t.app
      .get(DataSource)
      .getRepository(SubmissionEntity)
      .update({ submitId }, { gmtModified: new Date(Date.now() - 10 * 60_000) });
    const queue = t.app.get<JudgeTaskQueue>(JUDGE_QUEUE);
    const liveTaskIds = queue.liveTaskIds.bind(queue);
    queue.liveTaskIds = () => Promise.resolve(new Set<string>());
    try {
      expect(await t.app.get(SubmissionReconcilerService).reconcile()).toBeGreaterThanOrEqual(1);
    } finally {
      queue.liveTaskIds = liveTaskIds;
    }
    expect(await row(submitId)).toMatchObject({ status: JudgeStatus.PENDING, version: 1 });
    expect((await queue.liveTaskIds()).has(`${submitId}:1`)).toBe(true);

    await reportVerdict(t.app, submitId, { status: AC, attempt: 0 });
    expect((await row(submitId)).status).toBe(JudgeStatus.PENDING);
    await reportVerdict(t.app, submitId, { status: WA, attempt: 1 });
    expect(await row(submitId)).toMatchObject({ status: WA, version: 1 });
    await expectCountersMatchRows(t.app, pid);
  });

  it('logs a result that cannot be stored with its submission, keeps nothing of it and takes it again', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    // A case row the database refuses (no case id): the whole verdict rolls back.
    const broken = {
      type: 'result' as const,
      taskId: `${submitId}:0`,
      submissionId: submitId,
      attempt: 0,
      judger: 'broken-judge',
      status: WA,
      score: 0,
      timeMs: 1,
      memoryKb: 1,
      cases: [
        {
          caseId: null as unknown as number,
          seq: 1,
          status: WA,
          timeMs: 1,
          memoryKb: 1,
          score: 0,
          groupNum: 1,
          inputName: '1.in',
          outputName: '1.out',
        },
      ],
    };
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      await expect(t.app.get(JudgeResultConsumer).handle(broken)).rejects.toThrow();
      const lines = logged.mock.calls.map((call) => String(call[1] ?? call[0]));
      expect(lines).toContain(
        `Result of submission ${submitId} (attempt 0) could not be stored; it will be delivered again`,
      );
    } finally {
      logged.mockRestore();
    }
    expect(await row(submitId)).toMatchObject({ status: JudgeStatus.PENDING, score: null });
    await expectCountersMatchRows(t.app, pid);

    await reportVerdict(t.app, submitId, { status: WA, caseStatuses: [WA] });
    expect(changesOf(submitId)).toEqual([[null, WA]]);
    await expectCountersMatchRows(t.app, pid);
  });

  it('records and pushes a verdict even when one of its listeners fails, logging the failure', async () => {
    const pid = await newProblem();
    const submitId = await submit(pid);
    const pushed: number[] = [];
    const bus = t.app.get(EventBus);
    const stopFailing = bus.on('submission.status', () => {
      throw new Error('a broken status listener');
    });
    const stopWatching = bus.on('submission.status', (event) => {
      if (event.submitId === submitId) pushed.push(event.status);
    });
    const stopFailingVerdicts = bus.on('submission.verdict', () => {
      throw new Error('a broken verdict listener');
    });
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      await reportVerdict(t.app, submitId, { status: AC });
      const lines = logged.mock.calls.map((call) => String(call[1] ?? call[0]));
      expect(lines).toEqual(
        expect.arrayContaining([
          'A listener of submission.status failed',
          'A listener of submission.verdict failed',
        ]),
      );
    } finally {
      logged.mockRestore();
      stopFailing();
      stopWatching();
      stopFailingVerdicts();
    }
    expect(pushed).toEqual([AC]);
    expect(changesOf(submitId)).toEqual([[null, AC]]);
    await expectCountersMatchRows(t.app, pid);
  });

  it('takes a deleted verdict back, keeping the problem solved by another accepted submission', async () => {
    const pid = await newProblem();
    const first = await submit(pid);
    await reportVerdict(t.app, first, { status: AC });
    const second = await submit(pid);
    await reportVerdict(t.app, second, { status: AC });
    await http()
      .delete('/api/admin/judge/submission')
      .query({ submitId: first })
      .set('Authorization', root)
      .expect(200);
    expect(changesOf(first)).toEqual([
      [null, AC],
      [AC, null],
    ]);
    await expectCountersMatchRows(t.app, pid);
    const home = await http().get('/api/get-user-home-info').query({ username: 'vic' }).expect(200);
    expect(home.body.data.solvedList).toContain(`VT${problemSeq}`);
  });

  it('counts practice submissions only on the public counters and the calendar, never contest or group ones', async () => {
    const pid = await newProblem();
    const problemId = `VT${problemSeq}`;
    await createUser(t.app, 'hana');
    const hana = new ContestClient(t.app, await loginAs(t.app, 'hana'));
    const admin = new ContestClient(t.app, root);
    const now = Date.now();
    // An OI contest hides hana's wrong answer even from her; an ACM one sealed half an hour ago.
    const oi = await admin.createContest({ type: 2 });
    await admin.addProblem(oi, pid, 'A').expect(200);
    const sealed = await admin.createContest({
      sealRank: true,
      sealRankTime: new Date(now - 1_800_000).toISOString(),
    });
    await admin.addProblem(sealed, pid, 'A').expect(200);
    const hidden = await hana.judged(oi, pid, WA);
    expect(
      (await hana.get('/api/get-submission-detail', { submitId: hidden }).expect(200)).body.data,
    ).toMatchObject({ submission: { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT } });
    await hana.judged(sealed, pid, AC);
    await allowGroupCreation(t.app);
    const gid = (await hana.post('/api/group', NIGHT_CLASS).expect(200)).body.data.id as number;
    const inGroup = (
      await hana
        .post('/api/submit-problem-judge', { pid: problemId, gid, language: 'C++', code: 'int main(){}' })
        .expect(200)
    ).body.data.submitId as number;
    await reportVerdict(t.app, inGroup, { status: AC });
    await reportVerdict(t.app, await submit(pid, hana.token), { status: TLE });

    const detail = await http()
      .get('/api/get-problem-detail')
      .query({ problemId })
      .set('Authorization', user);
    expect(detail.status).toBe(200);
    expect(detail.body.data.problemCount).toMatchObject({ total: 1, ac: 0, wa: 0, tle: 1 });
    const listed = await http().get('/api/get-problem-list').query({ keyword: problemId }).expect(200);
    expect(listed.body.data.records).toEqual([expect.objectContaining({ problemId, total: 1, ac: 0 })]);
    await expectCountersMatchRows(t.app, pid);

    const heatmap = await http()
      .get('/api/get-user-calendar-heatmap')
      .query({ username: 'hana' })
      .expect(200);
    const days = heatmap.body.data.dataList as { count: number }[];
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(1);
  });
});
