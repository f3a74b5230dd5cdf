import { io, Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Role, type ContestClarificationEvent } from '@verdict/common';
import { CommentLikeEntity } from '../../src/modules/comment/comment-like.entity';
import { CommentEntity } from '../../src/modules/comment/comment.entity';
import { ReplyEntity } from '../../src/modules/comment/reply.entity';
import { UserEntity } from '../../src/modules/user/user.entity';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const CLOSED = 'No Access: There is no open contest comment area on the website';

interface ReplyRow {
  id: number;
  content: string;
  fromName: string;
  toUid: string;
  toName: string;
}

interface CommentRow {
  id: number;
  cid: number;
  content: string;
  fromName: string;
  fromRole: string | null;
  fromTitleName: string | null;
  fromTitleColor: string | null;
  likeNum: number;
  totalReplyNum: number;
  replyList: ReplyRow[];
}

/** Contest clarifications: HOJ's comment routes in a contest, who reads, posts, likes and deletes. */
describe('contest comments', () => {
  let t: TestApp;
  let root: ContestClient;
  let owner: ContestClient;
  let ann: ContestClient;
  let bob: ContestClient;
  let uid: Record<'root' | 'owen' | 'ann' | 'bob', string>;
  let running: number;
  let ended: number;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
    ({ root, owner, ann, bob } = await contestCast(t.app));
    const users = t.app.get(DataSource).getRepository(UserEntity);
    await users.update({ username: 'owen' }, { titleName: 'Jury', titleColor: '#ff8800' });
    const byName = async (username: string) => (await users.findOneByOrFail({ username })).uid;
    uid = {
      root: await byName('root'),
      owen: await byName('owen'),
      ann: await byName('ann'),
      bob: await byName('bob'),
    };
    running = await owner.createContest({ title: 'Clarified Round' });
    ended = await owner.createContest({ title: 'Past Round', startTime: at(-3 * HOUR), endTime: at(-HOUR) });
  });
  afterAll(() => t.close());

  const post = (who: ContestClient, cid: number, content: string) =>
    who.post('/api/comment', { cid, did: null, content });
  const posted = async (who: ContestClient, cid: number, content: string) =>
    (await post(who, cid, content).expect(200)).body.data as CommentRow;
  const list = async (who: ContestClient, cid: number, query: Record<string, unknown> = {}) =>
    (await who.get('/api/comments', { cid, ...query }).expect(200)).body.data as {
      commentList: { records: CommentRow[]; total: number; size: number; current: number };
      commentLikeMap: Record<string, boolean>;
    };
  const contents = async (who: ContestClient, cid: number) =>
    (await list(who, cid)).commentList.records.map((row) => row.content);
  const reply = (who: ContestClient, body: Record<string, unknown>) =>
    who.post('/api/reply', { did: null, quoteId: null, quoteType: 'Comment', ...body });
  const replied = async (who: ContestClient, commentId: number, content: string, toUid?: string) =>
    (await reply(who, { reply: { commentId, content, toUid } }).expect(200)).body.data as ReplyRow;
  const allReplies = async (who: ContestClient, commentId: number) =>
    (await who.get('/api/reply', { commentId }).expect(200)).body.data as ReplyRow[];
  const like = (who: ContestClient, commentId: number, toLike: boolean) =>
    who.get('/api/comment-like', { cid: commentId, toLike, sourceId: running, sourceType: 'Contest' });
  const remove = (who: ContestClient, path: '/api/comment' | '/api/reply', body: Record<string, unknown>) =>
    who.http().delete(path).set('Authorization', who.token).send(body);

  describe('posting', () => {
    it('saves a comment with its author as they are now, and answers it as HOJ does', async () => {
      const comment = await posted(owner, running, 'Problem A: the input ends with a newline.');
      expect(comment).toMatchObject({
        cid: running,
        content: 'Problem A: the input ends with a newline.',
        fromUid: uid.owen,
        fromName: 'owen',
        fromRole: 'admin',
        fromTitleName: 'Jury',
        fromTitleColor: '#ff8800',
        likeNum: 0,
        totalReplyNum: 0,
        replyList: [],
      });
      expect((await posted(root, running, 'Good luck!')).fromRole).toBe('root');
    });

    it.each([
      ['Content cannot be empty', { content: '' }],
      ['Content cannot be empty', { content: ' \n\t ' }],
      ['Content cannot be empty', {}],
      ['The content can not exceed 10000 characters', { content: 'x'.repeat(10_001) }],
      ['cid must be a number', { cid: 'abc', content: 'Why?' }],
      ['cid or did is required', { cid: null, content: 'Why?' }],
    ])('refuses with a clear 400: %s', async (message, body) => {
      const response = await ann.post('/api/comment', { cid: running, ...body }).expect(400);
      expect(response.body.msg).toBe(message);
    });

    it('keeps the text as written, trimmed, up to the limit', async () => {
      const text = `  ${'y'.repeat(9_990)}  `;
      expect((await posted(bob, ended, text)).content).toBe('y'.repeat(9_990));
    });

    it('needs a login, and is refused to muted roles', async () => {
      await ann.http().post('/api/comment').send({ cid: running, content: 'Hi' }).expect(401);
      for (const [name, role] of [
        ['mute', Role.MUTED],
        ['mutenosubmit', Role.NO_SUBMIT_MUTED],
      ] as const) {
        await createUser(t.app, name, role);
        const muted = new ContestClient(t.app, await loginAs(t.app, name));
        await muted.post('/api/comment', { cid: running, content: 'Let me speak' }).expect(403);
        const [first] = (await list(muted, running)).commentList.records;
        await muted.post('/api/reply', { reply: { commentId: first.id, content: 'Me too' } }).expect(403);
      }
    });

    it('needs the right to enter the contest', async () => {
      const anonymous = await ann.http().get('/api/comments').query({ cid: running }).expect(401);
      expect(anonymous.body.msg).toBe('Please login first');
      const later = await owner.createContest({ startTime: at(HOUR), endTime: at(2 * HOUR) });
      const early = await post(ann, later, 'Is it on?').expect(403);
      expect(early.body.msg).toBe('The contest has not started yet');
      await post(owner, later, 'Starts at noon.').expect(200);
      const locked = await owner.createContest({ auth: 1, pwd: 'secret' });
      const stranger = await ann.get('/api/comments', { cid: locked }).expect(403);
      expect(stranger.body.msg).toBe('This contest is private: register with the contest password first');
      await ann.register(locked, 'secret').expect(200);
      await post(ann, locked, 'Registered and asking').expect(200);
      await ann.get('/api/comments', { cid: 999_999 }).expect(404);
    });
  });

  describe('reading', () => {
    let cid: number;

    beforeAll(async () => {
      cid = await owner.createContest({ title: 'Who reads what' });
      await posted(ann, cid, 'ann: is B interactive?');
      await posted(bob, cid, 'bob: can I use C++20?');
      await posted(owner, cid, 'owner: B is not interactive');
      await posted(root, cid, 'root: the judge is back');
    });

    it('shows a contestant their own comments and the contest admins’ while the contest runs', async () => {
      expect(await contents(ann, cid)).toEqual([
        'root: the judge is back',
        'owner: B is not interactive',
        'ann: is B interactive?',
      ]);
      expect(await contents(bob, cid)).toEqual([
        'root: the judge is back',
        'owner: B is not interactive',
        'bob: can I use C++20?',
      ]);
    });

    it('shows contest admins every comment, newest first', async () => {
      const everything = [
        'root: the judge is back',
        'owner: B is not interactive',
        'bob: can I use C++20?',
        'ann: is B interactive?',
      ];
      expect(await contents(owner, cid)).toEqual(everything);
      expect(await contents(root, cid)).toEqual(everything);
    });

    it('shows everyone every comment once the contest is over', async () => {
      await posted(ann, ended, 'ann: after the end');
      expect(await contents(bob, ended)).toEqual(
        expect.arrayContaining(['ann: after the end', 'y'.repeat(9_990)]),
      );
    });

    it('pages by 10, newest first, or by the limit asked for', async () => {
      const paged = await owner.createContest({ title: 'Busy' });
      for (let i = 1; i <= 12; i++) await posted(owner, paged, `note ${i}`);
      const first = await list(ann, paged);
      expect(first.commentList).toMatchObject({ total: 12, size: 10, current: 1 });
      expect(first.commentList.records.map((row) => row.content).slice(0, 2)).toEqual(['note 12', 'note 11']);
      const second = await list(ann, paged, { currentPage: 2 });
      expect(second.commentList.records.map((row) => row.content)).toEqual(['note 2', 'note 1']);
      const small = await list(ann, paged, { limit: 5, currentPage: 3 });
      expect(small.commentList.records.map((row) => row.content)).toEqual(['note 2', 'note 1']);
    });
  });

  describe('replies', () => {
    let cid: number;
    let notice: CommentRow;
    let question: CommentRow;

    beforeAll(async () => {
      cid = await owner.createContest({ title: 'Replied Round' });
      notice = await posted(owner, cid, 'Ask here.');
      question = await posted(ann, cid, 'Is n at most 10^5?');
    });

    it('addresses a reply to the comment’s author unless told otherwise, with the name read from the user', async () => {
      const answer = await replied(owner, question.id, 'Yes, n ≤ 10^5.');
      expect(answer).toMatchObject({ fromName: 'owen', toUid: uid.ann, toName: 'ann' });
      const spoofed = (
        await reply(ann, {
          reply: { commentId: notice.id, content: 'Thanks', toUid: uid.owen, toName: 'root', toAvatar: 'x' },
        }).expect(200)
      ).body.data as ReplyRow;
      expect(spoofed).toMatchObject({ toUid: uid.owen, toName: 'owen' });
      await remove(ann, '/api/reply', { reply: spoofed }).expect(200);
    });

    it('addresses a reply only to the comment’s author or to the author of a reply the sender reads there', async () => {
      const board = await posted(owner, cid, 'Questions here.');
      const toBob = { reply: { commentId: board.id, content: 'Hey bob', toUid: uid.bob } };
      const outsider = await reply(ann, toBob).expect(400);
      expect(outsider.body.msg).toBe(
        'You can only reply to the author of this comment or of a reply under it',
      );
      await replied(bob, board.id, 'bob asks the jury');
      // bob's question to the jury is hidden from ann, so it does not make bob reachable for her.
      expect((await reply(ann, toBob).expect(400)).body.msg).toBe(
        'You can only reply to the author of this comment or of a reply under it',
      );
      expect(await replied(owner, board.id, 'The jury answers bob', uid.bob)).toMatchObject({
        toUid: uid.bob,
      });
      await reply(ann, toBob).expect(400);
      expect((await allReplies(owner, board.id)).map((row) => row.content)).toEqual([
        'bob asks the jury',
        'The jury answers bob',
      ]);
    });

    it('tells the user replied to in their reply messages, with the contest and the quote', async () => {
      const answer = await replied(owner, question.id, 'See the statement, section Input.');
      const messages = (await ann.get('/api/msg/reply', {}).expect(200)).body.data.records as Record<
        string,
        unknown
      >[];
      expect(messages[0]).toMatchObject({
        action: 'Reply',
        sourceId: cid,
        sourceType: 'Contest',
        sourceContent: answer.content,
        quoteId: question.id,
        quoteType: 'Comment',
        url: `/contest/${cid}/comment`,
        senderUsername: 'owen',
      });
    });

    it('keeps a reply to a contest admin between its author and the admins', async () => {
      await replied(ann, notice.id, 'ann asks the jury privately');
      await replied(bob, notice.id, 'bob asks the jury privately');
      await replied(owner, notice.id, 'the jury answers bob', uid.bob);
      const seenBy = async (who: ContestClient) => (await allReplies(who, notice.id)).map((r) => r.content);
      expect(await seenBy(ann)).toEqual(['ann asks the jury privately', 'the jury answers bob']);
      expect(await seenBy(bob)).toEqual(['bob asks the jury privately', 'the jury answers bob']);
      expect(await seenBy(owner)).toEqual([
        'ann asks the jury privately',
        'bob asks the jury privately',
        'the jury answers bob',
      ]);
      const [row] = (await list(bob, cid)).commentList.records.filter((r) => r.id === notice.id);
      expect(row.totalReplyNum).toBe(2);
    });

    it('lists the first 3 replies under a comment with the number the viewer may read, and all on request', async () => {
      for (let i = 1; i <= 3; i++) await replied(owner, notice.id, `public note ${i}`, uid.ann);
      const [row] = (await list(root, cid)).commentList.records.filter((r) => r.id === notice.id);
      expect(row.totalReplyNum).toBe(6);
      expect(row.replyList.map((r) => r.content)).toEqual([
        'ann asks the jury privately',
        'bob asks the jury privately',
        'the jury answers bob',
      ]);
      expect(await allReplies(root, notice.id)).toHaveLength(6);
    });

    it('refuses replies to missing or unreadable comments, and bad input', async () => {
      const hidden = await reply(bob, { reply: { commentId: question.id, content: 'me too' } }).expect(404);
      expect(hidden.body.msg).toBe('The comment does not exist');
      await bob.get('/api/reply', { commentId: question.id }).expect(404);
      await reply(bob, { reply: { commentId: 999_999, content: 'hello' } }).expect(404);
      const cases: [string, Record<string, unknown>][] = [
        ['Content cannot be empty', { reply: { commentId: notice.id, content: '   ' } }],
        ['reply is required', {}],
        ['commentId is required', { reply: { content: 'hi' } }],
        [
          'You can only reply to the author of this comment or of a reply under it',
          { reply: { commentId: notice.id, content: 'hi', toUid: 'nobody' } },
        ],
        [
          'A reply can only quote the comment it is under',
          { reply: { commentId: notice.id, content: 'hi' }, quoteId: question.id },
        ],
        [
          'quoteType must be Comment or Reply',
          { reply: { commentId: notice.id, content: 'hi' }, quoteType: 'Page' },
        ],
      ];
      for (const [message, body] of cases) {
        expect((await reply(ann, body).expect(400)).body.msg).toBe(message);
      }
      await ann
        .http()
        .post('/api/reply')
        .send({ reply: { commentId: notice.id, content: 'hi' } })
        .expect(401);
    });

    it('lets the author or a contest admin delete a reply, nobody else', async () => {
      const mine = await replied(bob, notice.id, 'bob: never mind');
      const refused = await remove(ann, '/api/reply', { did: null, reply: { id: mine.id } }).expect(403);
      expect(refused.body.msg).toBe('You can only delete your own replies');
      await remove(bob, '/api/reply', { reply: { id: mine.id } }).expect(200);
      const again = await replied(bob, notice.id, 'bob: one more thing');
      const done = await remove(owner, '/api/reply', { reply: again }).expect(200);
      expect(done.body.msg).toBe('Delete successfully');
      await remove(owner, '/api/reply', { reply: again }).expect(404);
      await remove(owner, '/api/reply', {}).expect(400);
      await ann
        .http()
        .delete('/api/reply')
        .send({ reply: { id: 1 } })
        .expect(401);
    });
  });

  describe('likes', () => {
    let comment: CommentRow;

    beforeAll(async () => {
      comment = await posted(owner, running, 'Like this if you read it');
    });

    const likeNum = async () =>
      (await t.app.get(DataSource).getRepository(CommentEntity).findOneByOrFail({ id: comment.id })).likeNum;

    it('counts each user once however often they like, and takes a like back once', async () => {
      await like(ann, comment.id, true).expect(200);
      await like(ann, comment.id, true).expect(200);
      await Promise.all([like(bob, comment.id, true), like(bob, comment.id, true)].map((r) => r.expect(200)));
      expect(await likeNum()).toBe(2);
      const mine = await list(ann, running);
      expect(mine.commentLikeMap).toEqual({ [comment.id]: true });
      expect(mine.commentList.records.find((row) => row.id === comment.id)?.likeNum).toBe(2);
      expect((await list(root, running)).commentLikeMap).toEqual({});
      await like(ann, comment.id, false).expect(200);
      await like(ann, comment.id, false).expect(200);
      expect(await likeNum()).toBe(1);
      expect((await list(ann, running)).commentLikeMap).toEqual({});
      const likes = (await owner.get('/api/msg/like', {}).expect(200)).body.data.records as Record<
        string,
        unknown
      >[];
      expect(likes.filter((row) => row.quoteId === comment.id).map((row) => row.senderUsername)).toEqual([
        'bob',
        'ann',
      ]);
      expect(likes[0]).toMatchObject({
        action: 'Like_Post',
        sourceType: 'Contest',
        url: `/contest/${running}/comment`,
      });
    });

    it('needs a login and a comment the user may read', async () => {
      await ann.http().get('/api/comment-like').query({ cid: comment.id, toLike: true }).expect(401);
      const hidden = await posted(bob, running, 'bob: a private question');
      await like(ann, hidden.id, true).expect(404);
      await like(ann, 999_999, true).expect(404);
      const bad = await ann.get('/api/comment-like', { cid: comment.id, toLike: true, sourceType: 'Blog' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('sourceType must be Contest or Discussion');
      expect((await ann.get('/api/comment-like', { cid: comment.id }).expect(400)).body.msg).toBe(
        'toLike must be true or false',
      );
    });
  });

  describe('deleting comments', () => {
    it('lets the author or a contest admin delete, with its replies and likes in one go', async () => {
      const db = t.app.get(DataSource);
      const mine = await posted(ann, ended, 'ann: delete me later');
      await replied(owner, mine.id, 'noted');
      await like(bob, mine.id, true).expect(200);
      const refused = await remove(bob, '/api/comment', { id: mine.id, cid: ended }).expect(403);
      expect(refused.body.msg).toBe('You can only delete your own comments');
      const done = await remove(ann, '/api/comment', { id: mine.id, cid: ended, did: null }).expect(200);
      expect(done.body.msg).toBe('Delete successfully');
      expect(await db.getRepository(ReplyEntity).countBy({ commentId: mine.id })).toBe(0);
      expect(await db.getRepository(CommentLikeEntity).countBy({ commentId: mine.id })).toBe(0);
      await remove(ann, '/api/comment', { id: mine.id }).expect(404);

      const bobs = await posted(bob, running, 'bob: remove me, jury');
      await remove(ann, '/api/comment', { id: bobs.id }).expect(404);
      await remove(owner, '/api/comment', { id: bobs.id, fromUid: uid.bob, cid: running }).expect(200);
      expect(await db.getRepository(CommentEntity).countBy({ id: bobs.id })).toBe(0);
      expect((await remove(ann, '/api/comment', {}).expect(400)).body.msg).toBe('id is required');
      await ann.http().delete('/api/comment').send({ id: bobs.id }).expect(401);
    });
  });

  describe('clarifications pushed live', () => {
    const sockets: Socket[] = [];

    afterAll(() => {
      for (const socket of sockets) socket.disconnect();
    });

    async function follower(who: ContestClient | null, cid: number) {
      const socket = io(baseUrl, {
        auth: who ? { token: who.token } : {},
        transports: ['websocket'],
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const events: ContestClarificationEvent[] = [];
      socket.on('contest-clarification', (event: ContestClarificationEvent) => events.push(event));
      const joined = (await socket.emitWithAck('join-contest-comments', { cid })) as {
        ok: boolean;
        msg?: string;
      };
      return { socket, events, joined };
    }

    const until = async (check: () => boolean) => {
      for (let waited = 0; !check(); waited += 20) {
        if (waited > 5000) throw new Error('no clarification arrived');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it('tells the contest’s followers what its admins post, and only what each may read', async () => {
      const cid = await owner.createContest({ title: 'Live Round' });
      const annFeed = await follower(ann, cid);
      const bobFeed = await follower(bob, cid);
      expect([annFeed.joined, bobFeed.joined]).toEqual([{ ok: true }, { ok: true }]);

      await posted(ann, cid, 'ann: contestants are not pushed');
      const question = await posted(bob, cid, 'bob: may I use Python?');
      const answer = await replied(owner, question.id, 'Yes, Python 3 is fine.');
      await until(() => bobFeed.events.length === 1);
      expect(bobFeed.events[0]).toEqual({
        cid,
        commentId: question.id,
        replyId: answer.id,
        fromUid: uid.owen,
        fromName: 'owen',
        excerpt: 'Yes, Python 3 is fine.',
      });

      const notice = await posted(
        owner,
        cid,
        `**Problem C** fixed:\n${'the limits are now right. '.repeat(8)}`,
      );
      await until(() => annFeed.events.length === 1 && bobFeed.events.length === 2);
      // ann got the notice and never bob's private answer: events arrive in order.
      expect(annFeed.events[0]).toMatchObject({ cid, commentId: notice.id, replyId: null, fromName: 'owen' });
      expect(annFeed.events[0].excerpt).toHaveLength(100);
      expect(annFeed.events[0].excerpt).toMatch(/^\*\*Problem C\*\* fixed: the limits are now right\. .*…$/);
      expect(bobFeed.events[1].commentId).toBe(notice.id);
    });

    it('lets only those who may read the comments follow them', async () => {
      const cid = await owner.createContest({ title: 'Guarded Round', openRank: true });
      expect((await follower(null, cid)).joined).toEqual({ ok: false, msg: 'Please login first' });
      expect((await follower(ann, 999_999)).joined).toMatchObject({ ok: false });
      const later = await owner.createContest({ startTime: at(HOUR), endTime: at(2 * HOUR) });
      expect((await follower(ann, later)).joined).toEqual({
        ok: false,
        msg: 'The contest has not started yet',
      });
    });
  });

  describe('when the site closes the contest comment area', () => {
    const setFlag = (open: boolean) =>
      root
        .http()
        .put('/api/admin/config/set-web-config')
        .set('Authorization', root.token)
        .send({ openContestComment: open })
        .expect(200);

    afterAll(() => setFlag(true));

    it('refuses every comment route with the spec text', async () => {
      const [comment] = (await list(owner, running)).commentList.records;
      await setFlag(false);
      const refusals = [
        ann.get('/api/comments', { cid: running }),
        post(owner, running, 'still here?'),
        like(ann, comment.id, true),
        ann.get('/api/reply', { commentId: comment.id }),
        reply(owner, { reply: { commentId: comment.id, content: 'hello' } }),
        remove(owner, '/api/comment', { id: comment.id }),
      ];
      for (const response of await Promise.all(refusals)) {
        expect({ status: response.status, msg: response.body.msg }).toEqual({ status: 403, msg: CLOSED });
      }
      const socket = io(baseUrl, {
        auth: { token: ann.token },
        transports: ['websocket'],
        forceNew: true,
      });
      try {
        expect(await socket.emitWithAck('join-contest-comments', { cid: running })).toEqual({
          ok: false,
          msg: CLOSED,
        });
      } finally {
        socket.disconnect();
      }
    });
  });
});
