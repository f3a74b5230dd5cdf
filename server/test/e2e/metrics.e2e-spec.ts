import request from 'supertest';
import { TestUsers } from '../utils/api-client';
import { createTestApp, type TestApp } from '../utils/create-test-app';
import { startJudgeDaemon } from '../utils/judge-daemon';
import { createProblemWithCases, waitForVerdict } from '../utils/judging-helpers';
import { freePort } from '../utils/private-redis';
import { openSocket } from '../utils/open-socket';
import { TEST_MODE } from '../utils/test-mode';

const TOKEN = 'metrics-token-for-the-test';

/**
 * One sample's value from Prometheus's text format: the series named `name` whose labels include
 * every one of `labels` (in any order).
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Set(match[2]?.split(',') ?? []);
    if (wanted.every((pair) => has.has(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const t = await createTestApp();
    try {
      // The web app's fallback page (or a 404 without a built web app), never the figures.
      const response = await request(t.app.getHttpServer()).get('/metrics');
      expect(response.text).not.toContain('# TYPE');
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    const users = new TestUsers(() => t.app);
    const scrape = async () =>
      (
        await request(t.app.getHttpServer())
          .get('/metrics')
          .set('Authorization', `Bearer ${TOKEN}`)
          .expect(200)
      ).text;

    beforeAll(async () => {
      t = await createTestApp({ METRICS_TOKEN: TOKEN, SUBMIT_INTERVAL_SECONDS: '0' });
      await t.app.listen(0, '127.0.0.1');
      await users.signInRoot();
      await users.signUp(['ann']);
    });
    afterAll(() => t.close());

    it('refuses a scraper without the token or with another', async () => {
      const http = request(t.app.getHttpServer());
      await http.get('/metrics').expect(401);
      await http.get('/metrics').set('Authorization', 'Bearer not-the-token-at-all').expect(401);
    });

    it('times requests by route template and status, not by URL', async () => {
      await users.as(null).get('/api/get-problem-detail', { problemId: 'NOPE-1' }).expect(404);
      await users.as(null).get('/api/get-problem-detail', { problemId: 'NOPE-2' }).expect(404);
      const text = await scrape();
      expect(
        sample(text, 'verdict_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/get-problem-detail',
          status: '404',
        }),
      ).toBe(2);
      expect(text).not.toContain('NOPE-1');
      expect(text).toContain('# TYPE verdict_api_process_cpu_seconds_total counter');
    });

    it('says the database (and Redis in production mode) answer', async () => {
      const text = await scrape();
      expect(sample(text, 'verdict_dependency_up', { dependency: 'database' })).toBe(1);
      expect(sample(text, 'verdict_dependency_up', { dependency: 'redis' })).toBe(
        TEST_MODE === 'mysql' ? 1 : undefined,
      );
      expect(sample(text, 'verdict_dependency_latency_seconds', { dependency: 'database' })).toBeLessThan(1);
    });

    it('counts what waits in the judge queue and for how long', async () => {
      await createProblemWithCases(t.app, users.tokens.root, 'MQ', [{ input: '1\n', output: '1\n' }]);
      // No judge runs in this app: the submission waits.
      await users
        .as('ann')
        .post('/api/submit-problem-judge', { pid: 'MQ', language: 'C', code: 'int main(){return 0;}' })
        .expect(200);
      await new Promise((done) => setTimeout(done, 50));
      const text = await scrape();
      expect(sample(text, 'verdict_judge_queue_length', { priority: 'normal' })).toBe(1);
      expect(sample(text, 'verdict_judge_queue_length', { priority: 'contest' })).toBe(0);
      expect(
        sample(text, 'verdict_judge_queue_oldest_task_age_seconds', { priority: 'normal' }),
      ).toBeGreaterThan(0);
      expect(sample(text, 'verdict_judge_tasks_leased', {})).toBe(0);
    });

    it('counts open socket connections by namespace', async () => {
      const socket = await openSocket(await t.app.getUrl(), users.tokens.ann);
      try {
        expect(sample(await scrape(), 'verdict_socketio_connections', { namespace: '/' })).toBe(1);
      } finally {
        socket.close();
      }
    });
  });

  // A judge daemon runs on Redis only.
  (TEST_MODE === 'mysql' ? it : it.skip)(
    'a judge daemon serves its own on a port of its own; the API counts the verdicts it applied',
    async () => {
      const t = await createTestApp({ METRICS_TOKEN: TOKEN, SUBMIT_INTERVAL_SECONDS: '0' });
      const users = new TestUsers(() => t.app);
      const port = await freePort();
      const daemon = await startJudgeDaemon(t, ['C'], {
        JUDGER_METRICS_PORT: String(port),
        METRICS_TOKEN: TOKEN,
      });
      try {
        await users.signInRoot();
        await createProblemWithCases(t.app, users.tokens.root, 'MD', [{ input: '1 2\n', output: '3\n' }]);
        const submitted = await users
          .as('root')
          .post('/api/submit-problem-judge', {
            pid: 'MD',
            language: 'C',
            code: '#include <stdio.h>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}\n',
          })
          .expect(200);
        const verdict = await waitForVerdict(t.app, submitted.body.data.submitId as number);
        expect(verdict.status).toBe(0);
        const judge = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { Authorization: `Bearer ${TOKEN}` },
        });
        expect(
          sample(await judge.text(), 'verdict_judger_task_duration_seconds_count', {
            kind: 'submission',
            language: 'C',
            status: 'accepted',
          }),
        ).toBe(1);
        const api = await request(t.app.getHttpServer())
          .get('/metrics')
          .set('Authorization', `Bearer ${TOKEN}`)
          .expect(200);
        expect(sample(api.text, 'verdict_judge_events_applied_total', { kind: 'result' })).toBe(1);
        expect(
          sample(api.text, 'verdict_judger_heartbeat_age_seconds', { judger: 'daemon-under-test' }),
        ).toBeLessThan(30);
      } finally {
        await daemon.stop();
        await t.close();
      }
    },
    120_000,
  );
});
