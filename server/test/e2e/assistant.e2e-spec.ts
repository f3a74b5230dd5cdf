import { ASSISTANT_EVENTS, JudgeStatus, Role } from '@verdict/common';
import { DataSource } from 'typeorm';
import {
  AssistantMessageEntity,
  AssistantSessionEntity,
} from '../../src/modules/assistant/assistant.entities';
import { startFakeModelServer, type FakeModelServer } from '../fake-model/fake-model-server';
import { TestUsers } from '../utils/api-client';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { buildProblemBody, createProblem } from '../factories/problem';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';
import { readEventStream, type EventStreamAnswer } from '../utils/event-stream-reader';

const NOT_DURING_CONTEST = 'The assistant is not available during the contest';
const SECRET_OUTPUT = 'SECRET-CASE-OUTPUT-7731';
const SECRET_ANSWER = 'SECRET-OFFICIAL-ANSWER-1234';
const HOUR = 3600_000;

/**
 * The problem assistant against a real local server speaking the OpenAI streaming protocol: what
 * the model is told, the streamed reply and its failures, quotas, the contest rule and hints.
 */
describe('problem assistant', () => {
  let t: TestApp;
  let url: string;
  let model: FakeModelServer;
  let pid: number;
  let annSession: string;
  const users = new TestUsers(() => t.app);
  const as = (who: string | null) => users.as(who);

  beforeAll(async () => {
    model = await startFakeModelServer({ apiKey: 'sk-test' });
    t = await createTestApp({ AI_IDLE_TIMEOUT_SECONDS: '1', SUBMIT_INTERVAL_SECONDS: '0' });
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
    await users.signInRoot();
    await users.signUp(['ann', 'bob']);
    await users.signUp(['mute'], Role.NO_SUBMIT);
    pid = await createProblemWithCases(
      t.app,
      users.tokens.root,
      'AST1',
      [{ input: '1 2\n', output: `${SECRET_OUTPUT}\n` }],
      {
        title: 'Sum of two',
        description: 'Add the two numbers a and b.',
        examples: '<input>3 4</input><output>7</output>',
        answer: SECRET_ANSWER,
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const configure = (changes: Record<string, unknown>) =>
    as('root').put('/api/admin/config/set-assistant-config', changes).expect(200);

  const initSession = async (who: string, query: Record<string, unknown> = {}): Promise<string> =>
    (
      await as(who)
        .get('/ai/init-session', { pid: 'AST1', ...query })
        .expect(200)
    ).body.data as string;

  function chat(
    who: string,
    sessionId: string,
    message: string,
    options: Parameters<typeof readEventStream>[2] = {},
  ): Promise<EventStreamAnswer> {
    const query = new URLSearchParams({ message }).toString();
    return readEventStream(
      `${url}/ai/chat/${sessionId}?${query}`,
      { Authorization: users.tokens[who] },
      options,
    );
  }

  const replyOf = (answer: EventStreamAnswer) =>
    answer.events
      .filter((e) => e.event === 'message')
      .map((e) => e.data)
      .join('');
  const lastEvent = (answer: EventStreamAnswer) => answer.events[answer.events.length - 1];
  const readSession = async (who: string, id: string) =>
    (await as(who).get(`/ai/session/${id}`).expect(200)).body.data as {
      kind: string;
      messages: { id: number; role: string; content: string; unfinished: boolean; error: string | null }[];
    };

  it('is off without a model, and says so, while the problem page works', async () => {
    expect((await as('ann').get('/ai/status').expect(200)).body.data).toMatchObject({
      unavailable: 'no-model',
    });
    const refused = await as('ann').get('/ai/init-session', { pid: 'AST1' }).expect(403);
    expect(refused.body.msg).toBe('The assistant is not set up on this site');
    await as('ann').get('/api/get-problem-detail', { problemId: 'AST1' }).expect(200);
  });

  it('lets the super admin set the model, never reading the key back, and test the connection', async () => {
    await as('ann').get('/api/admin/config/get-assistant-config').expect(403);
    const bad = await as('root')
      .put('/api/admin/config/set-assistant-config', { baseUrl: 'ftp://x' })
      .expect(400);
    expect(bad.body.msg).toBe('The model address must be an http:// or https:// URL');

    const wrongKey = await as('root')
      .post('/api/admin/config/test-assistant', {
        baseUrl: model.baseUrl,
        model: 'fake-model',
        apiKey: 'nope',
      })
      .expect(200);
    expect(wrongKey.body.data).toMatchObject({
      ok: false,
      message: 'The model answered with an error (HTTP 401)',
    });
    const down = await as('root')
      .post('/api/admin/config/test-assistant', { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'k' })
      .expect(200);
    expect(down.body.data).toMatchObject({ ok: false, message: "The assistant's model cannot be reached" });

    const saved = await configure({ baseUrl: model.baseUrl, model: 'fake-model', apiKey: 'sk-test' });
    expect(saved.body.data).toMatchObject({ baseUrl: model.baseUrl, apiKey: '', apiKeySet: true });
    const tested = await as('root').post('/api/admin/config/test-assistant', {}).expect(200);
    expect(tested.body.data.ok).toBe(true);
    expect(tested.body.data.message).toContain('You asked: Reply with one short sentence');
    expect((await as('ann').get('/ai/status').expect(200)).body.data).toMatchObject({ unavailable: null });
  });

  it('streams the reply piece by piece and keeps the conversation', async () => {
    const id = await initSession('ann');
    annSession = id;
    await as('ann')
      .post(`/ai/session/${id}/code`, { code: 'int main() { return 42; }', language: 'C++' })
      .expect(200);
    const pieces: unknown[] = [];
    const answer = await chat('ann', id, 'How do I read input?', {
      onEvent: (event) => event.event === 'message' && pieces.push(event.data),
    });
    expect(answer.contentType).toMatch(/^text\/event-stream/);
    expect(pieces.length).toBeGreaterThan(3);
    expect(replyOf(answer)).toBe('You asked: How do I read input?');
    expect(lastEvent(answer).event).toBe(ASSISTANT_EVENTS.done);

    const session = await readSession('ann', id);
    expect(session.kind).toBe('chat');
    expect(lastEvent(answer).data).toBe(session.messages[1].id);
    expect(session.messages).toEqual([
      expect.objectContaining({ role: 'user', content: 'How do I read input?', unfinished: false }),
      expect.objectContaining({
        role: 'assistant',
        content: 'You asked: How do I read input?',
        unfinished: false,
      }),
    ]);
    // Reopening continues the same conversation; a fresh one is asked for.
    expect(await initSession('ann')).toBe(id);
    expect(await initSession('ann', { fresh: true })).not.toBe(id);
  });

  it('tells the model the statement, samples, limits and code, never test data or the answer', async () => {
    await chat('ann', annSession, 'And the second question?');
    const sent = model.requests[model.requests.length - 1];
    expect(sent).toMatchObject({ model: 'fake-model', stream: true, authorization: 'Bearer sk-test' });
    const text = JSON.stringify(sent.messages);
    expect(sent.messages[0].role).toBe('system');
    for (const expected of [
      'Sum of two',
      'Add the two numbers a and b.',
      '3 4',
      'Time limit: 1000 ms',
      'return 42;',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('How do I read input?'); // the conversation so far
    expect(text).not.toContain(SECRET_OUTPUT);
    expect(text).not.toContain(SECRET_ANSWER);
  });

  it('refuses bad input, others and strangers before any stream', async () => {
    const id = await initSession('ann');
    expect((await chat('ann', id, '   ')).body).toMatchObject({ status: 400, msg: 'Please enter a message' });
    expect((await chat('ann', id, 'x'.repeat(2001))).body).toMatchObject({
      status: 400,
      msg: 'The message is longer than 2000 characters',
    });
    expect((await chat('bob', id, 'hi')).body).toMatchObject({
      status: 403,
      msg: 'This conversation is not yours',
    });
    await as('bob').get(`/ai/session/${id}`).expect(403);
    await as('bob').delete(`/ai/session/${id}`).expect(403);
    await as('bob').post(`/ai/session/${id}/code`, { code: '', language: 'C' }).expect(403);
    expect((await chat('ann', 'no-such-session', 'hi')).body).toMatchObject({ status: 404 });
    await as(null).get('/ai/init-session', { pid: 'AST1' }).expect(401);
    await as('ann').get('/ai/init-session', { pid: 'NOPE' }).expect(404);
    const privateId = await createProblemWithCases(t.app, users.tokens.root, 'ASTP', [
      { input: '1\n', output: '1\n' },
    ]);
    await as('root').put('/api/admin/problem/change-problem-auth', { id: privateId, auth: 2 }).expect(200);
    const hidden = await as('ann').get('/ai/init-session', { pid: 'ASTP' }).expect(404);
    expect(hidden.body.msg).toBe('The problem does not exist');
    const mute = await as('mute').get('/ai/init-session', { pid: 'AST1' }).expect(403);
    expect(mute.body.msg).toBe('Your account may not submit, so it may not use the assistant');
  });

  it('keeps a partial reply, marked unfinished, when the model fails, breaks off or falls silent', async () => {
    const id = await initSession('bob', { fresh: true });
    const refused = await chat('bob', id, 'please [refuse]');
    expect(lastEvent(refused)).toEqual({
      event: 'error',
      data: 'The model answered with an error (HTTP 500)',
    });

    const broken = await chat('bob', id, 'please [fail] now');
    expect(replyOf(broken)).toBe('You asked: ');
    expect(lastEvent(broken)).toEqual({ event: 'error', data: 'The connection to the model broke off' });

    const silent = await chat('bob', id, 'please [hang] now');
    expect(replyOf(silent)).toBe('You ');
    expect(lastEvent(silent)).toEqual({ event: 'error', data: 'The model stopped answering' });

    const replies = (await readSession('bob', id)).messages.filter((m) => m.role === 'assistant');
    expect(replies).toEqual([
      expect.objectContaining({
        content: '',
        unfinished: true,
        error: 'The model answered with an error (HTTP 500)',
      }),
      expect.objectContaining({
        content: 'You asked: ',
        unfinished: true,
        error: 'The connection to the model broke off',
      }),
      expect.objectContaining({
        content: 'You ',
        unfinished: true,
        error: 'The model stopped answering',
      }),
    ]);
    // The conversation goes on after a failure.
    expect(lastEvent(await chat('bob', id, 'again')).event).toBe('done');
  });

  it('aborts the model request when the reader goes, and keeps what was written', async () => {
    const id = await initSession('bob', { fresh: true });
    const aborted = model.stats.aborted;
    const stop = new AbortController();
    let seen = 0;
    await chat('bob', id, 'a long [slow] answer please', {
      signal: stop.signal,
      onEvent: () => ++seen === 2 && stop.abort(),
    });
    await eventually(async () => expect(model.stats.aborted).toBe(aborted + 1));
    await eventually(async () => {
      const reply = (await readSession('bob', id)).messages.find((m) => m.role === 'assistant');
      expect(reply).toMatchObject({ unfinished: true, error: null });
      expect(reply?.content).toMatch(/^You asked: /);
      expect(reply?.content).not.toBe('You asked: a long [slow] answer please');
    });
  });

  it('allows one stream at a time per user and a daily number of messages', async () => {
    await configure({ dailyMessages: 100, streamsPerUser: 1 });
    const id = await initSession('bob', { fresh: true });
    const stop = new AbortController();
    let busy: EventStreamAnswer | undefined;
    await chat('bob', id, 'keep going [slow]', {
      signal: stop.signal,
      onEvent: () => {
        if (busy) return;
        busy = { status: 0, contentType: null, events: [], body: null };
        void chat('bob', id, 'and another').then((answer) => {
          busy = answer;
          stop.abort();
        });
      },
    });
    await eventually(async () => expect(busy?.status).toBe(429));
    expect(busy?.body?.msg).toBe('A reply is already being written for you: wait for it or stop it');
    await eventually(async () => expect(lastEvent(await chat('bob', id, 'now?')).event).toBe('done'));

    const used = (await as('bob').get('/ai/status').expect(200)).body.data.usedToday as number;
    await configure({ dailyMessages: used + 1 });
    expect(lastEvent(await chat('bob', id, 'one more')).event).toBe('done');
    const over = await chat('bob', id, 'too many');
    expect(over.status).toBe(429);
    expect(over.body?.msg).toMatch(
      new RegExp(
        `^You have sent your ${used + 1} messages to the assistant today; more from \\d{4}-\\d\\d-\\d\\d 00:00 UTC$`,
      ),
    );
    await configure({ dailyMessages: 100 });
  });

  it('is closed while a contest holding the problem runs, to all but its admins, and open after', async () => {
    const root = new ContestClient(t.app, users.tokens.root);
    const earlier = await initSession('bob', { fresh: true });
    const cid = await root.createContest({
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + HOUR),
    });
    await root.addProblem(cid, pid, 'A').expect(200);
    await new ContestClient(t.app, users.tokens.ann).register(cid).expect(200);

    const inContest = await as('ann').get('/ai/init-session', { pid: 'A', cid }).expect(403);
    expect(inContest.body.msg).toBe(NOT_DURING_CONTEST);
    // The same problem opened from the problem set is closed too, and so is a conversation begun before.
    expect((await as('ann').get('/ai/init-session', { pid: 'AST1' }).expect(403)).body.msg).toBe(
      NOT_DURING_CONTEST,
    );
    const usedToday = async () =>
      (await as('bob').get('/ai/status').expect(200)).body.data.usedToday as number;
    const usedBefore = await usedToday();
    expect((await chat('bob', earlier, 'hi')).body).toMatchObject({ status: 403, msg: NOT_DURING_CONTEST });
    expect(await usedToday()).toBe(usedBefore); // a refused message is not counted against the day's
    expect(await initSession('root', { pid: 'A', cid })).toEqual(expect.any(String));

    await root
      .updateContest(cid, {
        startTime: new Date(Date.now() - 2 * HOUR),
        endTime: new Date(Date.now() - HOUR),
      })
      .expect(200);
    const after = await initSession('ann', { pid: 'A', cid });
    expect(lastEvent(await chat('ann', after, 'what was the trick?')).event).toBe('done');
  });

  it('asks each message about the problem as it is now: an edit or a hiding applies at once', async () => {
    const { pid: edited } = await createProblem(t.app, {
      problem: { problemId: 'AST3', title: 'Before the edit', description: 'OLD-STATEMENT-4410' },
    });
    const id = await initSession('ann', { pid: 'AST3' });
    await chat('ann', id, 'first');
    expect(JSON.stringify(model.requests.at(-1)?.messages)).toContain('OLD-STATEMENT-4410');

    await as('root')
      .put(
        '/api/admin/problem',
        buildProblemBody({
          problem: {
            id: edited,
            problemId: 'AST3',
            title: 'After the edit',
            description: 'NEW-STATEMENT-5521',
          },
        }),
      )
      .expect(200);
    expect(lastEvent(await chat('ann', id, 'second')).event).toBe('done');
    const told = JSON.stringify(model.requests.at(-1)?.messages);
    expect(told).toContain('NEW-STATEMENT-5521');
    expect(told).not.toContain('OLD-STATEMENT-4410');

    await as('root').put('/api/admin/problem/change-problem-auth', { id: edited, auth: 2 }).expect(200);
    const used = (await as('ann').get('/ai/status').expect(200)).body.data.usedToday as number;
    expect((await chat('ann', id, 'third')).body).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
    expect((await as('ann').get('/ai/status').expect(200)).body.data.usedToday).toBe(used);
    await as('root').put('/api/admin/problem/change-problem-auth', { id: edited, auth: 1 }).expect(200);
    expect(lastEvent(await chat('ann', id, 'fourth')).event).toBe('done');
  });

  it('closes a conversation the moment a contest holding its problem starts', async () => {
    const { pid: held } = await createProblem(t.app, { problem: { problemId: 'AST4' } });
    const id = await initSession('bob', { pid: 'AST4' });
    const startsAt = Date.now() + 1500;
    const root = new ContestClient(t.app, users.tokens.root);
    const cid = await root.createContest({
      startTime: new Date(startsAt),
      endTime: new Date(startsAt + HOUR),
    });
    await root.addProblem(cid, held, 'A').expect(200);
    expect(lastEvent(await chat('bob', id, 'before it starts')).event).toBe('done');

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 50));
    expect((await chat('bob', id, 'once it runs')).body).toMatchObject({
      status: 403,
      msg: NOT_DURING_CONTEST,
    });
  });

  it('explains the user own wrong submission as a hint, with its verdict and compiler output', async () => {
    const submitted = await as('ann')
      .post('/api/submit-problem-judge', { pid: 'AST1', language: 'C++', code: 'int main(){ puts("8"); }' })
      .expect(200);
    const submitId = submitted.body.data.submitId as number;
    await reportVerdict(t.app, submitId, {
      status: JudgeStatus.WRONG_ANSWER,
      errorMessage: 'warning: unused x',
    });

    await as('bob').get('/ai/init-session', { pid: 'AST1', submitId }).expect(403);
    const id = await initSession('ann', { submitId });
    expect(await initSession('ann', { submitId })).toBe(id);
    expect(lastEvent(await chat('ann', id, 'Why?')).event).toBe('done');
    const text = JSON.stringify(model.requests[model.requests.length - 1].messages);
    for (const expected of ['Wrong Answer', 'warning: unused x', 'puts(\\"8\\")'])
      expect(text).toContain(expected);
    expect((await readSession('ann', id)).kind).toBe('hint');

    const accepted = await as('ann')
      .post('/api/submit-problem-judge', { pid: 'AST1', language: 'C++', code: 'int main(){}' })
      .expect(200);
    await reportVerdict(t.app, accepted.body.data.submitId, { status: JudgeStatus.ACCEPTED });
    const refused = await as('ann')
      .get('/ai/init-session', { pid: 'AST1', submitId: accepted.body.data.submitId })
      .expect(400);
    expect(refused.body.msg).toBe(
      'Hints explain wrong answers, runtime errors, time limits and compile errors only',
    );
  });

  it('lists, deletes, counts today and turns off everywhere with the site switch', async () => {
    const page = (await as('ann').get('/ai/sessions', { currentPage: 1, limit: 10 }).expect(200)).body.data;
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records[0]).toMatchObject({
      kind: 'hint',
      pid: 'AST1',
      problemTitle: 'Sum of two',
      preview: 'Why?',
      messageCount: 2,
    });
    await as('ann').delete(`/ai/session/${page.records[0].id}`).expect(200);
    await as('ann').get(`/ai/session/${page.records[0].id}`).expect(404);

    const usage = (await as('root').get('/api/admin/dashboard/get-assistant-usage').expect(200)).body.data;
    expect(usage.messages).toBeGreaterThan(5);
    expect(usage.users).toBeGreaterThanOrEqual(2);
    expect(usage.completionTokens).toBeGreaterThan(0);

    await configure({ enabled: false });
    expect((await as('ann').get('/ai/status').expect(200)).body.data.unavailable).toBe('switched-off');
    const off = await as('ann').get('/ai/init-session', { pid: 'AST1' }).expect(403);
    expect(off.body.msg).toBe('The assistant is switched off on this site');
    await configure({ enabled: true });
  });

  it('deletes a user conversations with the user', async () => {
    await users.signUp(['gone']);
    const id = await initSession('gone');
    await chat('gone', id, 'hello');
    await as('root')
      .delete('/api/admin/user/delete-user', {}, { ids: [users.uids.gone] })
      .expect(200);
    const data = t.app.get(DataSource);
    expect(await data.getRepository(AssistantSessionEntity).countBy({ uid: users.uids.gone })).toBe(0);
    expect(await data.getRepository(AssistantMessageEntity).countBy({ uid: users.uids.gone })).toBe(0);
  });

  it('deletes a problem conversations with the problem', async () => {
    const doomed = await createProblemWithCases(t.app, users.tokens.root, 'AST2', [
      { input: '1\n', output: '1\n' },
    ]);
    const id = await initSession('ann', { pid: 'AST2' });
    await chat('ann', id, 'hello');
    await as('root').delete('/api/admin/problem', { pid: doomed }).expect(200);
    const data = t.app.get(DataSource);
    expect(await data.getRepository(AssistantSessionEntity).countBy({ id })).toBe(0);
    expect(await data.getRepository(AssistantMessageEntity).countBy({ sessionId: id })).toBe(0);
  });
});
