import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus } from '@verdict/common';
import { ProblemService } from '../../src/modules/problem/problem.service';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';

/**
 * A submit or a test run loads its target (problem, allowed languages, judge spec, quiz key)
 * once: one call into the problem service and one read of the problem row. Counted on the real
 * service instance and the real database connection while one request is in flight.
 */
describe('submit target', () => {
  let t: TestApp;
  let pid: number;
  let token: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, root, 'ST1', [{ input: '1 2\n', output: '3\n' }]);
    await http()
      .post('/api/admin/problem')
      .set('Authorization', root)
      .send({
        problem: {
          problemId: 'STQ',
          title: 'Quiz',
          description: 'Q1 {{select(2)}}',
          type: 1,
          model: 1,
          auth: 1,
        },
        samples: [{ input: '1', output: 'T', score: 100 }],
        languages: [],
      })
      .expect(200);
    await createUser(t.app, 'sam');
    token = await loginAs(t.app, 'sam');
  });
  afterAll(() => t.close());

  /**
   * Every call into the problem service and every SQL statement reading the problem table during
   * `work`. Counter updates by the verdict writer (a quiz is graded on the spot) are not part of
   * loading the target and are left out.
   */
  async function traced(work: () => Promise<unknown>): Promise<{ calls: string[]; problemReads: string[] }> {
    const service = t.app.get(ProblemService);
    const calls: string[] = [];
    const spies: jest.SpyInstance[] = [];
    for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(service))) {
      const member = (service as unknown as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof member !== 'function') continue;
      const spy = jest.spyOn(service as never, name as never);
      spy.mockImplementation(((...args: unknown[]) => {
        if (!/submission-recorder/.test(new Error().stack ?? '')) calls.push(name);
        return (member as (...a: unknown[]) => unknown).apply(service, args);
      }) as never);
      spies.push(spy);
    }
    const logger = t.app.get(DataSource).logger;
    const logQuery = logger.logQuery.bind(logger);
    const problemReads: string[] = [];
    logger.logQuery = (query, parameters, runner) => {
      if (/^\s*SELECT\b/i.test(query) && /\bFROM\s+[`"]problem[`"]/i.test(query)) problemReads.push(query);
      return logQuery(query, parameters, runner);
    };
    try {
      await work();
    } finally {
      logger.logQuery = logQuery;
      for (const spy of spies) spy.mockRestore();
    }
    return { calls, problemReads };
  }

  it('loads a submission target once', async () => {
    const { calls, problemReads } = await traced(() =>
      http()
        .post('/api/submit-problem-judge')
        .set('Authorization', token)
        .send({ pid: 'ST1', language: 'C++', code: 'int main(){}' })
        .expect(200),
    );
    expect(calls).toHaveLength(1);
    expect(problemReads).toHaveLength(1);
  });

  it('loads a quiz target once, answer key included', async () => {
    const { calls, problemReads } = await traced(async () => {
      const graded = await http()
        .post('/api/submit-problem-judge')
        .set('Authorization', token)
        .send({ pid: 'STQ', language: 'Objective', code: '1.T' })
        .expect(200);
      expect(graded.body.data.status).toBe(JudgeStatus.ACCEPTED);
    });
    expect(calls).toHaveLength(1);
    expect(problemReads).toHaveLength(1);
  });

  it('loads a test run target once', async () => {
    const { calls, problemReads } = await traced(() =>
      http()
        .post('/api/submit-problem-test-judge')
        .set('Authorization', token)
        .send({ pid, language: 'C++', code: 'int main(){}', userInput: '1 2' })
        .expect(200),
    );
    expect(calls).toHaveLength(1);
    expect(problemReads).toHaveLength(1);
  });
});
