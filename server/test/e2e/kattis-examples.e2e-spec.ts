import request from 'supertest';
import { JudgeStatus, type VerificationReport } from '@verdict/common';
import {
  kattisDifferentPackage,
  kattisGuessPackage,
  kattisHelloPackage,
  kattisOddEchoPackage,
} from '../factories/kattis-examples';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { loginAs } from '../utils/auth-helpers';
import { eventually } from '../utils/eventually';
import { JudgeDaemon, startJudgeDaemon } from '../utils/judge-daemon';
import { TEST_MODE } from '../utils/test-mode';

const { ACCEPTED: AC, WRONG_ANSWER: WA, TIME_LIMIT_EXCEEDED: TLE } = JudgeStatus;
const { MEMORY_LIMIT_EXCEEDED: MLE, RUNTIME_ERROR: RE } = JudgeStatus;

/**
 * Packages in the shape of problemtools' examples, imported and verified: every solution gets
 * what its folder means to Kattis (MLE is a run-time error, a time limit on one case suffices, an
 * interactive validator's early rejection decides), and Python 2 is named as a language not
 * offered instead of being judged as Python 3.
 */
describe(`Kattis example packages (${TEST_MODE})`, () => {
  let t: TestApp;
  let daemon: JudgeDaemon | undefined;
  let root: string;
  const pids: Record<'hello' | 'different' | 'guess' | 'oddecho', number> = {} as never;
  const http = () => request(t.app.getHttpServer());

  const finishedReport = async (pid: number) => {
    let last: VerificationReport | undefined;
    await eventually(async () => {
      const response = await http()
        .get('/api/admin/problem/verification')
        .query({ pid })
        .set('Authorization', root)
        .expect(200);
      last = response.body.data as VerificationReport;
      expect(last.judged).toBe(last.total);
    }, 120_000);
    return last!;
  };
  const rowsOf = (r: VerificationReport) =>
    Object.fromEntries(
      r.rows.map((row) => [
        row.name,
        { expected: row.expected, status: row.status, match: row.match, reason: row.reason },
      ]),
    );

  beforeAll(async () => {
    const embedded = TEST_MODE === 'embedded';
    t = await createTestApp({
      EMBEDDED_JUDGER: String(embedded),
      JUDGE_WORKERS: '2',
      SUBMIT_INTERVAL_SECONDS: '0',
    });
    if (!embedded) daemon = await startJudgeDaemon(t, ['C++', 'C++ 17 With O2']);
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const imports = {
      hello: kattisHelloPackage,
      different: kattisDifferentPackage,
      guess: kattisGuessPackage,
      oddecho: kattisOddEchoPackage,
    };
    for (const [name, build] of Object.entries(imports)) {
      const response = await http()
        .post('/api/file/import-kattis-problem')
        .set('Authorization', root)
        .attach('file', await build(), `${name}.zip`)
        .expect(200);
      pids[name as keyof typeof pids] = response.body.data[0].pid;
    }
  }, 180_000);

  afterAll(async () => {
    await daemon?.stop();
    await t.close();
  });

  it('hello: running out of memory is the run-time error the folder expects; Python 2 is not offered', async () => {
    const done = await finishedReport(pids.hello);
    expect(done).toMatchObject({ total: 3, judged: 3, mismatches: 0 });
    const rows = rowsOf(done);
    expect(rows['submissions/accepted/hello_py2.py']).toEqual({
      expected: 'AC',
      status: null,
      match: null,
      reason: { code: 'not-offered', language: 'Python 2' },
    });
    expect(rows['submissions/accepted/hello.cpp'].reason).toEqual({ code: 'all-accepted' });
    expect(rows['submissions/wrong_answer/hello.cpp']).toMatchObject({ status: WA, match: true });
    // Out of memory shows as MLE here, or as the crash of a failed allocation: both are Kattis RTE.
    const memory = rows['submissions/run_time_error/memory_limit.cpp'];
    expect(memory).toMatchObject({ expected: 'RE', match: true });
    expect([MLE, RE]).toContain(memory.status);
    expect(memory.reason).toEqual(
      memory.status === MLE
        ? { code: 'counts-as-run-time-error', case: 1, status: MLE }
        : { code: 'expected-case', case: 1, status: RE },
    );
  });

  it('different: a time limit on the third case only, a wrong answer on it, Python 2 not offered', async () => {
    const done = await finishedReport(pids.different);
    expect(done).toMatchObject({ total: 3, judged: 3, mismatches: 0 });
    expect(rowsOf(done)).toEqual({
      'submissions/accepted/different.cpp': {
        expected: 'AC',
        status: AC,
        match: true,
        reason: { code: 'all-accepted' },
      },
      'submissions/accepted/different_py2.py': {
        expected: 'AC',
        status: null,
        match: null,
        reason: { code: 'not-offered', language: 'Python 2' },
      },
      'submissions/time_limit_exceeded/linear_search.cpp': {
        expected: 'TLE',
        status: TLE,
        match: true,
        reason: { code: 'expected-case', case: 3, status: TLE },
      },
      'submissions/wrong_answer/different_int.cpp': {
        expected: 'WA',
        status: WA,
        match: true,
        reason: { code: 'expected-case', case: 3, status: WA },
      },
    });
  });

  it('guess: imported with its output validator as the interactor, each folder as Kattis judges it', async () => {
    const done = await finishedReport(pids.guess);
    expect(rowsOf(done)).toEqual({
      'submissions/accepted/guess.cpp': {
        expected: 'AC',
        status: AC,
        match: true,
        reason: { code: 'all-accepted' },
      },
      // The validator rejects the first guess; the endless loop afterwards does not change that.
      'submissions/wrong_answer/guess_tle.cpp': {
        expected: 'WA',
        status: WA,
        match: true,
        reason: { code: 'expected-case', case: 1, status: WA },
      },
      'submissions/time_limit_exceeded/guess_no_flush.cpp': {
        expected: 'TLE',
        status: TLE,
        match: true,
        reason: { code: 'expected-case', case: 1, status: TLE },
      },
      'submissions/run_time_error/guess_rte_after_correct.cpp': {
        expected: 'RE',
        status: RE,
        match: true,
        reason: { code: 'expected-case', case: 1, status: RE },
      },
    });
    expect(done).toMatchObject({ total: 4, judged: 4, mismatches: 0 });
  });

  it('oddecho: subtask folders read in order; a partially accepted solution fails somewhere and passes somewhere', async () => {
    const done = await finishedReport(pids.oddecho);
    expect(done).toMatchObject({ total: 2, judged: 2, mismatches: 0 });
    const rows = rowsOf(done);
    expect(rows['submissions/accepted/echo.cpp']).toEqual({
      expected: 'AC',
      status: AC,
      match: true,
      reason: { code: 'all-accepted' },
    });
    expect(rows['submissions/partially_accepted/first.cpp']).toMatchObject({
      expected: 'PARTIAL',
      match: true,
      reason: { code: 'expected-case', status: WA },
    });
  });
});
