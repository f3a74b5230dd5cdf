import request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { createRedisClient, RedisJudgerRegistry, type RedisClient } from '@verdict/queue';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';
import { TEST_MODE, TEST_REDIS_URL } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

const OFFERED = ['C++', 'Python3'];
/** createProblemWithCases allows C++, C++ With O2, Python3, C and Java. */
const NOT_OFFERED = ['C++ With O2', 'C', 'Java'];
const CASES = [{ input: '1 2\n', output: '3\n' }];

interface LanguageRow {
  name: string;
  judgeAvailable: boolean;
}

/** A heartbeat as a judge daemon writes it (the registry's own class), for judges that are not running. */
function heartbeat(name: string, languages: string[], lastSeen: number) {
  return {
    name,
    version: 'test',
    cores: 1,
    maxTasks: 1,
    runningTasks: 0,
    languages,
    disabledLanguages: [],
    sandbox: 'none',
    startedAt: lastSeen,
    lastSeen,
  };
}

/**
 * A language no live judge offers is refused at submit and marked in the language lists. The
 * judges are the in-process workers (embedded mode, restricted by JUDGE_LANGUAGES) or the
 * heartbeats in Redis (production mode).
 */
describe(`languages without a judge (${TEST_MODE === 'mysql' ? 'Redis heartbeats' : 'in-process judge'})`, () => {
  let t: TestApp;
  let redis: RedisClient | undefined;
  let beating: NodeJS.Timeout | undefined;
  let token: string;
  let pid: number;
  const http = () => request(t.app.getHttpServer());
  /** A submit names the problem by its problem id, a test run by its internal id. */
  const submit = (path: string, language: string, extra: Record<string, unknown> = {}) =>
    http()
      .post(path)
      .set('Authorization', token)
      .send({
        pid: path === '/api/submit-problem-judge' ? 'JL1' : pid,
        language,
        code: 'int main(){}',
        ...extra,
      });
  const detail = async () =>
    (await http().get('/api/get-problem-detail').query({ problemId: 'JL1' }).expect(200)).body.data as {
      languages: string[];
      languagesWithoutJudge: string[];
    };

  /** The live set is cached for a few seconds; waits until the app has seen the judges. */
  async function untilJudgesSeen(): Promise<void> {
    for (const started = Date.now(); Date.now() - started < 90_000;) {
      if ((await detail()).languagesWithoutJudge.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the app never saw a live judge');
  }

  beforeAll(async () => {
    const embedded = TEST_MODE === 'embedded';
    t = await createTestApp({
      SUBMIT_INTERVAL_SECONDS: '0',
      ...(embedded
        ? { EMBEDDED_JUDGER: 'true', JUDGE_WORKERS: '1', JUDGE_LANGUAGES: OFFERED.join(',') }
        : {}),
    });
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, root, 'JL1', CASES);
    await createUser(t.app, 'lena');
    token = await loginAs(t.app, 'lena');
    if (!embedded) {
      redis = createRedisClient(TEST_REDIS_URL, () => undefined);
      await redis.connect();
      const registry = new RedisJudgerRegistry(redis, t.config.redisPrefix);
      // A judge that stopped beating long ago offers nothing, whatever it once listed.
      await registry.publish(heartbeat('gone-judge', ['Java', 'C'], Date.now() - 3_600_000));
      const beat = () => registry.publish(heartbeat('live-judge', OFFERED, Date.now()));
      await beat();
      beating = setInterval(() => void beat(), 2_000);
    }
    await untilJudgesSeen();
  }, 120_000);
  afterAll(async () => {
    clearInterval(beating);
    await redis?.quit();
    await t.close();
  });

  it('lists the languages of the problem that no live judge offers', async () => {
    const problem = await detail();
    expect([...problem.languages].sort()).toEqual([...OFFERED, ...NOT_OFFERED].sort());
    expect([...problem.languagesWithoutJudge].sort()).toEqual([...NOT_OFFERED].sort());
  });

  it('marks each language of the language lists', async () => {
    const own = (await http().get('/api/get-problem-languages').query({ pid }).expect(200)).body
      .data as LanguageRow[];
    const names = (rows: LanguageRow[]) => rows.map((l) => l.name).sort();
    expect(names(own.filter((l) => !l.judgeAvailable))).toEqual([...NOT_OFFERED].sort());
    expect(names(own.filter((l) => l.judgeAvailable))).toEqual([...OFFERED].sort());
    const all = (await http().get('/api/languages').query({ all: true }).expect(200)).body
      .data as LanguageRow[];
    expect(all.find((l) => l.name === 'Golang')).toMatchObject({ judgeAvailable: false });
    expect(all.find((l) => l.name === 'Python3')).toMatchObject({ judgeAvailable: true });
  });

  it.each(NOT_OFFERED)('refuses a submission and a test run in %s, storing nothing', async (language) => {
    const refused = await submit('/api/submit-problem-judge', language).expect(400);
    expect(refused.body).toEqual({
      status: 400,
      msg: `No judge server currently supports ${language}; please choose another language`,
      data: { code: 'BAD_REQUEST' },
    });
    const test = await submit('/api/submit-problem-test-judge', language, { userInput: '1 2\n' }).expect(400);
    expect(test.body.msg).toBe(refused.body.msg);
    const mine = await http()
      .get('/api/get-submission-list')
      .query({ onlyMine: true, status: JudgeStatus.PENDING })
      .set('Authorization', token)
      .expect(200);
    expect(mine.body.data.records.map((r: { language: string }) => r.language)).not.toContain(language);
  });

  it('takes submissions in the languages a live judge offers', async () => {
    const taken = await submit('/api/submit-problem-judge', 'Python3').expect(200);
    expect(taken.body.data.language).toBe('Python3');
    await submit('/api/submit-problem-test-judge', 'C++', { userInput: '1 2\n' }).expect(200);
  });
});

/** With no judge online at all, submissions wait in the queue for one: nothing is refused. */
describe('languages while no judge is online', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('marks nothing and takes a submission in any language of the problem', async () => {
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const pid = await createProblemWithCases(t.app, root, 'JL2', CASES);
    const problem = await http().get('/api/get-problem-detail').query({ problemId: 'JL2' }).expect(200);
    expect(problem.body.data.languagesWithoutJudge).toEqual([]);
    const own = await http().get('/api/get-problem-languages').query({ pid }).expect(200);
    expect(own.body.data.every((l: LanguageRow) => l.judgeAvailable)).toBe(true);
    const taken = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', root)
      .send({ pid: await hojPid(t.app, pid), language: 'Java', code: 'class Main {}' })
      .expect(200);
    expect(taken.body.data.status).toBe(JudgeStatus.PENDING);
  });
});
