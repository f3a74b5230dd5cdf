import { io, Socket } from 'socket.io-client';
import { JudgeStatus, Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { aContest, ContestClient } from '../utils/contest-helpers';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A contest's life: the admin form, its problems, the list, registration, submitting, announcements. */
describe('contests', () => {
  let t: TestApp;
  let root: ContestClient;
  let admin: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;
  let pidA: number;
  let pidB: number;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '8' });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
    root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    await createUser(t.app, 'adam', Role.ADMIN);
    await createUser(t.app, 'ann');
    await createUser(t.app, 'team7');
    await createUser(t.app, 'bob');
    admin = new ContestClient(t.app, await loginAs(t.app, 'adam'));
    ann = new ContestClient(t.app, await loginAs(t.app, 'ann'));
    bob = new ContestClient(t.app, await loginAs(t.app, 'bob'));
    pidA = await createProblemWithCases(t.app, root.token, 'CLA', [{ input: '1 2\n', output: '3\n' }]);
    pidB = await createProblemWithCases(t.app, root.token, 'CLB', [{ input: '1 2\n', output: '3\n' }]);
    // Contest-only: reached through contests, never the problem set.
    await root
      .http()
      .put('/api/admin/problem/change-problem-auth')
      .set('Authorization', root.token)
      .send({ id: pidB, auth: 3 })
      .expect(200);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  describe('the admin form', () => {
    it.each([
      [{ endTime: at(-2 * HOUR) }, 'The end time must be later than the start time'],
      [{ auth: 1 }, 'The contest password is required'],
      [{ sealRank: true, sealRankTime: at(3 * HOUR) }, 'The seal time must be within the contest'],
      [{ title: '' }, 'Title is required'],
      [{ type: 5 }, 'The contest type must be 0 (ACM), 1 (IOI) or 2 (OI)'],
      [{ starAccount: ['ann', ' ann '] }, 'The star user ann is listed twice'],
      [{ startTime: 'tomorrow' }, 'The start time is not a valid time'],
    ] as [Record<string, unknown>, string][])(
      'refuses %j with a clear message and stores nothing',
      async (fields, message) => {
        const response = await root.post('/api/admin/contest', aContest(fields)).expect(400);
        expect(response.body.msg).toBe(message);
        const list = await root.get('/api/admin/contest/get-contest-list', {}).expect(200);
        expect(list.body.data.records.map((c: { title: string }) => c.title)).not.toContain(
          fields.title ?? '?',
        );
      },
    );

    it('stores every field and proposes the default seal (one hour before the end of an ACM contest)', async () => {
      const cid = await admin.createContest({
        title: 'Every field',
        auth: 2,
        pwd: 'secret',
        sealRank: true,
        autoRealRank: true,
        openPrint: true,
        openRank: true,
        rankShowName: 'nickname',
        openAccountLimit: true,
        accountLimitRule:
          '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra>ann</extra>',
        starAccount: [' bob '],
        oiRankScoreType: 'Highest',
        awardType: 2,
        awardConfigList: [
          { priority: 2, name: 'Silver', background: '#ccc', color: '#000', num: 2 },
          { priority: 1, name: 'Gold', background: '#fd0', color: '#000', num: 1 },
        ],
        timeLimit: 1800,
      });
      const got = (await admin.get('/api/admin/contest', { cid }).expect(200)).body.data;
      expect(got).toMatchObject({
        title: 'Every field',
        auth: 2,
        pwd: 'secret',
        sealRank: true,
        autoRealRank: true,
        openPrint: true,
        openRank: true,
        rankShowName: 'nickname',
        openAccountLimit: true,
        starAccount: ['bob'],
        oiRankScoreType: 'Highest',
        awardType: 2,
        timeLimit: 1800,
        duration: 7200,
        status: 0,
        author: 'adam',
        visible: true,
      });
      expect(got.awardConfigList.map((a: { name: string }) => a.name)).toEqual(['Gold', 'Silver']);
      expect(new Date(got.sealRankTime).getTime()).toBe(new Date(got.endTime).getTime() - HOUR);
    });

    it('lets only the author or a super admin manage a contest; only a super admin deletes', async () => {
      const cid = await admin.createContest({ title: 'Owned by adam' });
      await createUser(t.app, 'otto', Role.ADMIN);
      const otto = new ContestClient(t.app, await loginAs(t.app, 'otto'));
      const refused = await otto.get('/api/admin/contest', { cid }).expect(403);
      expect(refused.body.msg).toBe('Only the contest author or a super admin can manage this contest');
      await otto.updateContest(cid, { title: 'Taken' }).expect(403);
      await root.updateContest(cid, { title: 'Renamed by root' }).expect(200);
      await ann.get('/api/admin/contest', { cid }).expect(403);
      await admin
        .http()
        .delete('/api/admin/contest')
        .query({ cid })
        .set('Authorization', admin.token)
        .expect(403);
      await root
        .http()
        .delete('/api/admin/contest')
        .query({ cid })
        .set('Authorization', root.token)
        .expect(200);
      await root.get('/api/admin/contest', { cid }).expect(404);
    });

    it('clones a contest with its problems, hidden, owned by the cloner', async () => {
      const cid = await admin.createContest({ title: 'Original' });
      await admin.addProblem(cid, pidA, 'A').expect(200);
      const clone = (await root.get('/api/admin/contest/clone', { cid }).expect(200)).body.data;
      expect(clone).toMatchObject({ title: 'Original (copy)', visible: false, author: 'root' });
      const problems = await root.get('/api/admin/contest/get-problem-list', { cid: clone.id }).expect(200);
      expect(problems.body.data.contestProblemMap[pidA]).toMatchObject({ displayId: 'A', cid: clone.id });
    });
  });

  describe('contest problems', () => {
    let cid: number;
    beforeAll(async () => {
      cid = await root.createContest({ title: 'Problems' });
    });

    it('adds problems under display ids, refuses a display id or problem twice, and lists them in order', async () => {
      await root.addProblem(cid, pidB, 'B').expect(200);
      await root.addProblem(cid, pidA, 'A').expect(200);
      const taken = await root.addProblem(cid, pidA, 'C').expect(400);
      expect(taken.body.msg).toBe('The problem is already in this contest');
      const pidC = await createProblemWithCases(t.app, root.token, 'CLC', [{ input: '1\n', output: '1\n' }]);
      const clash = await root.addProblem(cid, pidC, 'A').expect(400);
      expect(clash.body.msg).toBe('The display ID A is already used in this contest');
      const row = (await root.get('/api/admin/contest/contest-problem', { cid, pid: pidB }).expect(200)).body
        .data;
      await root
        .http()
        .put('/api/admin/contest/contest-problem')
        .set('Authorization', root.token)
        .send({ id: row.id, cid, displayId: 'B', displayTitle: 'Balloons', color: '#ff0000' })
        .expect(200);
      const list = (await ann.get('/api/get-contest-problem', { cid }).expect(200)).body.data;
      expect(list.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B']);
      expect(list[1]).toMatchObject({
        displayTitle: 'Balloons',
        color: '#ff0000',
        pid: pidB,
        ac: 0,
        total: 0,
      });
    });

    it('opens a contest problem by its display id, under the contest title, even when the problem itself is contest-only', async () => {
      const detail = (await ann.get('/api/get-contest-problem-details', { cid, displayId: 'B' }).expect(200))
        .body.data;
      expect(detail.problem).toMatchObject({ problemId: 'B', title: 'Balloons' });
      await ann.get('/api/get-problem-detail', { problemId: 'CLB' }).expect(404);
      await ann.get('/api/get-contest-problem-details', { cid, displayId: 'Z' }).expect(404);
    });

    it('creates a problem inside the contest', async () => {
      const created = await root
        .post('/api/admin/contest/problem', {
          cid,
          displayId: 'C',
          problem: { problemId: 'CLNEW', title: 'Made here', description: 'x', type: 0 },
          samples: [{ input: '1\n', output: '1\n' }],
          languages: [{ name: 'C++' }],
        })
        .expect(200);
      const list = (await root.get('/api/get-contest-problem', { cid }).expect(200)).body.data;
      expect(list.find((p: { displayId: string }) => p.displayId === 'C')).toMatchObject({
        pid: created.body.data.pid,
        displayTitle: 'Made here',
      });
      const problem = (
        await root.get('/api/admin/contest/problem', { pid: created.body.data.pid }).expect(200)
      ).body.data;
      expect(problem.auth).toBe(3);
    });
  });

  describe('the contest list', () => {
    beforeAll(async () => {
      await root.createContest({ title: 'List running ACM' });
      await root.createContest({
        title: 'List scheduled OI',
        type: 2,
        startTime: at(HOUR),
        endTime: at(2 * HOUR),
      });
      await root.createContest({
        title: 'List ended IOI',
        type: 1,
        startTime: at(-3 * HOUR),
        endTime: at(-2 * HOUR),
      });
      await root.createContest({ title: 'List hidden', visible: false });
    });
    const titles = async (query: Record<string, unknown>) =>
      (
        await ann.get('/api/get-contest-list', { keyword: 'List', ...query }).expect(200)
      ).body.data.records.map((c: { title: string }) => c.title);

    it('filters by status, rule and keyword, scheduled first, and never lists a hidden contest', async () => {
      expect(await titles({})).toEqual(['List scheduled OI', 'List running ACM', 'List ended IOI']);
      expect(await titles({ status: -1 })).toEqual(['List scheduled OI']);
      expect(await titles({ status: 0 })).toEqual(['List running ACM']);
      expect(await titles({ status: 1 })).toEqual(['List ended IOI']);
      expect(await titles({ type: 1 })).toEqual(['List ended IOI']);
      expect(await titles({ keyword: 'ACM' })).toEqual(['List running ACM']);
    });

    it('answers 10 per page with the row fields of the list, and refuses unknown filters', async () => {
      const page = (await ann.get('/api/get-contest-list', {}).expect(200)).body.data;
      expect(page.size).toBe(10);
      expect(page.records[0]).toEqual(
        expect.objectContaining({ id: expect.any(Number), auth: 0, count: 0, status: -1, duration: 3600 }),
      );
      expect(page.records[0]).not.toHaveProperty('pwd');
      const bad = await ann.get('/api/get-contest-list', { status: 7 }).expect(400);
      expect(bad.body.msg).toBe('Unknown contest status');
    });
  });

  describe('registration and submitting', () => {
    it('refuses submissions before the start and after the end', async () => {
      const scheduled = await root.createContest({ startTime: at(HOUR), endTime: at(2 * HOUR) });
      await root.addProblem(scheduled, pidA, 'A').expect(200);
      expect((await ann.submit(scheduled, pidA, 403)).body.msg).toBe('The contest has not started yet');
      await ann.get('/api/get-contest-problem', { cid: scheduled }).expect(403);
      const ended = await root.createContest({ startTime: at(-2 * HOUR), endTime: at(-HOUR) });
      await root.addProblem(ended, pidA, 'A').expect(200);
      expect((await ann.submit(ended, pidA, 403)).body.msg).toBe(
        'The contest has ended, submissions are closed',
      );
    });

    it('a private contest: the password registers, and only then may one see and submit', async () => {
      const cid = await root.createContest({ auth: 1, pwd: 'open-sesame' });
      await root.addProblem(cid, pidA, 'A').expect(200);
      expect((await ann.get('/api/get-contest-access', { cid }).expect(200)).body.data).toEqual({
        access: false,
      });
      expect((await ann.get('/api/get-contest-problem', { cid }).expect(403)).body.msg).toBe(
        'This contest is private: register with the contest password first',
      );
      expect((await ann.submit(cid, pidA, 403)).body.msg).toBe(
        'This contest is private: register with the contest password first',
      );
      expect((await ann.register(cid).expect(400)).body.msg).toBe('Enter the contest password');
      expect((await ann.register(cid, 'guess').expect(400)).body.msg).toBe('Wrong contest password');
      expect((await ann.register(cid, 'open-sesame').expect(200)).body.msg).toBe(
        'Register contest successfully',
      );
      expect((await ann.register(cid, 'open-sesame').expect(400)).body.msg).toBe(
        'You have already registered for this contest',
      );
      expect((await ann.get('/api/get-contest-access', { cid }).expect(200)).body.data).toEqual({
        access: true,
      });
      await ann.get('/api/get-contest-problem', { cid }).expect(200);
      const submitted = (await ann.submit(cid, pidA, 200)).body.data;
      expect(submitted).toMatchObject({ cid, displayPid: 'A' });
      const info = (await ann.get('/api/get-contest-info', { cid }).expect(200)).body.data;
      expect(info.count).toBe(1);
      expect(info).not.toHaveProperty('pwd');
    });

    it('a protected contest: everyone sees it, only registered users submit', async () => {
      const cid = await root.createContest({ auth: 2, pwd: 'pw' });
      await root.addProblem(cid, pidA, 'A').expect(200);
      await bob.get('/api/get-contest-problem', { cid }).expect(200);
      expect((await bob.submit(cid, pidA, 403)).body.msg).toBe(
        'This contest is protected: register with the contest password to submit',
      );
      await bob.register(cid, 'pw').expect(200);
      await bob.submit(cid, pidA, 200);
    });

    it('the account-limit rule admits the listed accounts only', async () => {
      const cid = await root.createContest({
        auth: 1,
        pwd: 'pw',
        openAccountLimit: true,
        accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>',
      });
      expect((await bob.register(cid, 'pw').expect(403)).body.msg).toBe(
        'Your account is not admitted to this contest',
      );
      const team7 = new ContestClient(t.app, await loginAs(t.app, 'team7'));
      await team7.register(cid, 'pw').expect(200);
    });

    it('submits into a contest without the interval, at contest priority, only problems of the contest', async () => {
      const cid = await root.createContest();
      await root.addProblem(cid, pidA, 'A').expect(200);
      const depth = async () => (await root.get('/api/admin/judge/queue', {}).expect(200)).body.data.depth;
      const before = await depth();
      await ann.submit(cid, pidA, 200);
      await ann.submit(cid, pidA, 200);
      expect((await ann.submit(cid, pidB, 404)).body.msg).toBe('The problem does not exist');
      const after = await depth();
      expect(after.contest - before.contest).toBe(2);
      expect(after.normal).toBe(before.normal);
    });

    it("counts a public contest's contestants once each, registered or not, once judged, and not its admins", async () => {
      const cid = await root.createContest({ title: 'Counted' });
      await root.addProblem(cid, pidA, 'A').expect(200);
      const count = async () => (await ann.get('/api/get-contest-info', { cid }).expect(200)).body.data.count;
      expect(await count()).toBe(0);
      // A super admin trying a problem out is no contestant.
      await root.judged(cid, pidA, JudgeStatus.ACCEPTED);
      expect(await count()).toBe(0);
      await ann.judged(cid, pidA, JudgeStatus.ACCEPTED);
      await ann.judged(cid, pidA, JudgeStatus.WRONG_ANSWER);
      await bob.judged(cid, pidA, JudgeStatus.WRONG_ANSWER);
      expect(await count()).toBe(2);
      const listed = (await ann.get('/api/get-contest-list', { keyword: 'Counted' }).expect(200)).body.data;
      expect(listed.records[0]).toMatchObject({ id: cid, count: 2 });
    });

    it("tells the contest's followers when someone new takes part, before anyone opened the board", async () => {
      const cid = await root.createContest();
      await root.addProblem(cid, pidA, 'A').expect(200);
      const socket = io(baseUrl, { auth: { token: bob.token }, transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      const pushed = new Promise<void>((resolve) =>
        socket.on('contest-board-changed', (event: { cid: number }) => event.cid === cid && resolve()),
      );
      expect(await socket.emitWithAck('join-contest', { cid })).toEqual({ ok: true });
      await ann.judged(cid, pidA, JudgeStatus.WRONG_ANSWER);
      await pushed;
      expect((await bob.get('/api/get-contest-info', { cid }).expect(200)).body.data.count).toBe(1);
    });

    it("saves and loads the code of a contest's own problem from the contest page, by its display id", async () => {
      const cid = await root.createContest();
      const created = await root
        .post('/api/admin/contest/problem', {
          cid,
          displayId: 'A',
          problem: { problemId: 'CLSAVED', title: 'Kept for the contest', description: 'x', type: 0 },
          samples: [{ input: '1\n', output: '1\n' }],
          languages: [{ name: 'C++' }],
        })
        .expect(200);
      const pid = created.body.data.pid as number;
      const save = (query: string) =>
        ann
          .http()
          .post(`/api/save-problem-code?pid=${pid}&lang=C%2B%2B${query}`)
          .set('Authorization', ann.token)
          .send({ code: 'int main() { return 0; }' });
      expect(
        (await ann.get('/api/get-problem-code', { problemID: 'A', cid }).expect(200)).body.data,
      ).toBeNull();
      await save(`&cid=${cid}`).expect(200);
      const saved = await ann.get('/api/get-problem-code', { problemID: 'A', cid }).expect(200);
      expect(saved.body.data).toEqual({ code: 'int main() { return 0; }', lang: 'C++' });
      // Outside the contest the problem is hidden, as it is from the problem set.
      expect((await save('').expect(404)).body.msg).toBe('The problem does not exist');
    });

    it('a personal timed contest: the start button starts the clock once, and submits wait for it', async () => {
      const cid = await root.createContest({ timeLimit: 600 });
      await root.addProblem(cid, pidA, 'A').expect(200);
      expect((await bob.submit(cid, pidA, 403)).body.msg).toBe('Press start to begin the contest first');
      const begin = (await bob.post('/api/start-contest', { cid }).expect(200)).body.data;
      const again = (await bob.post('/api/start-contest', { cid }).expect(200)).body.data;
      expect(again).toBe(begin);
      const info = (await bob.get('/api/get-contest-info', { cid }).expect(200)).body.data;
      expect(new Date(info.myEndTime).getTime() - new Date(info.beginTime).getTime()).toBe(600_000);
      await bob.submit(cid, pidA, 200);
      const over = await root.createContest({ timeLimit: 1, startTime: at(-HOUR), endTime: at(HOUR) });
      await root.addProblem(over, pidA, 'A').expect(200);
      await bob.post('/api/start-contest', { cid: over }).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await bob.submit(over, pidA, 403)).body.msg).toBe('Your time in this contest is over');
    });

    it('hides a hidden contest from everyone but its admins', async () => {
      const cid = await root.createContest({ visible: false });
      const hidden = await ann.get('/api/get-contest-info', { cid }).expect(404);
      expect(hidden.body).toMatchObject({
        msg: 'The contest does not exist',
        data: { code: 'CONTEST_NOT_FOUND' },
      });
      await root.get('/api/get-contest-info', { cid }).expect(200);
      await root
        .http()
        .put('/api/admin/contest/change-contest-visible')
        .query({ cid, visible: true })
        .set('Authorization', root.token)
        .expect(200);
      await ann.get('/api/get-contest-info', { cid }).expect(200);
    });
  });

  describe('announcements', () => {
    it('pushes an announcement to everyone in the contest the moment it is published, and keeps it unread until read', async () => {
      const cid = await root.createContest();
      const socket = io(baseUrl, { auth: { token: ann.token }, transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const joined = await socket.emitWithAck('join-contest', { cid });
      expect(joined).toEqual({ ok: true });
      const pushed = new Promise<{ title: string; cid: number }>((resolve) =>
        socket.once('contest-announcement', resolve),
      );
      const hidden = await root
        .post('/api/admin/contest/announcement', {
          cid,
          announcement: { title: 'Draft', content: 'x', status: 1 },
        })
        .expect(200);
      await root
        .post('/api/admin/contest/announcement', {
          cid,
          announcement: { title: 'Problem A fixed', content: 'Retry A.' },
        })
        .expect(200);
      expect(await pushed).toMatchObject({ cid, title: 'Problem A fixed' });
      const list = (await ann.get('/api/get-contest-announcement', { cid }).expect(200)).body.data;
      expect(list.records.map((a: { title: string }) => a.title)).toEqual(['Problem A fixed']);
      const unread = (
        await ann
          .post('/api/get-contest-not-read-announcement', { cid, readAnnouncementList: [] })
          .expect(200)
      ).body.data;
      expect(unread.map((a: { title: string }) => a.title)).toEqual(['Problem A fixed']);
      const none = (
        await ann
          .post('/api/get-contest-not-read-announcement', { cid, readAnnouncementList: [unread[0].id] })
          .expect(200)
      ).body.data;
      expect(none).toEqual([]);
      const adminList = (await root.get('/api/admin/contest/announcement', { cid }).expect(200)).body.data;
      expect(adminList.total).toBe(2);
      await ann
        .http()
        .delete('/api/admin/contest/announcement')
        .query({ aid: hidden.body.data.id })
        .set('Authorization', ann.token)
        .expect(403);
      const stranger = io(baseUrl, { transports: ['websocket'], forceNew: true });
      sockets.push(stranger);
      expect(await stranger.emitWithAck('join-contest', { cid: 999999 })).toMatchObject({ ok: false });
      expect(await stranger.emitWithAck('join-contest', { cid })).toEqual({
        ok: false,
        msg: 'Please login first',
      });
    });

    it('pushes a private contest’s announcements only to those who may read them, even with a public board', async () => {
      const cid = await root.createContest({ auth: 1, pwd: 'board-open', openRank: true });
      await ann.register(cid, 'board-open').expect(200);
      const follow = async (token?: string) => {
        const socket = io(baseUrl, {
          auth: token ? { token } : {},
          transports: ['websocket'],
          forceNew: true,
        });
        sockets.push(socket);
        const titles: string[] = [];
        socket.on('contest-announcement', (event: { title: string }) => titles.push(event.title));
        expect(await socket.emitWithAck('join-contest', { cid })).toEqual({ ok: true });
        return titles;
      };
      const reader = await follow(ann.token);
      const guest = await follow();
      const outsider = await follow(bob.token);
      await root.http().get('/api/get-contest-announcement').query({ cid }).expect(401);
      await bob.get('/api/get-contest-announcement', { cid }).expect(403);
      await root
        .post('/api/admin/contest/announcement', {
          cid,
          announcement: { title: 'Secret hint', content: 'x' },
        })
        .expect(200);
      const deadline = Date.now() + 5_000;
      while (reader.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(reader).toEqual(['Secret hint']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(guest).toEqual([]);
      expect(outsider).toEqual([]);
    });
  });

  it('pushes the start and the end to followers as the server clock passes them', async () => {
    const startsAt = Math.ceil((Date.now() + 1500) / 1000) * 1000;
    const cid = await root.createContest({
      startTime: new Date(startsAt).toISOString(),
      endTime: new Date(startsAt + 1000).toISOString(),
    });
    const socket = io(baseUrl, { auth: { token: root.token }, transports: ['websocket'], forceNew: true });
    sockets.push(socket);
    const seen: number[] = [];
    const ended = new Promise<void>((resolve) =>
      socket.on('contest-status', (event: { cid: number; status: number }) => {
        if (event.cid !== cid) return;
        seen.push(event.status);
        if (event.status === 1) resolve();
      }),
    );
    expect(await socket.emitWithAck('join-contest', { cid })).toEqual({ ok: true });
    await ended;
    expect(seen).toEqual([0, 1]);
  });

  it('keeps a contest submission out of the public status list, and files it under the contest display id', async () => {
    const cid = await root.createContest();
    await root.addProblem(cid, pidA, 'Q').expect(200);
    const submitId = await ann.judged(cid, pidA, JudgeStatus.WRONG_ANSWER);
    const publicList = (await ann.get('/api/get-submission-list', { username: 'ann' }).expect(200)).body.data
      .records;
    expect(publicList.map((s: { submitId: number }) => s.submitId)).not.toContain(submitId);
    const contestList = (await ann.get('/api/contest-submissions', { contestID: cid }).expect(200)).body.data
      .records;
    expect(contestList[0]).toMatchObject({ submitId, displayPid: 'Q', status: JudgeStatus.WRONG_ANSWER });
  });

  it('shows a contest submission only to a signed-in viewer who may view the contest', async () => {
    await createUser(t.app, 'cora');
    const cora = new ContestClient(t.app, await loginAs(t.app, 'cora'));
    const cid = await root.createContest({ auth: 1, pwd: 'cora-only' });
    await root.addProblem(cid, pidB, 'A').expect(200);
    await cora.register(cid, 'cora-only').expect(200);
    const submitId = await cora.judged(cid, pidB, JudgeStatus.WRONG_ANSWER);
    const detail = (viewer?: ContestClient) => {
      const call = root.http().get('/api/get-submission-detail').query({ submitId });
      return viewer ? call.set('Authorization', viewer.token) : call;
    };
    const anonymous = await detail().expect(401);
    expect(anonymous.body.msg).toBe('Please login first');
    expect(JSON.stringify(anonymous.body)).not.toContain('cora');
    expect((await detail(bob).expect(403)).body.msg).toBe(
      'This contest is private: register with the contest password first',
    );
    await root.http().get('/api/get-all-case-result').query({ submitId }).expect(401);
    expect((await detail(cora).expect(200)).body.data.submission).toMatchObject({ username: 'cora' });
    await detail(root).expect(200);
    // A public contest's submissions need a login too.
    const open = await root.createContest();
    await root.addProblem(open, pidA, 'A').expect(200);
    const openSubmit = await cora.judged(open, pidA, JudgeStatus.ACCEPTED);
    await root.http().get('/api/get-submission-detail').query({ submitId: openSubmit }).expect(401);
    await bob.get('/api/get-submission-detail', { submitId: openSubmit }).expect(200);
  });
});
