import { Logger } from '@nestjs/common';
import { io } from 'socket.io-client';
import { JudgeStatus, Role } from '@verdict/common';
import { BoardStore } from '../../src/modules/contest/board/board-store';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { ContestClient, nextSecond } from '../utils/contest-helpers';
import { eventually } from '../utils/eventually';

const {
  ACCEPTED: AC,
  WRONG_ANSWER: WA,
  COMPILE_ERROR: CE,
  SYSTEM_ERROR: SE,
  TIME_LIMIT_EXCEEDED: TLE,
} = JudgeStatus;
const HIDDEN = JudgeStatus.SUBMITTED_UNKNOWN_RESULT;

interface AcmRow {
  uid: string;
  username: string;
  rank: number;
  ac: number;
  totalTime: number;
  realname: string | null;
  isConcerned: boolean;
  awardName: string | null;
  submissionInfo: Record<
    string,
    { isAC: boolean; isFirstAC: boolean; ACTime: number; errorNum: number; tryNum: number }
  >;
}

/** The boards and the seal, read through every endpoint a contestant or the public can call. */
describe('contest boards', () => {
  let t: TestApp;
  let root: ContestClient;
  const users: Record<string, ContestClient> = {};
  const uids: Record<string, string> = {};
  let pidA: number;
  let pidB: number;
  let oiA: number;

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    await t.app.listen(0, '127.0.0.1');
    root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    for (const name of ['ann', 'bob', 'cat', 'sam']) {
      uids[name] = (await createUser(t.app, name, Role.DEFAULT_USER)).uid;
      users[name] = new ContestClient(t.app, await loginAs(t.app, name));
    }
    pidA = await createProblemWithCases(t.app, root.token, 'CBA', [{ input: '1\n', output: '1\n' }]);
    pidB = await createProblemWithCases(t.app, root.token, 'CBB', [{ input: '1\n', output: '1\n' }]);
    oiA = await createProblemWithCases(
      t.app,
      root.token,
      'CBO',
      [{ input: '1\n', output: '1\n', score: 100 }],
      {
        type: 1,
      },
    );
  });
  afterAll(() => t.close());

  async function contestWith(fields: Record<string, unknown> = {}): Promise<number> {
    const cid = await root.createContest(fields);
    await root.addProblem(cid, pidA, 'A').expect(200);
    await root.addProblem(cid, pidB, 'B').expect(200);
    return cid;
  }

  const board = async (who: ContestClient, cid: number, body: Record<string, unknown> = {}) =>
    (await who.rank(cid, body).expect(200)).body.data as { records: AcmRow[]; total: number };
  const rowOf = (rows: AcmRow[], name: string) =>
    rows.find((row) => row.username === name && !row.isConcerned)!;

  describe('an ACM board', () => {
    let cid: number;
    let bobB: number;

    beforeAll(async () => {
      cid = await contestWith({
        starAccount: ['sam'],
        awardType: 2,
        awardConfigList: [{ priority: 1, name: 'Gold', background: '#fd0', color: '#000', num: 1 }],
      });
      await users.bob.judged(cid, pidA, AC);
      await users.ann.judged(cid, pidA, WA);
      await users.ann.judged(cid, pidA, CE);
      await users.ann.judged(cid, pidA, AC);
      await users.ann.judged(cid, pidB, AC);
      bobB = await users.bob.judged(cid, pidB, TLE);
      await users.cat.judged(cid, pidA, SE);
      await users.cat.judged(cid, pidA, AC);
      await users.sam.judged(cid, pidA, AC);
      await users.sam.judged(cid, pidB, AC);
      await root.judged(cid, pidA, AC);
    });

    it('counts 20 minutes per counted wrong try before the AC, never a CE or an SE', async () => {
      const { records } = await board(users.cat, cid);
      const ann = rowOf(records, 'ann');
      expect(ann.ac).toBe(2);
      expect(ann.submissionInfo.A).toMatchObject({ isAC: true, errorNum: 1 });
      expect(ann.totalTime).toBe(ann.submissionInfo.A.ACTime + 20 * 60 + ann.submissionInfo.B.ACTime);
      expect(rowOf(records, 'cat').submissionInfo.A).toMatchObject({ isAC: true, errorNum: 0 });
      expect(rowOf(records, 'bob').submissionInfo.B).toMatchObject({ isAC: false, errorNum: 1 });
      expect(rowOf(records, 'bob').submissionInfo.A.isFirstAC).toBe(true);
      expect(ann.submissionInfo.B.isFirstAC).toBe(true);
    });

    it('ranks by solved count then time, shows star users unranked (or removes them), leaves out the super admin, and awards by count', async () => {
      const { records } = await board(users.cat, cid);
      expect(records.map((row) => row.username)).not.toContain('root');
      expect(rowOf(records, 'sam').rank).toBe(-1);
      expect(rowOf(records, 'ann')).toMatchObject({ rank: 1, awardName: 'Gold' });
      expect(rowOf(records, 'sam').awardName).toBeNull();
      const ranked = records.filter((row) => row.rank > 0 && !row.isConcerned);
      expect(ranked.map((row) => row.rank)).toEqual([...ranked.map((row) => row.rank)].sort((a, b) => a - b));
      const withoutStars = await board(users.cat, cid, { removeStar: true });
      expect(withoutStars.records.map((row) => row.username)).not.toContain('sam');
    });

    it('puts the viewer and the users they follow first, as well as in their place', async () => {
      const { records, total } = await board(users.cat, cid, { concernedList: [uids.bob] });
      expect(records.slice(0, 2).map((row) => [row.username, row.isConcerned])).toEqual(
        expect.arrayContaining([
          ['cat', true],
          ['bob', true],
        ]),
      );
      expect(total).toBe(4 + 2);
      expect(records.every((row) => row.realname === null)).toBe(true);
    });

    it('moves a team up when a rejudge turns its wrong answer into an accepted one', async () => {
      const before = rowOf((await board(users.cat, cid)).records, 'bob');
      const store = t.app.get(BoardStore);
      const version = await store.version(cid);
      await root.get('/api/admin/judge/rejudge', { submitId: bobB }).expect(200);
      await reportVerdict(t.app, bobB, { status: AC });
      let after = before;
      await eventually(async () => {
        after = rowOf((await board(users.cat, cid)).records, 'bob');
        expect(after.ac).toBe(2);
      });
      expect(before.ac).toBe(1);
      expect(after.ac).toBe(2);
      expect(after.rank).toBeLessThan(before.rank);
      // Kept cell by cell: the two verdict changes bumped the board, nothing rebuilt it.
      expect(await store.version(cid)).toBe(version + 2);
      expect(await store.isBuilt(cid)).toBe(true);
    });

    it('corrects the board after a manual judgement', async () => {
      const catA = (
        await users.cat.get('/api/contest-submissions', { contestID: cid, onlyMine: true }).expect(200)
      ).body.data.records.find((s: { status: number }) => s.status === AC).submitId as number;
      await root.get('/api/admin/judge/manual-judge', { submitId: catA, status: WA }).expect(200);
      await eventually(async () => expect(rowOf((await board(users.cat, cid)).records, 'cat').ac).toBe(0));
    });

    it('answers the outside board only when the contest opens it', async () => {
      const closed = await root.http().post('/api/get-contest-outside-scoreboard').send({ cid }).expect(403);
      expect(closed.body.msg).toBe('The scoreboard of this contest is not open to the public');
      await root.updateContest(cid, { openRank: true, starAccount: ['sam'] }).expect(200);
      const open = await root.http().post('/api/get-contest-outside-scoreboard').send({ cid }).expect(200);
      expect(open.body.data.records.length).toBeGreaterThan(0);
      const info = await root.http().get('/api/get-contest-outsize-info').query({ cid }).expect(200);
      expect(info.body.data.problemList.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B']);
    });
  });

  describe('a sealed ACM board', () => {
    let cid: number;
    let annLateAc: number;
    let annEarlyWa: number;

    beforeAll(async () => {
      cid = await contestWith({ openRank: true });
      annEarlyWa = await users.ann.judged(cid, pidA, WA);
      await users.bob.judged(cid, pidA, AC);
      await nextSecond();
      await root
        .updateContest(cid, { openRank: true, sealRank: true, sealRankTime: new Date().toISOString() })
        .expect(200);
      await nextSecond();
      annLateAc = await users.ann.judged(cid, pidA, AC);
      await users.ann.judged(cid, pidB, AC);
    });

    it('the board: post-seal tries show as tries, without their results', async () => {
      for (const board$ of [
        board(users.bob, cid),
        root
          .http()
          .post('/api/get-contest-outside-scoreboard')
          .send({ cid })
          .expect(200)
          .then((r) => r.body.data),
      ]) {
        const ann = rowOf((await board$).records, 'ann');
        expect(ann.ac).toBe(0);
        expect(ann.submissionInfo.A).toMatchObject({ isAC: false, errorNum: 1, tryNum: 1 });
        expect(ann.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 1 });
      }
    });

    it('the board: only contest admins force the real one', async () => {
      expect(rowOf((await board(users.bob, cid, { forceRefresh: true })).records, 'ann').ac).toBe(0);
      expect(rowOf((await board(root, cid, { forceRefresh: true })).records, 'ann').ac).toBe(2);
      expect(rowOf((await board(root, cid)).records, 'ann').ac).toBe(0);
    });

    it('the submission list: others see only pre-seal submissions; the author sees all of theirs', async () => {
      const seenBy = async (who: ContestClient) =>
        (
          await who.get('/api/contest-submissions', { contestID: cid, username: 'ann' }).expect(200)
        ).body.data.records.map((s: { submitId: number }) => s.submitId);
      expect(await seenBy(users.bob)).toEqual([annEarlyWa]);
      expect(await seenBy(users.ann)).toContain(annLateAc);
      expect(await seenBy(root)).toContain(annLateAc);
    });

    it('the submission detail and case results: a post-seal submission of another is refused', async () => {
      const refused = await users.bob.get('/api/get-submission-detail', { submitId: annLateAc }).expect(403);
      expect(refused.body.msg).toBe('This submission is hidden while the scoreboard is sealed');
      await users.bob.get('/api/get-all-case-result', { submitId: annLateAc }).expect(403);
      const own = await users.ann.get('/api/get-submission-detail', { submitId: annLateAc }).expect(200);
      expect(own.body.data.submission.status).toBe(AC);
    });

    it('check-contest-submissions-status: post-seal submissions of others are left out', async () => {
      const polled = await users.bob
        .post('/api/check-contest-submissions-status', { cid, submitIds: [annEarlyWa, annLateAc] })
        .expect(200);
      expect(Object.keys(polled.body.data)).toEqual([String(annEarlyWa)]);
      expect(polled.body.data[annEarlyWa]).toMatchObject({
        status: WA,
        time: null,
        memory: null,
        length: null,
      });
    });

    it('the contest problem list: accepted counts stop at the seal', async () => {
      const list = (await users.bob.get('/api/get-contest-problem', { cid }).expect(200)).body.data;
      expect(list.find((p: { displayId: string }) => p.displayId === 'A')).toMatchObject({ ac: 1, total: 2 });
      const real = (await root.get('/api/get-contest-problem', { cid }).expect(200)).body.data;
      expect(real.find((p: { displayId: string }) => p.displayId === 'A')).toMatchObject({ ac: 2, total: 3 });
    });

    it('problem status: in ACM the author sees their own results', async () => {
      const statuses = await users.ann
        .post('/api/get-user-problem-status', { pidList: [pidA], cid })
        .expect(200);
      expect(statuses.body.data[pidA].status).toBe(AC);
    });

    it('after the end the seal holds, unless the contest lifts it by itself', async () => {
      const contest = (await root.get('/api/admin/contest', { cid }).expect(200)).body.data;
      await nextSecond();
      const endedNow = { ...contest, endTime: new Date().toISOString() };
      // Moving the end rebuilds the board from the submissions.
      await root.updateContest(cid, endedNow).expect(200);
      expect(rowOf((await board(users.bob, cid)).records, 'ann').ac).toBe(0);
      await root.updateContest(cid, { ...endedNow, autoRealRank: true }).expect(200);
      expect(rowOf((await board(users.bob, cid)).records, 'ann').ac).toBe(2);
      const list = await users.bob
        .get('/api/contest-submissions', { contestID: cid, username: 'ann' })
        .expect(200);
      expect(list.body.data.records.map((s: { submitId: number }) => s.submitId)).toContain(annLateAc);
    });
  });

  describe('an OI contest', () => {
    let cid: number;
    let annPartial: number;

    beforeAll(async () => {
      cid = await root.createContest({ type: 2 });
      await root.addProblem(cid, oiA, 'A').expect(200);
      annPartial = await users.ann.judged(cid, oiA, JudgeStatus.PARTIAL_ACCEPTED, 50);
    });

    it('hides every result as -5 from contestants, their own too, until the end', async () => {
      const list = (await users.ann.get('/api/contest-submissions', { contestID: cid }).expect(200)).body.data
        .records;
      expect(list[0]).toMatchObject({ submitId: annPartial, status: HIDDEN, score: null });
      const detail = (await users.ann.get('/api/get-submission-detail', { submitId: annPartial }).expect(200))
        .body.data;
      expect(detail.submission).toMatchObject({ status: HIDDEN, score: null, errorMessage: null });
      expect(
        (await users.ann.get('/api/get-all-case-result', { submitId: annPartial }).expect(200)).body.data,
      ).toBeNull();
      const polled = await users.ann.post('/api/check-contest-submissions-status', {
        cid,
        submitIds: [annPartial],
      });
      expect(polled.body.data[annPartial].status).toBe(HIDDEN);
      const statuses = await users.ann
        .post('/api/get-user-problem-status', { pidList: [oiA], cid })
        .expect(200);
      expect(statuses.body.data[oiA]).toEqual({ status: HIDDEN, score: null });
      const problems = (await users.ann.get('/api/get-contest-problem', { cid }).expect(200)).body.data;
      expect(problems[0]).toMatchObject({ ac: 0, total: 0 });
      const socket = io(await t.app.getUrl(), {
        auth: { token: users.ann.token },
        transports: ['websocket'],
        forceNew: true,
      });
      try {
        const reply = await socket.emitWithAck('subscribe-submission', { submitId: annPartial });
        expect(reply).toEqual({ ok: false, msg: 'The result is hidden until the contest ends' });
      } finally {
        socket.disconnect();
      }
    });

    it('keeps the board closed to contestants until the end; its admins see the scores', async () => {
      const closed = await users.ann.rank(cid).expect(403);
      expect(closed.body.msg).toBe('The scoreboard of an OI contest opens when the contest ends');
      const rows = (await root.rank(cid).expect(200)).body.data.records;
      expect(rows[0]).toMatchObject({ username: 'ann', totalScore: 50, submissionInfo: { A: 50 } });
      const admin = (await root.get('/api/get-submission-detail', { submitId: annPartial }).expect(200)).body
        .data;
      expect(admin.submission.score).toBe(50);
    });

    it('an IOI contest shows the results while it runs', async () => {
      const ioi = await root.createContest({ type: 1 });
      await root.addProblem(ioi, oiA, 'A').expect(200);
      const submitId = await users.ann.judged(ioi, oiA, JudgeStatus.PARTIAL_ACCEPTED, 40);
      const detail = (await users.ann.get('/api/get-submission-detail', { submitId }).expect(200)).body.data;
      expect(detail.submission).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
      const rows = (await users.bob.rank(ioi).expect(200)).body.data.records;
      expect(rows[0]).toMatchObject({ username: 'ann', totalScore: 40 });
    });
  });

  describe('a board built just before the app stops', () => {
    it('is written and its build released before the database and the store close', async () => {
      const own = await createTestApp();
      const errors = jest.spyOn(Logger.prototype, 'error');
      try {
        const admin = new ContestClient(own.app, await loginAs(own.app, 'root', ROOT_PASSWORD));
        const cid = await admin.createContest();
        // The first read answers from the build and the write to the store follows it: a slow
        // store keeps that write going while the app stops.
        const store = own.app.get(BoardStore);
        const replace = store.replace.bind(store);
        const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        let written: Promise<unknown> = Promise.resolve();
        jest.spyOn(store, 'replace').mockImplementation((...args) => {
          const write = pause(2000).then(() => replace(...args));
          written = write.catch(() => undefined);
          return write;
        });
        await admin.rank(cid).expect(200);
        await own.close();
        // A write the close left behind runs into the closed connections here.
        await written;
        await pause(100);
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });
  });
});
