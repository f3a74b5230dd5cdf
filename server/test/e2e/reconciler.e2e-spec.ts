import request from 'supertest';
import { createClient } from 'redis';
import type { JudgeTaskQueue } from '@verdict/common';
import { KeyValueStore } from '../../src/infra/kv/key-value-store';
import { JUDGE_QUEUE } from '../../src/modules/judge/judge-queue.token';
import { SubmissionReconcilerService } from '../../src/modules/submission/submission-reconciler.service';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import { TEST_MODE, TEST_REDIS_URL } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

/** Redis restarted without its data: the database still says Pending, the queue knows nothing. */
(TEST_MODE === 'mysql' ? describe : describe.skip)('reconciler after Redis lost the queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it('queues lost pending submissions again, once', async () => {
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const pid = await createProblemWithCases(t.app, root, 'LOST1', [{ input: '1 1\n', output: '2\n' }]);
    await createUser(t.app, 'lena');
    const token = await loginAs(t.app, 'lena');
    const submitted = await request(t.app.getHttpServer())
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, pid), language: 'Python3', code: 'print(2)\n' })
      .expect(200);
    const taskId = `${submitted.body.data.submitId}:0`;
    const queue = t.app.get<JudgeTaskQueue>(JUDGE_QUEUE);
    expect((await queue.liveTaskIds()).has(taskId)).toBe(true);

    const redis = createClient({ url: TEST_REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({
      MATCH: `${t.config.redisPrefix}verdict:judge:*`,
      COUNT: 100,
    })) {
      if (keys.length > 0) await redis.del(keys);
    }
    await redis.quit();
    expect((await queue.liveTaskIds()).has(taskId)).toBe(false);

    // Queued again as a new attempt: the old attempt's "final published" marker cannot drop it.
    const reconciler = t.app.get(SubmissionReconcilerService);
    expect(await reconciler.reconcile(0)).toBe(1);
    expect((await queue.liveTaskIds()).has(`${submitted.body.data.submitId}:1`)).toBe(true);
    expect(await reconciler.reconcile(0)).toBe(0);
  });
});

/** One API instance reconciles at a time; its lock is renewed while it runs and freed by it alone. */
describe('reconciler lock', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("skips while another instance holds the lock, and leaves that instance's lock alone", async () => {
    const kv = t.app.get(KeyValueStore);
    const reconciler = t.app.get(SubmissionReconcilerService);
    expect(await kv.setIfAbsent('lock:submission-reconciler', 'other-instance', 30)).toBe(true);
    expect(await reconciler.reconcile()).toBe(0);
    expect(await kv.get('lock:submission-reconciler')).toBe('other-instance');

    expect(await kv.deleteIfValue('lock:submission-reconciler', 'not-the-holder')).toBe(false);
    expect(await kv.expireIfValue('lock:submission-reconciler', 'not-the-holder', 300)).toBe(false);
    expect(await kv.ttl('lock:submission-reconciler')).toBeLessThanOrEqual(30);
    expect(await kv.deleteIfValue('lock:submission-reconciler', 'other-instance')).toBe(true);

    await reconciler.reconcile();
    expect(await kv.get('lock:submission-reconciler')).toBeNull();
  });
});
