import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus, Role } from '@verdict/common';
import { ProblemEntity } from '../../src/modules/problem/problem.entity';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { buildProblemBody } from '../factories/problem';
import { binaryParser, makeZip, readZip } from '../factories/problem-zip';
import { TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createGroup, openNightClass, OTHER_CLUB } from '../utils/group-helpers';
import { hojPid } from '../utils/hoj-pid';
import { uploadUntilAnswered } from '../utils/early-answer-upload';
import { FileStorageService } from '../../src/infra/storage/file-storage.service';

const NOT_YOURS = 'You can only edit or delete your own group problems';
const NOT_MEMBER = 'You are not a member of this group';
const NOT_ADMIN = 'Only the group admins can do this';

interface AdminRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  auth: number;
  gid: number;
  applyPublicProgress: number | null;
}

/**
 * A group's problems: group admins create them under ids prefixed with the group's
 * short name; a group root (auth 5, the owner, a super admin) edits or deletes any, other admins
 * only their own; members read the public ones; test data goes to the group root or the author;
 * a disbanded group takes its problems along.
 */
describe('group problems', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const users = new TestUsers(() => t.app);
  const { tokens } = users;
  let gid: number;
  let otherGid: number;
  let siteProblem: string;

  const as = (who: string | null) => users.as(who);

  const body = (problem: Record<string, unknown>, group = gid) =>
    buildProblemBody({ problem: { gid: group, ...problem } });
  const create = async (who: string, problem: Record<string, unknown>, group = gid) =>
    (await as(who).post('/api/group/problem', body(problem, group)).expect(200)).body.data as {
      pid: number;
      problemId: string;
    };
  const memberList = async (who: string, query: Record<string, unknown> = {}) =>
    (
      await as(who)
        .get('/api/group/get-problem-list', { gid, ...query })
        .expect(200)
    ).body.data;
  const adminRows = async (who: string) =>
    (await as(who).get('/api/group/get-admin-problem-list', { gid, limit: 100 }).expect(200)).body.data
      .records as AdminRow[];
  const rowOf = async (pid: number) => (await adminRows('owen')).find((row) => row.id === pid);
  const upload = (who: string | null, zip: Buffer, gidField?: number) => {
    const call = http().post('/api/file/upload-testcase-zip');
    if (who) call.set('Authorization', tokens[who]);
    call.field('mode', 'default');
    if (gidField !== undefined) call.field('gid', String(gidField));
    return call.attach('file', zip, 'cases.zip');
  };
  const download = (who: string, pid: number) =>
    as(who).get('/api/file/download-testcase', { pid }).buffer(true).parse(binaryParser);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['owen', 'ray', 'ada', 'ed', 'mia', 'out']);
    await users.signUp(['padmin'], Role.PROBLEM_ADMIN);
    gid = await openNightClass(t.app, users, { ray: 5, ada: 4, ed: 4, mia: 3 });
    otherGid = await createGroup(as('out'), OTHER_CLUB);
    siteProblem = (
      await as('root')
        .post('/api/admin/problem', buildProblemBody({ problem: { problemId: 'SITE1' } }))
        .expect(200)
    ).body.data.problemId as string;
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/group/get-problem-list'],
    ['get', '/api/group/get-admin-problem-list'],
    ['get', '/api/group/problem'],
    ['post', '/api/group/problem'],
    ['put', '/api/group/problem'],
    ['delete', '/api/group/problem'],
    ['get', '/api/group/get-problem-cases'],
    ['get', '/api/group/get-all-problem-tags'],
    ['post', '/api/group/compile-spj'],
    ['post', '/api/group/compile-interactive'],
    ['put', '/api/group/change-problem-auth'],
    ['put', '/api/group/apply-public'],
    ['post', '/api/file/upload-testcase-zip'],
    ['get', '/api/file/download-testcase'],
  ] as const)('%s %s needs a login', async (method, path) => {
    await http()[method](path).query({ gid: 1, pid: 1 }).expect(401);
  });

  describe('creating', () => {
    it('files the problem under the group with its short name in front of the id, for group admins', async () => {
      const made = await create('ada', { problemId: 'a1', title: 'Loops' });
      expect(made.problemId).toBe('NCA1');
      const again = await create('ada', { problemId: 'nca2', title: 'Already prefixed' });
      expect(again.problemId).toBe('NCA2');
      const form = await as('ada').get('/api/group/problem', { pid: made.pid }).expect(200);
      expect(form.body.data).toMatchObject({ problemId: 'NCA1', title: 'Loops', gid, author: 'ada' });
    });

    it('takes the author from the login, not from the form', async () => {
      const made = await create('ed', { problemId: 'E1', title: 'Mine', author: 'ada' });
      expect((await rowOf(made.pid))?.author).toBe('ed');
    });

    it('refuses members, outsiders and bad forms with the reason', async () => {
      const byMember = await as('mia')
        .post('/api/group/problem', body({ problemId: 'M1' }))
        .expect(403);
      expect(byMember.body.msg).toBe(NOT_ADMIN);
      const byOutsider = await as('out')
        .post('/api/group/problem', body({ problemId: 'O1' }))
        .expect(403);
      expect(byOutsider.body.msg).toBe(NOT_ADMIN);
      const noGroup = await as('ada')
        .post('/api/group/problem', buildProblemBody({ problem: { problemId: 'X1' } }))
        .expect(400);
      expect(noGroup.body.msg).toBe('problem.gid is required');
      const noId = await as('ada').post('/api/group/problem', body({})).expect(400);
      expect(noId.body.msg).toBe('The problem ID is required');
      const taken = await as('ada')
        .post('/api/group/problem', body({ problemId: 'A1' }))
        .expect(400);
      expect(taken.body.msg).toBe('The problem ID NCA1 already exists');
      const noTitle = await as('ada')
        .post('/api/group/problem', body({ problemId: 'T9', title: '' }))
        .expect(400);
      expect(noTitle.body.msg).toBe('Title is required');
      await as('ada')
        .post('/api/group/problem', body({ problemId: 'G1' }, 99999))
        .expect(404);
    });
  });

  describe('the lists', () => {
    let shown: number;
    let hidden: number;

    beforeAll(async () => {
      shown = (await create('ada', { problemId: 'L1', title: 'Listed' })).pid;
      hidden = (await create('ada', { problemId: 'L2', title: 'Hidden from members', auth: 2 })).pid;
    });

    it("shows members the group's public problems with their status, 10 a page", async () => {
      const page = await memberList('mia');
      expect(page.size).toBe(10);
      const ids = (page.records as { pid: number; myStatus: number }[]).map((row) => row.pid);
      expect(ids).toContain(shown);
      expect(ids).not.toContain(hidden);
      const row = (page.records as { pid: number; problemId: string; myStatus: number }[]).find(
        (r) => r.pid === shown,
      );
      expect(row).toMatchObject({ problemId: 'NCL1', myStatus: JudgeStatus.NOT_SUBMITTED });
      expect((await memberList('mia', { limit: 2 })).records).toHaveLength(2);
      const found = await memberList('mia', { keyword: 'Listed' });
      expect(found.records.map((r: { pid: number }) => r.pid)).toEqual([shown]);
    });

    it('shows group admins every problem of the group, to admins only', async () => {
      const rows = await adminRows('ada');
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([shown, hidden]));
      expect(rows.every((row) => row.gid === gid)).toBe(true);
      expect((await adminRows('ed')).length).toBe(rows.length);
      const byMember = await as('mia').get('/api/group/get-admin-problem-list', { gid }).expect(403);
      expect(byMember.body.msg).toBe(NOT_ADMIN);
      const byOutsider = await as('out').get('/api/group/get-problem-list', { gid }).expect(403);
      expect(byOutsider.body.msg).toBe(NOT_MEMBER);
      await as('out').get('/api/group/get-admin-problem-list', { gid }).expect(403);
      await as('mia').get('/api/group/get-problem-list', { gid: 99999 }).expect(404);
      const bad = await as('mia').get('/api/group/get-problem-list').expect(400);
      expect(bad.body.msg).toBe('gid is required');
    });

    it('hides a problem made private from the members list at once', async () => {
      await as('ada').put('/api/group/change-problem-auth', {}, { pid: shown, auth: 2 }).expect(200);
      expect((await memberList('mia')).records.map((r: { pid: number }) => r.pid)).not.toContain(shown);
      await as('ada').put('/api/group/change-problem-auth', {}, { pid: shown, auth: 1 }).expect(200);
      expect((await memberList('mia')).records.map((r: { pid: number }) => r.pid)).toContain(shown);
      const bad = await as('ada')
        .put('/api/group/change-problem-auth', {}, { pid: shown, auth: 7 })
        .expect(400);
      expect(bad.body.msg).toBe('auth must be 1 (public), 2 (private) or 3 (contest)');
    });

    it('lists the tags a group problem may carry, for members', async () => {
      await as('root').post('/api/admin/tag', { name: 'Loops', color: '#ff6600' }).expect(200);
      const tags = await as('mia').get('/api/group/get-all-problem-tags', { gid }).expect(200);
      expect(tags.body.data.map((tag: { name: string }) => tag.name)).toContain('Loops');
      await as('out').get('/api/group/get-all-problem-tags', { gid }).expect(403);
    });
  });

  describe('who edits what', () => {
    let adas: number;
    let made = 0;

    beforeEach(async () => {
      adas = (await create('ada', { problemId: `W${++made}`, title: "Ada's" })).pid;
    });

    it("lets a member (3) touch no admin's problem", async () => {
      const edit = body({ id: adas, title: 'Taken over' });
      for (const call of [
        as('mia').get('/api/group/problem', { pid: adas }),
        as('mia').put('/api/group/problem', edit),
        as('mia').delete('/api/group/problem', { pid: adas }),
        as('mia').put('/api/group/change-problem-auth', {}, { pid: adas, auth: 2 }),
        as('mia').put('/api/group/apply-public', {}, { pid: adas, isApplied: true }),
        as('mia').get('/api/group/get-problem-cases', { pid: adas }),
      ]) {
        await call.expect(403);
      }
      expect(await rowOf(adas)).toMatchObject({ title: "Ada's", auth: 1, applyPublicProgress: null });
    });

    it("keeps a group admin (4) off another admin's problem; the root (5) and the owner may", async () => {
      const byEd = await as('ed')
        .put('/api/group/problem', body({ id: adas, title: 'By Ed' }))
        .expect(403);
      expect(byEd.body.msg).toBe(NOT_YOURS);
      await as('ed').get('/api/group/problem', { pid: adas }).expect(403);
      await as('ed').delete('/api/group/problem', { pid: adas }).expect(403);
      await as('ed').put('/api/group/change-problem-auth', {}, { pid: adas, auth: 2 }).expect(403);
      await as('ed').get('/api/group/get-problem-cases', { pid: adas }).expect(403);

      await as('ray')
        .put('/api/group/problem', body({ id: adas, title: 'By the root' }))
        .expect(200);
      expect(await rowOf(adas)).toMatchObject({ title: 'By the root', author: 'ada' });
      await as('owen')
        .put('/api/group/problem', body({ id: adas, title: 'By the owner' }))
        .expect(200);
      await as('root').put('/api/group/change-problem-auth', {}, { pid: adas, auth: 3 }).expect(200);
      expect(await rowOf(adas)).toMatchObject({ title: 'By the owner', auth: 3 });
      await as('ray').delete('/api/group/problem', { pid: adas }).expect(200);
      expect(await rowOf(adas)).toBeUndefined();
    });

    it('lets the author edit, read the cases of and delete their own problem', async () => {
      await as('ada')
        .put('/api/group/problem', body({ id: adas, problemId: 'own1', title: 'Renamed' }))
        .expect(200);
      expect(await rowOf(adas)).toMatchObject({ problemId: 'NCOWN1', title: 'Renamed' });
      await as('owen')
        .put('/api/group', { id: gid, name: 'Night class', shortName: 'NEW', auth: 3, code: 'abc123' })
        .expect(200);
      await as('ada')
        .put('/api/group/problem', body({ id: adas, problemId: 'NCOWN1', title: 'Kept id' }))
        .expect(200);
      expect(await rowOf(adas)).toMatchObject({ problemId: 'NCOWN1', title: 'Kept id' });
      await as('owen')
        .put('/api/group', { id: gid, name: 'Night class', shortName: 'NC', auth: 3, code: 'abc123' })
        .expect(200);
      const cases = await as('ada').get('/api/group/get-problem-cases', { pid: adas }).expect(200);
      expect(cases.body.data.map((c: { input: string }) => c.input)).toEqual(['1 2\n', '3 4\n']);
      await as('ada').delete('/api/group/problem', { pid: adas }).expect(200);
      await as('ada').get('/api/group/problem', { pid: adas }).expect(404);
    });

    it("loads the form's tags, languages and templates in the group, private problems for admins", async () => {
      await as('ada').put('/api/group/change-problem-auth', {}, { pid: adas, auth: 2 }).expect(200);
      for (const path of [
        '/api/get-problem-tags',
        '/api/get-problem-languages',
        '/api/get-problem-code-template',
      ]) {
        await as('ada').get(path, { pid: adas, gid }).expect(200);
        await as('ed').get(path, { pid: adas, gid }).expect(200);
        await as('mia').get(path, { pid: adas, gid }).expect(404);
        await as('ada').get(path, { pid: adas }).expect(404);
      }
      const languages = await as('ada').get('/api/languages', { pid: adas, gid }).expect(200);
      expect(languages.body.data.map((l: { name: string }) => l.name)).toEqual(['C++', 'Python3']);
    });

    it('never moves a problem to another group', async () => {
      const moved = await as('ada')
        .put('/api/group/problem', body({ id: adas, title: 'Moved' }, otherGid))
        .expect(400);
      expect(moved.body.msg).toBe('The group of a problem can not be changed');
      expect((await rowOf(adas))?.gid).toBe(gid);
      const noId = await as('ada')
        .put('/api/group/problem', body({ title: 'No id' }))
        .expect(400);
      expect(noId.body.msg).toBe('problem.id is required');
    });

    it('serves no site problem through the group routes', async () => {
      const site = (await as('root').get('/api/get-problem-detail', { problemId: siteProblem }).expect(200))
        .body.data.problem.id as number;
      await as('owen').get('/api/group/problem', { pid: site }).expect(404);
      await as('owen')
        .put('/api/group/problem', body({ id: site, title: 'Hijacked' }))
        .expect(404);
      await as('owen').delete('/api/group/problem', { pid: site }).expect(404);
    });
  });

  describe('applying to be public', () => {
    it('is for the author or a group root; withdrawing clears a pending request', async () => {
      const { pid } = await create('ada', { problemId: 'AP1', title: 'Worth sharing' });
      const byEd = await as('ed').put('/api/group/apply-public', {}, { pid, isApplied: true }).expect(403);
      expect(byEd.body.msg).toBe('Only the problem author or a group root can apply to make it public');
      await as('ada').put('/api/group/apply-public', {}, { pid, isApplied: true }).expect(200);
      expect((await rowOf(pid))?.applyPublicProgress).toBe(1);
      await as('ada').put('/api/group/apply-public', {}, { pid, isApplied: false }).expect(200);
      expect((await rowOf(pid))?.applyPublicProgress).toBeNull();
      await as('ray').put('/api/group/apply-public', {}, { pid, isApplied: true }).expect(200);
      const review = await as('root').get('/api/admin/group-problem/list', { gid }).expect(200);
      expect(review.body.data.records.map((r: { id: number }) => r.id)).toContain(pid);
      await as('root').put('/api/admin/group-problem/change-progress', { pid, progress: 3 }).expect(200);
      await as('ada').put('/api/group/apply-public', {}, { pid, isApplied: false }).expect(200);
      expect((await rowOf(pid))?.applyPublicProgress).toBe(3);
      const bad = await as('ada').put('/api/group/apply-public', {}, { pid, isApplied: 'maybe' }).expect(400);
      expect(bad.body.msg).toBe('isApplied must be true or false');
    });
  });

  describe('checker code', () => {
    it.each(['compile-spj', 'compile-interactive'])('%s is for group admins', async (route) => {
      const broken = await as('ada')
        .post(`/api/group/${route}`, { code: 'int main( {', language: 'C++' }, { gid })
        .expect(400);
      expect(broken.body.msg).toMatch(/error/i);
      await as('mia')
        .post(`/api/group/${route}`, { code: 'int main( {', language: 'C++' }, { gid })
        .expect(403);
      await as('out')
        .post(`/api/group/${route}`, { code: 'int main( {', language: 'C++' }, { gid })
        .expect(403);
    });
  });

  describe('test data', () => {
    it('takes a zip from a group admin for their group, and from site admins as before', async () => {
      const zip = await makeZip([
        { name: '1.in', data: '5 6\n' },
        { name: '1.out', data: '11\n' },
      ]);
      const uploaded = await upload('ada', zip, gid).expect(200);
      expect(uploaded.body.data.fileList).toEqual([{ input: '1.in', output: '1.out' }]);
      const zipped = await as('ada')
        .post('/api/group/problem', {
          ...body({ problemId: 'Z2', title: 'From the zip' }),
          isUploadTestCase: true,
          uploadTestcaseDir: uploaded.body.data.fileListDir,
          samples: [{ input: '1.in', output: '1.out' }],
        })
        .expect(200);
      const cases = await as('ada')
        .get('/api/group/get-problem-cases', { pid: zipped.body.data.pid })
        .expect(200);
      expect(cases.body.data.map((c: { inputName: string }) => c.inputName)).toEqual(['1.in']);

      await upload('mia', zip, gid).expect(403);
      await upload('out', zip, gid).expect(403);
      await upload('mia', zip).expect(403);
      await upload('padmin', zip).expect(200);
      const query = await http()
        .post('/api/file/upload-testcase-zip')
        .query({ gid })
        .set('Authorization', tokens.ed)
        .attach('file', zip, 'cases.zip')
        .expect(200);
      expect(query.body.data.fileList).toHaveLength(1);
      const badGid = await upload('ada', zip, 'x' as unknown as number).expect(400);
      expect(badGid.body.msg).toBe('gid must be a number');
    });

    it('refuses an upload for a group the user may not upload to before reading the zip', async () => {
      await t.app.listen(0, '127.0.0.1');
      const baseUrl = await t.app.getUrl();
      const sixMegabytes = 6 * 1024 * 1024;
      const attempt = (who: string, query: string, fields: Record<string, string>) =>
        uploadUntilAnswered({
          url: `${baseUrl}/api/file/upload-testcase-zip${query}`,
          token: tokens[who],
          fields: { mode: 'default', ...fields },
          fileField: 'file',
          fileName: 'cases.zip',
          fileBytes: sixMegabytes,
          sendAtMost: 256 * 1024,
        });
      for (const refused of [
        await attempt('out', `?gid=${gid}`, {}),
        await attempt('out', '', { gid: String(gid) }),
        await attempt('mia', '', { gid: String(gid) }),
        await attempt('mia', '', {}),
      ]) {
        expect(refused.status).toBe(403);
        expect(refused.fileBytesSent).toBeLessThan(sixMegabytes);
      }
      const incoming = t.app.get(FileStorageService).incomingDir;
      expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
    });

    it("lets the group root or the problem's author download it, nobody else of the group", async () => {
      const { pid } = await create('ada', { problemId: 'D1', title: 'Downloadable' });
      for (const who of ['ada', 'ray', 'owen', 'root', 'padmin']) {
        const zip = await download(who, pid).expect(200);
        expect(zip.headers['content-type']).toBe('application/zip');
        expect([...(await readZip(zip.body as Buffer)).keys()].sort()).toEqual([
          '1.in',
          '1.out',
          '2.in',
          '2.out',
        ]);
      }
      const byEd = await download('ed', pid).expect(403);
      expect(byEd.body.toString()).toContain(
        'Only the group root or the problem author can download its test data',
      );
      await download('mia', pid).expect(403);
      await download('out', pid).expect(404);
      const site = (await as('root').get('/api/get-problem-detail', { problemId: siteProblem }).expect(200))
        .body.data.problem.id as number;
      await download('owen', site).expect(403);
    });
  });

  describe('the problem page in the group', () => {
    it('opens the group problem by its display id with gid for members, and stays closed to others', async () => {
      await create('ada', { problemId: 'P1', title: 'Open to members' });
      await create('ada', { problemId: 'P2', title: 'Admins only', auth: 2 });
      const seen = await as('mia').get('/api/get-problem-detail', { problemId: 'NCP1', gid }).expect(200);
      expect(seen.body.data.problem).toMatchObject({ problemId: 'NCP1', title: 'Open to members', gid });
      await as('mia').get('/api/get-problem-detail', { problemId: 'NCP2', gid }).expect(404);
      await as('ada').get('/api/get-problem-detail', { problemId: 'NCP2', gid }).expect(200);
      await as('mia').get('/api/get-problem-detail', { problemId: 'NCP1' }).expect(404);
      await as('out').get('/api/get-problem-detail', { problemId: 'NCP1', gid }).expect(403);
      await as(null).get('/api/get-problem-detail', { problemId: 'NCP1', gid }).expect(401);
      await as('mia').get('/api/get-problem-detail', { problemId: siteProblem, gid }).expect(200);
      await as('mia').get('/api/get-problem-detail', { problemId: siteProblem }).expect(200);
      await as('out').get('/api/get-problem-detail', { problemId: 'NCP1', gid: otherGid }).expect(404);
    });
  });

  describe('disbanding', () => {
    it('removes the group problems with their submissions and test data', async () => {
      const doomed = (
        await as('ada').post('/api/group', { name: 'Short lived', shortName: 'SL', auth: 1 }).expect(200)
      ).body.data.id as number;
      const { pid, problemId } = await create('ada', { problemId: 'X1', title: 'Doomed' }, doomed);
      expect(problemId).toBe('SLX1');
      const submitted = await as('ada')
        .post('/api/submit-problem-judge', {
          pid: await hojPid(t.app, pid),
          gid: doomed,
          language: 'C++',
          code: 'int main(){}',
        })
        .expect(200);
      expect(submitted.body.data.submitId).toBeGreaterThan(0);
      const folder = join(t.config.dataDir, 'testcase', `problem_${pid}`);
      expect(existsSync(folder)).toBe(true);

      await as('ada').delete('/api/group', { gid: doomed }).expect(200);
      const db = t.app.get(DataSource);
      expect(await db.getRepository(ProblemEntity).findOneBy({ id: pid })).toBeNull();
      expect(await db.getRepository(SubmissionEntity).countBy({ pid })).toBe(0);
      expect(existsSync(folder)).toBe(false);
      await as('root').get('/api/get-problem-detail', { problemId }).expect(404);
      expect(await rowOf((await create('ada', { problemId: 'KEEP1', title: 'Kept' })).pid)).toBeDefined();
    });
  });
});
