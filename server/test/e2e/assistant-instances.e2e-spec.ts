import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { startFakeModelServer, type FakeModelServer } from '../fake-model/fake-model-server';
import { TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { readEventStream } from '../utils/event-stream-reader';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { TEST_MODE } from '../utils/test-mode';

/**
 * Two API instances on one database and one Redis: a conversation begun on one streams from the
 * other, and a user's daily messages and streams at once are counted across both.
 */
(TEST_MODE === 'mysql' ? describe : describe.skip)('the assistant across API instances', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let urls: string[];
  let model: FakeModelServer;
  const users = new TestUsers(() => t.app);

  beforeAll(async () => {
    model = await startFakeModelServer();
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    second = await createApp(t.config);
    await second.listen(0, '127.0.0.1');
    urls = [await t.app.getUrl(), await second.getUrl()];
    await users.signInRoot();
    await users.signUp(['ann']);
    await createProblemWithCases(t.app, users.tokens.root, 'ASI1', [{ input: '1\n', output: '1\n' }]);
    await users
      .as('root')
      .put('/api/admin/config/set-assistant-config', { baseUrl: model.baseUrl, model: 'm', dailyMessages: 3 })
      .expect(200);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await model.close();
  });

  const chat = (instance: number, id: string, message: string, signal?: AbortSignal, onEvent?: () => void) =>
    readEventStream(
      `${urls[instance]}/ai/chat/${id}?${new URLSearchParams({ message })}`,
      { Authorization: users.tokens.ann },
      { signal, onEvent },
    );

  it('streams from either instance and counts quotas across both', async () => {
    const id = (await users.as('ann').get('/ai/init-session', { pid: 'ASI1' }).expect(200)).body
      .data as string;
    expect((await chat(1, id, 'first')).events.at(-1)?.event).toBe('done');

    const stop = new AbortController();
    let busy: number | undefined;
    await chat(0, id, 'second [slow]', stop.signal, () => {
      if (busy !== undefined) return;
      busy = 0;
      void chat(1, id, 'meanwhile').then((answer) => {
        busy = answer.status;
        stop.abort();
      });
    });
    expect(busy).toBe(429);

    // The stopped reply frees its slot once the first instance has seen its reader go; a refusal
    // while the slot is still held does not count as a message.
    await eventually(async () => expect((await chat(1, id, 'third')).events.at(-1)?.event).toBe('done'));
    const over = await chat(0, id, 'fourth');
    expect(over.status).toBe(429);
    expect(over.body?.msg).toMatch(/^You have sent your 3 messages to the assistant today/);
  });
});
