import request from 'supertest';
import { JudgeStatus, Role, type VerificationReport } from '@verdict/common';
import { binaryParser, readZip } from '../factories/problem-zip';
import {
  A_PLUS_B,
  kattisPackage,
  polygonInteractivePackage,
  polygonPackage,
} from '../factories/problem-packages';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { JudgeDaemon, startJudgeDaemon } from '../utils/judge-daemon';
import { waitForVerdict } from '../utils/judging-helpers';
import { TEST_MODE } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

interface Imported {
  pid: number;
  problemId: string;
  title: string;
  solutions: number;
}

/**
 * Polygon and Kattis packages built here, imported over HTTP: tests generated and answered in the
 * sandbox, checker / interactor / Kattis validator kept, and the verification run of the
 * solutions each package ships, through the real judge.
 */
describe(`problem packages (${TEST_MODE})`, () => {
  let t: TestApp;
  let daemon: JudgeDaemon | undefined;
  let root: string;
  let student: string;
  const imported: Record<'polygon' | 'interactive' | 'kattis', Imported> = {} as never;
  const http = () => request(t.app.getHttpServer());

  const upload = (route: string, zip: Buffer, token = root) =>
    http().post(`/api/file/${route}`).set('Authorization', token).attach('file', zip, 'package.zip');
  const report = async (pid: number, token = root) =>
    (
      await http()
        .get('/api/admin/problem/verification')
        .query({ pid })
        .set('Authorization', token)
        .expect(200)
    ).body.data as VerificationReport;
  const finishedReport = async (pid: number) => {
    let last: VerificationReport | undefined;
    await eventually(async () => {
      last = await report(pid);
      expect(last.judged).toBe(last.total);
    }, 120_000);
    return last!;
  };
  const exported = async (pid: number) => {
    const response = await http()
      .get('/api/file/export-problem')
      .query({ pid })
      .set('Authorization', root)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    const files = await readZip(response.body as Buffer);
    const text = (name: string) => files.get(`problem_${pid}/${name}`)?.toString('utf8');
    return { vo: JSON.parse(files.get(`problem_${pid}.json`)!.toString('utf8')), text };
  };
  const progressOf = async (progressKey: string) =>
    (
      await http()
        .get('/api/file/import-progress')
        .query({ progressKey })
        .set('Authorization', root)
        .expect(200)
    ).body.data as unknown;
  const rowsOf = (r: VerificationReport) =>
    Object.fromEntries(
      r.rows.map((row) => [row.name, { expected: row.expected, status: row.status, match: row.match }]),
    );

  beforeAll(async () => {
    const embedded = TEST_MODE === 'embedded';
    t = await createTestApp({
      EMBEDDED_JUDGER: String(embedded),
      JUDGE_WORKERS: '2',
      SUBMIT_INTERVAL_SECONDS: '0',
    });
    if (!embedded) daemon = await startJudgeDaemon(t, ['C++', 'C++ 17 With O2']);
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'pia', Role.DEFAULT_USER);
    student = await loginAs(t.app, 'pia');
    // Imported once, shared by the cases below: every compile costs about a second.
    const [polygon, interactive, kattis] = await Promise.all([
      upload('import-polygon-problem?progressKey=polygon-import-1', await polygonPackage()).expect(200),
      upload('import-polygon-problem', await polygonInteractivePackage()).expect(200),
      upload('import-kattis-problem', await kattisPackage()).expect(200),
    ]);
    imported.polygon = polygon.body.data[0];
    imported.interactive = interactive.body.data[0];
    imported.kattis = kattis.body.data[0];
  }, 180_000);

  afterAll(async () => {
    await daemon?.stop();
    await t.close();
  });

  it('imports a Polygon package: statement, generated tests, answers of the main solution, the checker', async () => {
    expect(imported.polygon).toMatchObject({ title: 'Polygon Sum', solutions: 2 });
    const { vo, text } = await exported(imported.polygon.pid);
    expect(vo.problem).toMatchObject({
      title: 'Polygon Sum',
      description: 'Add $a$ and $b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      hint: 'Mind the sign.',
      timeLimit: 1000,
      memoryLimit: 256,
      auth: 2,
      examples: '<input>1 2\n</input><output>3\n</output>',
      spjLanguage: 'C++',
    });
    expect(vo.judgeMode).toBe('spj');
    expect(vo.problem.spjCode).toContain('registerTestlibCmd');
    expect(vo.tags).toEqual(['math']);
    // Tests 2 and 3 come from `gen 3 4` and `gen 40 2`, every answer from the main solution.
    expect(vo.samples.map((s: { input: string; output: string }) => [text(s.input), text(s.output)])).toEqual(
      [
        ['1 2\n', '3\n'],
        ['3 4\n', '7\n'],
        ['40 2\n', '42\n'],
      ],
    );
  });

  it('judges a correct solution of the Polygon problem Accepted and a wrong one through its checker', async () => {
    const submit = async (code: string) => {
      const submitted = await http()
        .post('/api/submit-problem-judge')
        .set('Authorization', root)
        .send({ pid: await hojPid(t.app, imported.polygon.pid), language: 'C++', code })
        .expect(200);
      return waitForVerdict(t.app, submitted.body.data.submitId);
    };
    expect((await submit(A_PLUS_B.right)).status).toBe(JudgeStatus.ACCEPTED);
    expect((await submit(A_PLUS_B.wrong)).status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('tells the uploading page how far the import got', async () => {
    expect(await progressOf('polygon-import-1')).toEqual({ stage: 'done', done: 0, total: 0 });
    expect(await progressOf('never-used-key')).toBeNull();
    const bad = await http()
      .get('/api/file/import-progress')
      .query({ progressKey: 'a/b' })
      .set('Authorization', root)
      .expect(400);
    expect(bad.body.msg).toBe('progressKey must be 8 to 64 letters, digits or dashes');
  });

  it('verifies the Polygon solutions by their tags', async () => {
    const done = await finishedReport(imported.polygon.pid);
    expect(done).toMatchObject({ total: 2, judged: 2, mismatches: 0, auth: 2 });
    expect(rowsOf(done)).toEqual({
      'solutions/main.cpp': { expected: 'AC', status: JudgeStatus.ACCEPTED, match: true },
      'solutions/wa.cpp': { expected: 'WA', status: JudgeStatus.WRONG_ANSWER, match: true },
    });
  });

  it('imports an interactive Polygon problem: answers written through the interactor, main solution Accepted', async () => {
    const { vo, text } = await exported(imported.interactive.pid);
    expect(vo.judgeMode).toBe('interactive');
    expect(vo.problem.spjCode).toContain('registerInteraction');
    expect(vo.samples.map((s: { output: string }) => text(s.output))).toEqual(['15\n', '11\n']);
    const done = await finishedReport(imported.interactive.pid);
    expect(rowsOf(done)).toEqual({
      'solutions/main.cpp': { expected: 'AC', status: JudgeStatus.ACCEPTED, match: true },
    });
  });

  it('imports a Kattis package with its output validator and reports the wrong answer that passes', async () => {
    expect(imported.kattis).toMatchObject({ title: 'Kattis Sum', solutions: 3 });
    const { vo, text } = await exported(imported.kattis.pid);
    expect(vo.problem).toMatchObject({
      input: 'Two integers.',
      output: 'Their sum.',
      source: 'Test Cup',
      auth: 2,
    });
    expect(vo.judgeMode).toBe('spj');
    expect(vo.samples.map((s: { input: string }) => text(s.input))).toEqual(['1 2\n', '20 22\n']);
    const done = await finishedReport(imported.kattis.pid);
    expect(done).toMatchObject({ total: 3, judged: 3, mismatches: 1 });
    expect(rowsOf(done)).toEqual({
      'submissions/accepted/right.cpp': { expected: 'AC', status: JudgeStatus.ACCEPTED, match: true },
      'submissions/wrong_answer/off-by-one.cpp': {
        expected: 'WA',
        status: JudgeStatus.WRONG_ANSWER,
        match: true,
      },
      'submissions/wrong_answer/lucky.cpp': { expected: 'WA', status: JudgeStatus.ACCEPTED, match: false },
    });
  });

  it('runs the verification again on demand', async () => {
    const before = await report(imported.kattis.pid);
    const rerun = await http()
      .post('/api/admin/problem/verification')
      .set('Authorization', root)
      .send({ pid: imported.kattis.pid })
      .expect(200);
    expect(rerun.body.data).toEqual({ queued: 3 });
    const after = await finishedReport(imported.kattis.pid);
    expect(after.rows.map((r) => r.submitId)).not.toEqual(before.rows.map((r) => r.submitId));
    expect(after.mismatches).toBe(1);
  });

  it('keeps the verification run out of submission lists, problem counts and solved lists', async () => {
    const { problemId, pid } = imported.kattis;
    const finished = await finishedReport(pid);
    const accepted = finished.rows.find((row) => row.status === JudgeStatus.ACCEPTED)!;
    const list = await http()
      .get('/api/get-submission-list')
      .query({ problemID: problemId, limit: 30 })
      .set('Authorization', root)
      .expect(200);
    expect(list.body.data.total).toBe(0);
    const detail = await http()
      .get('/api/get-problem-detail')
      .query({ problemId })
      .set('Authorization', root)
      .expect(200);
    expect(detail.body.data.problemCount).toMatchObject({ total: 0, ac: 0, wa: 0 });
    const home = await http().get('/api/get-user-home-info').query({ username: 'root' }).expect(200);
    expect(home.body.data.solvedList).not.toContain(problemId);
    // The report links each row to its submission, which its admins can still open.
    const opened = await http()
      .get('/api/get-submission-detail')
      .query({ submitId: accepted.submitId })
      .set('Authorization', root)
      .expect(200);
    expect(opened.body.data.submission.status).toBe(JudgeStatus.ACCEPTED);
  });

  it('refuses a package whose generator fails, naming the test and its stderr, and creates nothing', async () => {
    const count = async () =>
      (
        await http()
          .get('/api/admin/problem/get-problem-list')
          .query({ limit: 50 })
          .set('Authorization', root)
          .expect(200)
      ).body.data.total as number;
    const before = await count();
    const response = await upload(
      'import-polygon-problem?progressKey=polygon-import-2',
      await polygonPackage({ failingGenerator: true }),
    ).expect(400);
    expect(response.body.msg).toContain('Test 2 (gen 3 4): the generator exited with code 3');
    expect(response.body.msg).toContain('boom: no seed given');
    expect(await count()).toBe(before);
    expect(await progressOf('polygon-import-2')).toEqual({ stage: 'failed', done: 0, total: 0 });
  });

  it.each([
    [
      'a zip without problem.xml',
      'import-polygon-problem',
      'This is not a Polygon package: problem.xml is missing',
    ],
    [
      'a zip without problem.yaml',
      'import-kattis-problem',
      'This is not a Kattis package: problem.yaml is missing',
    ],
  ])('refuses %s', async (_, route, message) => {
    const { makeZip } = await import('../factories/problem-zip');
    const response = await upload(route, await makeZip([{ name: 'readme.txt', data: 'hi' }])).expect(400);
    expect(response.body.msg).toBe(message);
  });

  it('keeps packages and reports to admins', async () => {
    await upload('import-kattis-problem', await kattisPackage(), student).expect(403);
    await http()
      .get('/api/admin/problem/verification')
      .query({ pid: imported.kattis.pid })
      .set('Authorization', student)
      .expect(403);
    await http().get('/api/admin/problem/verification').query({ pid: imported.kattis.pid }).expect(401);
    const bad = await http()
      .get('/api/admin/problem/verification')
      .query({ pid: 'x' })
      .set('Authorization', root)
      .expect(400);
    expect(bad.body.msg).toBe('pid must be a number');
    await http()
      .get('/api/admin/problem/verification')
      .query({ pid: 999999 })
      .set('Authorization', root)
      .expect(404);
  });
});
