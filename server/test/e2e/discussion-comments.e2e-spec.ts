import { DataSource } from 'typeorm';
import { Role } from '@verdict/common';
import { AcceptedProblemEntity } from '../../src/modules/submission/accepted-problem.entity';
import { createProblem } from '../factories/problem';
import { ApiClient, TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';

interface ReplyRow {
  id: number;
  content: string;
  fromName: string;
  toUid: string;
}

interface CommentRow {
  id: number;
  did: number | null;
  content: string;
  fromName: string;
  fromRole: string | null;
  likeNum: number;
  totalReplyNum: number;
  replyList: ReplyRow[];
}

interface ReminderRow {
  action: string;
  sourceId: number;
  sourceType: string;
  sourceTitle: string;
  sourceContent: string | null;
  quoteId: number | null;
  quoteType: string | null;
  quoteContent: string | null;
  url: string;
  senderUsername: string;
}

/** Comments under discussions: HOJ's comment routes with `did`, their rules, counts and reminders. */
describe('discussion comments', () => {
  let t: TestApp;
  let visitor: ApiClient;
  let root: ApiClient;
  let admin: ApiClient;
  let ann: ApiClient;
  let bob: ApiClient;
  let carl: ApiClient;
  const users = new TestUsers(() => t.app);
  const uid = users.uids;
  let category: number;

  const as = async (username: string, role: number = Role.DEFAULT_USER) => {
    await users.signUp([username], role);
    return users.as(username);
  };
  const solve = async (username: string) => {
    const { pid } = await createProblem(t.app, { problem: { title: `${username}'s problem` } });
    await t.app
      .get(DataSource)
      .getRepository(AcceptedProblemEntity)
      .insert({ uid: uid[username], pid, submitId: 1 });
  };
  const discussion = async (who: ApiClient, title: string) => {
    await who
      .post('/api/discussion', { title, description: 'About it', content: 'Details.', categoryId: category })
      .expect(200);
    const page = await root.get('/api/get-discussion-list', { keyword: title, admin: true }).expect(200);
    return (page.body.data.records as { id: number; title: string }[]).find((row) => row.title === title)!.id;
  };
  const commentNum = async (did: number) =>
    (await root.get('/api/get-discussion-detail', { did }).expect(200)).body.data.commentNum as number;
  const comment = async (who: ApiClient, did: number, content: string) =>
    (await who.post('/api/comment', { cid: null, did, content }).expect(200)).body.data as CommentRow;
  const reply = async (who: ApiClient, did: number, commentId: number, content: string, extra = {}) =>
    (await who.post('/api/reply', { did, reply: { commentId, content }, ...extra }).expect(200)).body
      .data as ReplyRow;
  const comments = async (who: ApiClient, did: number, query: Record<string, unknown> = {}) =>
    (await who.get('/api/comments', { did, ...query }).expect(200)).body.data as {
      commentList: { records: CommentRow[]; total: number; size: number };
      commentLikeMap: Record<string, boolean>;
    };
  const messages = async (who: ApiClient, type: 'comment' | 'reply' | 'like') =>
    (await who.get(`/api/msg/${type}`).expect(200)).body.data.records as ReminderRow[];

  beforeAll(async () => {
    t = await createTestApp();
    visitor = users.as(null);
    await users.signInRoot();
    root = users.as('root');
    admin = await as('adele', Role.ADMIN);
    ann = await as('ann');
    bob = await as('bob');
    carl = await as('carl');
    await root
      .put('/api/admin/switch/update', {
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateCommentACInitValue: 1,
        defaultCreateDiscussionDailyLimit: 100,
      })
      .expect(200);
    await solve('ann');
    await solve('bob');
    const saved = await root.post('/api/discussion-category', [{ name: 'General' }]).expect(200);
    category = saved.body.data[0].id;
  });
  afterAll(() => t.close());

  describe('posting', () => {
    let did: number;

    beforeAll(async () => {
      did = await discussion(ann, 'Where do comments go?');
    });

    it('saves a comment under the discussion with its author, and counts it', async () => {
      const row = await comment(bob, did, 'Right here.');
      expect(row).toMatchObject({ did, content: 'Right here.', fromName: 'bob', fromRole: 'default_user' });
      expect(await commentNum(did)).toBe(1);
    });

    it('needs a login, enough solved problems, and a role that may comment', async () => {
      await visitor.post('/api/comment', { did, content: 'Anonymous' }).expect(401);
      const refused = await carl.post('/api/comment', { did, content: 'Me too' }).expect(403);
      expect(refused.body.msg).toBe('Sorry, you can not comment yet! Please solve at least 1 problems first');
      const [first] = (await comments(carl, did)).commentList.records;
      const noReply = await carl.post('/api/reply', {
        did,
        reply: { commentId: first.id, content: 'Me too' },
      });
      expect(noReply.status).toBe(403);
      await admin.post('/api/comment', { did, content: 'Admins need no solved problems' }).expect(200);
      for (const role of [Role.MUTED, Role.NO_SUBMIT_MUTED]) {
        const muted = await as(`muted${role}`, role);
        await muted.post('/api/comment', { did, content: 'Let me speak' }).expect(403);
      }
      await solve('carl');
      await comment(carl, did, 'Now I may speak');
      expect(await commentNum(did)).toBe(3);
    });

    it('answers 404 for a discussion that does not exist', async () => {
      const missing = await bob.post('/api/comment', { did: 99_999, content: 'Hello?' }).expect(404);
      expect(missing.body.msg).toBe('The discussion does not exist');
      await visitor.get('/api/comments', { did: 99_999 }).expect(404);
    });
  });

  describe('reading', () => {
    let did: number;

    beforeAll(async () => {
      did = await discussion(ann, 'A busy thread');
      for (let i = 1; i <= 12; i++) await comment(bob, did, `comment ${i}`);
    });

    it('is open to signed-out visitors, 10 a page, newest first', async () => {
      const page = await comments(visitor, did);
      expect(page.commentList.total).toBe(12);
      expect(page.commentList.size).toBe(10);
      expect(page.commentList.records.map((row) => row.content).slice(0, 2)).toEqual([
        'comment 12',
        'comment 11',
      ]);
      const second = await comments(visitor, did, { currentPage: 2 });
      expect(second.commentList.records.map((row) => row.content)).toEqual(['comment 2', 'comment 1']);
    });

    it('shows the first 3 replies of a comment, and all of them on request', async () => {
      const [top] = (await comments(visitor, did)).commentList.records;
      for (let i = 1; i <= 5; i++) await reply(ann, did, top.id, `reply ${i}`);
      const [shown] = (await comments(visitor, did)).commentList.records;
      expect(shown.totalReplyNum).toBe(5);
      expect(shown.replyList.map((row) => row.content)).toEqual(['reply 1', 'reply 2', 'reply 3']);
      const all = await visitor.get('/api/reply', { commentId: top.id }).expect(200);
      expect(all.body.data).toHaveLength(5);
      expect(await commentNum(did)).toBe(17);
    });

    it('hides the comments of a disabled discussion from all but admins', async () => {
      const hidden = await discussion(ann, 'Soon disabled');
      await comment(bob, hidden, 'Before the ban');
      await admin.put('/api/admin/discussion', { id: hidden, status: 1 }).expect(200);
      await visitor.get('/api/comments', { did: hidden }).expect(403);
      await bob.post('/api/comment', { did: hidden, content: 'After the ban' }).expect(403);
      expect((await comments(admin, hidden)).commentList.total).toBe(1);
    });
  });

  describe('likes and deleting', () => {
    let did: number;

    beforeAll(async () => {
      did = await discussion(ann, 'Like and delete');
    });

    it('keeps one like per user on a comment', async () => {
      const row = await comment(bob, did, 'Like me');
      const like = (who: ApiClient, toLike: boolean) =>
        who
          .get('/api/comment-like', { cid: row.id, toLike, sourceId: did, sourceType: 'Discussion' })
          .expect(200);
      await like(ann, true);
      await like(ann, true);
      await like(carl, true);
      const liked = await comments(ann, did);
      expect(liked.commentList.records[0].likeNum).toBe(2);
      expect(liked.commentLikeMap[row.id]).toBe(true);
      await like(ann, false);
      await like(ann, false);
      expect((await comments(ann, did)).commentList.records[0].likeNum).toBe(1);
      await visitor.get('/api/comment-like', { cid: row.id, toLike: true }).expect(401);
    });

    it('lets authors and site admins delete, taking the replies and the count along', async () => {
      const row = await comment(bob, did, 'Delete me with my replies');
      await reply(ann, did, row.id, 'first answer');
      const second = await reply(carl, did, row.id, 'second answer');
      const before = await commentNum(did);
      await ann.delete('/api/comment', {}, { id: row.id, did }).expect(403);
      await carl.delete('/api/reply', {}, { did, reply: { id: second.id } }).expect(200);
      expect(await commentNum(did)).toBe(before - 1);
      await bob.delete('/api/comment', {}, { id: row.id, did }).expect(200);
      expect(await commentNum(did)).toBe(before - 3);
      const other = await comment(carl, did, 'An admin removes this');
      await reply(bob, did, other.id, 'and this');
      await admin.delete('/api/comment', {}, { id: other.id, did }).expect(200);
      expect(await commentNum(did)).toBe(before - 3);
      expect((await comments(visitor, did)).commentList.records.map((r) => r.content)).toEqual(['Like me']);
    });

    it('deletes the comments along with their discussion', async () => {
      const doomed = await discussion(ann, 'Doomed thread');
      const row = await comment(bob, doomed, 'Gone soon');
      await ann.delete('/api/comment', {}, { id: row.id, did: doomed }).expect(403);
      await ann.delete('/api/discussion', { did: doomed }).expect(200);
      await visitor.get('/api/reply', { commentId: row.id }).expect(404);
    });
  });

  describe('reminders', () => {
    let did: number;
    let first: CommentRow;

    beforeAll(async () => {
      did = await discussion(ann, 'Tell me everything');
      first = await comment(bob, did, 'A comment for ann');
      await comment(ann, did, 'My own comment');
    });

    it('tells the discussion’s author of a comment, not of their own', async () => {
      const rows = (await messages(ann, 'comment')).filter((row) => row.sourceId === did);
      expect(rows).toEqual([
        expect.objectContaining({
          action: 'Discuss',
          sourceType: 'Discussion',
          sourceTitle: 'Tell me everything',
          sourceContent: 'A comment for ann',
          senderUsername: 'bob',
          url: `/discussion-detail/${did}`,
        }),
      ]);
    });

    it('tells the user replied to, quoting the comment or the reply', async () => {
      const answer = await reply(ann, did, first.id, 'Thanks bob', {
        quoteId: first.id,
        quoteType: 'Comment',
      });
      await reply(carl, did, first.id, 'Replying to ann', { quoteId: answer.id, quoteType: 'Reply' });
      await carl
        .post('/api/reply', {
          did,
          reply: { commentId: first.id, content: 'To ann directly', toUid: uid.ann },
          quoteId: answer.id,
          quoteType: 'Reply',
        })
        .expect(200);
      expect((await messages(bob, 'reply')).filter((row) => row.sourceId === did)).toEqual([
        expect.objectContaining({
          action: 'Reply',
          sourceContent: 'Replying to ann',
          quoteId: answer.id,
          quoteType: 'Reply',
          senderUsername: 'carl',
        }),
        expect.objectContaining({
          action: 'Reply',
          sourceContent: 'Thanks bob',
          quoteId: first.id,
          quoteType: 'Comment',
          quoteContent: 'A comment for ann',
          senderUsername: 'ann',
          url: `/discussion-detail/${did}`,
        }),
      ]);
      expect((await messages(ann, 'reply')).filter((row) => row.sourceId === did)).toEqual([
        expect.objectContaining({ sourceContent: 'To ann directly', quoteContent: 'Thanks bob' }),
      ]);
    });

    it('refuses a quote from another discussion and a reply to someone outside the thread', async () => {
      const elsewhere = await discussion(bob, 'Another topic');
      const there = await comment(bob, elsewhere, 'Over here');
      const hidden = await reply(bob, elsewhere, there.id, 'Only under the other topic');
      const quoting = await carl
        .post('/api/reply', {
          did,
          reply: { commentId: first.id, content: 'Quoting across', toUid: uid.bob },
          quoteId: hidden.id,
          quoteType: 'Reply',
        })
        .expect(404);
      expect(quoting.body.msg).toBe('The quoted reply does not exist under this comment');
      const stranger = await carl
        .post('/api/reply', {
          did,
          reply: { commentId: first.id, content: 'Hi admin', toUid: uid.adele },
          quoteId: first.id,
          quoteType: 'Comment',
        })
        .expect(400);
      expect(stranger.body.msg).toBe(
        'You can only reply to the author of this comment or of a reply under it',
      );
      const texts = (await messages(bob, 'reply')).map((row) => row.sourceContent);
      expect(texts).not.toContain('Quoting across');
      expect((await messages(admin, 'reply')).map((row) => row.sourceContent)).not.toContain('Hi admin');
    });

    it('tells a comment’s author of a like, not of taking it back', async () => {
      const like = (toLike: boolean) =>
        carl
          .get('/api/comment-like', { cid: first.id, toLike, sourceId: did, sourceType: 'Discussion' })
          .expect(200);
      await like(true);
      await like(true);
      await like(false);
      expect((await messages(bob, 'like')).filter((row) => row.sourceId === did)).toEqual([
        expect.objectContaining({
          action: 'Like_Post',
          sourceType: 'Discussion',
          quoteId: first.id,
          quoteType: 'Comment',
          senderUsername: 'carl',
          url: `/discussion-detail/${did}`,
        }),
      ]);
    });
  });
});
