import request from 'supertest';
import { JudgeStatus, Role, type JudgerConnection, type JudgeQueueDriver } from '@verdict/common';
import { JUDGE_QUEUE } from '../../src/modules/judge/judge-queue.token';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient, nextSecond } from '../utils/contest-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';
import { TEST_MODE } from '../utils/test-mode';

const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;
const HOUR = 3600_000;
const A_PLUS_B = [{ input: '1 2\n', output: '3\n' }];
/** The scroll board page parses its times as `yyyy/MM/dd HH:mm:ss`. */
const BOARD_TIME = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;
const PERCENT = /^\d+\.\d{2}%$/;

/**
 * HOJ's own web client against Verdict: the requests its admin dashboard, system config, remote
 * judge import, training and scroll board screens send (as `hoj-vue/src/common/api.js` builds
 * them), and the fields those screens read.
 */
describe("HOJ's web client: dashboard, config and the routes it calls", () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let problemAdmin: string;
  let user: string;
  const http = () => request(t.app.getHttpServer());
  const get = (path: string, token: string | null, query: Record<string, unknown> = {}) => {
    const call = http().get(path).query(query);
    return token ? call.set('Authorization', token) : call;
  };

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createUser(t.app, 'hadmin', Role.ADMIN);
    await createUser(t.app, 'hpadmin', Role.PROBLEM_ADMIN);
    await createUser(t.app, 'hplain');
    admin = await loginAs(t.app, 'hadmin');
    problemAdmin = await loginAs(t.app, 'hpadmin');
    user = await loginAs(t.app, 'hplain');
  });
  afterAll(() => t.close());

  describe('admin dashboard', () => {
    it("fills HOJ's three cards (userNum, todayJudgeNum, recentContestNum) beside Verdict's counts", async () => {
      const contests = new ContestClient(t.app, root);
      await contests.createContest({
        title: 'Long ago',
        startTime: new Date(Date.now() - 30 * 24 * HOUR).toISOString(),
        endTime: new Date(Date.now() - 29 * 24 * HOUR).toISOString(),
      });
      await contests.createContest({ title: 'This week' });
      const info = (await get('/api/admin/dashboard/get-dashboard-info', problemAdmin).expect(200)).body.data;
      expect(info).toMatchObject({ userNum: 4, todayJudgeNum: 0, recentContestNum: 1 });
      expect(info).toMatchObject({ userCount: 4, todaySubmissionCount: 0, contestCount: 2 });
      expect(info.recentContests).toHaveLength(info.recentContestNum);
    });

    describe('judge servers', () => {
      let judge: JudgerConnection;
      beforeAll(async () => {
        judge = await t.app.get<JudgeQueueDriver>(JUDGE_QUEUE).connectJudger('hoj-shape-judge');
        const now = Date.now();
        await judge.registry.publish({
          name: 'hoj-shape-judge',
          version: '1.0.0',
          cores: 4,
          maxTasks: 4,
          runningTasks: 1,
          languages: ['C++'],
          disabledLanguages: [],
          sandbox: 'namespace',
          startedAt: now,
          lastSeen: now,
        });
      });
      afterAll(() => judge.close());

      it("gives each judge HOJ's service, metadata and load fields beside Verdict's", async () => {
        const servers = (await get('/api/admin/config/get-judge-service-info', problemAdmin).expect(200)).body
          .data as Array<Record<string, unknown> & { service: Record<string, unknown> }>;
        const server = servers.find((row) => row.name === 'hoj-shape-judge')!;
        expect(server).toMatchObject({ name: 'hoj-shape-judge', cores: 4, maxTasks: 4, online: true });
        expect(server).toMatchObject({ cpuCores: 4, percentCpuLoad: '25.00%' });
        expect(server).toHaveProperty('percentMemoryLoad');
        expect(server.service).toMatchObject({
          serviceId: expect.any(String),
          secure: false,
          metadata: { judgeName: 'hoj-shape-judge', 'nacos.healthy': 'true' },
        });
        expect(server.service).toHaveProperty('host');
        expect(server.service).toHaveProperty('port');
      });
    });

    it("answers the back end's figures under HOJ's get-service-info names", async () => {
      const info = (await get('/api/admin/config/get-service-info', problemAdmin).expect(200)).body.data;
      expect(info.nacos).toEqual({ status: 'UP' });
      expect(info.backupCores).toBeGreaterThanOrEqual(1);
      expect(info.backupPercentCpuLoad).toMatch(PERCENT);
      expect(info.backupPercentMemoryLoad).toMatch(PERCENT);
      expect(info.backupService).toHaveLength(1);
      expect(info.backupService[0]).toMatchObject({
        serviceId: expect.any(String),
        host: expect.any(String),
        port: expect.any(Number),
        secure: false,
        metadata: { 'nacos.healthy': 'true' },
      });
      await get('/api/admin/config/get-service-info', admin).expect(200);
      await get('/api/admin/config/get-service-info', user).expect(403);
      await get('/api/admin/config/get-service-info', null).expect(401);
    });
  });

  describe('remote judging, which this site does not offer', () => {
    it('lists no contests of other judges on the home page', async () => {
      expect((await get('/api/get-recent-other-contest', null).expect(200)).body).toMatchObject({
        status: 200,
        data: [],
      });
      expect((await get('/api/get-recent-other-contest', user).expect(200)).body.data).toEqual([]);
    });

    it.each([
      ['/api/admin/problem/import-remote-oj-problem', { name: 'HDU', problemId: '1000' }],
      [
        '/api/admin/contest/import-remote-oj-problem',
        { name: 'HDU', problemId: '1000', cid: 1, displayId: 'A' },
      ],
      ['/api/admin/training/import-remote-oj-problem', { name: 'HDU', problemId: '1000', tid: 1 }],
    ])('%s refuses the import of a judge with no account, after the role check', async (path, query) => {
      for (const token of [root, admin, problemAdmin]) {
        const refused = await get(path, token, query).expect(400);
        expect(refused.body).toMatchObject({
          status: 400,
          msg: 'This site has no account on HDU: add one in the back office before importing its problems',
        });
      }
      await get(path, user, query).expect(403);
      await get(path, null, query).expect(401);
    });
  });

  describe('system config and users', () => {
    it("gives HOJ's website form its own fields only, each text but register, and saves what it sends", async () => {
      const config = (await get('/api/admin/config/get-web-config', root).expect(200)).body.data;
      expect(Object.keys(config).sort()).toEqual([
        'baseUrl',
        'description',
        'name',
        'projectName',
        'projectUrl',
        'recordName',
        'recordUrl',
        'register',
        'shortName',
      ]);
      for (const [key, value] of Object.entries(config)) {
        if (key !== 'register') expect([key, typeof value]).toEqual([key, 'string']);
      }
      // HOJ's form sends the fields back with blank ones written as "None".
      const saved = { ...config, shortName: 'HOJ', recordName: 'None' };
      await http().put('/api/admin/config/set-web-config').set('Authorization', root).send(saved).expect(200);
      const site = (await get('/api/admin/config/get-site-config', root).expect(200)).body.data;
      expect(site).toMatchObject({ shortName: 'HOJ', openPublicDiscussion: expect.any(Boolean) });
    });

    it("gives each user in the admin list the role HOJ's user list reads as roles[0].id", async () => {
      const list = (
        await get('/api/admin/user/get-user-list', root, {
          currentPage: 1,
          limit: 10,
          onlyAdmin: false,
        }).expect(200)
      ).body.data.records as { username: string; roles: { id: number; role: string }[] }[];
      const byName = Object.fromEntries(list.map((row) => [row.username, row.roles]));
      expect(byName.root).toEqual([{ id: Role.ROOT, role: 'root' }]);
      expect(byName.hpadmin).toEqual([{ id: Role.PROBLEM_ADMIN, role: 'problem_admin' }]);
    });
  });

  describe('database and Redis settings', () => {
    const HOJ_FIELDS = [
      'dbName',
      'dbHost',
      'dbPort',
      'dbUsername',
      'dbPassword',
      'redisHost',
      'redisPort',
      'redisPassword',
    ];

    it('shows the settings in force to the super admin, never a password', async () => {
      const config = (await get('/api/admin/config/get-db-and-redis-config', root).expect(200)).body.data;
      for (const field of HOJ_FIELDS) expect(config).toHaveProperty(field);
      if (TEST_MODE === 'mysql') {
        const database = new URL(t.config.databaseUrl!);
        const redis = new URL(t.config.redisUrl!);
        expect(config).toMatchObject({
          dbType: 'mariadb',
          dbHost: database.hostname,
          dbPort: Number(database.port),
          dbName: expect.stringMatching(/^verdict_test_/),
          dbUsername: database.username,
          redisHost: redis.hostname,
          redisPort: Number(redis.port),
        });
      } else {
        expect(config).toMatchObject({
          dbType: 'sqlite',
          dbHost: null,
          dbPort: null,
          redisHost: null,
          redisPort: null,
        });
        expect(config.dbName).toMatch(/verdict\.sqlite$/);
      }
      // No password is set here; one that is set comes back as ******, never in clear.
      expect(config.dbPassword).toMatch(/^(\*{6})?$/);
      expect(config.redisPassword).toMatch(/^(\*{6})?$/);
      await get('/api/admin/config/get-db-and-redis-config', admin).expect(403);
      await get('/api/admin/config/get-db-and-redis-config', null).expect(401);
    });

    it('refuses a change: the settings come from the environment', async () => {
      const config = (await get('/api/admin/config/get-db-and-redis-config', root).expect(200)).body.data;
      const edited = { ...config, dbHost: 'db.example.org', redisPort: 6380 };
      const put = (token: string | null) => {
        const call = http().put('/api/admin/config/set-db-and-redis-config').send(edited);
        return token ? call.set('Authorization', token) : call;
      };
      const refused = await put(root).expect(400);
      expect(refused.body.msg).toBe(
        'The database and Redis settings come from the environment (DATABASE_URL, REDIS_URL) and cannot be changed here',
      );
      await put(admin).expect(403);
      await put(null).expect(401);
      const after = (await get('/api/admin/config/get-db-and-redis-config', root).expect(200)).body.data;
      expect(after).toEqual(config);
    });
  });

  describe('training problem details', () => {
    let open: number;
    let locked: number;
    let pid: number;

    const createTraining = async (fields: Record<string, unknown>) =>
      (
        await http()
          .post('/api/admin/training')
          .set('Authorization', root)
          .send({
            training: { title: 'Training', description: 'Loops.', auth: 'Public', rank: 1000, ...fields },
            trainingCategory: { id: category },
          })
          .expect(200)
      ).body.data.id as number;
    let category: number;

    beforeAll(async () => {
      category = (
        await http()
          .post('/api/admin/training/category')
          .set('Authorization', root)
          .send({ name: 'Basics', color: '#ff6600' })
          .expect(200)
      ).body.data.id as number;
      pid = await createProblemWithCases(t.app, root, 'HTP1', A_PLUS_B);
      open = await createTraining({ title: 'Open' });
      locked = await createTraining({ title: 'Locked', auth: 'Private', privatePwd: 'sesame' });
      for (const tid of [open, locked])
        await http()
          .post('/api/admin/training/add-problem-from-public')
          .set('Authorization', root)
          .send({ tid, pid, displayId: 'T1' })
          .expect(200);
    });

    it('opens a problem of the training by its display id in the training (cid names the training)', async () => {
      const detail = (
        await get('/api/get-training-problem-details', user, { displayId: 'T1', cid: open }).expect(200)
      ).body.data;
      expect(detail.problem).toMatchObject({ id: pid, problemId: 'HTP1', title: expect.any(String) });
      expect(detail).toMatchObject({ myStatus: JudgeStatus.NOT_SUBMITTED, languages: expect.any(Array) });
    });

    it("keeps the training's rules: signed in, entered, and its own problems only", async () => {
      const missing = await get('/api/get-training-problem-details', user, {
        displayId: 'NOPE',
        cid: open,
      }).expect(404);
      expect(missing.body.msg).toBe('The problem does not exist');
      const privateOne = await get('/api/get-training-problem-details', user, {
        displayId: 'T1',
        cid: locked,
      }).expect(403);
      expect(privateOne.body.msg).toBe('This training is private: register with the training password first');
      await get('/api/get-training-problem-details', root, { displayId: 'T1', cid: locked }).expect(200);
      await get('/api/get-training-problem-details', null, { displayId: 'T1', cid: open }).expect(401);
      const noTraining = await get('/api/get-training-problem-details', user, { displayId: 'T1' }).expect(
        400,
      );
      expect(noTraining.body.msg).toBe('tid is required');
      const unknown = await get('/api/get-training-problem-details', user, {
        displayId: 'T1',
        cid: 999999,
      }).expect(404);
      expect(unknown.body.msg).toBe('The training does not exist');
    });
  });

  describe("HOJ's scroll board page", () => {
    let owner: ContestClient;
    let ann: ContestClient;
    let bob: ContestClient;
    let rootClient: ContestClient;
    let pids: number[];

    beforeAll(async () => {
      await createUser(t.app, 'sowner', Role.ADMIN);
      await createUser(t.app, 'sann');
      await createUser(t.app, 'sbob');
      owner = new ContestClient(t.app, await loginAs(t.app, 'sowner'));
      ann = new ContestClient(t.app, await loginAs(t.app, 'sann'));
      bob = new ContestClient(t.app, await loginAs(t.app, 'sbob'));
      rootClient = new ContestClient(t.app, root);
      pids = [
        await createProblemWithCases(t.app, root, 'HSB1', A_PLUS_B),
        await createProblemWithCases(t.app, root, 'HSB2', A_PLUS_B),
      ];
    });

    /** An ACM contest sealed half an hour after its start, with submissions, then ended. */
    async function endedSealedContest(fields: Record<string, unknown> = {}) {
      const start = new Date(Date.now() - HOUR);
      const form = {
        title: 'Roll me',
        startTime: start.toISOString(),
        endTime: new Date(Date.now() + HOUR).toISOString(),
        sealRank: true,
        sealRankTime: new Date(start.getTime() + HOUR / 2).toISOString(),
        ...fields,
      };
      const cid = await owner.createContest(form);
      await owner.addProblem(cid, pids[0], 'A').expect(200);
      await owner.addProblem(cid, pids[1], 'B').expect(200);
      const submissions = {
        annWrong: await ann.judged(cid, pids[0], WA),
        annRight: await ann.judged(cid, pids[0], AC),
        bobRight: await bob.judged(cid, pids[1], AC),
        ownerTry: await owner.judged(cid, pids[0], AC),
        rootTry: await rootClient.judged(cid, pids[1], AC),
      };
      await nextSecond();
      await owner.updateContest(cid, { ...form, endTime: new Date().toISOString() }).expect(200);
      return { cid, submissions };
    }

    it('reads the contest info: problem count, balloon colours, times as the page parses them, star users', async () => {
      const { cid } = await endedSealedContest({ starAccount: ['sbob'] });
      const info = (await owner.get('/api/get-contest-scroll-board-info', { cid }).expect(200)).body.data;
      expect(info).toMatchObject({
        id: cid,
        rankShowName: 'username',
        problemCount: 2,
        starUserList: ['sbob'],
      });
      expect(Object.keys(info.balloonColor).sort()).toEqual(['A', 'B']);
      expect(info.startTime).toMatch(BOARD_TIME);
      expect(info.sealRankTime).toMatch(BOARD_TIME);
      const minutes = (text: string) => Date.parse(text) / 60_000;
      expect(minutes(info.sealRankTime) - minutes(info.startTime)).toBe(30);
    });

    it("reads the contestants' submissions, the author's and super admins' left out, stars on request", async () => {
      const { cid, submissions } = await endedSealedContest({ starAccount: ['sbob'] });
      const read = async (removeStar: boolean) =>
        (await owner.get('/api/get-contest-scroll-board-submission', { cid, removeStar }).expect(200)).body
          .data as Array<Record<string, unknown>>;
      const all = await read(false);
      expect(all.map((row) => row.submitId).sort()).toEqual(
        [submissions.annWrong, submissions.annRight, submissions.bobRight].sort(),
      );
      expect(all.find((row) => row.submitId === submissions.annWrong)).toMatchObject({
        username: 'sann',
        displayId: 'A',
        status: WA,
        uid: expect.any(String),
        submitTime: expect.stringMatching(BOARD_TIME),
      });
      for (const field of ['nickname', 'realname', 'school', 'avatar', 'gender'])
        expect(all[0]).toHaveProperty(field);
      expect((await read(true)).map((row) => row.username)).toEqual(['sann', 'sann']);
    });

    it("keeps the scroll board's rules: contest admins only, an ended and sealed ACM contest", async () => {
      const { cid } = await endedSealedContest();
      for (const path of ['/api/get-contest-scroll-board-info', '/api/get-contest-scroll-board-submission']) {
        const refused = await ann.get(path, { cid }).expect(403);
        expect(refused.body.msg).toBe('Only the contest author or a super admin can open the scroll board');
        await rootClient.get(path, { cid }).expect(200);
        await get(path, null, { cid }).expect(401);
        expect((await owner.get(path, {}).expect(400)).body.msg).toBe('cid is required');
      }
      const running = await owner.createContest({ title: 'Still running', sealRank: true });
      const unsealed = await owner.createContest({
        title: 'Never sealed',
        endTime: new Date(Date.now() - HOUR / 2).toISOString(),
      });
      const oi = await owner.createContest({
        title: 'OI',
        type: 1,
        sealRank: true,
        endTime: new Date(Date.now() - HOUR / 2).toISOString(),
      });
      const msg = async (id: number) =>
        (await owner.get('/api/get-contest-scroll-board-info', { cid: id }).expect(400)).body.msg;
      expect(await msg(running)).toBe('The scroll board opens once the contest has ended');
      expect(await msg(unsealed)).toBe('The scroll board rolls a sealed board: this contest has no seal');
      expect(await msg(oi)).toBe('The scroll board rolls ACM contests only');
    });
  });
});
