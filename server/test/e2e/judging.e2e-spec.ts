import request from 'supertest';
import { JudgeStatus, Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { binaryParser, readZip } from '../factories/problem-zip';
import { createUser, loginAs } from '../utils/auth-helpers';
import {
  createProblemWithCases,
  createProblemWithUploadedCases,
  waitForVerdict,
} from '../utils/judging-helpers';
import { DAEMON_NAME, JudgeDaemon, startJudgeDaemon } from '../utils/judge-daemon';
import { TEST_MODE } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

const CASES = Array.from({ length: 10 }, (_, i) => ({ input: `${i} ${i * 7}\n`, output: `${i + i * 7}\n` }));

const SOURCES: Record<string, Record<string, string>> = {
  'C++': {
    AC: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
    WA: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b+1<<"\\n";}\n',
    TLE: '#include <iostream>\nint main(){volatile unsigned long x=0;for(;;)x++;}\n',
    CE: 'int main( { return 0; }\n',
    RE: '#include <cstdlib>\nint main(){ int *p = nullptr; *p = 1; return 0; }\n',
  },
  Python3: {
    AC: 'a, b = map(int, input().split())\nprint(a + b)\n',
    WA: 'a, b = map(int, input().split())\nprint(a * b + 1)\n',
    TLE: 'while True:\n    pass\n',
    CE: 'def broken(:\n    pass\n',
    RE: 'raise SystemExit(3)\n',
  },
};

/** Right only while a < 2: the first two of the cases `i 1` (i = 0..3). */
const HALF_RIGHT = 'a, b = map(int, input().split())\nprint(a + b if a < 2 else 0)\n';

const EXPECTED: Record<string, number> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  CE: JudgeStatus.COMPILE_ERROR,
  RE: JudgeStatus.RUNTIME_ERROR,
};

/**
 * Embedded mode judges in-process (SQLite + in-process queue); production mode (MariaDB + Redis)
 * judges in a separate verdict-judger daemon that fetches the uploaded test data over HTTP.
 */
describe(`judging end to end (${TEST_MODE === 'mysql' ? 'separate judge daemon' : 'in-process judge'})`, () => {
  let t: TestApp;
  let daemon: JudgeDaemon | undefined;
  let pid: number;
  let token: string;
  let umaUid: string;
  const http = () => request(t.app.getHttpServer());
  /** Submits and waits for the final verdict; returns the submission id with it. */
  const judge = async (problemId: number, language: string, code: string) => {
    const submitted = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, problemId), language, code })
      .expect(200);
    const submitId = submitted.body.data.submitId as number;
    return { submitId, verdict: await waitForVerdict(t.app, submitId) };
  };
  const judgerName = () => (TEST_MODE === 'mysql' ? DAEMON_NAME : expect.stringMatching(/^embedded-/));

  beforeAll(async () => {
    const embedded = TEST_MODE === 'embedded';
    t = await createTestApp({
      EMBEDDED_JUDGER: String(embedded),
      JUDGE_WORKERS: '2',
      SUBMIT_INTERVAL_SECONDS: '0',
    });
    if (!embedded) daemon = await startJudgeDaemon(t, ['C++', 'Python3']);
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    // A short time limit keeps the TLE cases quick.
    pid = await createProblemWithUploadedCases(t.app, root, 'AB1', CASES, { timeLimit: 500 });
    umaUid = (await createUser(t.app, 'uma')).uid;
    token = await loginAs(t.app, 'uma');
  }, 120_000);
  afterAll(async () => {
    await daemon?.stop();
    await t.close();
  });

  const verdicts = Object.entries(SOURCES).flatMap(([language, sources]) =>
    Object.keys(sources).map((kind) => [language, kind] as const),
  );

  it.each(verdicts)(
    '%s %s gets its verdict',
    async (language, kind) => {
      const submitted = await http()
        .post('/api/submit-problem-judge')
        .set('Authorization', token)
        .send({ pid: await hojPid(t.app, pid), language, code: SOURCES[language][kind] })
        .expect(200);
      expect(submitted.body.data.status).toBe(JudgeStatus.PENDING);
      const verdict = await waitForVerdict(t.app, submitted.body.data.submitId);
      expect(verdict.status).toBe(EXPECTED[kind]);
      const detail = await http()
        .get('/api/get-submission-detail')
        .query({ submitId: submitted.body.data.submitId })
        .set('Authorization', token)
        .expect(200);
      expect(detail.body.data.submission.judger).toEqual(judgerName());
      if (kind === 'CE') return;
      const cases = await http()
        .get('/api/get-all-case-result')
        .query({ submitId: submitted.body.data.submitId })
        .expect(200);
      const caseStatuses = cases.body.data.judgeCaseList.map((c: { status: number }) => c.status);
      if (kind === 'AC') expect(caseStatuses).toEqual(CASES.map(() => JudgeStatus.ACCEPTED));
      else expect(caseStatuses[0]).toBe(EXPECTED[kind]);
    },
    120_000,
  );

  it('counts every verdict on the problem and the solved list once', async () => {
    const detail = await http().get('/api/get-problem-detail').query({ problemId: 'AB1' }).expect(200);
    const count = detail.body.data.problemCount;
    expect(count).toMatchObject({ total: 10, ac: 2, wa: 2, ce: 2, tle: 2, re: 2 });
    const home = await http().get('/api/get-user-home-info').query({ username: 'uma' }).expect(200);
    expect(home.body.data.solvedList).toEqual(['AB1']);
    expect(home.body.data.total).toBe(10);
    // the AC rate, as the rank gives it: solved problems (1) over submissions (10)
    expect(home.body.data.acRate).toBe(10);
  });

  it("hands the user's newest accepted code back to the editor", async () => {
    await http().get('/api/get-last-ac-code').query({ pid }).expect(401);
    const last = await http()
      .get('/api/get-last-ac-code')
      .query({ pid })
      .set('Authorization', token)
      .expect(200);
    expect(last.body.data).toMatchObject({ code: SOURCES.Python3.AC, language: 'Python3' });
    await createUser(t.app, 'victor');
    const stranger = await loginAs(t.app, 'victor');
    const none = await http().get('/api/get-last-ac-code').query({ pid }).set('Authorization', stranger);
    expect(none.body).toMatchObject({ status: 200, data: null });
    const bad = await http().get('/api/get-last-ac-code').set('Authorization', token).expect(400);
    expect(bad.body.msg).toBe('pid is required');
  });

  it('hides practice code from all but root and problem admins while the switch is on, the author too', async () => {
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'pablo', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'tina', Role.TEACHER);
    const [problemAdmin, teacher] = [await loginAs(t.app, 'pablo'), await loginAs(t.app, 'tina')];
    const { submitId } = (
      await http().get('/api/get-last-ac-code').query({ pid }).set('Authorization', token)
    ).body.data as { submitId: number };
    const detail = async (who: string) =>
      (
        await http()
          .get('/api/get-submission-detail')
          .query({ submitId })
          .set('Authorization', who)
          .expect(200)
      ).body.data as { submission: { code: string | null }; codeHiddenReason: string | null };
    const hideCode = (on: boolean) =>
      http()
        .put('/api/admin/switch/update')
        .set('Authorization', root)
        .send({ hideNonContestSubmissionCode: on })
        .expect(200);

    await hideCode(true);
    try {
      for (const who of [token, teacher]) {
        expect(await detail(who)).toMatchObject({
          submission: { code: null },
          codeHiddenReason: 'hidden-outside-contests',
        });
      }
      const editor = await http().get('/api/get-last-ac-code').query({ pid }).set('Authorization', token);
      expect(editor.body.data).toBeNull();
      for (const who of [root, problemAdmin]) {
        expect(await detail(who)).toMatchObject({
          submission: { code: SOURCES.Python3.AC },
          codeHiddenReason: null,
        });
      }
    } finally {
      await hideCode(false);
    }
    expect((await detail(token)).submission.code).toBe(SOURCES.Python3.AC);
  });

  it('shows the compiler message of a compile error and per-case results of a wrong answer', async () => {
    const list = await http()
      .get('/api/get-submission-list')
      .query({ username: 'uma', status: JudgeStatus.COMPILE_ERROR })
      .expect(200);
    expect(list.body.data.total).toBe(2);
    const ce = await http()
      .get('/api/get-submission-detail')
      .query({ submitId: list.body.data.records[0].submitId })
      .set('Authorization', token)
      .expect(200);
    expect(ce.body.data.submission.errorMessage).toBeTruthy();

    const wrong = await http()
      .get('/api/get-submission-list')
      .query({ username: 'uma', status: JudgeStatus.WRONG_ANSWER, limit: 1 })
      .expect(200);
    const wa = wrong.body.data.records[0];
    const cases = await http().get('/api/get-all-case-result').query({ submitId: wa.submitId }).expect(200);
    expect(cases.body.data.judgeCaseList.length).toBeGreaterThan(0);
    expect(cases.body.data.judgeCaseList[0].status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(cases.body.data.judgeCaseList.every((c: { score: number }) => c.score === 0)).toBe(true);
    const detail = await http()
      .get('/api/get-submission-detail')
      .query({ submitId: wa.submitId })
      .set('Authorization', token)
      .expect(200);
    expect(detail.body.data.waCaseData).not.toBeNull();
    expect([SOURCES['C++'].WA, SOURCES.Python3.WA]).toContain(detail.body.data.submission.code);

    // Both wrong answers fail on the first case ("0 0"): its author may download it.
    const failing = { pid, data: detail.body.data.waCaseData as number };
    const download = await http()
      .get('/api/file/download-testcase-one')
      .query(failing)
      .set('Authorization', token)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = await readZip(download.body as Buffer);
    expect([...files.values()].map(String).sort()).toEqual([CASES[0].input, CASES[0].output].sort());
    await http().get('/api/file/download-testcase-one').query(failing).expect(401);
    const stranger = await http()
      .get('/api/file/download-testcase-one')
      .query(failing)
      .set('Authorization', await loginAs(t.app, 'root', ROOT_PASSWORD))
      .expect(403);
    expect(stranger.body.msg).toBe('Only the first failing case of your own wrong answer can be downloaded');
    const anonymous = await http()
      .get('/api/get-submission-detail')
      .query({ submitId: wa.submitId })
      .expect(200);
    expect(anonymous.body.data.submission.code).toBeNull();
  });

  it('scores OI problems per case, with the OI rank score', async () => {
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const oiCases = [0, 1, 2, 3].map((i) => ({ input: `${i} 1\n`, output: `${i + 1}\n` }));
    const oiPid = await createProblemWithCases(t.app, root, 'OI1', oiCases, { type: 1, difficulty: 3 });
    const { submitId, verdict } = await judge(oiPid, 'Python3', HALF_RIGHT);
    expect(verdict).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 50 });
    const detail = await http().get('/api/get-submission-detail').query({ submitId });
    // floor(50 × 0.1 × (1 + 0.2 × (3 − 1))) = 7
    expect(detail.body.data.submission.oiRankScore).toBe(7);
    const cases = await http().get('/api/get-all-case-result').query({ submitId });
    expect(cases.body.data.judgeCaseList.map((c: { score: number }) => c.score)).toEqual([25, 25, 0, 0]);
  }, 90_000);

  it('groups case results by subtask, skipping the rest of a group after its first failure', async () => {
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const subtaskCases = [0, 1, 2, 3].map((i) => ({
      input: `${i} 1\n`,
      output: `${i + 1}\n`,
      score: 50,
      groupNum: i < 2 ? 1 : 2,
    }));
    const subtaskPid = await createProblemWithCases(t.app, root, 'ST1', subtaskCases, {
      type: 1,
      judgeCaseMode: 'subtask_lowest',
    });
    const { submitId, verdict } = await judge(subtaskPid, 'Python3', HALF_RIGHT);
    expect(verdict).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 50 });
    const cases = await http().get('/api/get-all-case-result').query({ submitId }).expect(200);
    expect(cases.body.data.judgeCaseMode).toBe('subtask_lowest');
    const groups = cases.body.data.subTaskJudgeCaseVoList as {
      groupNum: number;
      status: number;
      score: number;
      ac: number;
      total: number;
      subtaskDetailList: { status: number }[];
    }[];
    const summary = groups.map(({ groupNum, status, score, ac, total }) => ({
      groupNum,
      status,
      score,
      ac,
      total,
    }));
    expect(summary).toEqual([
      { groupNum: 1, status: JudgeStatus.ACCEPTED, score: 50, ac: 2, total: 2 },
      { groupNum: 2, status: JudgeStatus.WRONG_ANSWER, score: 0, ac: 0, total: 2 },
    ]);
    expect(groups[1].subtaskDetailList.map((c) => c.status)).toEqual([
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.CANCELLED,
    ]);
  }, 90_000);

  it('lists the judge workers for admins only', async () => {
    await http().get('/api/admin/config/get-judge-service-info').set('Authorization', token).expect(403);
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const servers = await http()
      .get('/api/admin/config/get-judge-service-info')
      .set('Authorization', root)
      .expect(200);
    expect(servers.body.data.length).toBeGreaterThanOrEqual(1);
    const server = servers.body.data.find((s: { name: string }) =>
      TEST_MODE === 'mysql' ? s.name === DAEMON_NAME : s.name.startsWith('embedded-'),
    );
    expect(server).toMatchObject({ online: true, maxTasks: 2 });
    expect(server.languages).toEqual(expect.arrayContaining(['C++', 'Python3']));
  });

  /** A test run's result, polled until it is no longer pending. */
  async function testRunResult(testJudgeKey: string) {
    let result: { status: number; userOutput?: string; stderr?: string } = { status: JudgeStatus.PENDING };
    for (let i = 0; i < 300 && result.status === JudgeStatus.PENDING; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const polled = await http()
        .get('/api/get-test-judge-result')
        .query({ testJudgeKey })
        .set('Authorization', token)
        .expect(200);
      result = polled.body.data;
    }
    return result;
  }

  it('runs a test judge on custom input', async () => {
    const key = await http()
      .post('/api/submit-problem-test-judge')
      .set('Authorization', token)
      .send({
        pid,
        language: 'Python3',
        code: SOURCES.Python3.AC,
        userInput: '20 22\n',
        expectedOutput: '42\n',
      })
      .expect(200);
    expect(key.body.data).toMatch(/^TEST_JUDGE_/);
    const result = await testRunResult(key.body.data as string);
    expect(result.status).toBe(JudgeStatus.ACCEPTED);
    expect(result.userOutput?.trim()).toBe('42');
  }, 90_000);

  /** Runs code in the online IDE and polls its result as the web app does. */
  async function ideRun(body: Record<string, unknown>) {
    const key = await http().post('/api/ide/run').set('Authorization', token).send(body).expect(200);
    return testRunResult(key.body.data as string);
  }

  it('runs code in the online IDE without a problem: output, compiler output, refusals', async () => {
    const ran = await ideRun({
      language: 'C++',
      code: '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a*b<<"\\n";}',
      input: '6 7\n',
    });
    expect(ran.status).toBe(JudgeStatus.ACCEPTED);
    expect(ran.userOutput?.trim()).toBe('42');
    const broken = await ideRun({ language: 'Python3', code: 'print(1' });
    expect(broken.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(broken.stderr).toMatch(/SyntaxError|never closed/);

    const unknown = await http()
      .post('/api/ide/run')
      .set('Authorization', token)
      .send({ language: 'Cobol', code: 'x' })
      .expect(400);
    expect(unknown.body.msg).toBe('The language Cobol is not supported');
    await http().post('/api/ide/run').send({ language: 'C++', code: 'int main(){}' }).expect(401);
  }, 90_000);

  it("deletes all of one user's submissions on one problem, for privileged roles only", async () => {
    const target = { problemId: 'AB1', uid: umaUid };
    const remove = (auth: string, query: Record<string, string>) =>
      http().delete('/api/admin/judge/user-problem-submissions').query(query).set('Authorization', auth);
    await remove(token, target).expect(403);
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const missing = await remove(root, { problemId: 'AB1' }).expect(400);
    expect(missing.body.msg).toBe('uid is required');
    await remove(root, { problemId: 'NOPE', uid: umaUid }).expect(404);

    const removed = await remove(root, target).expect(200);
    expect(removed.body.data).toEqual({ deleted: 10 });
    const left = await http().get('/api/get-submission-list').query({ username: 'uma' }).expect(200);
    const problemsLeft = left.body.data.records.map((r: { displayPid: string }) => r.displayPid);
    expect(problemsLeft).not.toContain('AB1');
    expect(problemsLeft).toContain('OI1');
    const detail = await http().get('/api/get-problem-detail').query({ problemId: 'AB1' }).expect(200);
    expect(detail.body.data.problemCount).toMatchObject({ total: 0, ac: 0, wa: 0 });
    const home = await http().get('/api/get-user-home-info').query({ username: 'uma' }).expect(200);
    expect(home.body.data.solvedList).toEqual([]);
  });
});
