import { io, Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import {
  MESSAGE_PAGE_SIZES,
  MESSAGE_TYPES,
  ReminderAction,
  ReminderQuote,
  ReminderSource,
  SocketEvent,
  type MessageType,
  type ReminderActionName,
  type UnreadMessageCounts,
} from '@verdict/common';
import { MessageReminderService, type NewReminder } from '../../src/modules/message/message-reminder.service';
import { NoticeScheduler } from '../../src/modules/notice/notice.scheduler';
import { NoticeService } from '../../src/modules/notice/notice.service';
import { UserEntity } from '../../src/modules/user/user.entity';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';

interface MessageRow {
  id: number;
  action?: string;
  sourceTitle?: string;
  sourceContent?: string | null;
  senderUsername?: string;
  title?: string;
  content?: string;
  type?: string;
  state: boolean;
}

interface MessagePage {
  records: MessageRow[];
  total: number;
  size: number;
  current: number;
}

const NONE: UnreadMessageCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };

/** The message centre: reminders, system messages, unread counts (polled and pushed), clean-up. */
describe('messages', () => {
  let t: TestApp;
  let baseUrl: string;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;
  let uid: Record<'owen' | 'ann' | 'bob', string>;
  let cid: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
    ({ root, owner, ann, bob } = await contestCast(t.app));
    const users = t.app.get(DataSource).getRepository(UserEntity);
    const byName = async (username: string) => (await users.findOneByOrFail({ username })).uid;
    uid = { owen: await byName('owen'), ann: await byName('ann'), bob: await byName('bob') };
    cid = await owner.createContest({ title: 'Message Round' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const unread = async (who: ContestClient) =>
    (await who.get('/api/msg/unread', {}).expect(200)).body.data as UnreadMessageCounts;
  const messages = async (who: ContestClient, type: MessageType, query: Record<string, unknown> = {}) =>
    (await who.get(`/api/msg/${type}`, query).expect(200)).body.data as MessagePage;
  const clean = (who: ContestClient, query: Record<string, unknown>) =>
    who.http().delete('/api/msg/clean').set('Authorization', who.token).query(query);
  const reminders = () => t.app.get(MessageReminderService);
  const remind = (
    action: ReminderActionName,
    senderId: string,
    recipientId: string,
    extra: Partial<NewReminder> = {},
  ) =>
    reminders().remind({
      action,
      senderId,
      recipientId,
      sourceId: cid,
      sourceType: ReminderSource.CONTEST,
      sourceContent: action.startsWith('Like') ? null : `${action} from a friend`,
      quoteId: null,
      quoteType: null,
      url: `/contest/${cid}/comment`,
      ...extra,
    });
  const notice = (body: Record<string, unknown>) =>
    root.post('/api/admin/msg/notice', {
      title: 'Maintenance',
      content: 'Sunday night',
      type: 'All',
      ...body,
    });

  /** A fresh user with nothing in their message centre yet. */
  const newcomer = async (username: string) => {
    const user = await createUser(t.app, username);
    return { uid: user.uid, client: new ContestClient(t.app, await loginAs(t.app, username)) };
  };

  it('needs a login for every message route', async () => {
    const http = ann.http();
    await http.get('/api/msg/unread').expect(401);
    for (const type of MESSAGE_TYPES) await http.get(`/api/msg/${type}`).expect(401);
    const signedOut = await http.delete('/api/msg/clean').query({ type: 'reply' }).expect(401);
    expect(signedOut.body.msg).toBe('Please login first');
  });

  it('refuses unknown lists and malformed ids with a clear 400', async () => {
    const message = 'type must be one of comment, reply, like, sys, mine';
    expect((await ann.get('/api/msg/chat', {}).expect(400)).body.msg).toBe(message);
    expect((await clean(ann, { type: 'chat' }).expect(400)).body.msg).toBe(message);
    expect((await clean(ann, {}).expect(400)).body.msg).toBe(message);
    expect((await clean(ann, { type: 'reply', id: 'x' }).expect(400)).body.msg).toBe('id must be a number');
    expect((await ann.get('/api/msg/reply', { limit: 0 }).expect(400)).body.msg).toBe(
      'limit must be at least 1',
    );
  });

  it('counts unread messages per list: discuss, reply, likes of posts and discussions, sys and mine', async () => {
    const carl = await newcomer('carl');
    expect(await unread(carl.client)).toEqual(NONE);
    await remind(ReminderAction.DISCUSS, uid.ann, carl.uid);
    await remind(ReminderAction.REPLY, uid.ann, carl.uid);
    await remind(ReminderAction.REPLY, uid.bob, carl.uid);
    await remind(ReminderAction.LIKE_POST, uid.ann, carl.uid);
    await remind(ReminderAction.LIKE_DISCUSS, uid.bob, carl.uid);
    await notice({ type: 'Single', recipient: 'carl' }).expect(200);
    await reminders().notifyMine(carl.uid, 'Your post was removed', 'It broke the rules.');
    expect(await unread(carl.client)).toEqual({ comment: 1, reply: 2, like: 2, sys: 1, mine: 1 });
  });

  it('records nothing when the sender is the recipient', async () => {
    const dora = await newcomer('dora');
    await remind(ReminderAction.REPLY, dora.uid, dora.uid);
    await remind(ReminderAction.LIKE_POST, dora.uid, dora.uid);
    expect(await unread(dora.client)).toEqual(NONE);
    expect((await messages(dora.client, 'reply')).total).toBe(0);
  });

  it('lists reminders newest first with the place and the sender, and reading a page marks it read', async () => {
    const erin = await newcomer('erin');
    await remind(ReminderAction.REPLY, uid.ann, erin.uid, {
      sourceContent: `  first\n\nline  ${'x'.repeat(400)}`,
    });
    await remind(ReminderAction.REPLY, uid.bob, erin.uid, {
      quoteId: 7,
      quoteType: ReminderQuote.COMMENT,
    });
    const page = await messages(erin.client, 'reply');
    expect(page).toMatchObject({ total: 2, size: MESSAGE_PAGE_SIZES.reply, current: 1 });
    const [newest, oldest] = page.records;
    expect(newest).toMatchObject({
      action: 'Reply',
      sourceId: cid,
      sourceType: 'Contest',
      sourceTitle: 'Message Round',
      sourceContent: 'Reply from a friend',
      quoteId: 7,
      quoteType: 'Comment',
      url: `/contest/${cid}/comment`,
      senderId: uid.bob,
      senderUsername: 'bob',
      state: false,
    });
    expect(oldest.senderUsername).toBe('ann');
    expect(oldest.sourceContent).toHaveLength(200);
    expect(oldest.sourceContent).toMatch(/^first line x+…$/);
    expect(await unread(erin.client)).toEqual(NONE);
    expect((await messages(erin.client, 'reply')).records.map((row) => row.state)).toEqual([true, true]);
  });

  it('marks only the page that was read', async () => {
    const finn = await newcomer('finn');
    for (let i = 0; i < 3; i++) await remind(ReminderAction.LIKE_POST, uid.ann, finn.uid);
    await remind(ReminderAction.DISCUSS, uid.ann, finn.uid);
    await messages(finn.client, 'like', { limit: 2 });
    expect(await unread(finn.client)).toEqual({ ...NONE, like: 1, comment: 1 });
    const second = await messages(finn.client, 'like', { limit: 2, currentPage: 2 });
    expect(second.records.map((row) => row.state)).toEqual([false]);
    expect(await unread(finn.client)).toEqual({ ...NONE, comment: 1 });
  });

  it('pages each list by its own size unless a limit is asked for', async () => {
    const gus = await newcomer('gus');
    for (let i = 0; i < 9; i++) {
      await remind(ReminderAction.DISCUSS, uid.ann, gus.uid);
      await remind(ReminderAction.REPLY, uid.ann, gus.uid);
      await remind(i % 2 ? ReminderAction.LIKE_POST : ReminderAction.LIKE_DISCUSS, uid.ann, gus.uid);
      await notice({ type: 'Single', recipient: 'gus', title: `Notice ${i}` }).expect(200);
      await reminders().notifyMine(gus.uid, `Mine ${i}`, 'about you');
    }
    for (const type of MESSAGE_TYPES) {
      const page = await messages(gus.client, type);
      expect([type, page.total, page.size, page.records.length]).toEqual([
        type,
        9,
        MESSAGE_PAGE_SIZES[type],
        MESSAGE_PAGE_SIZES[type],
      ]);
    }
    expect(MESSAGE_PAGE_SIZES).toEqual({ comment: 6, reply: 6, like: 6, sys: 8, mine: 8 });
    const sys = await messages(gus.client, 'sys', { limit: 4, currentPage: 3 });
    expect(sys.records.map((row) => row.title)).toEqual(['Notice 0']);
    const mine = await messages(gus.client, 'mine', { limit: 3 });
    expect(mine.records.map((row) => [row.title, row.type])).toEqual([
      ['Mine 8', 'Mine'],
      ['Mine 7', 'Mine'],
      ['Mine 6', 'Mine'],
    ]);
  });

  it('cleans one of the user’s own messages, or all of one list', async () => {
    const hana = await newcomer('hana');
    const ivan = await newcomer('ivan');
    await remind(ReminderAction.REPLY, uid.ann, hana.uid);
    await remind(ReminderAction.REPLY, uid.bob, hana.uid);
    await remind(ReminderAction.LIKE_POST, uid.bob, hana.uid);
    await remind(ReminderAction.REPLY, uid.ann, ivan.uid);
    const [hanaNewest] = (await messages(hana.client, 'reply', { limit: 1 })).records;
    const [ivans] = (await messages(ivan.client, 'reply')).records;

    const foreign = await clean(hana.client, { type: 'reply', id: ivans.id }).expect(403);
    expect(foreign.body.msg).toBe('You can only delete your own messages');
    const missing = await clean(hana.client, { type: 'reply', id: 999_999 }).expect(404);
    expect(missing.body.msg).toBe('The message does not exist');
    await clean(hana.client, { type: 'like', id: hanaNewest.id }).expect(404);

    expect(await unread(hana.client)).toEqual({ ...NONE, reply: 1, like: 1 });
    await clean(hana.client, { type: 'reply', id: hanaNewest.id }).expect(200);
    expect((await messages(hana.client, 'reply')).total).toBe(1);
    await clean(hana.client, { type: 'reply' }).expect(200);
    expect((await messages(hana.client, 'reply')).total).toBe(0);
    expect(await unread(hana.client)).toEqual({ ...NONE, like: 1 });
    expect((await messages(ivan.client, 'reply')).total).toBe(1);

    await notice({ type: 'Single', recipient: 'hana' }).expect(200);
    await notice({ type: 'Single', recipient: 'hana' }).expect(200);
    await notice({ type: 'Single', recipient: 'ivan' }).expect(200);
    const [ivanSys] = (await messages(ivan.client, 'sys')).records;
    await clean(hana.client, { type: 'sys', id: ivanSys.id }).expect(403);
    await clean(hana.client, { type: 'mine', id: ivanSys.id }).expect(404);
    const [hanaSys] = (await messages(hana.client, 'sys', { limit: 1 })).records;
    await clean(hana.client, { type: 'sys', id: hanaSys.id }).expect(200);
    expect((await messages(hana.client, 'sys')).total).toBe(1);
    // HOJ's client names the list by its kind.
    await clean(hana.client, { type: 'Sys' }).expect(200);
    expect((await messages(hana.client, 'sys')).total).toBe(0);
    expect((await messages(ivan.client, 'sys')).total).toBe(1);
  });

  describe('from contest comments', () => {
    const reply = (who: ContestClient, commentId: number, content: string) =>
      who.post('/api/reply', {
        did: null,
        quoteId: null,
        quoteType: 'Comment',
        reply: { commentId, content },
      });

    it('reminds a comment’s author of a reply to it, and not of their own', async () => {
      const before = (await unread(ann)).reply;
      const question = (await ann.post('/api/comment', { cid, content: 'Is n at most 10^5?' }).expect(200))
        .body.data as { id: number };
      await reply(ann, question.id, 'I mean the first line').expect(200);
      expect((await unread(ann)).reply).toBe(before);
      await reply(owner, question.id, 'Yes, n is at most 10^5.').expect(200);
      expect((await unread(ann)).reply).toBe(before + 1);
      const [newest] = (await messages(ann, 'reply', { limit: 1 })).records;
      expect(newest).toMatchObject({
        action: 'Reply',
        sourceType: 'Contest',
        sourceId: cid,
        sourceTitle: 'Message Round',
        sourceContent: 'Yes, n is at most 10^5.',
        senderUsername: 'owen',
        state: false,
      });
    });

    it('quotes only a comment or reply of the same thread the sender reads, and stores nothing otherwise', async () => {
      const hidden = await owner.createContest({ title: 'Jury Room', auth: 1, pwd: 'jury-only' });
      const jury = (await owner.post('/api/comment', { cid: hidden, content: 'Jury notes' }).expect(200)).body
        .data as { id: number };
      const secret = (
        await owner
          .post('/api/reply', { cid: hidden, reply: { commentId: jury.id, content: 'The private answer' } })
          .expect(200)
      ).body.data as { id: number };
      // After its end everyone in a contest reads every comment, so bob may answer ann there.
      const past = await owner.createContest({
        title: 'Past Round',
        startTime: new Date(Date.now() - 3 * 3600_000).toISOString(),
        endTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
      });
      const question = (await ann.post('/api/comment', { cid: past, content: 'Anyone there?' }).expect(200))
        .body.data as { id: number };
      const other = (await ann.post('/api/comment', { cid: past, content: 'Another thread' }).expect(200))
        .body.data as { id: number };
      const elsewhere = (await reply(ann, other.id, 'A reply in another thread').expect(200)).body.data as {
        id: number;
      };
      await reply(bob, question.id, 'I am here').expect(200);
      const repliesBefore = (await ann.get('/api/reply', { commentId: question.id }).expect(200)).body.data;
      const readBefore = (await messages(bob, 'reply')).total;
      const quoting = (quoteType: string, quoteId: number) =>
        ann.post('/api/reply', {
          cid: past,
          reply: { commentId: question.id, content: 'Look at this', toUid: uid.bob },
          quoteType,
          quoteId,
        });

      for (const quoteId of [secret.id, elsewhere.id, 999_999]) {
        const refused = await quoting('Reply', quoteId).expect(404);
        expect(refused.body.msg).toBe('The quoted reply does not exist under this comment');
      }
      const wrongComment = await quoting('Comment', jury.id).expect(400);
      expect(wrongComment.body.msg).toBe('A reply can only quote the comment it is under');

      expect((await ann.get('/api/reply', { commentId: question.id }).expect(200)).body.data).toEqual(
        repliesBefore,
      );
      const after = await messages(bob, 'reply');
      expect(after.total).toBe(readBefore);
      expect(JSON.stringify(after.records)).not.toContain('The private answer');
    });

    it('reminds a comment’s author of a like', async () => {
      const before = (await unread(owner)).like;
      const comment = (
        await owner.post('/api/comment', { cid, content: 'Like this if you read it' }).expect(200)
      ).body.data as { id: number };
      await ann
        .get('/api/comment-like', { cid: comment.id, toLike: true, sourceId: cid, sourceType: 'Contest' })
        .expect(200);
      expect((await unread(owner)).like).toBe(before + 1);
      const [newest] = (await messages(owner, 'like', { limit: 1 })).records;
      expect(newest).toMatchObject({
        action: 'Like_Post',
        senderUsername: 'ann',
        sourceTitle: 'Message Round',
      });
    });
  });

  describe('system notices', () => {
    it('delivers a notice sent now to the users’ sys list', async () => {
      const jade = await newcomer('jade');
      const sent = (await notice({ title: 'Welcome', content: 'Read the rules.' }).expect(200)).body.data;
      expect(sent.state).toBe(true);
      expect(await unread(jade.client)).toEqual({ ...NONE, sys: 1 });
      const [row] = (await messages(jade.client, 'sys')).records;
      expect(row).toMatchObject({ title: 'Welcome', content: 'Read the rules.', type: 'Sys', state: false });
      expect(await unread(jade.client)).toEqual(NONE);
    });

    it('keeps a notice sent later until the hourly job sends it, once', async () => {
      const kim = await newcomer('kim');
      const validation = await notice({ state: 'later' }).expect(400);
      expect(validation.body.msg).toBe('state must be true or false');
      const later = (
        await notice({ title: 'Tomorrow', type: 'Single', recipient: 'kim', state: false }).expect(200)
      ).body.data;
      expect(later).toMatchObject({ state: false, recipientCount: 0 });
      expect(await unread(kim.client)).toEqual(NONE);
      expect((await messages(kim.client, 'sys')).total).toBe(0);

      await t.app.get(NoticeScheduler).hourly();
      expect(await unread(kim.client)).toEqual({ ...NONE, sys: 1 });
      expect((await messages(kim.client, 'sys')).records.map((row) => row.title)).toEqual(['Tomorrow']);
      expect(await t.app.get(NoticeService).sendPending()).toBe(0);
      expect((await messages(kim.client, 'sys')).total).toBe(1);
      const listed = (await root.get('/api/admin/msg/notice', { type: 'Single' }).expect(200)).body.data
        .records;
      expect(listed.find((row: { id: number }) => row.id === later.id)).toMatchObject({
        state: true,
        recipientCount: 1,
      });
    });

    it('keeps system-written "mine" messages out of the admins’ notice list', async () => {
      const lena = await newcomer('lena');
      await reminders().notifyMine(lena.uid, 'Your reply was removed', 'Please stay on topic.');
      const listed = (await root.get('/api/admin/msg/notice', { limit: 200 }).expect(200)).body.data.records;
      expect(listed.map((row: { title: string }) => row.title)).not.toContain('Your reply was removed');
      expect((await messages(lena.client, 'mine')).records).toEqual([
        expect.objectContaining({
          title: 'Your reply was removed',
          content: 'Please stay on topic.',
          type: 'Mine',
        }),
      ]);
    });

    it('sends a kept notice when an update asks for it, and takes a sent one back', async () => {
      const nora = await newcomer('nora');
      const single = { title: 'Kept', type: 'Single', recipient: 'nora' };
      const kept = (await notice({ ...single, state: false }).expect(200)).body.data;
      const put = (body: Record<string, unknown>) =>
        root
          .http()
          .put('/api/admin/msg/notice')
          .set('Authorization', root.token)
          .send({ ...single, id: kept.id, content: 'c', ...body });
      expect((await put({}).expect(200)).body.data).toMatchObject({ state: false, recipientCount: 0 });
      expect((await put({ state: true }).expect(200)).body.data).toMatchObject({
        state: true,
        recipientCount: 1,
      });
      expect(await unread(nora.client)).toEqual({ ...NONE, sys: 1 });
      expect((await put({ state: false }).expect(200)).body.data).toMatchObject({
        state: false,
        recipientCount: 0,
      });
      expect(await unread(nora.client)).toEqual(NONE);
      expect((await messages(nora.client, 'sys')).total).toBe(0);
    });
  });

  describe('live counts over socket.io', () => {
    const connect = (token?: string): Promise<{ socket: Socket; counts: UnreadMessageCounts[] }> => {
      const socket = io(baseUrl, { auth: token ? { token } : {}, transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      const counts: UnreadMessageCounts[] = [];
      socket.on(SocketEvent.messageUnread, (event: UnreadMessageCounts) => counts.push(event));
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve({ socket, counts }));
        socket.once('connect_error', reject);
      });
    };

    it('sends the counts on connection, then after each change, to every socket of the user only', async () => {
      const mona = await newcomer('mona');
      const first = await connect(mona.client.token);
      const second = await connect(mona.client.token);
      const stranger = await connect(bob.token);
      const guest = await connect();
      await eventually(async () => {
        expect(first.counts).toEqual([NONE]);
        expect(second.counts).toEqual([NONE]);
      });

      await remind(ReminderAction.REPLY, uid.ann, mona.uid);
      await eventually(async () => {
        expect(first.counts.at(-1)).toEqual({ ...NONE, reply: 1 });
        expect(second.counts.at(-1)).toEqual({ ...NONE, reply: 1 });
      });
      await notice({ type: 'Single', recipient: 'mona' }).expect(200);
      await eventually(async () => expect(first.counts.at(-1)).toEqual({ ...NONE, reply: 1, sys: 1 }));
      await messages(mona.client, 'reply');
      await eventually(async () => expect(first.counts.at(-1)).toEqual({ ...NONE, sys: 1 }));
      await reminders().notifyMine(mona.uid, 'Removed', 'Your post');
      await eventually(async () => expect(first.counts.at(-1)).toEqual({ ...NONE, sys: 1, mine: 1 }));

      expect(first.counts).toHaveLength(5);
      expect(stranger.counts).toHaveLength(1);
      expect(guest.counts).toEqual([]);
    });
  });
});
