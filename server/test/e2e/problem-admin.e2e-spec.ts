import request from 'supertest';
import { JudgerApi, Role } from '@verdict/common';
import { ProblemService } from '../../src/modules/problem/problem.service';
import { TestdataService } from '../../src/modules/test-data/test-data.service';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { buildProblemBody, createProblem, ProblemBody } from '../factories/problem';

describe('admin problems', () => {
  let t: TestApp;
  let root: string;
  let problemAdmin: string;
  let admin: string;
  let user: string;
  const http = () => request(t.app.getHttpServer());
  const create = (body: ProblemBody, token = problemAdmin) =>
    http().post('/api/admin/problem').set('Authorization', token).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'padmin', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'sadmin', Role.ADMIN);
    await createUser(t.app, 'plain');
    problemAdmin = await loginAs(t.app, 'padmin');
    admin = await loginAs(t.app, 'sadmin');
    user = await loginAs(t.app, 'plain');
  });
  afterAll(() => t.close());

  it('creates a problem with hand-entered cases, defaults and a generated display id', async () => {
    const created = await create(
      buildProblemBody({
        problem: { problemId: 'ab1', title: 'A+B' },
        tags: [{ name: 'math' }, { name: 'Math' }],
        codeTemplates: [{ lid: 3, code: 'int main() {}', status: true }],
      }),
    ).expect(200);
    expect(created.body.data).toMatchObject({ problemId: 'AB1' });
    const pid = created.body.data.pid as number;

    const got = await http().get('/api/admin/problem').query({ pid }).set('Authorization', admin).expect(200);
    expect(got.body.data).toMatchObject({
      id: pid,
      problemId: 'AB1',
      author: 'padmin',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      auth: 1,
      isRemoveEndBlank: true,
      openCaseResult: true,
      codeShare: true,
      isUploadCase: false,
    });

    const detail = await http().get('/api/get-problem-detail').query({ problemId: 'ab1' }).expect(200);
    expect(detail.body.data).toMatchObject({
      problem: { id: pid, problemId: 'AB1', title: 'A+B' },
      tags: [{ name: 'math' }],
      languages: ['C++', 'Python3'],
      myStatus: -10,
      problemCount: { total: 0, ac: 0, wa: 0 },
    });
    expect(Object.values(detail.body.data.codeTemplate)).toEqual(['int main() {}']);

    const cases = await http()
      .get('/api/admin/problem/get-problem-cases')
      .query({ pid })
      .set('Authorization', admin)
      .expect(200);
    expect(cases.body.data).toMatchObject([
      { input: '1 2\n', output: '3\n', score: 50, groupNum: 1, index: 1 },
      { input: '3 4\n', output: '7\n', score: 50, groupNum: 1, index: 2 },
    ]);

    const auto = await create(buildProblemBody()).expect(200);
    expect(auto.body.data.problemId).toBe(`P${auto.body.data.pid}`);
  });

  it('spreads OI scores evenly with the remainder on the last cases and sums ioScore', async () => {
    const samples = [1, 2, 3].map((n) => ({ input: `${n}`, output: `${n}` }));
    const { pid } = (await create(buildProblemBody({ problem: { type: 1 }, samples })).expect(200)).body.data;
    const cases = (
      await http().get('/api/admin/problem/get-problem-cases').query({ pid }).set('Authorization', admin)
    ).body.data;
    expect(cases.map((c: { score: number }) => c.score)).toEqual([33, 33, 34]);
    const given = samples.map((s, i) => ({ ...s, score: [10, 20, 5][i] }));
    const second = (await create(buildProblemBody({ problem: { type: 1 }, samples: given })).expect(200)).body
      .data;
    const problem = (
      await http().get('/api/admin/problem').query({ pid: second.pid }).set('Authorization', admin)
    ).body.data;
    expect(problem.ioScore).toBe(35);
  });

  it.each<[string, Partial<ProblemBody>, string]>([
    ['no title', { problem: { title: '' } }, 'Title is required'],
    [
      'a bad display id',
      { problem: { problemId: 'A B' } },
      'The problem ID may only contain letters, digits, "-" and "_"',
    ],
    ['a bad difficulty', { problem: { difficulty: 8 } }, 'difficulty must be between 0 and 7'],
    ['a bad time limit', { problem: { timeLimit: 0 } }, 'Time limit must be a positive integer (ms)'],
    [
      'file IO without names',
      { problem: { isFileIO: true, ioReadFileName: 'a.in' } },
      'File IO needs both the input and the output file name',
    ],
    [
      'three examples',
      { problem: { examples: '<input>1</input><output>1</output>'.repeat(3) } },
      'At most 2 examples are allowed',
    ],
    ['no language', { languages: [] }, 'Please select at least one language'],
    ['an unknown language', { languages: [{ name: 'Cobol' }] }, 'Unknown language Cobol'],
    [
      'no case',
      { samples: [{ input: '', output: '' }] },
      'Please upload test cases or add at least one test case with input or output',
    ],
    [
      'a negative OI score',
      { problem: { type: 1 }, samples: [{ input: '1', output: '1', score: -1 }] },
      'The score of test case 1 must be an integer >= 0',
    ],
    [
      'a missing OI score',
      {
        problem: { type: 1 },
        samples: [
          { input: '1', output: '1', score: 10 },
          { input: '2', output: '2' },
        ],
      },
      'The score of test case 2 can not be empty',
    ],
    [
      'a subtask case without group',
      {
        problem: { type: 1, judgeCaseMode: 'subtask_sum' },
        samples: [{ input: '1', output: '1', score: 10 }],
      },
      'The group number of test case 1 can not be empty',
    ],
    [
      'spj without code',
      { judgeMode: 'spj', problem: { spjLanguage: 'C++' } },
      'Special judge code is required',
    ],
    [
      'interactive in Python',
      { judgeMode: 'interactive', problem: { spjLanguage: 'Python3', spjCode: 'x' } },
      'Interactive judge language must be C or C++',
    ],
    [
      'an empty enabled template',
      { codeTemplates: [{ lid: 1, code: ' ', status: true }] },
      'The code template of C can not be empty',
    ],
    ['empty extra file content', { problem: { userExtraFile: '{"a.h":""}' } }, 'File Content is required'],
    [
      'a bad quiz answer',
      { problem: { model: 1 }, samples: [{ input: '1', output: 'G', score: 5 }] },
      'The answer of question 1 must be T/F or A-F',
    ],
    [
      'a quiz number from 0',
      { problem: { model: 1 }, samples: [{ input: '0', output: 'A', score: 5 }] },
      'The question number of answer 1 must start from 1',
    ],
    [
      'a quiz score over 100',
      { problem: { model: 1 }, samples: [{ input: '1', output: 'T', score: 101 }] },
      'The score of question 1 must be between 0 and 100',
    ],
  ])('refuses %s', async (_label, overrides, message) => {
    const response = await create(buildProblemBody(overrides)).expect(400);
    expect(response.body).toEqual({
      status: 400,
      msg: message,
      data: { code: expect.stringMatching(/^(BAD_REQUEST|VALIDATION_FAILED)$/) },
    });
  });

  it('refuses a display id that is taken', async () => {
    await create(buildProblemBody({ problem: { problemId: 'DUP' } })).expect(200);
    const again = await create(buildProblemBody({ problem: { problemId: 'dup' } })).expect(400);
    expect(again.body.msg).toBe('The problem ID DUP already exists');
  });

  it('creates problems several admins save at the same moment, with tags, each under its own id', async () => {
    const bodies = Array.from({ length: 6 }, (_, i) =>
      buildProblemBody({
        problem: { problemId: `TOGETHER${i}`, title: `Together ${i}` },
        tags: [{ name: 'together' }, { name: `alone-${i}` }],
      }),
    );
    const answers = await Promise.all(bodies.map((body) => create(body)));
    expect(answers.map((answer) => [answer.status, answer.body.msg])).toEqual(
      bodies.map(() => [200, 'success']),
    );
    const pids = answers.map((answer) => (answer.body.data as { pid: number }).pid);
    expect(new Set(pids).size).toBe(6);
    const tags = (await http().get('/api/get-all-problem-tags').expect(200)).body.data as { name: string }[];
    expect(tags.filter((tag) => tag.name === 'together')).toHaveLength(1);
  });

  it('stores quiz answers and hands them to the submissions side', async () => {
    const { pid } = (
      await create(
        buildProblemBody({
          problem: { model: 1 },
          languages: [],
          samples: [
            { input: 1, output: 'T', score: 40 },
            { input: '2', output: 'BC', score: 60 },
          ],
        }),
      ).expect(200)
    ).body.data;
    expect(await t.app.get(TestdataService).quizKey(pid)).toEqual([
      { question: 1, answer: 'T', score: 40 },
      { question: 2, answer: 'BC', score: 60 },
    ]);
  });

  it('edits, changes visibility, copies and deletes', async () => {
    const { pid } = await createProblem(t.app, { problem: { problemId: 'ED1' }, tags: [{ name: 'dp' }] });
    await http()
      .put('/api/admin/problem')
      .set('Authorization', admin)
      .send(
        buildProblemBody({
          problem: { id: pid, problemId: 'ED2', title: 'Edited', timeLimit: 2000 },
          tags: [],
        }),
      )
      .expect(200);
    const edited = (await http().get('/api/admin/problem').query({ pid }).set('Authorization', admin)).body
      .data;
    expect(edited).toMatchObject({
      problemId: 'ED2',
      title: 'Edited',
      timeLimit: 2000,
      modifiedUser: 'sadmin',
    });
    expect((await http().get('/api/get-problem-tags').query({ pid })).body.data).toEqual([]);
    const noId = await http()
      .put('/api/admin/problem')
      .set('Authorization', admin)
      .send(buildProblemBody())
      .expect(400);
    expect(noId.body.msg).toBe('problem.id is required');

    await http()
      .put('/api/admin/problem/change-problem-auth')
      .set('Authorization', admin)
      .send({ id: pid, auth: 2 })
      .expect(200);
    await http().get('/api/get-problem-detail').query({ problemId: 'ED2' }).expect(404);
    const badAuth = await http()
      .put('/api/admin/problem/change-problem-auth')
      .set('Authorization', admin)
      .send({ id: pid, auth: 7 })
      .expect(400);
    expect(badAuth.body.msg).toBe('auth must be 1 (public), 2 (private) or 3 (contest)');

    const copy = await http()
      .post('/api/admin/problem/copy')
      .query({ pid })
      .set('Authorization', admin)
      .expect(200);
    const copied = (
      await http().get('/api/admin/problem').query({ pid: copy.body.data.pid }).set('Authorization', admin)
    ).body.data;
    expect(copied).toMatchObject({
      title: 'Edited',
      auth: 2,
      timeLimit: 2000,
      problemId: `P${copy.body.data.pid}`,
    });
    const copiedCases = (
      await http()
        .get('/api/admin/problem/get-problem-cases')
        .query({ pid: copied.id })
        .set('Authorization', admin)
    ).body.data;
    expect(copiedCases.map((c: { input: string }) => c.input)).toEqual(['1 2\n', '3 4\n']);

    await http().delete('/api/admin/problem').query({ pid }).set('Authorization', admin).expect(403);
    await http().delete('/api/admin/problem').query({ pid }).set('Authorization', problemAdmin).expect(200);
    await http().get('/api/admin/problem').query({ pid }).set('Authorization', admin).expect(404);
    await http()
      .get(JudgerApi.manifest)
      .query({ pid })
      .set(JudgerApi.tokenHeader, t.config.judgerToken)
      .expect(404);
    await http()
      .delete('/api/admin/problem')
      .query({ pid: copied.id })
      .set('Authorization', root)
      .expect(200);
  });

  it('lists problems for admins with keyword and auth filters', async () => {
    await createProblem(t.app, { problem: { problemId: 'LST1', title: 'Listed private', auth: 2 } });
    const page = await http()
      .get('/api/admin/problem/get-problem-list')
      .query({ keyword: 'listed', auth: 2 })
      .set('Authorization', admin)
      .expect(200);
    expect(page.body.data).toMatchObject({ total: 1, size: 10, records: [{ problemId: 'LST1', auth: 2 }] });
    await http().get('/api/admin/problem/get-problem-list').expect(401);
    await http().get('/api/admin/problem/get-problem-list').set('Authorization', user).expect(403);
  });

  it('compiles a checker with the judger and refuses a broken one on save', async () => {
    const checker =
      '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "ok"); }\n';
    await http()
      .post('/api/admin/problem/compile-spj')
      .set('Authorization', admin)
      .send({ code: checker, language: 'C++' })
      .expect(200);
    const broken = await http()
      .post('/api/admin/problem/compile-interactive')
      .set('Authorization', admin)
      .send({ code: 'int main( {', language: 'C++' })
      .expect(400);
    expect(broken.body.msg).toMatch(/error/i);
    const empty = await http()
      .post('/api/admin/problem/compile-interactive')
      .set('Authorization', admin)
      .send({ code: '', language: 'C++' })
      .expect(400);
    expect(empty.body.msg).toBe('Code can not be empty');
    await http()
      .post('/api/admin/problem/compile-spj')
      .set('Authorization', user)
      .send({ code: 'x', language: 'C++' })
      .expect(403);

    const save = await create(
      buildProblemBody({
        judgeMode: 'spj',
        changeModeCode: true,
        problem: { spjLanguage: 'C++', spjCode: 'int main( {' },
      }),
    ).expect(400);
    expect(save.body.msg).toMatch(/^Spj or interactive code not compiled successfully: /);
    const good = await create(
      buildProblemBody({
        judgeMode: 'spj',
        changeModeCode: true,
        problem: { spjLanguage: 'C++', spjCode: checker },
      }),
    ).expect(200);
    const manifest = await http()
      .get(JudgerApi.manifest)
      .query({ pid: good.body.data.pid })
      .set(JudgerApi.tokenHeader, t.config.judgerToken)
      .expect(200);
    expect(manifest.body.data).toMatchObject({
      judgeMode: 'spj',
      checker: { language: 'C++', code: checker },
    });
  });

  it('counts final verdicts atomically and takes them back on rejudge', async () => {
    const { pid } = await createProblem(t.app);
    const problems = t.app.get(ProblemService);
    await Promise.all([
      ...Array.from({ length: 10 }, () => problems.recordFinalResult(pid, 0)),
      ...Array.from({ length: 5 }, () => problems.recordFinalResult(pid, -1)),
      problems.recordFinalResult(pid, 8),
      problems.recordFinalResult(pid, -4),
    ]);
    await problems.revertFinalResult(pid, -1);
    expect(await problems.problemCount(pid)).toMatchObject({ total: 16, ac: 10, wa: 4, pa: 1, tle: 0 });
    const list = (
      await http()
        .get('/api/get-problem-list')
        .query({ keyword: `P${pid}` })
    ).body.data.records;
    expect(list[0]).toMatchObject({ total: 16, ac: 10 });
  });

  it('answers 401 without a token and 403 for a plain user on every admin write', async () => {
    await http().post('/api/admin/problem').send(buildProblemBody()).expect(401);
    await create(buildProblemBody(), user).expect(403);
    await http().put('/api/admin/problem').set('Authorization', user).send(buildProblemBody()).expect(403);
    await http().delete('/api/admin/problem').query({ pid: 1 }).set('Authorization', user).expect(403);
    await http()
      .put('/api/admin/problem/change-problem-auth')
      .set('Authorization', user)
      .send({ id: 1, auth: 1 })
      .expect(403);
    await http()
      .get('/api/admin/problem/get-problem-cases')
      .query({ pid: 1 })
      .set('Authorization', user)
      .expect(403);
    await http().post('/api/admin/problem/copy').query({ pid: 1 }).set('Authorization', user).expect(403);
    const missing = await http()
      .post('/api/admin/problem/copy')
      .query({ pid: 99999 })
      .set('Authorization', admin)
      .expect(404);
    expect(missing.body.msg).toBe('The problem does not exist');
    const noPid = await http().get('/api/admin/problem').set('Authorization', admin).expect(400);
    expect(noPid.body.msg).toBe('pid is required');
  });
});
