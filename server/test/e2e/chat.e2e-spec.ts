import {
  CHAT_LIMITS,
  CHAT_SEND_FAILED,
  ChatEvent,
  type ChatDeleted,
  type ChatInit,
  type ChatMessageView,
  directConversation,
  groupConversation,
} from '@verdict/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ChatMessageEntity } from '../../src/modules/chat/chat.entities';
import { CHAT_MESSAGES } from '../../src/modules/chat/chat-texts';
import { TestUsers } from '../utils/api-client';
import { ChatSocket } from '../utils/chat-client';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { allowGroupCreation, createGroup, joinWithRoles, NIGHT_CLASS } from '../utils/group-helpers';
import { PNG_1X1 } from '../utils/images';

const HOUR = 3600_000;

/**
 * The chat, through its routes and its socket namespace: the switch, sending and pushing,
 * contacts and unread counts, history, blocks, groups as their membership changes, the contest
 * rule, catching up after a reconnect, reports, deletion, mutes, images and presence.
 */
describe('chat', () => {
  let t: TestApp;
  let url: string;
  const users = new TestUsers(() => t.app);
  const as = (who: string | null) => users.as(who);
  const http = () => request(t.app.getHttpServer());
  const sockets: ChatSocket[] = [];
  const open = async (who: string, language?: string) => {
    const socket = await ChatSocket.open(url, users.tokens[who], language);
    sockets.push(socket);
    return socket;
  };
  const between = (a: string, b: string) => directConversation(users.uids[a], users.uids[b]);
  const init = async (who: string) => (await as(who).get('/api/im/init').expect(200)).body.data as ChatInit;
  const conversationIn = async (who: string, id: string) =>
    (await init(who)).conversations.find((conversation) => conversation.id === id);
  const send = (who: string, conversation: string, content: string, kind = 'text') =>
    as(who).post('/api/im/send', { conversation, kind, content });
  const setSwitch = (imchat: boolean) =>
    as('root').put('/api/admin/config/set-web-config', { imchat }).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
    await users.signInRoot();
    await users.signUp(['ann', 'bob', 'carl', 'dora', 'eve', 'fay', 'gus', 'hal', 'ivy', 'owen']);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off until the super admin turns the switch on: routes answer 403 and the socket is refused', async () => {
    const refused = await as('ann').get('/api/im/init').expect(403);
    expect(refused.body.msg).toBe(CHAT_MESSAGES.off);
    await expect(open('ann')).rejects.toThrow(CHAT_MESSAGES.off);
    await expect(open('ann', 'zh-CN')).rejects.toThrow('本站已关闭聊天');
    await as(null).get('/api/im/init').expect(401);

    await setSwitch(true);
    await as('ann').get('/api/im/init').expect(200);
    await expect(ChatSocket.open(url, '')).rejects.toThrow(CHAT_MESSAGES.signIn);
  });

  it('stores a message before acknowledging it, pushes it to both users’ tabs, and counts it unread until read', async () => {
    const ann = await open('ann');
    const annOtherTab = await open('ann');
    const bob = await open('bob');
    const conversation = between('ann', 'bob');

    const sent = await ann.send({ conversation, kind: 'text', content: 'Hello **Bob**' });
    expect(sent).toMatchObject({
      ok: true,
      sent: { conversation, content: 'Hello **Bob**', senderName: 'ann' },
    });
    const id = sent.ok ? sent.sent.id : 0;
    const stored = await t.app.get(DataSource).getRepository(ChatMessageEntity).findOneBy({ id });
    expect(stored?.content).toBe('Hello **Bob**');
    await eventually(async () => {
      expect(bob.received.map((message) => message.id)).toEqual([id]);
      expect(annOtherTab.received.map((message) => message.id)).toEqual([id]);
    });

    const bobs = await init('bob');
    expect(bobs.me).toMatchObject({ uid: users.uids.bob, username: 'bob', online: true });
    expect(bobs.contacts.map((contact) => contact.username)).toContain('ann');
    expect(bobs.conversations[0]).toMatchObject({
      id: conversation,
      kind: 'direct',
      peer: { username: 'ann', online: true },
      unread: 1,
      last: { id, content: 'Hello **Bob**' },
      closed: null,
    });
    expect((await conversationIn('ann', conversation))?.unread).toBe(0);

    expect(await bob.ask(ChatEvent.read, { conversation, lastId: id })).toEqual({ ok: true });
    expect((await conversationIn('bob', conversation))?.unread).toBe(0);
    await eventually(async () => expect(bob.pushed(ChatEvent.read)).toEqual([{ conversation, lastId: id }]));
  });

  it('pages the history going up, oldest first on each page', async () => {
    const conversation = between('carl', 'dora');
    const rows = t.app.get(DataSource).getRepository(ChatMessageEntity);
    for (let n = 1; n <= 35; n++) {
      await rows.insert({ conversation, senderUid: users.uids.carl, kind: 'text', content: `line ${n}` });
    }
    const newest = (await as('dora').get('/api/im/history', { conversation }).expect(200)).body.data;
    expect(newest.more).toBe(true);
    expect(newest.messages.map((m: ChatMessageView) => m.content)).toEqual(
      Array.from({ length: CHAT_LIMITS.historyPage }, (_, i) => `line ${i + 6}`),
    );
    const before = newest.messages[0].id as number;
    const older = (await as('carl').get('/api/im/history', { conversation, before }).expect(200)).body.data;
    expect(older).toMatchObject({ more: false });
    expect(older.messages.map((m: ChatMessageView) => m.content)).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
    ]);
  });

  it('refuses bad messages and strangers, and limits how fast one sends', async () => {
    const conversation = between('eve', 'fay');
    await as('carl').get('/api/im/history', { conversation }).expect(403);
    expect((await send('carl', conversation, 'hi').expect(403)).body.msg).toBe(CHAT_MESSAGES.notParty);
    expect((await send('eve', 'd:nobody', 'hi').expect(400)).body.msg).toBe(CHAT_MESSAGES.unknown);
    expect(
      (await send('eve', `d:${[users.uids.eve, 'f'.repeat(32)].sort().join(':')}`, 'hi').expect(404)).body
        .msg,
    ).toBe(CHAT_MESSAGES.noUser);
    expect((await send('eve', conversation, '   ').expect(400)).body.msg).toBe(CHAT_MESSAGES.empty);
    expect(
      (await send('eve', conversation, 'x'.repeat(CHAT_LIMITS.messageLength + 1)).expect(400)).body.msg,
    ).toBe(CHAT_MESSAGES.tooLong);
    expect(
      (await send('eve', conversation, 'https://evil.example/x.png', 'image').expect(400)).body.msg,
    ).toBe(CHAT_MESSAGES.badImage);
    await send('eve', conversation, 'hi', 'video').expect(400);

    for (let n = 0; n < CHAT_LIMITS.messagesPerWindow; n++)
      await send('eve', conversation, `m${n}`).expect(200);
    expect((await send('eve', conversation, 'one more').expect(429)).body.msg).toBe(CHAT_MESSAGES.tooFast);
    const socket = await open('eve');
    expect(await socket.send({ conversation, kind: 'text', content: 'and again' })).toEqual({
      ok: false,
      message: CHAT_MESSAGES.tooFast,
    });
    expect(await socket.send({ conversation, kind: 'text' } as never)).toEqual({
      ok: false,
      message: 'Please enter a message',
    });
    expect(CHAT_SEND_FAILED).toBe('send failed, please refresh the page and retry');
  });

  it('lets a user block another, who can then no longer write to them', async () => {
    const conversation = between('gus', 'hal');
    await send('gus', conversation, 'hey').expect(200);
    await as('hal').post('/api/im/block', { uid: users.uids.gus }).expect(200);
    expect((await send('gus', conversation, 'hey?').expect(403)).body.msg).toBe(CHAT_MESSAGES.blockedByPeer);
    expect((await send('hal', conversation, 'no').expect(403)).body.msg).toBe(CHAT_MESSAGES.blockedPeer);
    expect((await conversationIn('gus', conversation))?.closed).toBe(CHAT_MESSAGES.blockedByPeer);
    const blocked = (await as('hal').get('/api/im/blocked').expect(200)).body.data;
    expect(blocked.map((user: { username: string }) => user.username)).toEqual(['gus']);
    await as('hal').post('/api/im/block', { uid: users.uids.hal }).expect(400);

    await as('hal').post('/api/im/unblock', { uid: users.uids.gus }).expect(200);
    await send('gus', conversation, 'hello again').expect(200);
  });

  it('gives a group one conversation for its members now, which its admins can close', async () => {
    await allowGroupCreation(t.app);
    const gid = await createGroup(as('owen'), NIGHT_CLASS);
    await joinWithRoles(users, 'owen', gid, { ivy: 3, carl: 3 }, NIGHT_CLASS.code);
    const conversation = groupConversation(gid);
    const ivy = await open('ivy');
    const carl = await open('carl');
    const owen = await open('owen');

    expect((await conversationIn('ivy', conversation))?.group).toMatchObject({
      gid,
      name: NIGHT_CLASS.name,
      chatOpen: true,
    });
    expect((await init('ivy')).contacts.map((user) => user.username)).toEqual(
      expect.arrayContaining(['carl', 'owen']),
    );
    const members = (await as('carl').get('/api/im/group/members', { gid }).expect(200)).body.data;
    expect(members.map((user: { username: string }) => user.username).sort()).toEqual([
      'carl',
      'ivy',
      'owen',
    ]);
    await as('bob').get('/api/im/group/members', { gid }).expect(403);

    const first = (await send('ivy', conversation, 'Homework tonight?').expect(200)).body.data.id as number;
    await eventually(async () => {
      expect(carl.received.map((message) => message.id)).toEqual([first]);
      expect(owen.received.map((message) => message.id)).toEqual([first]);
    });
    await send('bob', conversation, 'let me in').expect(403);

    await as('owen').delete('/api/group/member', { gid, uid: users.uids.carl }).expect(200);
    await as('carl').get('/api/im/history', { conversation }).expect(403);
    expect(await conversationIn('carl', conversation)).toBeUndefined();
    const second = (await send('ivy', conversation, 'Carl left').expect(200)).body.data.id as number;
    await eventually(async () => expect(owen.received.map((message) => message.id)).toEqual([first, second]));
    expect(carl.received.map((message) => message.id)).toEqual([first]);

    await as('ivy').post('/api/im/group/chat', { gid, open: false }).expect(403);
    await as('owen').post('/api/im/group/chat', { gid, open: false }).expect(200);
    expect((await send('ivy', conversation, 'anyone?').expect(403)).body.msg).toBe(CHAT_MESSAGES.groupClosed);
    expect(await conversationIn('ivy', conversation)).toMatchObject({
      closed: CHAT_MESSAGES.groupClosed,
      group: { chatOpen: false },
    });
    await as('owen').post('/api/im/group/chat', { gid, open: true }).expect(200);
    await send('ivy', conversation, 'open again').expect(200);
    ivy.close();
  });

  it('lets the participants of a running contest message only its admins, and everyone again after', async () => {
    const root = new ContestClient(t.app, users.tokens.root);
    const cid = await root.createContest({
      startTime: new Date(Date.now() - HOUR).toISOString(),
      endTime: new Date(Date.now() + HOUR).toISOString(),
    });
    await new ContestClient(t.app, users.tokens.dora).register(cid).expect(200);
    users.uids.root = (await init('root')).me.uid;

    expect((await send('dora', between('dora', 'fay'), 'psst, problem A?').expect(403)).body.msg).toBe(
      CHAT_MESSAGES.inContest,
    );
    expect((await send('fay', between('dora', 'fay'), 'try greedy').expect(403)).body.msg).toBe(
      CHAT_MESSAGES.peerInContest,
    );
    expect((await init('dora')).restricted).toBe(CHAT_MESSAGES.inContest);
    await send('dora', between('dora', 'root'), 'Is the input sorted?').expect(200);
    await send('root', between('dora', 'root'), 'Read the statement again').expect(200);

    await root
      .updateContest(cid, {
        startTime: new Date(Date.now() - 2 * HOUR).toISOString(),
        endTime: new Date(Date.now() - HOUR).toISOString(),
      })
      .expect(200);
    await send('dora', between('dora', 'fay'), 'it was greedy').expect(200);
    expect((await init('dora')).restricted).toBeNull();
  });

  it('gives a reconnecting client what it missed, in order', async () => {
    const conversation = between('fay', 'ivy');
    const fay = await open('fay');
    const seen = (await send('ivy', conversation, 'one').expect(200)).body.data.id as number;
    await eventually(async () => expect(fay.received.map((message) => message.id)).toEqual([seen]));
    fay.close();
    const missed = [
      (await send('ivy', conversation, 'two').expect(200)).body.data.id,
      (await send('ivy', conversation, 'three').expect(200)).body.data.id,
    ];
    const back = await open('fay');
    const answer = (await back.ask(ChatEvent.missed, { afterId: seen })) as {
      ok: boolean;
      messages: ChatMessageView[];
    };
    expect(answer.ok).toBe(true);
    // It reaches back a little before the newest id seen (pushes may come out of id order): the
    // client drops what it holds.
    expect(
      answer.messages.filter((m) => m.conversation === conversation).map((m) => [m.id, m.content]),
    ).toEqual([
      [seen, 'one'],
      [missed[0], 'two'],
      [missed[1], 'three'],
    ]);
  });

  it('takes reports to the back office, where admins delete a message and mute a user', async () => {
    const conversation = between('ann', 'hal');
    const hal = await open('hal');
    const id = (await send('ann', conversation, 'rude words').expect(200)).body.data.id as number;
    await as('bob').post('/api/im/report', { messageId: id, reason: 'spam' }).expect(403);
    await as('hal').post('/api/im/report', { messageId: id, reason: '  ' }).expect(400);
    await as('hal').post('/api/im/report', { messageId: id, reason: 'Insulting' }).expect(200);

    await as('hal').get('/api/admin/im/reports').expect(403);
    const reports = (await as('root').get('/api/admin/im/reports').expect(200)).body.data;
    expect(reports.records[0]).toMatchObject({
      reporter: 'hal',
      reason: 'Insulting',
      handled: false,
      reported: { id, content: 'rude words', senderName: 'ann' },
    });
    await as('root').put('/api/admin/im/report', { id: reports.records[0].id, handled: true }).expect(200);

    await as('root').delete('/api/admin/im/message', { id }).expect(200);
    await eventually(async () =>
      expect(hal.pushed<ChatDeleted>(ChatEvent.deleted)).toEqual([{ conversation, id }]),
    );
    const history = (await as('hal').get('/api/im/history', { conversation }).expect(200)).body.data;
    expect(history.messages.find((message: ChatMessageView) => message.id === id)).toMatchObject({
      deleted: true,
      content: '',
    });

    await as('root').post('/api/admin/im/mute', { uid: users.uids.ann, minutes: 10 }).expect(200);
    expect((await send('ann', conversation, 'sorry').expect(403)).body.msg).toMatch(
      /^You are muted until \d{4}-/,
    );
    expect(
      (await users.as('ann', 'zh-CN').post('/api/im/send', { conversation, kind: 'text', content: 'x' })).body
        .msg,
    ).toMatch(/^您已被禁言至 /);
    await as('root').post('/api/admin/im/mute', { uid: users.uids.ann, minutes: 0 }).expect(200);
    await send('ann', conversation, 'sorry').expect(200);
  });

  it('sends images uploaded to the site, checked as avatars are', async () => {
    const uploaded = await http()
      .post('/api/file/upload-im-image')
      .set('Authorization', users.tokens.gus)
      .attach('image', PNG_1X1, 'dot.png')
      .expect(200);
    const link = uploaded.body.data.link as string;
    expect(link).toMatch(/^\/api\/public\/img\/\w+\.png$/);
    await http().get(link).expect(200);
    const sent = await send('gus', between('gus', 'ivy'), link, 'image').expect(200);
    expect(sent.body.data).toMatchObject({ kind: 'image', content: link });

    await http()
      .post('/api/file/upload-file-image')
      .set('Authorization', users.tokens.gus)
      .attach('image', Buffer.from('not an image'), 'note.png')
      .expect(400);
  });

  it('shows who is online through the heartbeat, and finds users by name', async () => {
    const carl = await open('carl');
    const beat = () => carl.ask(ChatEvent.heartbeat, { uids: [users.uids.bob, users.uids.dora] });
    const bob = await open('bob');
    expect(await beat()).toEqual({ ok: true, online: [users.uids.bob] });
    bob.close();
    await eventually(async () => expect(await beat()).toEqual({ ok: true, online: [] }));

    const found = (await as('carl').get('/api/im/search-user', { keyword: 'do' }).expect(200)).body.data;
    expect(found.map((user: { username: string }) => user.username)).toEqual(['dora']);
  });

  it('ends the sockets and closes every route when the switch is turned off', async () => {
    const bob = await open('bob');
    await setSwitch(false);
    expect(await bob.ask(ChatEvent.heartbeat, { uids: [] })).toEqual({
      ok: false,
      message: CHAT_MESSAGES.off,
    });
    await eventually(async () => expect(bob.socket.connected).toBe(false));
    await as('bob')
      .get('/api/im/history', { conversation: between('ann', 'bob') })
      .expect(403);
    await setSwitch(true);
  });
});
