import request from 'supertest';
import { JudgerApi, Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { buildProblemBody } from '../factories/problem';
import { binaryParser, makeZip, readZip } from '../factories/problem-zip';

/** Fields that differ between an original and its re-import by nature. */
const VOLATILE = ['id', 'caseVersion', 'gmtCreate', 'gmtModified', 'modifiedUser'];
const stable = (problem: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(problem).filter(([key]) => !VOLATILE.includes(key)));

describe('HOJ problem import and export', () => {
  let t: TestApp;
  let root: string;
  let problemAdmin: string;
  const http = () => request(t.app.getHttpServer());
  const exportZip = async (pids: number[]) =>
    (
      await http()
        .get('/api/file/export-problem')
        .query(pids.map((pid) => `pid=${pid}`).join('&'))
        .set('Authorization', root)
        .buffer(true)
        .parse(binaryParser)
        .expect(200)
    ).body as Buffer;
  const importZip = (zip: Buffer, token = root) =>
    http().post('/api/file/import-problem').set('Authorization', token).attach('file', zip, 'problems.zip');
  const snapshot = async (pid: number) => {
    const problem = (await http().get('/api/admin/problem').query({ pid }).set('Authorization', root)).body
      .data;
    const cases = (
      await http().get('/api/admin/problem/get-problem-cases').query({ pid }).set('Authorization', root)
    ).body.data;
    const tags = (await http().get('/api/get-problem-tags').query({ pid }).set('Authorization', root)).body
      .data;
    const languages = (
      await http().get('/api/get-problem-languages').query({ pid }).set('Authorization', root)
    ).body.data;
    const templates = (
      await http().get('/api/get-problem-code-template').query({ pid }).set('Authorization', root)
    ).body.data;
    const manifest = (
      await http().get(JudgerApi.manifest).query({ pid }).set(JudgerApi.tokenHeader, t.config.judgerToken)
    ).body.data;
    return {
      problem: stable(problem),
      cases: cases.map((c: Record<string, unknown>) => ({
        input: c.input,
        output: c.output,
        score: c.score,
        groupNum: c.groupNum,
      })),
      tags: tags.map((tag: { name: string }) => tag.name),
      languages: languages.map((l: { name: string }) => l.name),
      templates: templates.map((tp: { lid: number; code: string }) => [tp.lid, tp.code]),
      sha256: manifest?.sha256,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'xferpa', Role.PROBLEM_ADMIN);
    problemAdmin = await loginAs(t.app, 'xferpa');
  });
  afterAll(() => t.close());

  it('round-trips problems through export and import', async () => {
    const uploaded = await http()
      .post('/api/file/upload-testcase-zip')
      .set('Authorization', root)
      .attach(
        'file',
        await makeZip([
          { name: 'a.in', data: '1\n' },
          { name: 'a.out', data: '2\n' },
          { name: 'b.in', data: '3\n' },
          { name: 'b.ans', data: '4\n' },
        ]),
        'c.zip',
      )
      .expect(200);
    const bodies = [
      buildProblemBody({
        problem: {
          problemId: 'RT1',
          title: 'Round trip',
          type: 1,
          timeLimit: 1500,
          memoryLimit: 128,
          difficulty: 3,
          hint: 'think',
          source: 'NOI',
          isFileIO: true,
          ioReadFileName: 'in.txt',
          ioWriteFileName: 'out.txt',
          userExtraFile: '{"lib.h":"int f();"}',
          isRemoveEndBlank: false,
        },
        tags: [{ name: 'graphs' }, { name: 'bfs' }],
        codeTemplates: [{ lid: 3, code: '// start here', status: true }],
        isUploadTestCase: true,
        uploadTestcaseDir: uploaded.body.data.fileListDir,
        samples: [
          { input: 'a.in', output: 'a.out', score: 30 },
          { input: 'b.in', output: 'b.ans', score: 70 },
        ],
      }),
      buildProblemBody({ problem: { problemId: 'RT2', title: 'Manual cases' } }),
      buildProblemBody({
        problem: { problemId: 'RT3', title: 'Quiz', model: 1 },
        languages: [],
        samples: [{ input: '1', output: 'A', score: 100 }],
      }),
    ];
    const pids: number[] = [];
    for (const body of bodies) {
      pids.push(
        (await http().post('/api/admin/problem').set('Authorization', root).send(body).expect(200)).body.data
          .pid,
      );
    }
    const before = await Promise.all(pids.map(snapshot));

    const zip = await exportZip(pids);
    const files = await readZip(zip);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        `problem_${pids[0]}.json`,
        `problem_${pids[0]}/a.in`,
        `problem_${pids[0]}/b.ans`,
        `problem_${pids[1]}/1.in`,
        `problem_${pids[2]}.json`,
      ]),
    );
    const vo = JSON.parse(files.get(`problem_${pids[0]}.json`)!.toString());
    expect(vo).toMatchObject({
      problem: { problemId: 'RT1', title: 'Round trip' },
      languages: ['C++', 'Python3'],
      tags: ['graphs', 'bfs'],
      samples: [
        { input: 'a.in', output: 'a.out', score: 30 },
        { input: 'b.in', output: 'b.ans', score: 70 },
      ],
      userExtraFile: { 'lib.h': 'int f();' },
      judgeMode: 'default',
    });

    const clash = await importZip(zip).expect(400);
    expect(clash.body.msg).toBe('The problem ID RT1 already exists');

    for (const pid of pids)
      await http().delete('/api/admin/problem').query({ pid }).set('Authorization', root).expect(200);
    await importZip(zip).expect(200);
    const list = (
      await http()
        .get('/api/admin/problem/get-problem-list')
        .query({ keyword: 'RT' })
        .set('Authorization', root)
    ).body.data.records;
    const byDisplay = new Map(list.map((p: { problemId: string; id: number }) => [p.problemId, p.id]));
    const after = await Promise.all(['RT1', 'RT2', 'RT3'].map((id) => snapshot(byDisplay.get(id) as number)));
    expect(after).toEqual(before);
  });

  it('imports all or nothing', async () => {
    const good = {
      problem: { problemId: 'OK1', title: 'fine' },
      languages: ['C++'],
      samples: [{ input: '1.in', output: '1.out' }],
      tags: [],
      codeTemplates: [],
      judgeMode: 'default',
    };
    const bad = { ...good, problem: { problemId: 'BAD1', title: '' } };
    const zip = await makeZip([
      { name: 'problem_1.json', data: JSON.stringify(good) },
      { name: 'problem_1/1.in', data: '1' },
      { name: 'problem_1/1.out', data: '1' },
      { name: 'problem_2.json', data: JSON.stringify(bad) },
    ]);
    const response = await importZip(zip).expect(400);
    expect(response.body.msg).toBe('Title is required');
    const missingFile = await makeZip([{ name: 'problem_1.json', data: JSON.stringify(good) }]);
    const noCases = await importZip(missingFile).expect(400);
    expect(noCases.body.msg).toBe(
      'The test case file "1.in" does not exist, please upload the test cases again',
    );
    const list = (
      await http()
        .get('/api/admin/problem/get-problem-list')
        .query({ keyword: 'OK1' })
        .set('Authorization', root)
    ).body.data;
    expect(list.total).toBe(0);
    const notJson = await importZip(await makeZip([{ name: 'problem_1.json', data: '{' }])).expect(400);
    expect(notJson.body.msg).toBe('problem_1.json is not a valid HOJ problem file');
  });

  it('keeps import and export to the super admin', async () => {
    const zip = await makeZip([{ name: 'x.json', data: '{}' }]);
    await http().post('/api/file/import-problem').attach('file', zip, 'a.zip').expect(401);
    await importZip(zip, problemAdmin).expect(403);
    await http()
      .get('/api/file/export-problem')
      .query({ pid: 1 })
      .set('Authorization', problemAdmin)
      .expect(403);
    const none = await http().get('/api/file/export-problem').set('Authorization', root).expect(400);
    expect(none.body.msg).toBe('Please choose the problems to export');
  });
});
