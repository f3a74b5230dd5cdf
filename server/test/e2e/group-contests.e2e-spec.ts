import request from 'supertest';
import { DataSource } from 'typeorm';
import { DISPLAY_ID_MESSAGE } from '../../src/common/http/display-id.decorator';
import { ProblemEntity } from '../../src/modules/problem/problem.entity';
import { TestUsers } from '../utils/api-client';
import { aContest } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createGroup, openNightClass, OTHER_CLUB, updateProblemRow } from '../utils/group-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';

const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];
const NOT_ADMIN = 'Only the group admins can do this';
const NOT_YOURS = 'Only the group root or the contest author can manage this contest';
const NOT_FOUND = 'The contest does not exist';

interface ContestRow {
  id: number;
  title: string;
  gid: number | null;
  visible?: boolean;
  author: string;
}

/**
 * Group contests: group admins (4, 5) create them; a
 * group root edits, hides, fills or deletes any of them, another group admin only their own;
 * members list the visible ones; problems come from the public set or the group's own.
 */
describe('group contests', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const users = new TestUsers(() => t.app);
  const { tokens, uids } = users;
  let gid: number;
  let otherGid: number;
  let publicProblem: number;
  let privateProblem: number;
  let groupProblem: number;
  let foreignProblem: number;

  const as = (who: string | null) => users.as(who);

  const form = (fields: Record<string, unknown> = {}) => ({ ...aContest(), gid, visible: true, ...fields });
  const createContest = async (who: string, fields: Record<string, unknown> = {}): Promise<number> =>
    (await as(who).post('/api/group/contest', form(fields)).expect(200)).body.data.id as number;
  const memberList = async (who: string) =>
    (await as(who).get('/api/group/get-contest-list', { gid, limit: 100 }).expect(200)).body.data
      .records as ContestRow[];
  const adminList = async (who: string) =>
    (await as(who).get('/api/group/get-admin-contest-list', { gid, limit: 100 }).expect(200)).body.data
      .records as ContestRow[];
  const titleOf = async (cid: number) =>
    (await as('root').get('/api/group/contest', { cid }).expect(200)).body.data.title as string;

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['owen', 'ray', 'ada', 'ed', 'mia', 'out']);
    gid = await openNightClass(t.app, users, { ray: 5, ada: 4, ed: 4, mia: 3 });
    otherGid = await createGroup(as('out'), OTHER_CLUB);
    publicProblem = await createProblemWithCases(t.app, tokens.root, 'GC1', A_PLUS_B);
    privateProblem = await createProblemWithCases(t.app, tokens.root, 'GC2', A_PLUS_B);
    groupProblem = await createProblemWithCases(t.app, tokens.root, 'NCP1', A_PLUS_B);
    foreignProblem = await createProblemWithCases(t.app, tokens.root, 'OCP1', A_PLUS_B);
    await updateProblemRow(t.app, { id: privateProblem }, { auth: 2 });
    await updateProblemRow(t.app, { id: groupProblem }, { gid, auth: 2 });
    await updateProblemRow(t.app, { id: foreignProblem }, { gid: otherGid });
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/group/get-contest-list'],
    ['get', '/api/group/get-admin-contest-list'],
    ['get', '/api/group/contest'],
    ['post', '/api/group/contest'],
    ['put', '/api/group/contest'],
    ['delete', '/api/group/contest'],
    ['put', '/api/group/change-contest-visible'],
    ['get', '/api/group/get-contest-problem-list'],
    ['post', '/api/group/contest-problem'],
    ['get', '/api/group/contest-problem'],
    ['put', '/api/group/contest-problem'],
    ['delete', '/api/group/contest-problem'],
    ['post', '/api/group/add-contest-problem-from-public'],
    ['post', '/api/group/add-contest-problem-from-group'],
    ['get', '/api/group/get-contest-announcement-list'],
    ['post', '/api/group/contest-announcement'],
    ['put', '/api/group/contest-announcement'],
    ['delete', '/api/group/contest-announcement'],
  ] as const)('%s %s needs a login (401)', async (method, path) => {
    const response = await http()[method](path).query({ gid: 1, cid: 1 }).expect(401);
    expect(response.body.msg).toBe('Please login first');
  });

  describe('creating', () => {
    it('is for group admins (4) and roots (5): members and outsiders get a 403', async () => {
      const cid = await createContest('ada', { title: 'Ada round' });
      const stored = (await as('ada').get('/api/group/contest', { cid }).expect(200)).body.data;
      expect(stored).toMatchObject({ id: cid, title: 'Ada round', gid, author: 'ada', uid: uids.ada });
      await createContest('ray', { title: 'Ray round' });
      for (const who of ['mia', 'out']) {
        const refused = await as(who)
          .post('/api/group/contest', form({ title: 'Sneaky' }))
          .expect(403);
        expect(refused.body.msg).toBe(NOT_ADMIN);
      }
      expect((await adminList('owen')).map((row) => row.title)).not.toContain('Sneaky');
    });

    it('answers bad forms with a 400 and the reason', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: '' }, 'Title is required'],
        [{ gid: undefined }, 'gid is required'],
        [{ type: 5 }, 'The contest type must be 0 (ACM), 1 (IOI) or 2 (OI)'],
        [{ auth: 1 }, 'The contest password is required'],
        [
          { endTime: new Date(Date.now() - 7200_000).toISOString() },
          'The end time must be later than the start time',
        ],
      ];
      for (const [fields, message] of cases) {
        const response = await as('ada').post('/api/group/contest', form(fields)).expect(400);
        expect(response.body.msg).toBe(message);
      }
      expect((await as('ada').get('/api/group/contest', { cid: 'x' }).expect(400)).body.msg).toBe(
        'cid is required',
      );
      const noGroup = await as('ada')
        .post('/api/group/contest', form({ gid: 9999 }))
        .expect(404);
      expect(noGroup.body.msg).toBe('The group does not exist');
    });
  });

  describe('editing', () => {
    let adas: number;

    beforeAll(async () => {
      adas = await createContest('ada', { title: 'Ada weekly' });
    });

    it('lets the author edit their own contest', async () => {
      await as('ada')
        .put('/api/group/contest', form({ id: adas, title: 'Ada weekly 2' }))
        .expect(200);
      expect(await titleOf(adas)).toBe('Ada weekly 2');
    });

    it('refuses another group admin (4) the contest of someone else', async () => {
      for (const call of [
        as('ed').get('/api/group/contest', { cid: adas }),
        as('ed').put('/api/group/contest', form({ id: adas, title: 'Ed took it' })),
        as('ed').put('/api/group/change-contest-visible', {}, { cid: adas, visible: false }),
        as('ed').delete('/api/group/contest', { cid: adas }),
      ]) {
        expect((await call.expect(403)).body.msg).toBe(NOT_YOURS);
      }
      expect(await titleOf(adas)).toBe('Ada weekly 2');
    });

    it('lets a group root (5), the owner and a super admin edit any', async () => {
      for (const [who, title] of [
        ['ray', 'Edited by ray'],
        ['owen', 'Edited by owen'],
        ['root', 'Edited by root'],
      ]) {
        await as(who)
          .put('/api/group/contest', form({ id: adas, title }))
          .expect(200);
        expect(await titleOf(adas)).toBe(title);
      }
    });

    it('refuses members a 403 and outsiders a 404', async () => {
      const member = await as('mia')
        .put('/api/group/contest', form({ id: adas, title: 'Mia' }))
        .expect(403);
      expect(member.body.msg).toBe(NOT_ADMIN);
      const outsider = await as('out')
        .put('/api/group/contest', form({ id: adas, title: 'Out' }))
        .expect(404);
      expect(outsider.body.msg).toBe(NOT_FOUND);
      expect(await titleOf(adas)).toBe('Edited by root');
    });

    it('keeps the contest in its group and serves no site contest', async () => {
      await as('ada')
        .put('/api/group/contest', form({ id: adas, gid: otherGid }))
        .expect(200);
      expect((await as('root').get('/api/group/contest', { cid: adas }).expect(200)).body.data.gid).toBe(gid);
      const site = (
        await as('root')
          .post('/api/admin/contest', aContest({ title: 'Site round' }))
          .expect(200)
      ).body.data.id as number;
      expect((await as('root').get('/api/group/contest', { cid: site }).expect(404)).body.msg).toBe(
        NOT_FOUND,
      );
      const noId = await as('ada').put('/api/group/contest', form()).expect(400);
      expect(noId.body.msg).toBe('id is required');
    });
  });

  describe('lists and visibility', () => {
    let shown: number;
    let hiddenCid: number;

    beforeAll(async () => {
      shown = await createContest('ada', { title: 'Shown round' });
      hiddenCid = await createContest('ada', { title: 'Hidden round' });
      await as('ada')
        .put('/api/group/change-contest-visible', {}, { cid: hiddenCid, visible: false })
        .expect(200);
    });

    it('shows members the visible contests, group admins all of them, outsiders nothing', async () => {
      const titles = (await memberList('mia')).map((row) => row.title);
      expect(titles).toContain('Shown round');
      expect(titles).not.toContain('Hidden round');
      expect((await memberList('mia')).every((row) => row.gid === gid)).toBe(true);
      for (const who of ['ed', 'ray']) {
        expect((await adminList(who)).map((row) => row.id)).toEqual(
          expect.arrayContaining([shown, hiddenCid]),
        );
      }
      expect((await as('mia').get('/api/group/get-admin-contest-list', { gid }).expect(403)).body.msg).toBe(
        NOT_ADMIN,
      );
      for (const path of ['/api/group/get-contest-list', '/api/group/get-admin-contest-list']) {
        const refused = await as('out').get(path, { gid }).expect(403);
        expect(JSON.stringify(refused.body)).not.toContain('Shown round');
      }
      expect((await as('mia').get('/api/group/get-contest-list', {}).expect(400)).body.msg).toBe(
        'gid is required',
      );
      expect((await as('mia').get('/api/group/get-contest-list', { gid: 9999 }).expect(404)).body.msg).toBe(
        'The group does not exist',
      );
    });

    it('keeps group contests out of the public and site admin lists', async () => {
      const page = (await http().get('/api/get-contest-list').query({ limit: 100 }).expect(200)).body.data;
      expect(page.records.map((row: ContestRow) => row.title)).not.toContain('Shown round');
      const admin = (await as('root').get('/api/admin/contest/get-contest-list', { limit: 100 }).expect(200))
        .body.data;
      expect(admin.records.map((row: ContestRow) => row.title)).not.toContain('Shown round');
    });

    it('hides a hidden contest from members but not from a group root', async () => {
      expect((await as('mia').get('/api/get-contest-info', { cid: hiddenCid }).expect(404)).body.msg).toBe(
        NOT_FOUND,
      );
      expect(
        (await as('ray').get('/api/get-contest-info', { cid: hiddenCid }).expect(200)).body.data.title,
      ).toBe('Hidden round');
      await as('ada')
        .put('/api/group/change-contest-visible', {}, { cid: hiddenCid, visible: true })
        .expect(200);
      expect((await memberList('mia')).map((row) => row.title)).toContain('Hidden round');
    });

    it('makes a group root a contest admin: the real rank of a running OI contest', async () => {
      const oi = await createContest('ada', { title: 'OI round', type: 2 });
      await as('mia').post('/api/get-contest-rank', { cid: oi }).expect(403);
      await as('ray').post('/api/get-contest-rank', { cid: oi }).expect(200);
      await as('ed').post('/api/get-contest-rank', { cid: oi }).expect(403);
    });
  });

  describe('problems', () => {
    let cid: number;

    beforeAll(async () => {
      cid = await createContest('ada', { title: 'Problem round' });
    });

    const problemList = async (who: string) =>
      (await as(who).get('/api/group/get-contest-problem-list', { cid }).expect(200)).body.data as {
        problemList: { records: { id: number }[] };
        contestProblemMap: Record<number, { id: number; displayId: string; displayTitle: string }>;
      };

    it('adds a public problem, and no private one', async () => {
      await as('ada')
        .post('/api/group/add-contest-problem-from-public', { cid, pid: publicProblem, displayId: 'A' })
        .expect(200);
      const refused = await as('ada')
        .post('/api/group/add-contest-problem-from-public', { cid, pid: privateProblem, displayId: 'B' })
        .expect(400);
      expect(refused.body.msg).toBe('Only public problems can be added from the public problem set');
      const foreign = await as('ada')
        .post('/api/group/add-contest-problem-from-public', { cid, pid: foreignProblem, displayId: 'B' })
        .expect(404);
      expect(foreign.body.msg).toBe('The problem does not exist');
      const twice = await as('ada')
        .post('/api/group/add-contest-problem-from-public', { cid, pid: publicProblem, displayId: 'Z' })
        .expect(400);
      expect(twice.body.msg).toBe('The problem is already in this contest');
      const slipping = await as('ada')
        .post('/api/group/add-contest-problem-from-public', {
          cid,
          pid: publicProblem,
          displayId: '../../../../tmp/zipslip',
        })
        .expect(400);
      expect(slipping.body.msg).toBe(DISPLAY_ID_MESSAGE);
    });

    it("adds the group's own problem, and refuses another group's", async () => {
      await as('ada')
        .post('/api/group/add-contest-problem-from-group', {}, { cid, problemId: 'NCP1', displayId: 'B' })
        .expect(200);
      const other = await as('ada')
        .post('/api/group/add-contest-problem-from-group', {}, { cid, problemId: 'OCP1', displayId: 'C' })
        .expect(400);
      expect(other.body.msg).toBe('The problem does not belong to this group');
      const missing = await as('ada')
        .post('/api/group/add-contest-problem-from-group', {}, { cid, problemId: 'NOPE', displayId: 'C' })
        .expect(404);
      expect(missing.body.msg).toBe('The group problem does not exist');
      const slipping = await as('ada')
        .post('/api/group/add-contest-problem-from-group', {}, { cid, problemId: 'NCP1', displayId: '../x' })
        .expect(400);
      expect(slipping.body.msg).toBe(DISPLAY_ID_MESSAGE);
      const list = await problemList('ada');
      expect(list.problemList.records.map((row) => row.id).sort()).toEqual(
        [publicProblem, groupProblem].sort(),
      );
      expect(list.contestProblemMap[groupProblem]).toMatchObject({ displayId: 'B' });
      // A member of the group reaches its private problem through the contest.
      await as('mia').get('/api/get-contest-problem-details', { cid, displayId: 'B' }).expect(200);
    });

    it('makes a new problem of the group, for contests only, in the contest', async () => {
      const created = await as('ada')
        .post('/api/group/contest-problem', {
          cid,
          displayId: 'C',
          problem: { problemId: 'NCP2', title: 'Made here', description: 'Add.', auth: 1, type: 0 },
          samples: A_PLUS_B,
          isUploadTestCase: false,
          languages: [{ name: 'C++' }],
        })
        .expect(200);
      const pid = created.body.data.pid as number;
      const row = await t.app.get(DataSource).getRepository(ProblemEntity).findOneByOrFail({ id: pid });
      expect(row).toMatchObject({ gid, auth: 3, problemId: 'NCP2' });
      expect((await problemList('ada')).contestProblemMap[pid]).toMatchObject({ displayId: 'C' });
    });

    it('reads, renames and removes a contest problem', async () => {
      const link = (
        await as('ada').get('/api/group/contest-problem', { cid, pid: publicProblem }).expect(200)
      ).body.data;
      expect(link).toMatchObject({ cid, pid: publicProblem, displayId: 'A' });
      await as('ray')
        .put('/api/group/contest-problem', { id: link.id, cid, displayId: 'A1', displayTitle: 'Warm up' })
        .expect(200);
      expect((await problemList('ada')).contestProblemMap[publicProblem]).toMatchObject({
        displayId: 'A1',
        displayTitle: 'Warm up',
      });
      const clash = await as('ada')
        .put('/api/group/contest-problem', { id: link.id, cid, displayId: 'B', displayTitle: 'Warm up' })
        .expect(400);
      expect(clash.body.msg).toBe('The display ID B is already used in this contest');
      const slipping = await as('ada')
        .put('/api/group/contest-problem', {
          id: link.id,
          cid,
          displayId: '../../x',
          displayTitle: 'Warm up',
        })
        .expect(400);
      expect(slipping.body.msg).toBe(DISPLAY_ID_MESSAGE);
      await as('ada').delete('/api/group/contest-problem', { cid, pid: publicProblem }).expect(200);
      expect((await problemList('ada')).contestProblemMap[publicProblem]).toBeUndefined();
      const gone = await as('ada').get('/api/group/contest-problem', { cid, pid: publicProblem }).expect(404);
      expect(gone.body.msg).toBe('The problem is not in this contest');
    });

    it('refuses another group admin and members every problem route', async () => {
      const calls = (who: string) => [
        as(who).get('/api/group/get-contest-problem-list', { cid }),
        as(who).get('/api/group/contest-problem', { cid, pid: groupProblem }),
        as(who).delete('/api/group/contest-problem', { cid, pid: groupProblem }),
        as(who).post('/api/group/add-contest-problem-from-public', {
          cid,
          pid: publicProblem,
          displayId: 'E',
        }),
        as(who).post('/api/group/add-contest-problem-from-group', {}, { cid, problemId: 'NCP1' }),
      ];
      for (const call of calls('ed')) expect((await call.expect(403)).body.msg).toBe(NOT_YOURS);
      for (const call of calls('mia')) expect((await call.expect(403)).body.msg).toBe(NOT_ADMIN);
      expect((await problemList('ada')).contestProblemMap[groupProblem]).toBeDefined();
    });
  });

  describe('announcements', () => {
    let cid: number;
    const list = async (who: string) =>
      (await as(who).get('/api/group/get-contest-announcement-list', { cid }).expect(200)).body.data
        .records as {
        id: number;
        title: string;
        status: number;
      }[];

    beforeAll(async () => {
      cid = await createContest('ada', { title: 'Announced round' });
    });

    it('are written, edited, hidden and deleted by the author and roots', async () => {
      const created = await as('ada')
        .post('/api/group/contest-announcement', { cid, announcement: { title: 'Start', content: 'Go' } })
        .expect(200);
      const aid = created.body.data.id as number;
      await as('ray')
        .put('/api/group/contest-announcement', {
          cid,
          announcement: { id: aid, title: 'Started', content: 'Go now', status: 1 },
        })
        .expect(200);
      expect(await list('ada')).toEqual([expect.objectContaining({ id: aid, title: 'Started', status: 1 })]);
      const contestants = await as('mia').get('/api/get-contest-announcement', { cid }).expect(200);
      expect(contestants.body.data.records).toEqual([]);
      const other = await createContest('ada', { title: 'Other announced round' });
      const wrongContest = await as('ada')
        .delete('/api/group/contest-announcement', { aid, cid: other })
        .expect(404);
      expect(wrongContest.body.msg).toBe('The announcement does not exist');
      await as('ada').delete('/api/group/contest-announcement', { aid, cid }).expect(200);
      expect(await list('ada')).toEqual([]);
    });

    it('are refused to another group admin and to members', async () => {
      for (const [who, message] of [
        ['ed', NOT_YOURS],
        ['mia', NOT_ADMIN],
      ]) {
        const refused = await as(who)
          .post('/api/group/contest-announcement', { cid, announcement: { title: 'Mine', content: 'x' } })
          .expect(403);
        expect(refused.body.msg).toBe(message);
        await as(who).get('/api/group/get-contest-announcement-list', { cid }).expect(403);
      }
      expect(await list('ada')).toEqual([]);
    });
  });

  describe('deleting', () => {
    it('is for the author and roots; the contest is gone afterwards', async () => {
      const first = await createContest('ada', { title: 'Doomed one' });
      const second = await createContest('ed', { title: 'Doomed two' });
      expect((await as('mia').delete('/api/group/contest', { cid: first }).expect(403)).body.msg).toBe(
        NOT_ADMIN,
      );
      await as('ada').delete('/api/group/contest', { cid: first }).expect(200);
      await as('ray').delete('/api/group/contest', { cid: second }).expect(200);
      for (const cid of [first, second]) {
        expect((await as('root').get('/api/get-contest-info', { cid }).expect(404)).body.msg).toBe(NOT_FOUND);
      }
      const titles = (await adminList('owen')).map((row) => row.title);
      expect(titles).not.toContain('Doomed one');
      expect(titles).not.toContain('Doomed two');
    });

    it('takes the contests of a disbanded group along', async () => {
      const club = (
        await as('out').post('/api/group', { name: 'Short lived', shortName: 'SL', auth: 1 }).expect(200)
      ).body.data.id as number;
      const cid = (
        await as('out')
          .post('/api/group/contest', { ...aContest({ title: 'Orphan round' }), gid: club })
          .expect(200)
      ).body.data.id as number;
      await as('out')
        .post('/api/group/add-contest-problem-from-public', { cid, pid: publicProblem, displayId: 'A' })
        .expect(200);
      await as('out').delete('/api/group', { gid: club }).expect(200);
      expect((await as('root').get('/api/get-contest-info', { cid }).expect(404)).body.msg).toBe(NOT_FOUND);
      const admin = (await as('root').get('/api/admin/contest', { cid }).expect(404)).body;
      expect(admin.msg).toBe(NOT_FOUND);
    });
  });
});
