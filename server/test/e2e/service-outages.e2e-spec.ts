import { createClient, type RedisClientType } from 'redis';
import request from 'supertest';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { closeRedisClient } from '../../src/infra/redis/close-redis-client';
import { connectPushClients } from '../../src/infra/redis/redis-io.adapter';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { PrivateRedis } from '../utils/private-redis';
import { TcpProxy } from '../utils/tcp-proxy';
import { MYSQL_ADMIN_URL, TEST_MODE } from '../utils/test-mode';

const UNAVAILABLE = {
  status: 503,
  msg: 'The service is briefly unavailable, please try again in a moment',
  data: { code: 'SERVICE_UNAVAILABLE' },
};

/**
 * Production mode against a Redis and a database path of the test's own, so both can fail: a
 * Redis killed (and restarted empty), a database behind a proxy that the test cuts.
 */
(TEST_MODE === 'mysql' ? describe : describe.skip)('service outages', () => {
  let redis: PrivateRedis;
  let database: TcpProxy;
  let t: TestApp;
  let token: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    const mysql = new URL(MYSQL_ADMIN_URL);
    database = await TcpProxy.start({ host: mysql.hostname, port: Number(mysql.port || 3306) });
    t = await createTestApp(
      { REDIS_URL: redis.url, SUBMIT_INTERVAL_SECONDS: '0' },
      { mysqlAddress: `127.0.0.1:${database.port}` },
    );
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    await createProblemWithCases(t.app, root, 'OUT1', [{ input: '1 2\n', output: '3\n' }]);
    await createUser(t.app, 'olga');
    token = await loginAs(t.app, 'olga');
  });
  afterAll(async () => {
    await database?.restore();
    await t?.close();
    await database?.cut();
    await redis?.kill();
  });

  const submissionCount = async () =>
    (await http().get('/api/get-submission-list').query({ onlyMine: true }).set('Authorization', token)).body
      .data?.total as number;

  describe('while Redis is down', () => {
    beforeAll(() => redis.kill());
    afterAll(() => redis.restart());

    it('health answers 503 at once, naming Redis', async () => {
      const health = await http().get('/api/health').expect(503);
      expect(health.body.msg).toContain('redis down');
      expect(health.body.data).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    });

    it('a submit answers 503 with a clear message and stores nothing', async () => {
      const before = await submissionCount();
      const refused = await http()
        .post('/api/submit-problem-judge')
        .set('Authorization', token)
        .send({ pid: 'OUT1', language: 'C++', code: 'int main(){}' })
        .expect(503);
      expect(refused.body).toEqual(UNAVAILABLE);
      expect(await submissionCount()).toBe(before);
    });

    it('requests that do not need Redis go on, the logged-in user included', async () => {
      await http().get('/api/get-problem-list').expect(200);
      const me = await http().get('/api/get-user-auth-info').set('Authorization', token).expect(200);
      expect(me.body.data.roles).toEqual(['default_user']);
    });
  });

  it('a Redis restarted empty logs nobody out, and logout still ends the session', async () => {
    await redis.kill();
    await redis.restart();
    // The API reconnects on its own backoff (up to 5 s after a long outage): wait for it.
    await eventually(async () => {
      await http().get('/api/health').expect(200);
    }, 10_000);
    await http().get('/api/get-user-auth-info').set('Authorization', token).expect(200);

    const other = await loginAs(t.app, 'olga');
    await http().get('/api/logout').set('Authorization', other).expect(200);
    const expired = await http().get('/api/get-user-auth-info').set('Authorization', token).expect(401);
    expect(expired.body.data).toEqual({ code: 'LOGIN_EXPIRED' });
    token = await loginAs(t.app, 'olga');
  });

  describe('while the database is down', () => {
    beforeAll(async () => {
      // A request of the user's own before the cut, as the web app makes on every page.
      await http().get('/api/get-user-auth-info').set('Authorization', token).expect(200);
      await database.cut();
    });
    afterAll(() => database.restore());

    it.each([
      ['the submission list', () => http().get('/api/get-submission-list')],
      [
        "a signed-in user's own home",
        () => http().get('/api/get-user-home-info').query({ username: 'olga' }).set('Authorization', token),
      ],
      [
        'a submit',
        () =>
          http()
            .post('/api/submit-problem-judge')
            .set('Authorization', token)
            .send({ pid: 'OUT1', language: 'C++', code: 'int main(){}' }),
      ],
    ])('%s answers 503, not 500', async (_label, send) => {
      const response = await send();
      expect(response.body).toEqual(UNAVAILABLE);
      expect(response.status).toBe(503);
    });

    it('the token check goes on: it reads the session and the account from Redis', async () => {
      const me = await http().get('/api/get-user-auth-info').set('Authorization', token).expect(200);
      expect(me.body.data.roles).toEqual(['default_user']);
    });

    it('health answers 503 naming the database', async () => {
      const health = await http().get('/api/health').expect(503);
      expect(health.body.msg).toContain('database down');
    });
  });

  it('everything works again once the database is back', async () => {
    await http().get('/api/health').expect(200);
    await http().get('/api/get-problem-list').expect(200);
    await http().get('/api/get-user-auth-info').set('Authorization', token).expect(200);
  });

  it('a live push cut off by a Redis restart does not bring the instance down, and the next one gets through', async () => {
    const proxy = await TcpProxy.start({ host: '127.0.0.1', port: Number(new URL(redis.url).port) });
    const client: RedisClientType = createClient({ url: `redis://127.0.0.1:${proxy.port}` });
    client.on('error', () => undefined);
    await client.connect();
    const { pub, sub } = await connectPushClients(client);
    const listener: RedisClientType = createClient({ url: redis.url });
    const key = `outage-${Date.now()}`;
    const io = new Server(); // not attached: the pushes only go through Redis
    io.adapter(createAdapter(pub, sub, { key }));
    const unhandled: unknown[] = [];
    const keep = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', keep);
    try {
      // The adapter subscribes in the background (a pattern, then three channels, on one
      // connection): only the publish may be in flight at the cut.
      await eventually(async () => {
        expect(await client.sendCommand(['PUBSUB', 'CHANNELS', `${key}*`])).toHaveLength(3);
      }, 5_000);
      proxy.hold();
      io.emit('contest-announcement', { cid: 1 });
      await new Promise((done) => setTimeout(done, 200));
      await proxy.cut();
      await new Promise((done) => setTimeout(done, 500));
      expect(unhandled).toEqual([]);

      await proxy.restore();
      let delivered = 0;
      await listener.connect();
      await listener.pSubscribe(`${key}*`, () => delivered++);
      await eventually(async () => {
        io.emit('contest-announcement', { cid: 2 });
        await new Promise((done) => setTimeout(done, 100));
        expect(delivered).toBeGreaterThan(0);
      }, 20_000);
    } finally {
      process.off('unhandledRejection', keep);
      for (const connection of [pub, sub, client, listener]) await closeRedisClient(connection);
      await proxy.cut();
    }
  }, 40_000);
});
