import request from 'supertest';
import { DataSource } from 'typeorm';
import { isFinalStatus, JudgeStatus, Role } from '@verdict/common';
import { GroupMemberEntity } from '../../src/modules/group/group-member.entity';
import { GroupClassStudentEntity } from '../../src/modules/teacher/group-class.entity';
import { TestUsers } from '../utils/api-client';
import { createUser } from '../utils/auth-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { allowGroupCreation, applyToGroup, createGroup, setMemberAuth } from '../utils/group-helpers';
import { JudgeDaemon, startJudgeDaemon } from '../utils/judge-daemon';
import { createProblemWithUploadedCases } from '../utils/judging-helpers';
import { TEST_MODE } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

const A_PLUS_B = [
  { input: '1 2\n', output: '3\n' },
  { input: '5 7\n', output: '12\n' },
];
const AC_CODE = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WA_CODE = 'a, b = map(int, input().split())\nprint(a * b + 1)\n';
const NOT_THEIRS = 'Only the admins of the class group can manage this class';
const FINISHED = 'The class is finished: no more students can be added';

interface ClassRow {
  id: number;
  gid: number;
  groupName: string;
  name: string;
  school: string;
  state: string;
  studentCount: number;
  author: string;
}

interface StudentRow {
  uid: string;
  username: string;
  ac: number;
  problemCount: number;
  rank?: number;
  classId?: number;
  className?: string;
}

/**
 * The teacher's back office: a teacher manages the classes of the groups they
 * administer and nobody else's; adding students makes them group members; the class rank, a
 * student's homework progress and the homework problems follow real judged submissions made in a
 * group training; clearing a student's records takes them off every figure at once.
 */
describe('teacher classes', () => {
  let t: TestApp;
  let daemon: JudgeDaemon | undefined;
  const http = () => request(t.app.getHttpServer());
  const users = new TestUsers(() => t.app);
  const { tokens, uids } = users;
  let gid: number;
  let otherGid: number;
  let pid: number;
  let pid2: number;
  let tid: number;

  const as = (who: string | null) => users.as(who);

  const createClass = async (who: string, group: number, name: string, school = 'North High') =>
    (await as(who).post('/api/admin/class', { gid: group, name, school }).expect(200)).body.data as ClassRow;
  const addStudents = async (who: string, id: number, usernames: string[]) =>
    (await as(who).post('/api/admin/class/students', { id, usernames }).expect(200)).body.data as {
      added: string[];
      already: string[];
      unknown: string[];
    };
  const classRank = async (id: number) =>
    (await as('tess').get('/api/admin/class/rank', { id }).expect(200)).body.data.records as StudentRow[];
  const personRank = async (id: number, who: string) =>
    (await as('tess').get('/api/admin/class/person-rank', { id, uid: uids[who] }).expect(200)).body
      .data as Array<{ tid: number; title: string; ac: number; problemCount: number }>;
  const homeworkRank = async (query: Record<string, unknown>) =>
    (
      await as('tess')
        .get('/api/group/get-homework-rank', { tid, ...query })
        .expect(200)
    ).body.data.records as Array<{ username: string; ac: number }>;
  const submissionsOf = async (id: number, who: string, query: Record<string, unknown> = {}) =>
    (
      await as('tess')
        .get('/api/admin/class/student-submissions', { id, uid: uids[who], ...query })
        .expect(200)
    ).body.data as {
      total: number;
      records: Array<{ submitId: number; pid: number; gid: number; status: number }>;
    };
  /** Submits in the homework and polls, as the submitter (a group's rows are not shown to anyone), for the verdict. */
  const judge = async (who: string, problem: number, code: string) => {
    const submitted = await as(who)
      .post('/api/submit-problem-judge', {
        pid: await hojPid(t.app, problem),
        tid,
        language: 'Python3',
        code,
      })
      .expect(200);
    const submitId = submitted.body.data.submitId as number;
    const started = Date.now();
    for (;;) {
      const row = (
        await as(who)
          .post('/api/check-submissions-status', { submitIds: [submitId] })
          .expect(200)
      ).body.data[submitId] as { status: number } | undefined;
      if (row && isFinalStatus(row.status)) return { submitId, status: row.status };
      if (Date.now() - started > 90_000) throw new Error(`submission ${submitId} still ${row?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const authIn = async (group: number, who: string) =>
    (await t.app.get(DataSource).getRepository(GroupMemberEntity).findOneBy({ gid: group, uid: uids[who] }))
      ?.auth ?? 0;

  beforeAll(async () => {
    const embedded = TEST_MODE === 'embedded';
    t = await createTestApp({ EMBEDDED_JUDGER: String(embedded), SUBMIT_INTERVAL_SECONDS: '0' });
    if (!embedded) daemon = await startJudgeDaemon(t, ['Python3']);
    await users.signInRoot();
    await users.signUp(['tess', 'tom'], Role.TEACHER);
    await users.signUp(['pat', 'sam', 'sue', 'ann', 'rex']);
    await allowGroupCreation(t.app);
    gid = await createGroup(as('tess'), {
      name: 'Class of 2026',
      shortName: 'C2026',
      auth: 2,
      code: 'abc123',
    });
    otherGid = await createGroup(as('tom'), { name: 'Tom club', shortName: 'TOM', auth: 1 });
    // ann applied and waits; rex was refused: adding them to a class makes them members.
    for (const name of ['ann', 'rex']) await applyToGroup(as(name), gid, 'abc123');
    await setMemberAuth(as('tess'), gid, uids.rex, 2);
    const category = (
      await as('root')
        .post('/api/admin/training/category', { name: 'Homework', color: '#ff6600' })
        .expect(200)
    ).body.data.id as number;
    pid = await createProblemWithUploadedCases(t.app, tokens.root, 'TC1', A_PLUS_B);
    pid2 = await createProblemWithUploadedCases(t.app, tokens.root, 'TC2', A_PLUS_B);
    tid = (
      await as('tess')
        .post('/api/group/training', {
          training: { title: 'Week 1', description: 'Loops', auth: 'Public', rank: 1, gid },
          trainingCategory: { id: category },
        })
        .expect(200)
    ).body.data.id as number;
    for (const problem of [pid, pid2]) {
      await as('tess').post('/api/group/add-training-problem-from-public', { tid, pid: problem }).expect(200);
    }
  }, 180_000);
  afterAll(async () => {
    await daemon?.stop();
    await t.close();
  });

  describe('who may enter', () => {
    it.each([
      ['get', '/api/admin/class/groups'],
      ['get', '/api/admin/class/list'],
      ['get', '/api/admin/class'],
      ['post', '/api/admin/class'],
      ['put', '/api/admin/class'],
      ['put', '/api/admin/class/finish'],
      ['delete', '/api/admin/class'],
      ['get', '/api/admin/class/students'],
      ['post', '/api/admin/class/students'],
      ['delete', '/api/admin/class/student'],
      ['get', '/api/admin/class/rank'],
      ['get', '/api/admin/class/person-rank'],
      ['get', '/api/admin/class/all-students'],
      ['get', '/api/admin/class/student-submissions'],
      ['get', '/api/admin/homework-problem'],
      ['delete', '/api/admin/class/problem-records'],
      ['delete', '/api/admin/class/training-records'],
    ] as const)('%s %s: 401 logged out, 403 for a plain user', async (method, path) => {
      await http()[method](path).query({ id: 1, gid, tid, uid: 'x', pid }).expect(401);
      await http()
        [method](path)
        .set('Authorization', tokens.pat)
        .query({ id: 1, gid, tid, uid: 'x', pid })
        .expect(403);
    });
  });

  describe('classes', () => {
    it('a teacher opens classes in the groups they administer, and lists only those', async () => {
      const groups = (await as('tess').get('/api/admin/class/groups').expect(200)).body.data;
      expect(groups).toEqual([{ id: gid, name: 'Class of 2026', shortName: 'C2026' }]);
      const rootGroups = (await as('root').get('/api/admin/class/groups').expect(200)).body.data as Array<{
        id: number;
      }>;
      expect(rootGroups.map((group) => group.id)).toEqual(expect.arrayContaining([gid, otherGid]));

      const made = await createClass('tess', gid, 'Grade 7 A');
      expect(made).toMatchObject({
        gid,
        groupName: 'Class of 2026',
        name: 'Grade 7 A',
        school: 'North High',
        state: 'normal',
        studentCount: 0,
        author: 'tess',
      });
      await createClass('tom', otherGid, 'Tom only');
      const refused = await as('tom').post('/api/admin/class', { gid, name: 'Sneaky' }).expect(403);
      expect(refused.body.msg).toBe(NOT_THEIRS);

      const list = (await as('tess').get('/api/admin/class/list').expect(200)).body.data;
      expect(list.records.map((row: ClassRow) => row.name)).toEqual(['Grade 7 A']);
      const all = (await as('root').get('/api/admin/class/list', { keyword: 'only' }).expect(200)).body.data;
      expect(all.records.map((row: ClassRow) => row.name)).toEqual(['Tom only']);
    });

    it("refuses another teacher's group's class with a 404, as it is not in their group", async () => {
      const mine = await createClass('tess', gid, 'Private class');
      for (const [method, path] of [
        ['get', '/api/admin/class'],
        ['put', '/api/admin/class/finish'],
        ['delete', '/api/admin/class'],
        ['get', '/api/admin/class/students'],
        ['get', '/api/admin/class/rank'],
      ] as const) {
        const call =
          method === 'put'
            ? as('tom').put(path, {}, { id: mine.id })
            : as('tom')[method](path, { id: mine.id });
        const response = await call.expect(404);
        expect(response.body.msg).toBe('The class does not exist');
      }
      const edit = await as('tom').put('/api/admin/class', { id: mine.id, name: 'Mine now' }).expect(404);
      expect(edit.body.msg).toBe('The class does not exist');
      const add = await as('tom')
        .post('/api/admin/class/students', { id: mine.id, usernames: ['pat'] })
        .expect(404);
      expect(add.body.msg).toBe('The class does not exist');
      expect((await as('root').get('/api/admin/class', { id: mine.id }).expect(200)).body.data.name).toBe(
        'Private class',
      );
    });

    it('answers bad forms with a 400 and the reason', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ gid, name: '' }, 'The class name can not be empty'],
        [{ gid, name: 'x'.repeat(101) }, 'The class name can not exceed 100 characters'],
        [{ gid, name: 'Ok', school: 'y'.repeat(101) }, 'The school can not exceed 100 characters'],
        [{ name: 'No group' }, 'gid is required'],
      ];
      for (const [body, message] of cases) {
        expect((await as('tess').post('/api/admin/class', body).expect(400)).body.msg).toBe(message);
      }
      expect((await as('tess').put('/api/admin/class', { name: 'No id' }).expect(400)).body.msg).toBe(
        'id is required',
      );
      expect((await as('tess').get('/api/admin/class', { id: 999999 }).expect(404)).body.msg).toBe(
        'The class does not exist',
      );
    });

    it('edits, finishes and deletes a class', async () => {
      const made = await createClass('tess', gid, 'Draft');
      const edited = (
        await as('tess')
          .put('/api/admin/class', { id: made.id, gid: otherGid, name: 'Grade 8', school: 'South' })
          .expect(200)
      ).body.data as ClassRow;
      expect(edited).toMatchObject({ id: made.id, gid, name: 'Grade 8', school: 'South' });
      expect(await addStudents('tess', made.id, ['pat'])).toMatchObject({ added: ['pat'] });
      const finished = (await as('tess').put('/api/admin/class/finish', {}, { id: made.id }).expect(200)).body
        .data as ClassRow;
      expect(finished).toMatchObject({ state: 'finished', studentCount: 1 });
      expect((await as('tess').delete('/api/admin/class', { id: made.id }).expect(200)).body.data).toBeNull();
      await as('tess').get('/api/admin/class', { id: made.id }).expect(404);
      expect(await authIn(gid, 'pat')).toBe(3);
    });
  });

  describe('students', () => {
    let classId: number;

    beforeAll(async () => {
      classId = (await createClass('tess', gid, 'Roster')).id;
    });

    it('adds in bulk, reporting added, already and unknown names, and makes each one a member', async () => {
      expect(await authIn(gid, 'ann')).toBe(1);
      expect(await authIn(gid, 'rex')).toBe(2);
      const first = await addStudents('tess', classId, ['sam', ' sue ', 'ghost', 'sam', '', 'ann', 'rex']);
      expect(first).toEqual({ added: ['sam', 'sue', 'ann', 'rex'], already: [], unknown: ['ghost'] });
      for (const name of ['sam', 'sue', 'ann', 'rex']) expect(await authIn(gid, name)).toBe(3);
      expect(await authIn(gid, 'tess')).toBe(5);
      const again = await addStudents('tess', classId, ['sam', 'nobody']);
      expect(again).toEqual({ added: [], already: ['sam'], unknown: ['nobody'] });

      const page = (await as('tess').get('/api/admin/class/students', { id: classId }).expect(200)).body.data;
      expect(page.total).toBe(4);
      expect(page.records.map((row: StudentRow) => row.username)).toEqual(['sam', 'sue', 'ann', 'rex']);
      expect(page.records[0]).toMatchObject({ uid: uids.sam, ac: 0, problemCount: 2 });
      const found = (
        await as('tess').get('/api/admin/class/students', { id: classId, keyword: 'su' }).expect(200)
      ).body.data.records as StudentRow[];
      expect(found.map((row) => row.username)).toEqual(['sue']);
      expect(
        (await as('tess').get('/api/admin/class', { id: classId }).expect(200)).body.data.studentCount,
      ).toBe(4);
    });

    it('asks for at least one student', async () => {
      for (const usernames of [[], ['  '], undefined]) {
        const response = await as('tess')
          .post('/api/admin/class/students', { id: classId, usernames })
          .expect(400);
        expect(response.body.msg).toBe('Select at least one student');
      }
    });

    it('removes a student from the class, who stays in the group', async () => {
      await as('tess').delete('/api/admin/class/student', { id: classId, uid: uids.rex }).expect(200);
      const names = (
        await as('tess').get('/api/admin/class/students', { id: classId }).expect(200)
      ).body.data.records.map((row: StudentRow) => row.username);
      expect(names).toEqual(['sam', 'sue', 'ann']);
      expect(await authIn(gid, 'rex')).toBe(3);
      const again = await as('tess')
        .delete('/api/admin/class/student', { id: classId, uid: uids.rex })
        .expect(404);
      expect(again.body.msg).toBe('The user is not a student of this class');
    });

    it('lists the students of all the viewer classes', async () => {
      const rows = (await as('tess').get('/api/admin/class/all-students', { limit: 100 }).expect(200)).body
        .data.records as StudentRow[];
      expect(rows.filter((row) => row.classId === classId).map((row) => row.username)).toEqual([
        'sam',
        'sue',
        'ann',
      ]);
      expect(rows.find((row) => row.username === 'sam')).toMatchObject({
        className: 'Roster',
        problemCount: 2,
      });
      expect((await as('tom').get('/api/admin/class/all-students').expect(200)).body.data.total).toBe(0);
    });

    it('a deleted account leaves the roster', async () => {
      uids.gone = (await createUser(t.app, 'gone')).uid;
      expect(await addStudents('tess', classId, ['gone'])).toMatchObject({ added: ['gone'] });
      await http()
        .delete('/api/admin/user/delete-user')
        .set('Authorization', tokens.root)
        .send({ ids: [uids.gone] })
        .expect(200);
      const page = (await as('tess').get('/api/admin/class/students', { id: classId }).expect(200)).body.data;
      expect(page.records.map((row: StudentRow) => row.username)).toEqual(['sam', 'sue', 'ann']);
      const rows = await t.app
        .get(DataSource)
        .getRepository(GroupClassStudentEntity)
        .countBy({ uid: uids.gone });
      expect(rows).toBe(0);
    });

    it('a finished class takes no more students', async () => {
      const done = await createClass('tess', gid, 'Done');
      await as('tess').put('/api/admin/class/finish', {}, { id: done.id }).expect(200);
      const response = await as('tess')
        .post('/api/admin/class/students', { id: done.id, usernames: ['sam'] })
        .expect(400);
      expect(response.body.msg).toBe(FINISHED);
    });
  });

  describe('progress on real judged homework', () => {
    let classId: number;
    let samSubmit: number;

    beforeAll(async () => {
      classId = (await createClass('tess', gid, 'Judged')).id;
      await addStudents('tess', classId, ['sam', 'sue']);
      const accepted = await judge('sam', pid, AC_CODE);
      expect(accepted.status).toBe(JudgeStatus.ACCEPTED);
      samSubmit = accepted.submitId;
      const wrong = await judge('sue', pid, WA_CODE);
      expect(wrong.status).toBe(JudgeStatus.WRONG_ANSWER);
    }, 180_000);

    it('shows the accepted submission in the class rank and the person rank', async () => {
      await eventually(async () => {
        const rank = await classRank(classId);
        expect(
          rank.map(({ username, ac, problemCount, rank: place }) => ({ username, ac, problemCount, place })),
        ).toEqual([
          { username: 'sam', ac: 1, problemCount: 2, place: 1 },
          { username: 'sue', ac: 0, problemCount: 2, place: 2 },
        ]);
      });
      expect(await personRank(classId, 'sam')).toEqual([{ tid, title: 'Week 1', ac: 1, problemCount: 2 }]);
      expect(await personRank(classId, 'sue')).toEqual([{ tid, title: 'Week 1', ac: 0, problemCount: 2 }]);
    });

    it('limits the homework rank to the class when a class is named', async () => {
      const everyone = await homeworkRank({ gid });
      expect(everyone.map((row) => row.username)).toEqual(
        expect.arrayContaining(['sam', 'sue', 'tess', 'ann']),
      );
      const inClass = await homeworkRank({ gid, classId });
      expect(inClass.map(({ username, ac }) => ({ username, ac }))).toEqual([
        { username: 'sam', ac: 1 },
        { username: 'sue', ac: 0 },
      ]);
      const foreign = (await createClass('tom', otherGid, 'Elsewhere')).id;
      await as('tess').get('/api/group/get-homework-rank', { tid, classId: foreign }).expect(404);
    });

    it('counts solved, tried and untried per homework problem, over the class or the whole group', async () => {
      const view = (await as('tess').get('/api/admin/homework-problem', { gid, tid, classId }).expect(200))
        .body.data;
      expect(view.title).toBe('Week 1');
      expect(view.students.map((row: { username: string }) => row.username)).toEqual(['sam', 'sue']);
      expect(view.problems).toEqual([
        expect.objectContaining({
          pid,
          displayId: 'TC1',
          solved: 1,
          tried: 1,
          untried: 0,
          statusByUid: { [uids.sam]: 'ac', [uids.sue]: 'tried' },
        }),
        expect.objectContaining({ pid: pid2, solved: 0, tried: 0, untried: 2, statusByUid: {} }),
      ]);
      const group = (await as('tess').get('/api/admin/homework-problem', { gid, tid }).expect(200)).body.data;
      const members = group.students.length as number;
      expect(members).toBeGreaterThanOrEqual(5);
      expect(group.problems[0]).toMatchObject({ solved: 1, tried: 1, untried: members - 2 });
      await as('tom').get('/api/admin/homework-problem', { gid, tid }).expect(403);
      await as('tess').get('/api/admin/homework-problem', { gid: otherGid, tid }).expect(403);
    });

    it("lists the student's submissions made in the group", async () => {
      const page = await submissionsOf(classId, 'sam');
      expect(page.records).toEqual([
        expect.objectContaining({ submitId: samSubmit, pid, gid, status: JudgeStatus.ACCEPTED }),
      ]);
      expect((await submissionsOf(classId, 'sam', { pid: pid2 })).total).toBe(0);
      await as('tom').get('/api/admin/class/student-submissions', { id: classId, uid: uids.sam }).expect(404);
    });

    it("clearing a student's problem records removes them and drops the rank at once", async () => {
      const refused = await as('tom')
        .delete('/api/admin/class/problem-records', { gid, uid: uids.sam, pid })
        .expect(403);
      expect(refused.body.msg).toBe(NOT_THEIRS);
      const cleared = await as('tess')
        .delete('/api/admin/class/problem-records', { gid, uid: uids.sam, pid })
        .expect(200);
      expect(cleared.body.data).toEqual({ deleted: 1 });
      expect((await submissionsOf(classId, 'sam')).total).toBe(0);
      await eventually(async () => {
        expect((await homeworkRank({ gid, classId })).find((row) => row.username === 'sam')?.ac).toBe(0);
        expect((await personRank(classId, 'sam'))[0].ac).toBe(0);
      });
      const homework = (await as('sam').get('/api/group/get-homework-list', { gid }).expect(200)).body.data
        .records;
      expect(homework[0]).toMatchObject({ id: tid, acCount: 0 });
    });

    it("clearing a student's training records removes them and the training progress at once", async () => {
      const accepted = await judge('sue', pid2, AC_CODE);
      expect(accepted.status).toBe(JudgeStatus.ACCEPTED);
      await eventually(async () => expect((await personRank(classId, 'sue'))[0].ac).toBe(1));
      const cleared = await as('tess')
        .delete('/api/admin/class/training-records', { tid, uid: uids.sue })
        .expect(200);
      expect(cleared.body.data).toEqual({ deleted: 2 });
      expect((await submissionsOf(classId, 'sue')).total).toBe(0);
      await eventually(async () => {
        expect((await personRank(classId, 'sue'))[0].ac).toBe(0);
        expect((await classRank(classId)).map((row) => row.ac)).toEqual([0, 0]);
      });
      const view = (await as('tess').get('/api/admin/homework-problem', { gid, tid, classId }).expect(200))
        .body.data;
      expect(view.problems.map((row: { untried: number }) => row.untried)).toEqual([2, 2]);
    });
  });

  it('disbanding a group removes its classes', async () => {
    const doomed = await createClass('tom', otherGid, 'Doomed');
    await as('root').delete('/api/group', { gid: otherGid }).expect(200);
    await as('root').get('/api/admin/class', { id: doomed.id }).expect(404);
    expect((await as('tom').get('/api/admin/class/list').expect(200)).body.data.total).toBe(0);
  });
});
