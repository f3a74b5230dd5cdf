import request from 'supertest';
import { JudgeStatus, Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { hojPid } from '../utils/hoj-pid';

/** Submission validation, permissions and admin operations; no judge workers run here. */
describe('submission rules', () => {
  let t: TestApp;
  let pid: number;
  let root: string;
  let vera: string;
  const http = () => request(t.app.getHttpServer());
  /** Submits `body`, its `pid` (the test's internal id) sent as HOJ's client names the problem. */
  const submit = async (token: string, body: Record<string, unknown>, httpStatus: number) =>
    http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ ...body, pid: await hojPid(t.app, body.pid as number, body.cid as number) })
      .expect(httpStatus);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '8' });
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, root, 'R1', [{ input: '1 2\n', output: '3\n' }], { type: 1 });
    await createUser(t.app, 'vera');
    vera = await loginAs(t.app, 'vera');
  });
  afterAll(() => t.close());

  it('needs a login, and the submit permission', async () => {
    await http()
      .post('/api/submit-problem-judge')
      .send({ pid: 'R1', language: 'C++', code: 'x' })
      .expect(401);
    await createUser(t.app, 'walt', Role.NO_SUBMIT);
    const walt = await loginAs(t.app, 'walt');
    await submit(walt, { pid, language: 'C++', code: 'int main(){}' }, 403);
  });

  it.each([
    [{ language: 'C++', code: '   \n ' }, 'Code can not be empty'],
    [{ language: 'C++', code: 'x'.repeat(65536) }, 'Code Length can not exceed 65535'],
    [{ language: 'C++' }, 'Code can not be empty'],
    [{ code: 'int main(){}' }, 'Language is required'],
  ])('rejects %# with the spec text', async (body, message) => {
    const response = await submit(vera, { pid, ...body }, 400);
    expect(response.body).toEqual({ status: 400, msg: message, data: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses languages the problem does not allow and problems that do not exist', async () => {
    const language = await submit(vera, { pid, language: 'Golang', code: 'package main' }, 400);
    expect(language.body.msg).toBe('The language Golang is not allowed for this problem');
    await submit(vera, { pid: 999999, language: 'C++', code: 'int main(){}' }, 404);
  });

  it.each([
    [{ cid: 3 }, 404, 'The contest does not exist'],
    [{ gid: 4 }, 404, 'The group does not exist'],
  ])(
    'refuses submissions into a missing contest or group (%o) and stores nothing',
    async (scope, status, message) => {
      const response = await submit(vera, { pid, language: 'C++', code: 'int main(){}', ...scope }, status);
      expect(response.body.msg).toBe(message);
      const mine = await http()
        .get('/api/get-submission-list')
        .query({ onlyMine: true, gid: -2 })
        .set('Authorization', vera)
        .expect(200);
      expect(mine.body.data.total).toBe(0);
    },
  );

  it('stores a pending submission and enforces the submit interval', async () => {
    const first = await submit(vera, { pid, language: 'C++', code: 'int main(){}' }, 200);
    expect(first.body.data).toMatchObject({
      status: JudgeStatus.PENDING,
      username: 'vera',
      displayPid: 'R1',
    });
    const again = await submit(vera, { pid, language: 'C++', code: 'int main(){}' }, 429);
    expect(again.body.msg).toMatch(/^Submitting too fast, please wait \d seconds/);
  });

  it('lists submissions with filters, requiring login for onlyMine', async () => {
    const mine = await http().get('/api/get-submission-list').query({ onlyMine: true }).expect(401);
    expect(mine.body.msg).toBe('Please login first');
    const list = await http().get('/api/get-submission-list').query({ problemID: 'R' }).expect(200);
    expect(list.body.data).toMatchObject({ total: 1, size: 15, current: 1 });
    expect(list.body.data.records[0]).not.toHaveProperty('code');
    const exact = await http()
      .get('/api/get-submission-list')
      .query({ problemID: 'R', completeProblemID: true });
    expect(exact.body.data.total).toBe(0);
    const bad = await http().get('/api/get-submission-list').query({ limit: 1000 }).expect(400);
    expect(bad.body.msg).toBe('limit can not exceed 200');
  });

  it('lets only the author share, and only when the problem allows it', async () => {
    const list = await http().get('/api/get-submission-list').query({ username: 'vera' });
    const submitId = list.body.data.records[0].submitId as number;
    await createUser(t.app, 'xena');
    const xena = await loginAs(t.app, 'xena');
    await http()
      .put('/api/submission')
      .set('Authorization', xena)
      .send({ submitId, share: true })
      .expect(403);
    await http()
      .put('/api/submission')
      .set('Authorization', vera)
      .send({ submitId, share: true })
      .expect(200);
    const shared = await http()
      .get('/api/get-submission-detail')
      .query({ submitId })
      .set('Authorization', xena);
    expect(shared.body.data.submission.code).toBe('int main(){}');
  });

  it('lets the super admin cancel, judge by hand and rejudge; others get 403', async () => {
    const list = await http().get('/api/get-submission-list').query({ username: 'vera' });
    const submitId = list.body.data.records[0].submitId as number;
    await http()
      .get('/api/admin/judge/cancel-judge')
      .query({ submitId })
      .set('Authorization', vera)
      .expect(403);
    await http().get('/api/admin/judge/rejudge').query({ submitId }).set('Authorization', vera).expect(403);

    const cancelled = await http()
      .get('/api/admin/judge/cancel-judge')
      .query({ submitId })
      .set('Authorization', root);
    expect(cancelled.body.data).toMatchObject({
      status: JudgeStatus.CANCELLED,
      isManual: true,
      judger: 'root',
    });
    const twice = await http()
      .get('/api/admin/judge/cancel-judge')
      .query({ submitId })
      .set('Authorization', root);
    expect(twice.status).toBe(400);

    // States on the way to a judge are no verdict: set by hand they would look in progress forever.
    for (const status of [JudgeStatus.JUDGING, JudgeStatus.SUBMITTING, JudgeStatus.SUBMITTED]) {
      const refused = await http()
        .get('/api/admin/judge/manual-judge')
        .query({ submitId, status })
        .set('Authorization', root)
        .expect(400);
      expect(refused.body.msg).toBe('This status can not be set by hand');
    }
    const manual = await http()
      .get('/api/admin/judge/manual-judge')
      .query({ submitId, status: JudgeStatus.ACCEPTED, score: 250 })
      .set('Authorization', root)
      .expect(200);
    expect(manual.body.data).toMatchObject({ status: JudgeStatus.ACCEPTED, score: 100, isManual: true });
    const counted = await http().get('/api/get-problem-detail').query({ problemId: 'R1' });
    expect(counted.body.data.problemCount).toMatchObject({ total: 1, ac: 1 });

    const rejudged = await http()
      .get('/api/admin/judge/rejudge')
      .query({ submitId })
      .set('Authorization', root);
    expect(rejudged.body.data).toMatchObject({ status: JudgeStatus.PENDING, score: null, isManual: false });
    const uncounted = await http().get('/api/get-problem-detail').query({ problemId: 'R1' });
    expect(uncounted.body.data.problemCount).toMatchObject({ total: 0, ac: 0 });
  });

  it('lets the owner resubmit a submission that failed to submit, and nothing else', async () => {
    await createUser(t.app, 'rhea');
    const rhea = await loginAs(t.app, 'rhea');
    const submitted = await submit(rhea, { pid, language: 'C++', code: 'int main(){}' }, 200);
    const submitId = submitted.body.data.submitId as number;
    const resubmit = (token: string) =>
      http().get('/api/resubmit').query({ submitId }).set('Authorization', token);

    const pending = await resubmit(rhea).expect(400);
    expect(pending.body.msg).toBe('Only a submission that failed to submit can be resubmitted');
    await http()
      .get('/api/admin/judge/manual-judge')
      .query({ submitId, status: JudgeStatus.SUBMITTED_FAILED })
      .set('Authorization', root)
      .expect(200);
    const foreign = await resubmit(vera).expect(403);
    expect(foreign.body.msg).toBe('You can not resubmit the code of another user');
    await http().get('/api/resubmit').query({ submitId }).expect(401);
    await http().get('/api/resubmit').query({ submitId: 999999 }).set('Authorization', rhea).expect(404);

    const again = await resubmit(rhea).expect(200);
    expect(again.body.data).toMatchObject({ submitId, status: JudgeStatus.PENDING, isManual: false });
  });

  it('drops the submissions of a deleted problem with it', async () => {
    const doomed = await createProblemWithCases(t.app, root, 'R9', [{ input: '1 2\n', output: '3\n' }]);
    await createUser(t.app, 'dora');
    const dora = await loginAs(t.app, 'dora');
    const submitted = await submit(dora, { pid: doomed, language: 'C++', code: 'int main(){}' }, 200);
    const submitId = submitted.body.data.submitId as number;
    await http()
      .get('/api/admin/judge/manual-judge')
      .query({ submitId, status: JudgeStatus.ACCEPTED })
      .set('Authorization', root)
      .expect(200);

    await http().delete('/api/admin/problem').query({ pid: doomed }).set('Authorization', root).expect(200);

    const list = await http().get('/api/get-submission-list').query({ username: 'dora' }).expect(200);
    expect(list.body.data.records).toEqual([]);
    await http().get('/api/get-submission-detail').query({ submitId }).set('Authorization', dora).expect(404);
  });

  it('deletes a submission for privileged roles only', async () => {
    const list = await http().get('/api/get-submission-list').query({ username: 'vera' });
    const submitId = list.body.data.records[0].submitId as number;
    await http()
      .delete('/api/admin/judge/submission')
      .query({ submitId })
      .set('Authorization', vera)
      .expect(403);
    await http()
      .delete('/api/admin/judge/submission')
      .query({ submitId })
      .set('Authorization', root)
      .expect(200);
    await http().get('/api/get-submission-detail').query({ submitId }).expect(404);
  });

  it('grades quiz answers at once, question by question', async () => {
    const created = await http()
      .post('/api/admin/problem')
      .set('Authorization', root)
      .send({
        problem: {
          problemId: 'QZ1',
          title: 'Quiz',
          description: 'Q1 {{select(2)}} Q2 {{select(4)}}',
          type: 1,
          model: 1,
          auth: 1,
        },
        samples: [
          { input: '1', output: 'T', score: 40 },
          { input: '2', output: 'B', score: 60 },
        ],
        languages: [],
      })
      .expect(200);
    const quizPid = created.body.data.pid as number;
    await createUser(t.app, 'yara');
    const yara = await loginAs(t.app, 'yara');
    const graded = await submit(yara, { pid: quizPid, language: 'Objective', code: '1.T\n2.C' }, 200);
    expect(graded.body.data).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
    const cases = await http().get('/api/get-all-case-result').query({ submitId: graded.body.data.submitId });
    expect(
      cases.body.data.judgeCaseList.map((c: { seq: number; status: number }) => [c.seq, c.status]),
    ).toEqual([
      [1, JudgeStatus.ACCEPTED],
      [2, JudgeStatus.WRONG_ANSWER],
    ]);
  });

  it('validates test runs like submissions and limits the input to 10000 characters', async () => {
    const long = await http()
      .post('/api/submit-problem-test-judge')
      .set('Authorization', vera)
      .send({ pid, language: 'C++', code: 'int main(){}', userInput: 'x'.repeat(10001) })
      .expect(400);
    expect(long.body.msg).toBe('The test input can not exceed 10000 characters');
    const empty = await http()
      .post('/api/submit-problem-test-judge')
      .set('Authorization', vera)
      .send({ pid, language: 'C++', code: '' })
      .expect(400);
    expect(empty.body.msg).toBe('Code can not be empty');
    await http()
      .get('/api/get-test-judge-result')
      .query({ testJudgeKey: 'TEST_JUDGE_nope' })
      .set('Authorization', vera)
      .expect(404);
  });

  it('limits test runs to one per interval, on a clock of their own', async () => {
    await createUser(t.app, 'tess');
    const tess = await loginAs(t.app, 'tess');
    const run = () =>
      http()
        .post('/api/submit-problem-test-judge')
        .set('Authorization', tess)
        .send({ pid, language: 'C++', code: 'int main(){}', userInput: '1 2\n' });
    const first = await run().expect(200);
    expect(first.body.data).toMatch(/^TEST_JUDGE_/);
    const again = await run().expect(429);
    expect(again.body.msg).toMatch(/^Submitting too fast, please wait \d seconds/);
    await submit(tess, { pid, language: 'C++', code: 'int main(){}' }, 200);
  });
});
