import { JudgeStatus, Role } from '@verdict/common';
import { buildProblemBody } from '../factories/problem';
import { TestUsers } from '../utils/api-client';
import { aContest } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createGroup, joinWithRoles, openNightClass, OTHER_CLUB } from '../utils/group-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';

const CASES = [{ input: '1 2\n', output: '3\n' }];
const SECRET_CODE = 'int main(){ /* the secret trick */ }';
const NOT_YOUR_STUDENT = 'A teacher can only manage the students of their own classes';
const CONTEST_SUBMISSION = 'Contest submissions can not be deleted by a teacher';
const NOT_YOUR_PROBLEM = 'Only its author or an admin can manage this contest-only problem';

/**
 * What teachers and problem admins may delete, read and manage, tried from outside: a teacher
 * deletes and clears only their own classes' students' practice and homework records (never a
 * contest's, never a member ranked above them); while a contest runs only its admins read others'
 * code; another author's contest-only problem is not a problem admin's to show or edit; a contest's
 * password is for those who manage the contest.
 */
describe('staff powers', () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  const { uids } = users;
  const as = (who: string) => users.as(who);
  let nightGid: number;
  let clubGid: number;
  let sp1: number;
  let oiCid: number;
  let ioiCid: number;
  let privateCid: number;
  let cp1: number;

  /** Submits as HOJ's client does: the problem by its id outside contests, by display id inside. */
  const submit = async (who: string, target: Record<string, unknown>, code = 'int main(){}') =>
    (
      await as(who)
        .post('/api/submit-problem-judge', { language: 'C++', code, ...target })
        .expect(200)
    ).body.data.submitId as number;
  const practice = (who: string) => submit(who, { pid: 'SP1' });
  const inGroup = (who: string, gid: number) => submit(who, { pid: 'SP1', gid });
  const inContest = (who: string, cid: number, code?: string) => submit(who, { pid: 'A', cid }, code);
  /** 200 while the submission exists, 404 once it is gone (root reads any). */
  const exists = async (submitId: number) =>
    (await as('root').get('/api/get-submission-detail', { submitId })).status === 200;
  const deleteSubmission = (who: string, submitId: number) =>
    as(who).delete('/api/admin/judge/submission', { submitId });

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await users.signInRoot();
    await users.signUp(['tess'], Role.TEACHER);
    await users.signUp(['pam'], Role.PROBLEM_ADMIN);
    await users.signUp(['adam'], Role.ADMIN);
    await users.signUp(['owen', 'olga', 'sam', 'gus', 'mia', 'ola', 'con']);
    // tess is an admin (4) of owen's Night class; gus is a root (5) there, sam and mia members.
    nightGid = await openNightClass(t.app, users, { tess: 4, gus: 5, sam: 3, mia: 3 });
    clubGid = await createGroup(as('olga'), OTHER_CLUB);
    await joinWithRoles(users, 'olga', clubGid, { ola: 3 });
    const classId = (
      await as('tess').post('/api/admin/class', { gid: nightGid, name: 'Grade 9' }).expect(200)
    ).body.data.id as number;
    await as('tess')
      .post('/api/admin/class/students', { id: classId, usernames: ['sam', 'gus'] })
      .expect(200);

    sp1 = await createProblemWithCases(t.app, users.tokens.root, 'SP1', CASES);
    oiCid = (
      await as('root')
        .post('/api/admin/contest', aContest({ title: 'OI round', type: 2 }))
        .expect(200)
    ).body.data.id as number;
    await as('root')
      .post('/api/admin/contest/add-problem-from-public', { cid: oiCid, pid: sp1, displayId: 'A' })
      .expect(200);
    ioiCid = (
      await as('adam')
        .post('/api/admin/contest', aContest({ title: 'IOI round', type: 1 }))
        .expect(200)
    ).body.data.id as number;
    await as('adam')
      .post('/api/admin/contest/add-problem-from-public', { cid: ioiCid, pid: sp1, displayId: 'A' })
      .expect(200);
    privateCid = (
      await as('adam')
        .post('/api/admin/contest', aContest({ title: 'Private round', auth: 1, pwd: 'adam-pw' }))
        .expect(200)
    ).body.data.id as number;
    cp1 = (
      await as('adam')
        .post('/api/admin/contest/problem', {
          cid: privateCid,
          displayId: 'A',
          problem: { problemId: 'CP1', title: 'Secret task', description: 'Only for the round.', type: 0 },
          samples: CASES,
          languages: [{ name: 'C++' }],
        })
        .expect(200)
    ).body.data.pid as number;
    for (const who of ['con', 'sam']) {
      await as(who).post('/api/register-contest', { cid: privateCid, password: 'adam-pw' }).expect(200);
    }
  });
  afterAll(() => t.close());

  describe("a teacher deletes only their own classes' students' practice and homework submissions", () => {
    it("refuses a practice submission of someone in none of the teacher's classes", async () => {
      const submitId = await practice('ola');
      const refused = await deleteSubmission('tess', submitId).expect(403);
      expect(refused.body.msg).toBe(NOT_YOUR_STUDENT);
      expect(await exists(submitId)).toBe(true);
    });

    it('refuses a submission made in a group the teacher is not in', async () => {
      const submitId = await inGroup('ola', clubGid);
      expect((await deleteSubmission('tess', submitId).expect(403)).body.msg).toBe(NOT_YOUR_STUDENT);
      expect(await exists(submitId)).toBe(true);
    });

    it("refuses their own student's submission in a running OI contest", async () => {
      const submitId = await inContest('sam', oiCid);
      expect((await deleteSubmission('tess', submitId).expect(403)).body.msg).toBe(CONTEST_SUBMISSION);
      expect(await exists(submitId)).toBe(true);
    });

    it('refuses a student of their class who is a root of the group, ranked above the teacher', async () => {
      const submitId = await practice('gus');
      expect((await deleteSubmission('tess', submitId).expect(403)).body.msg).toBe(NOT_YOUR_STUDENT);
      expect(await exists(submitId)).toBe(true);
    });

    it("deletes their student's practice and homework submissions", async () => {
      for (const submitId of [await practice('sam'), await inGroup('sam', nightGid)]) {
        await deleteSubmission('tess', submitId).expect(200);
        expect(await exists(submitId)).toBe(false);
      }
    });

    it("clears a private contest's problem for nobody outside the classes, and never the contest rows", async () => {
      const outsider = await inContest('con', privateCid);
      const student = await inContest('sam', privateCid);
      const refused = await as('tess')
        .delete('/api/admin/judge/user-problem-submissions', { problemId: 'CP1', uid: uids.con })
        .expect(403);
      expect(refused.body.msg).toBe(NOT_YOUR_STUDENT);
      const cleared = await as('tess')
        .delete('/api/admin/judge/user-problem-submissions', { problemId: 'CP1', uid: uids.sam })
        .expect(200);
      expect(cleared.body.data).toEqual({ deleted: 0 });
      expect(await exists(outsider)).toBe(true);
      expect(await exists(student)).toBe(true);
    });

    it("clears a student's practice and homework rows on a problem, leaving the contest ones", async () => {
      const kept = await inContest('sam', oiCid);
      const gone = [await practice('sam'), await inGroup('sam', nightGid)];
      const cleared = await as('tess')
        .delete('/api/admin/judge/user-problem-submissions', { problemId: 'SP1', uid: uids.sam })
        .expect(200);
      expect(cleared.body.data).toEqual({ deleted: 2 });
      for (const submitId of gone) expect(await exists(submitId)).toBe(false);
      expect(await exists(kept)).toBe(true);
    });

    it('admins still delete any submission, a contest one included', async () => {
      const practiceRow = await practice('ola');
      const contestRow = await inContest('con', privateCid);
      await deleteSubmission('adam', practiceRow).expect(200);
      await deleteSubmission('adam', contestRow).expect(200);
      expect(await exists(practiceRow)).toBe(false);
      expect(await exists(contestRow)).toBe(false);
    });
  });

  describe("a teacher clears the records only of their own classes' students", () => {
    const clear = (uid: string) =>
      as('tess').delete('/api/admin/class/problem-records', { gid: nightGid, uid, pid: sp1 });

    it('refuses a member in no class and a group root, and keeps their records', async () => {
      const rows = [await inGroup('mia', nightGid), await inGroup('gus', nightGid)];
      for (const who of ['mia', 'gus']) {
        expect((await clear(uids[who]).expect(403)).body.msg).toBe(NOT_YOUR_STUDENT);
      }
      for (const submitId of rows) expect(await exists(submitId)).toBe(true);
    });

    it("refuses a group root's homework records too", async () => {
      const category = (
        await as('root')
          .post('/api/admin/training/category', { name: 'Homework', color: '#ff6600' })
          .expect(200)
      ).body.data.id as number;
      const tid = (
        await as('tess')
          .post('/api/group/training', {
            training: { title: 'Week 1', description: 'Loops', auth: 'Public', rank: 1, gid: nightGid },
            trainingCategory: { id: category },
          })
          .expect(200)
      ).body.data.id as number;
      const refused = await as('tess')
        .delete('/api/admin/class/training-records', { tid, uid: uids.gus })
        .expect(403);
      expect(refused.body.msg).toBe(NOT_YOUR_STUDENT);
    });

    it("clears their student's records", async () => {
      const submitId = await inGroup('sam', nightGid);
      expect((await clear(uids.sam).expect(200)).body.data).toEqual({ deleted: 1 });
      expect(await exists(submitId)).toBe(false);
    });
  });

  describe("while a contest runs only its admins read others' code", () => {
    let submitId: number;

    beforeAll(async () => {
      submitId = await inContest('con', ioiCid, SECRET_CODE);
      await reportVerdict(t.app, submitId, {
        status: JudgeStatus.ACCEPTED,
        caseStatuses: [JudgeStatus.ACCEPTED],
      });
    });

    it.each(['tess', 'pam'])('%s, neither registered nor its admin, gets no code', async (who) => {
      const { body } = await as(who).get('/api/get-submission-detail', { submitId }).expect(200);
      expect(body.data.submission.code).toBeNull();
      expect(body.data.codeHiddenReason).toBe('contest');
      expect(JSON.stringify(body)).not.toContain('secret trick');
    });

    it.each(['tess', 'pam'])('%s reads the case verdicts but no program output', async (who) => {
      const { body } = await as(who).get('/api/get-all-case-result', { submitId }).expect(200);
      expect(body.data.judgeCaseList).toEqual([
        expect.objectContaining({ status: JudgeStatus.ACCEPTED, userOutput: null }),
      ]);
    });

    it('gives the contest author the program output', async () => {
      const { body } = await as('adam').get('/api/get-all-case-result', { submitId }).expect(200);
      expect(body.data.judgeCaseList).toEqual([expect.objectContaining({ userOutput: 'ok' })]);
    });

    it.each(['root', 'adam', 'con'])(
      '%s (super admin, its author, the submitter) reads the code',
      async (who) => {
        const { body } = await as(who).get('/api/get-submission-detail', { submitId }).expect(200);
        expect(body.data.submission.code).toBe(SECRET_CODE);
        expect(body.data.codeHiddenReason).toBeNull();
      },
    );
  });

  describe("another author's contest-only problem is not a problem admin's", () => {
    let pamCid: number;
    let hijack: ReturnType<typeof buildProblemBody>;

    beforeAll(async () => {
      pamCid = (
        await as('pam')
          .post('/api/admin/contest', aContest({ title: 'Pam round', auth: 1, pwd: 'pam-pw' }))
          .expect(200)
      ).body.data.id as number;
      hijack = buildProblemBody({ problem: { id: cp1, problemId: 'CP1', title: 'Hijacked', auth: 1 } });
    });

    it('refuses to put it in their own contest', async () => {
      const refused = await as('pam')
        .post('/api/admin/contest/add-problem-from-public', { cid: pamCid, pid: cp1, displayId: 'A' })
        .expect(403);
      expect(refused.body.msg).toBe(NOT_YOUR_PROBLEM);
      const list = (await as('pam').get('/api/admin/contest/get-problem-list', { cid: pamCid }).expect(200))
        .body.data;
      expect(list.problemList.total).toBe(0);
    });

    it('refuses to open, edit or publish it', async () => {
      for (const call of [
        as('pam').get('/api/admin/contest/problem', { pid: cp1 }),
        as('pam').put('/api/admin/contest/problem', hijack),
        as('pam').get('/api/admin/problem', { pid: cp1 }),
        as('pam').put('/api/admin/problem', hijack),
        as('pam').put('/api/admin/problem/change-problem-auth', { id: cp1, auth: 1 }),
      ]) {
        expect((await call.expect(403)).body.msg).toBe(NOT_YOUR_PROBLEM);
      }
      const kept = (await as('adam').get('/api/admin/contest/problem', { pid: cp1 }).expect(200)).body.data;
      expect(kept).toMatchObject({ title: 'Secret task', auth: 3 });
      await as('root').get('/api/admin/problem', { pid: cp1 }).expect(200);
    });

    it('still lets a problem admin use the public problems', async () => {
      await as('pam')
        .post('/api/admin/contest/add-problem-from-public', { cid: pamCid, pid: sp1, displayId: 'A' })
        .expect(200);
      await as('pam').get('/api/admin/contest/problem', { pid: sp1 }).expect(200);
    });

    it('shows a contest password only to those who manage the contest', async () => {
      const passwords = async (who: string) => {
        const page = (await as(who).get('/api/admin/contest/get-contest-list', { limit: 50 }).expect(200))
          .body.data as { records: Array<{ id: number; pwd: string | null }> };
        return Object.fromEntries(page.records.map((row) => [row.id, row.pwd]));
      };
      expect(await passwords('pam')).toMatchObject({ [pamCid]: 'pam-pw', [privateCid]: null });
      expect(await passwords('adam')).toMatchObject({ [pamCid]: null, [privateCid]: 'adam-pw' });
      expect(await passwords('root')).toMatchObject({ [pamCid]: 'pam-pw', [privateCid]: 'adam-pw' });
      await as('pam').get('/api/admin/contest', { cid: privateCid }).expect(403);
    });
  });
});
