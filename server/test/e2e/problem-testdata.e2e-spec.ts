import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { JudgerApi, Role } from '@verdict/common';
import { HttpTestdataSource, TestdataCache } from '@verdict/judger';
import { DirectTestdataSource } from '../../src/modules/test-data/direct-test-data-source';
import { TestdataService } from '../../src/modules/test-data/test-data.service';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { buildProblemBody, createProblem } from '../factories/problem';
import {
  binaryParser,
  declareUncompressedSize,
  makeZip,
  readZip,
  renameInZip,
} from '../factories/problem-zip';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('problem test data', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const http = () => request(t.app.getHttpServer());
  const judger = (path: string, query: Record<string, string | number>) =>
    http().get(path).query(query).set(JudgerApi.tokenHeader, t.config.judgerToken);
  const upload = (zip: Buffer, name = 'cases.zip', mode = 'default') =>
    http()
      .post('/api/file/upload-testcase-zip')
      .set('Authorization', admin)
      .field('mode', mode)
      .attach('file', zip, name);
  const uploadDirs = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'tmp', 'testcase-zip'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.app, 'tdadmin', Role.ADMIN);
    await createUser(t.app, 'tduser');
    admin = await loginAs(t.app, 'tdadmin');
    user = await loginAs(t.app, 'tduser');
    expect(await loginAs(t.app, 'root', ROOT_PASSWORD)).toBeTruthy();
  });
  afterAll(() => t.close());

  it('pairs an uploaded zip, saves it with a problem and serves it to judgers', async () => {
    const zip = await makeZip([
      { name: '10.in', data: '10 10\r\n' },
      { name: '10.out', data: '20\r\n' },
      { name: '2.in', data: '1 1\n' },
      { name: '2.ans', data: '2\n' },
      { name: 'input3.txt', data: '5 5\n' },
      { name: 'output3.txt', data: '10\n' },
      { name: 'lonely.in', data: '0 0\n' },
      { name: 'readme.md', data: 'ignored' },
      { name: 'nested/9.in', data: 'ignored' },
    ]);
    const uploaded = await upload(zip).expect(200);
    expect(uploaded.body.data.fileList).toEqual([
      { input: '2.in', output: '2.ans' },
      { input: '10.in', output: '10.out' },
      { input: 'input3.txt', output: 'output3.txt' },
      { input: 'lonely.in', output: 'lonely.out' },
    ]);
    const fileListDir = uploaded.body.data.fileListDir as string;

    const body = buildProblemBody({
      problem: { problemId: 'TD1', type: 1 },
      isUploadTestCase: true,
      uploadTestcaseDir: fileListDir,
      samples: uploaded.body.data.fileList,
    });
    const created = await http()
      .post('/api/admin/problem')
      .set('Authorization', admin)
      .send(body)
      .expect(200);
    const pid = created.body.data.pid as number;
    expect(uploadDirs()).toEqual([]);

    const problem = (await http().get('/api/admin/problem').query({ pid }).set('Authorization', admin)).body
      .data;
    expect(problem).toMatchObject({ isUploadCase: true, ioScore: 100 });

    const manifest = await judger(JudgerApi.manifest, { pid }).expect(200);
    expect(manifest.body.data).toMatchObject({
      problemId: pid,
      version: problem.caseVersion,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      cases: [
        { caseId: 1, inputName: '2.in', outputName: '2.ans', score: 25, groupNum: 1 },
        { caseId: 2, inputName: '10.in', outputName: '10.out', score: 25 },
        { caseId: 3, inputName: 'input3.txt', outputName: 'output3.txt', score: 25 },
        { caseId: 4, inputName: 'lonely.in', outputName: 'lonely.out', score: 25 },
      ],
    });
    const file = await judger(JudgerApi.file, { pid, version: problem.caseVersion, name: '10.in' })
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect((file.body as Buffer).toString()).toBe('10 10\n');
    expect(manifest.body.data.sha256['10.in']).toBe(sha256(file.body as Buffer));
    const empty = await judger(JudgerApi.file, { pid, version: problem.caseVersion, name: 'lonely.out' })
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect((empty.body as Buffer).length).toBe(0);

    await judger(JudgerApi.file, { pid, version: problem.caseVersion, name: 'info' }).expect(404);
    await judger(JudgerApi.file, { pid, version: problem.caseVersion, name: '../../jwt-secret' }).expect(404);
    await judger(JudgerApi.file, { pid, version: '1', name: '10.in' }).expect(409);
    await http().get(JudgerApi.manifest).query({ pid }).expect(403);
    await http().get(JudgerApi.manifest).query({ pid }).set(JudgerApi.tokenHeader, 'wrong').expect(403);

    const download = await http()
      .get('/api/file/download-testcase')
      .query({ pid })
      .set('Authorization', admin)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = await readZip(download.body as Buffer);
    expect([...files.keys()].sort()).toEqual(
      ['10.in', '10.out', '2.ans', '2.in', 'input3.txt', 'lonely.in', 'lonely.out', 'output3.txt'].sort(),
    );
    await http().get('/api/file/download-testcase').query({ pid }).expect(401);
    await http().get('/api/file/download-testcase').query({ pid }).set('Authorization', user).expect(403);
  });

  it('bumps the version on every save and keeps serving unchanged files', async () => {
    const { pid } = await createProblem(t.app, { problem: { problemId: 'TD2' } });
    const before = (await judger(JudgerApi.manifest, { pid })).body.data;
    await http()
      .put('/api/admin/problem')
      .set('Authorization', admin)
      .send(buildProblemBody({ problem: { id: pid, problemId: 'TD2', title: 'Renamed' } }))
      .expect(200);
    const after = (await judger(JudgerApi.manifest, { pid })).body.data;
    expect(Number(after.version)).toBeGreaterThan(Number(before.version));
    expect(after.sha256).toEqual(before.sha256);

    await http()
      .put('/api/admin/problem')
      .set('Authorization', admin)
      .send(
        buildProblemBody({
          problem: { id: pid, problemId: 'TD2' },
          samples: [{ input: '5 6\r\n', output: '11\r\n' }],
        }),
      )
      .expect(200);
    const changed = (await judger(JudgerApi.manifest, { pid })).body.data;
    expect(changed.cases).toEqual([
      { caseId: 1, inputName: '1.in', outputName: '1.out', score: 100, groupNum: 1 },
    ]);
    expect(changed.sha256['1.in']).toBe(sha256(Buffer.from('5 6\n')));
    await judger(JudgerApi.file, { pid, version: after.version, name: '1.in' }).expect(409);
    const cases = await http()
      .get('/api/admin/problem/get-problem-cases')
      .query({ pid })
      .set('Authorization', admin);
    expect(cases.body.data).toMatchObject([{ input: '5 6\n', output: '11\n' }]);
  });

  it('leaves a problem untouched when a save with new cases fails', async () => {
    const { pid } = await createProblem(t.app, { problem: { problemId: 'TD3', type: 1 } });
    const before = (await judger(JudgerApi.manifest, { pid })).body.data;
    const bad = await http()
      .put('/api/admin/problem')
      .set('Authorization', admin)
      .send(
        buildProblemBody({
          problem: { id: pid, problemId: 'TD3', type: 1, title: 'Changed' },
          samples: [
            { input: '1', output: '1', score: 40 },
            { input: '2', output: '2', score: null },
          ],
        }),
      )
      .expect(400);
    expect(bad.body.msg).toBe('The score of test case 2 can not be empty');
    const after = (await judger(JudgerApi.manifest, { pid })).body.data;
    expect(after).toEqual(before);
    const detail = await http().get('/api/get-problem-detail').query({ problemId: 'TD3' }).expect(200);
    expect(detail.body.data.problem.title).toBe('A + B');
  });

  it('puts the old files back when the transaction fails after the swap', async () => {
    const { pid } = await createProblem(t.app, { problem: { problemId: 'TD5' } });
    const before = (await judger(JudgerApi.manifest, { pid })).body.data;
    const failed = await http()
      .put('/api/admin/problem')
      .set('Authorization', admin)
      .send(
        buildProblemBody({
          problem: { id: pid, problemId: 'TD5' },
          samples: [{ input: 'new', output: 'data' }],
          tags: [{ id: 999999 }],
        }),
      )
      .expect(400);
    expect(failed.body.msg).toBe('The tag 999999 does not exist');
    expect((await judger(JudgerApi.manifest, { pid })).body.data).toEqual(before);
    const file = await judger(JudgerApi.file, { pid, version: before.version, name: '1.in' })
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect((file.body as Buffer).toString()).toBe('1 2\n');
    expect(readdirSync(join(t.config.dataDir, 'testcase', '.staging'))).toEqual([]);
  });

  it("feeds the judger's own test-data cache over HTTP and in process", async () => {
    const { pid } = await createProblem(t.app, { problem: { problemId: 'TD6' } });
    await t.app.listen(0, '127.0.0.1');
    const baseUrl = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    const cacheDir = mkdtempSync(join(tmpdir(), 'verdict-cache-'));
    try {
      const overHttp = new TestdataCache(
        cacheDir,
        new HttpTestdataSource({ baseUrl, judgerToken: t.config.judgerToken }),
      );
      const cached = await overHttp.get(pid);
      expect(readFileSync(cached.pathOf('2.out'), 'utf8')).toBe('7\n');
      const direct = new DirectTestdataSource(t.app.get(TestdataService));
      expect(await direct.manifest(pid)).toEqual(cached.manifest);
      expect((await direct.file(pid, cached.manifest.version, '1.in')).toString()).toBe('1 2\n');
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it.each([
    [
      'zip slip',
      async () => renameInZip(await makeZip([{ name: 'xx/evil.in', data: 'x' }]), 'xx/evil.in', '../evil.in'),
      'The zip entry "../evil.in" leaves the archive folder',
    ],
    [
      'absolute path',
      async () => renameInZip(await makeZip([{ name: 'xetc/evil', data: 'x' }]), 'xetc/evil', '/etc/evil'),
      'The zip entry "/etc/evil" is absolute',
    ],
    [
      'symbolic link',
      () => makeZip([{ name: '1.in', data: '/etc/passwd', mode: 0o120777 }]),
      'The zip entry "1.in" is a symbolic link',
    ],
    [
      'oversized entry',
      async () => declareUncompressedSize(await makeZip([{ name: '1.in', data: '1 2' }]), 0x7fffffff),
      'The zip entry "1.in" is too large (at most 256 MB)',
    ],
    [
      'size lie (zip bomb)',
      async () => declareUncompressedSize(await makeZip([{ name: '1.in', data: 'x'.repeat(100000) }]), 10),
      expect.stringContaining('larger than it declares'),
    ],
    [
      'too many entries',
      () => makeZip(Array.from({ length: 2001 }, (_, i) => ({ name: `${i}.in`, data: '' }))),
      'The zip has too many entries (at most 2000)',
    ],
    [
      'no cases',
      () => makeZip([{ name: 'readme.txt', data: 'hi' }]),
      'The zip has no test cases at its root (expected X.in with X.out or X.ans)',
    ],
    ['not a zip', () => Promise.resolve(Buffer.from('plain text')), 'The file is not a valid zip archive'],
  ])('refuses an upload with %s and stores nothing', async (_label, build, message) => {
    const response = await upload(await build()).expect(400);
    expect(response.body).toEqual({ status: 400, msg: message, data: { code: 'BAD_REQUEST' } });
    expect(uploadDirs()).toEqual([]);
  });

  it('refuses a non-zip file name, anonymous callers and plain users', async () => {
    const zip = await makeZip([{ name: '1.in', data: '1' }]);
    const wrongName = await upload(zip, 'cases.tar').expect(400);
    expect(wrongName.body.msg).toBe('The test case file must be a .zip archive');
    await http().post('/api/file/upload-testcase-zip').attach('file', zip, 'a.zip').expect(401);
    await http()
      .post('/api/file/upload-testcase-zip')
      .set('Authorization', user)
      .attach('file', zip, 'a.zip')
      .expect(403);
  });

  it('gives group numbers in subtask modes and requires them on save', async () => {
    const zip = await makeZip([
      { name: '1.in', data: '1' },
      { name: '1.out', data: '1' },
      { name: '2.in', data: '2' },
      { name: '2.out', data: '2' },
    ]);
    const uploaded = (await upload(zip, 'c.zip', 'subtask_lowest').expect(200)).body.data;
    expect(uploaded.fileList).toEqual([
      { input: '1.in', output: '1.out', groupNum: 1 },
      { input: '2.in', output: '2.out', groupNum: 1 },
    ]);
    const base = {
      problem: { problemId: 'TD4', type: 1, judgeCaseMode: 'subtask_lowest' },
      isUploadTestCase: true,
      uploadTestcaseDir: uploaded.fileListDir,
    };
    const missing = await http()
      .post('/api/admin/problem')
      .set('Authorization', admin)
      .send(
        buildProblemBody({
          ...base,
          samples: [
            { input: '1.in', output: '1.out', score: 50 },
            { input: '2.in', output: '2.out', score: 50 },
          ],
        }),
      )
      .expect(400);
    expect(missing.body.msg).toBe('The group number of test case 1 can not be empty');
    const ok = await http()
      .post('/api/admin/problem')
      .set('Authorization', admin)
      .send(
        buildProblemBody({
          ...base,
          samples: [
            { input: '1.in', output: '1.out', score: 30, groupNum: 1 },
            { input: '2.in', output: '2.out', score: 70, groupNum: 2 },
          ],
        }),
      )
      .expect(200);
    const manifest = (await judger(JudgerApi.manifest, { pid: ok.body.data.pid })).body.data;
    expect(manifest.judgeCaseMode).toBe('subtask_lowest');
    expect(manifest.cases.map((c: { groupNum: number }) => c.groupNum)).toEqual([1, 2]);
  });
});
