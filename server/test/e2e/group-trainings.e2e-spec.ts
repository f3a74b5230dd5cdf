import request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { createGroup, openNightClass, OTHER_CLUB, updateProblemRow } from '../utils/group-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { hojPid } from '../utils/hoj-pid';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;
const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];
const NOT_YOURS = 'You can only edit or delete your own group trainings';

interface TrainingRow {
  id: number;
  title: string;
  status: boolean;
  gid: number | null;
  acCount: number;
  problemCount: number;
}

interface HomeworkRankRow {
  rank: number;
  username: string;
  ac: number;
  problemCount: number;
  submissionInfo: Record<string, { status: number }>;
}

/**
 * Group trainings and homework: group admins create them, the group's roots edit
 * or delete any, other admins their own; members read them through the training routes;
 * outsiders of the private group get a 403 or 404 and never a title; homework progress follows
 * verdicts.
 */
describe('group trainings', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const users = new TestUsers(() => t.app);
  const { tokens, uids } = users;
  let gid: number;
  let otherGid: number;
  let category: number;
  let p1: number;
  let p2: number;
  let groupProblem: number;

  const as = (who: string | null) => users.as(who);

  const form = (fields: Record<string, unknown> = {}, group = gid) => ({
    training: {
      title: 'Loops',
      description: 'Practise **loops**.',
      auth: 'Public',
      rank: 10,
      gid: group,
      ...fields,
    },
    trainingCategory: { id: category },
  });
  const createTraining = async (who: string, fields: Record<string, unknown> = {}): Promise<number> =>
    (await as(who).post('/api/group/training', form(fields)).expect(200)).body.data.id as number;
  const memberList = async (who: string, group = gid) =>
    (await as(who).get('/api/group/get-training-list', { gid: group, limit: 100 }).expect(200)).body.data
      .records as TrainingRow[];
  const adminList = async (who: string) =>
    (await as(who).get('/api/group/get-admin-training-list', { gid, limit: 100 }).expect(200)).body.data
      .records as TrainingRow[];
  const homework = async (who: string) =>
    (await as(who).get('/api/group/get-homework-list', { gid, limit: 100 }).expect(200)).body.data
      .records as TrainingRow[];
  const submit = async (who: string, pid: number, tid: number) =>
    (
      await as(who)
        .post('/api/submit-problem-judge', {
          pid: await hojPid(t.app, pid),
          tid,
          language: 'C++',
          code: 'int main(){}',
        })
        .expect(200)
    ).body.data.submitId as number;

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['owen', 'ray', 'ada', 'ed', 'mia', 'out']);
    gid = await openNightClass(t.app, users, { ray: 5, ada: 4, ed: 4, mia: 3 });
    otherGid = await createGroup(as('out'), OTHER_CLUB);
    category = (
      await as('root').post('/api/admin/training/category', { name: 'Basics', color: '#ff6600' }).expect(200)
    ).body.data.id as number;
    p1 = await createProblemWithCases(t.app, tokens.root, 'GT1', A_PLUS_B);
    p2 = await createProblemWithCases(t.app, tokens.root, 'GT2', A_PLUS_B);
    groupProblem = await createProblemWithCases(t.app, tokens.root, 'NCP1', A_PLUS_B);
    const foreign = await createProblemWithCases(t.app, tokens.root, 'OCP1', A_PLUS_B);
    await updateProblemRow(t.app, { id: groupProblem }, { gid });
    await updateProblemRow(t.app, { id: foreign }, { gid: otherGid });
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/group/get-training-list'],
    ['get', '/api/group/get-admin-training-list'],
    ['get', '/api/group/training'],
    ['post', '/api/group/training'],
    ['put', '/api/group/training'],
    ['delete', '/api/group/training'],
    ['put', '/api/group/change-training-status'],
    ['get', '/api/group/get-training-problem-list'],
    ['put', '/api/group/training-problem'],
    ['delete', '/api/group/training-problem'],
    ['post', '/api/group/add-training-problem-from-public'],
    ['post', '/api/group/add-training-problem-from-group'],
    ['get', '/api/group/get-homework-list'],
    ['get', '/api/group/get-homework-rank'],
  ] as const)('%s %s needs a login (401)', async (method, path) => {
    const response = await http()[method](path).query({ gid: 1, tid: 1 }).expect(401);
    expect(response.body.msg).toBe('Please login first');
  });

  describe('creating', () => {
    it('is for group admins: members and outsiders get a 403', async () => {
      const tid = await createTraining('ada', { title: 'Ada loops' });
      expect((await as('root').get('/api/group/training', { tid }).expect(200)).body.data).toMatchObject({
        training: { id: tid, title: 'Ada loops', gid, author: 'ada', uid: uids.ada },
        trainingCategory: { id: category, name: 'Basics' },
      });
      for (const who of ['mia', 'out']) {
        const refused = await as(who)
          .post('/api/group/training', form({ title: 'Sneaky' }))
          .expect(403);
        expect(refused.body.msg).toBe('Only the group admins can do this');
      }
      expect((await adminList('owen')).map((row) => row.title)).not.toContain('Sneaky');
    });

    it('answers bad forms with a 400 and the reason', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: '' }, 'Title is required'],
        [{ gid: undefined }, 'gid is required'],
        [{ auth: 'Secret' }, 'auth must be Public or Private'],
        [{ auth: 'Private' }, 'Password is required'],
        [{ rank: -1 }, 'Rank must be between 0 and 2147483647'],
      ];
      for (const [fields, message] of cases) {
        const response = await as('ada').post('/api/group/training', form(fields)).expect(400);
        expect(response.body.msg).toBe(message);
      }
      const noCategory = await as('ada')
        .post('/api/group/training', { ...form(), trainingCategory: { id: 999 } })
        .expect(400);
      expect(noCategory.body.msg).toBe('The training category does not exist');
      const noTid = await as('ada').get('/api/group/training', { tid: 'x' }).expect(400);
      expect(noTid.body.msg).toBe('tid is required');
    });
  });

  describe('lists', () => {
    let shown: number;
    let hidden: number;

    beforeAll(async () => {
      shown = await createTraining('ada', { title: 'Shown arrays', rank: 1 });
      hidden = await createTraining('ada', { title: 'Hidden graphs', status: false });
    });

    it('shows members the visible trainings, admins all of them, outsiders nothing', async () => {
      const titles = (await memberList('mia')).map((row) => row.title);
      expect(titles[0]).toBe('Shown arrays');
      expect(titles).not.toContain('Hidden graphs');
      expect((await adminList('ada')).map((row) => row.id)).toEqual(expect.arrayContaining([shown, hidden]));
      for (const path of ['/api/group/get-training-list', '/api/group/get-admin-training-list']) {
        const refused = await as('out').get(path, { gid }).expect(403);
        expect(JSON.stringify(refused.body)).not.toContain('Shown arrays');
      }
      expect((await as('mia').get('/api/group/get-admin-training-list', { gid }).expect(403)).body.msg).toBe(
        'Only the group admins can do this',
      );
      expect((await as('mia').get('/api/group/get-training-list', { gid: 9999 }).expect(404)).body.msg).toBe(
        'The group does not exist',
      );
      expect((await as('mia').get('/api/group/get-training-list', {}).expect(400)).body.msg).toBe(
        'gid is required',
      );
    });

    it('shows a private training’s password only to who manages it: its author, a group root, a super admin', async () => {
      const tid = await createTraining('ada', {
        title: 'Ada’s secret',
        auth: 'Private',
        privatePwd: 'ada-pw',
      });
      const passwordSeenBy = async (who: string) =>
        ((await adminList(who)) as (TrainingRow & { privatePwd: string | null })[]).find(
          (row) => row.id === tid,
        )?.privatePwd;
      for (const who of ['ada', 'ray', 'owen', 'root']) expect(await passwordSeenBy(who)).toBe('ada-pw');
      expect(await passwordSeenBy('ed')).toBeNull();
    });

    it('keeps group trainings out of the public training list', async () => {
      const page = (await http().get('/api/get-training-list').query({ limit: 100 }).expect(200)).body.data;
      expect(JSON.stringify(page)).not.toContain('Shown arrays');
      const signedIn = (await as('mia').get('/api/get-training-list', { limit: 100 }).expect(200)).body.data;
      expect(signedIn.records.map((row: TrainingRow) => row.id)).not.toContain(shown);
    });

    it('opens a group training through the training routes for members only', async () => {
      await as('ada')
        .post('/api/group/add-training-problem-from-public', { tid: shown, pid: p1 })
        .expect(200);
      const detail = (await as('mia').get('/api/get-training-detail', { tid: shown }).expect(200)).body.data;
      expect(detail).toMatchObject({ id: shown, title: 'Shown arrays', gid, problemCount: 1 });
      const problems = (await as('mia').get('/api/get-training-problem-list', { tid: shown }).expect(200))
        .body.data;
      expect(problems.map((row: { pid: number }) => row.pid)).toEqual([p1]);
      await as('mia').get('/api/get-training-rank', { tid: shown }).expect(200);
      expect((await as('mia').get('/api/get-training-access', { tid: shown }).expect(200)).body.data).toEqual(
        {
          access: true,
        },
      );

      for (const path of [
        '/api/get-training-detail',
        '/api/get-training-problem-list',
        '/api/get-training-rank',
        '/api/get-training-access',
      ]) {
        const refused = await as('out').get(path, { tid: shown }).expect(404);
        expect(refused.body.msg).toBe('The training does not exist');
        expect(JSON.stringify(refused.body)).not.toContain('Shown arrays');
      }
      await as('out')
        .post('/api/submit-problem-judge', {
          pid: await hojPid(t.app, p1),
          tid: shown,
          language: 'C++',
          code: 'int main(){}',
        })
        .expect(404);
      await as('mia').get('/api/get-training-detail', { tid: hidden }).expect(404);
      await as('owen').get('/api/get-training-detail', { tid: hidden }).expect(200);
      // Ed, a group admin who did not write it, lists it as homework and opens it too.
      expect((await homework('ed')).map((row) => row.id)).toContain(hidden);
      await as('ed').get('/api/get-training-detail', { tid: hidden }).expect(200);
    });
  });

  describe('editing and deleting', () => {
    it('lets a group root change any training, other admins only their own', async () => {
      const adas = await createTraining('ada', { title: 'Ada sorting' });
      const edit = (who: string, tid: number, title: string) =>
        as(who).put('/api/group/training', form({ id: tid, title }));

      expect((await edit('ed', adas, 'Ed was here').expect(403)).body.msg).toBe(NOT_YOURS);
      expect((await as('ed').get('/api/group/training', { tid: adas }).expect(403)).body.msg).toBe(NOT_YOURS);
      expect(
        (
          await as('ed')
            .put('/api/group/change-training-status', {}, { tid: adas, status: false })
            .expect(403)
        ).body.msg,
      ).toBe(NOT_YOURS);
      expect((await as('ed').delete('/api/group/training', { tid: adas }).expect(403)).body.msg).toBe(
        NOT_YOURS,
      );
      expect((await as('mia').delete('/api/group/training', { tid: adas }).expect(403)).body.msg).toBe(
        'Only the group admins can do this',
      );
      await as('out').delete('/api/group/training', { tid: adas }).expect(404);

      await edit('ada', adas, 'Ada sorting 2').expect(200);
      await edit('ray', adas, 'Sorting by ray').expect(200);
      await as('ray').put('/api/group/change-training-status', {}, { tid: adas, status: false }).expect(200);
      const row = (await adminList('owen')).find((training) => training.id === adas);
      expect(row).toMatchObject({ title: 'Sorting by ray', status: false });
      expect((await memberList('mia')).map((training) => training.id)).not.toContain(adas);

      const eds = await createTraining('ed', { title: 'Ed strings' });
      await as('ed').delete('/api/group/training', { tid: eds }).expect(200);
      await as('owen').delete('/api/group/training', { tid: adas }).expect(200);
      const ids = (await adminList('owen')).map((training) => training.id);
      expect(ids).not.toContain(adas);
      expect(ids).not.toContain(eds);
      await as('owen').get('/api/group/training', { tid: adas }).expect(404);
    });

    it('does not serve site trainings on the group routes', async () => {
      const site = (
        await as('root')
          .post('/api/admin/training', {
            training: { title: 'Site one', description: 'x', auth: 'Public', rank: 1 },
            trainingCategory: { id: category },
          })
          .expect(200)
      ).body.data.id as number;
      await as('owen').get('/api/group/training', { tid: site }).expect(404);
      await as('root').delete('/api/group/training', { tid: site }).expect(404);
    });
  });

  describe('problems', () => {
    let tid: number;
    const listProblems = async (who: string, query: Record<string, unknown> = {}) =>
      (
        await as(who)
          .get('/api/group/get-training-problem-list', { tid, ...query })
          .expect(200)
      ).body.data as {
        problemList: { records: Array<{ id: number }>; total: number };
        trainingProblemMap: Record<number, { displayId: string; rank: number }>;
      };

    beforeAll(async () => {
      tid = await createTraining('ada', { title: 'Problem set' });
    });

    it('adds public problems and the group’s own problems, never another group’s', async () => {
      await as('ada')
        .post('/api/group/add-training-problem-from-public', { tid, pid: p1, displayId: 'A' })
        .expect(200);
      await as('ada')
        .post('/api/group/add-training-problem-from-group', {}, { tid, problemId: 'NCP1' })
        .expect(200);
      const foreign = await as('ada')
        .post('/api/group/add-training-problem-from-group', {}, { tid, problemId: 'OCP1' })
        .expect(400);
      expect(foreign.body.msg).toBe('The problem does not belong to this group');
      const missing = await as('ada')
        .post('/api/group/add-training-problem-from-group', {}, { tid, problemId: 'NOPE' })
        .expect(404);
      expect(missing.body.msg).toBe('The group problem does not exist');
      const noId = await as('ada')
        .post('/api/group/add-training-problem-from-group', {}, { tid })
        .expect(400);
      expect(noId.body.msg).toBe('problemId is required');
      const notPublic = await as('ada')
        .post('/api/group/add-training-problem-from-public', { tid, pid: groupProblem })
        .expect(400);
      expect(notPublic.body.msg).toBe('Only public problems can be added to a training');
      const twice = await as('ada')
        .post('/api/group/add-training-problem-from-public', { tid, pid: p1 })
        .expect(400);
      expect(twice.body.msg).toBe('The problem is already in this training');

      const list = await listProblems('ada');
      expect(list.problemList.records.map((row) => row.id)).toEqual([p1, groupProblem]);
      expect(list.trainingProblemMap[groupProblem]).toMatchObject({ displayId: 'NCP1' });
      const picker = await listProblems('ada', { queryExisted: false, limit: 100 });
      const offered = picker.problemList.records.map((row) => row.id);
      expect(offered).toContain(p2);
      expect(offered).not.toContain(p1);
      expect(offered).not.toContain(groupProblem);
    });

    it('keeps problem management to those who may edit the training', async () => {
      for (const [who, status] of [
        ['mia', 403],
        ['out', 404],
      ] as const) {
        await as(who).get('/api/group/get-training-problem-list', { tid }).expect(status);
        await as(who).post('/api/group/add-training-problem-from-public', { tid, pid: p2 }).expect(status);
        await as(who).delete('/api/group/training-problem', { tid, pid: p1 }).expect(status);
      }
      expect(
        (await as('ed').put('/api/group/training-problem', { tid, pid: p1, displayId: 'Z' }).expect(403)).body
          .msg,
      ).toBe(NOT_YOURS);
      const outsider = await as('out').get('/api/group/get-training-problem-list', { tid }).expect(404);
      expect(JSON.stringify(outsider.body)).not.toContain('GT1');
    });

    it('renames, reorders and removes a training problem', async () => {
      await as('ada')
        .put('/api/group/training-problem', { tid, pid: p1, displayId: 'B', rank: 9 })
        .expect(200);
      const taken = await as('ada')
        .put('/api/group/training-problem', { tid, pid: groupProblem, displayId: 'B' })
        .expect(400);
      expect(taken.body.msg).toBe('The display id is already used in this training');
      expect((await listProblems('ada')).problemList.records.map((row) => row.id)).toEqual([
        groupProblem,
        p1,
      ]);
      await as('ray').delete('/api/group/training-problem', { tid, pid: groupProblem }).expect(200);
      const gone = await as('ada')
        .delete('/api/group/training-problem', { tid, pid: groupProblem })
        .expect(404);
      expect(gone.body.msg).toBe('The problem is not in this training');
      expect((await listProblems('ada')).problemList.total).toBe(1);
      const badPid = await as('ada').delete('/api/group/training-problem', { tid, pid: 'x' }).expect(400);
      expect(badPid.body.msg).toBe('pid is required');
    });
  });

  describe('homework', () => {
    let tid: number;

    beforeAll(async () => {
      tid = await createTraining('ada', { title: 'Week 1 homework' });
      await as('ada')
        .post('/api/group/add-training-problem-from-public', { tid, pid: p1, displayId: 'A' })
        .expect(200);
      await as('ada')
        .post('/api/group/add-training-problem-from-public', { tid, pid: p2, displayId: 'B' })
        .expect(200);
    });

    const progressOf = async (who: string) => {
      const row = (await homework(who)).find((training) => training.id === tid);
      return row && { acCount: row.acCount, problemCount: row.problemCount };
    };
    const rankOf = async (who: string) =>
      (await as(who).get('/api/group/get-homework-rank', { tid, limit: 100 }).expect(200)).body.data as {
        records: HomeworkRankRow[];
        total: number;
      };

    it('shows each member their own progress, moving with a verdict and back after a rejudge to WA', async () => {
      expect(await progressOf('mia')).toEqual({ acCount: 0, problemCount: 2 });
      const submitId = await submit('mia', p1, tid);
      await reportVerdict(t.app, submitId, { status: AC });
      await eventually(async () => expect(await progressOf('mia')).toEqual({ acCount: 1, problemCount: 2 }));
      expect(await progressOf('ed')).toEqual({ acCount: 0, problemCount: 2 });
      expect((await rankOf('ada')).records.find((row) => row.username === 'mia')).toMatchObject({
        rank: 1,
        ac: 1,
        problemCount: 2,
        submissionInfo: { A: { status: AC } },
      });

      await as('root').get('/api/admin/judge/rejudge', { submitId }).expect(200);
      await reportVerdict(t.app, submitId, { status: WA });
      await eventually(async () => expect(await progressOf('mia')).toEqual({ acCount: 0, problemCount: 2 }));
      expect((await rankOf('ada')).records.find((row) => row.username === 'mia')).toMatchObject({
        ac: 0,
        submissionInfo: { A: { status: WA } },
      });
    });

    it('gives group admins every member’s progress, and no one else', async () => {
      const rank = await rankOf('ray');
      expect(rank.records.map((row) => row.username).sort()).toEqual(['ada', 'ed', 'mia', 'owen', 'ray']);
      expect(rank.total).toBe(5);
      const searched = (
        await as('ada').get('/api/group/get-homework-rank', { tid, keyword: 'mi' }).expect(200)
      ).body.data.records as HomeworkRankRow[];
      expect(searched.map((row) => row.username)).toEqual(['mia']);
      expect((await as('mia').get('/api/group/get-homework-rank', { tid }).expect(403)).body.msg).toBe(
        'Only the group admins can do this',
      );
      await as('out').get('/api/group/get-homework-rank', { tid }).expect(403);
      const refused = await as('out').get('/api/group/get-homework-list', { gid }).expect(403);
      expect(JSON.stringify(refused.body)).not.toContain('Week 1 homework');
    });

    it('files homework submissions under the group, and counts only those', async () => {
      const inHomework = await submit('ed', p2, tid);
      await reportVerdict(t.app, inHomework, { status: AC });
      await eventually(async () => expect(await progressOf('ed')).toEqual({ acCount: 1, problemCount: 2 }));
      const groupList = (await as('ed').get('/api/get-submission-list', { gid, limit: 50 }).expect(200)).body
        .data.records as { submitId: number }[];
      expect(groupList.map((row) => row.submitId)).toContain(inHomework);
      const publicList = (await as('ed').get('/api/get-submission-list', { limit: 50 }).expect(200)).body.data
        .records as { submitId: number }[];
      expect(publicList.map((row) => row.submitId)).not.toContain(inHomework);
      const status = (
        await as('ed')
          .post('/api/check-submissions-status', { submitIds: [inHomework] })
          .expect(200)
      ).body.data as Record<string, { status: number }>;
      expect(status[inHomework].status).toBe(AC);
      expect(
        Object.keys(
          (
            await as('out')
              .post('/api/check-submissions-status', { submitIds: [inHomework] })
              .expect(200)
          ).body.data as object,
        ),
      ).toEqual([]);

      const outside = (
        await as('mia')
          .post('/api/submit-problem-judge', {
            pid: await hojPid(t.app, p2),
            language: 'C++',
            code: 'int main(){}',
          })
          .expect(200)
      ).body.data.submitId as number;
      await reportVerdict(t.app, outside, { status: AC });
      await eventually(async () => {
        const row = (await as('mia').get('/api/get-submission-list', { limit: 50 }).expect(200)).body.data
          .records[0] as { submitId: number; status: number };
        expect(row).toMatchObject({ submitId: outside, status: AC });
      });
      expect(await progressOf('mia')).toEqual({ acCount: 0, problemCount: 2 });
    });

    it('lists hidden homework for group admins only', async () => {
      await as('ada').put('/api/group/change-training-status', {}, { tid, status: false }).expect(200);
      expect((await homework('mia')).map((row) => row.id)).not.toContain(tid);
      expect((await homework('ada')).map((row) => row.id)).toContain(tid);
      await as('ada').put('/api/group/change-training-status', {}, { tid, status: true }).expect(200);
    });
  });

  it('goes with its group when the group is disbanded', async () => {
    const tid = (
      await as('out')
        .post('/api/group/training', form({ title: 'Farewell set' }, otherGid))
        .expect(200)
    ).body.data.id as number;
    await as('out').get('/api/get-training-detail', { tid }).expect(200);
    await as('out').delete('/api/group', { gid: otherGid }).expect(200);
    const gone = await as('root').get('/api/get-training-detail', { tid }).expect(404);
    expect(gone.body.msg).toBe('The training does not exist');
  });
});
