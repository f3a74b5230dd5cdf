import { DataSource } from 'typeorm';
import { Role } from '@verdict/common';
import { AcceptedProblemEntity } from '../../src/modules/submission/accepted-problem.entity';
import { createProblem } from '../factories/problem';
import { ApiClient, TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';

const CLOSED = 'No Access: There is no open discussion area on the website';

interface DiscussionRow {
  id: number;
  title: string;
  description: string;
  content: string;
  categoryId: number;
  categoryName: string | null;
  pid: string | null;
  uid: string;
  author: string;
  role: string | null;
  titleName: string | null;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  topPriority: number;
  status: number;
  hasLike: boolean;
}

/** Public discussions: categories, posting rules, the list, likes, reports and the back office. */
describe('discussions', () => {
  let t: TestApp;
  let visitor: ApiClient;
  let root: ApiClient;
  let admin: ApiClient;
  let ann: ApiClient;
  let bob: ApiClient;
  let carl: ApiClient;
  const users = new TestUsers(() => t.app);
  const uid = users.uids;
  let general: number;
  let solutions: number;
  let problemIds: string[];

  const as = async (username: string, role: number = Role.DEFAULT_USER) => {
    await users.signUp([username], role);
    return users.as(username);
  };
  const solve = async (username: string, count: number) => {
    const rows = t.app.get(DataSource).getRepository(AcceptedProblemEntity);
    for (let i = 0; i < count; i++) {
      const problem = await createProblem(t.app, { problem: { title: `${username} ${i}` } });
      await rows.insert({ uid: uid[username], pid: problem.pid, submitId: 1000 + i });
    }
  };
  const switches = (changes: Record<string, unknown>) =>
    root.put('/api/admin/switch/update', changes).expect(200);
  const aPost = (fields: Record<string, unknown> = {}) => ({
    title: 'How do I read input?',
    description: 'Reading until the end of the file',
    content: 'I use `cin` but it never stops.',
    categoryId: general,
    ...fields,
  });
  const list = async (who: ApiClient, query: Record<string, unknown> = {}) =>
    (await who.get('/api/get-discussion-list', query).expect(200)).body.data as {
      records: DiscussionRow[];
      total: number;
      size: number;
    };
  const titles = async (who: ApiClient, query: Record<string, unknown> = {}) =>
    (await list(who, query)).records.map((row) => row.title);
  const detail = async (who: ApiClient, did: number) =>
    (await who.get('/api/get-discussion-detail', { did }).expect(200)).body.data as DiscussionRow;
  const idOf = async (title: string) => {
    const found = (await list(root, { keyword: title, admin: true, limit: 50 })).records.find(
      (row) => row.title === title,
    );
    if (!found) throw new Error(`no discussion "${title}"`);
    return found.id;
  };
  /** What the posting form is told before it is filled in. */
  const postingRule = async (who: ApiClient) =>
    (await who.get('/api/get-discussion-posting-rule').expect(200)).body.data as {
      allowed: boolean;
      reason: string | null;
    };
  const posted = async (who: ApiClient, fields: Record<string, unknown> = {}) => {
    const body = aPost(fields);
    await who.post('/api/discussion', body).expect(200);
    return idOf(String(body.title));
  };

  beforeAll(async () => {
    t = await createTestApp();
    visitor = users.as(null);
    await users.signInRoot();
    root = users.as('root');
    admin = await as('adele', Role.ADMIN);
    ann = await as('ann');
    bob = await as('bob');
    carl = await as('carl');
    await switches({
      defaultCreateDiscussionACInitValue: 2,
      defaultCreateDiscussionDailyLimit: 100,
      defaultCreateCommentACInitValue: 1,
    });
    await solve('ann', 2);
    await solve('bob', 2);
    await solve('carl', 1);
    problemIds = [
      (await createProblem(t.app, { problem: { problemId: 'D100', title: 'Discussed' } })).problemId,
      (await createProblem(t.app, { problem: { problemId: 'D200', title: 'Hidden', auth: 2 } })).problemId,
    ];
    const saved = await root
      .post('/api/discussion-category', [{ name: 'General' }, { name: 'Solutions' }])
      .expect(200);
    [general, solutions] = (saved.body.data as { id: number }[]).map((row) => row.id);
  });
  afterAll(() => t.close());

  describe('categories', () => {
    it('are read by anyone, signed out too', async () => {
      const response = await visitor.get('/api/discussion-category').expect(200);
      expect(response.body.data).toEqual([
        { id: general, name: 'General' },
        { id: solutions, name: 'Solutions' },
      ]);
    });

    it('are saved as a whole list by the super admin only', async () => {
      await visitor.post('/api/discussion-category', [{ name: 'Spam' }]).expect(401);
      await admin.post('/api/discussion-category', [{ name: 'Spam' }]).expect(403);
      await ann.post('/api/discussion-category', [{ name: 'Spam' }]).expect(403);
      const saved = await root
        .post('/api/discussion-category', [
          { id: general, name: 'General' },
          { id: solutions, name: 'Solutions' },
          { name: 'Off topic' },
        ])
        .expect(200);
      const offTopic = (saved.body.data as { id: number; name: string }[]).find(
        (row) => row.name === 'Off topic',
      );
      expect(offTopic).toBeDefined();
      const renamed = await root
        .post('/api/discussion-category', [
          { id: general, name: 'General talk' },
          { id: solutions, name: 'Solutions' },
        ])
        .expect(200);
      expect(renamed.body.data).toEqual([
        { id: general, name: 'General talk' },
        { id: solutions, name: 'Solutions' },
      ]);
    });

    it('refuses to drop a category discussions use, naming it', async () => {
      await posted(ann, { title: 'Category keeper', categoryId: solutions });
      const refused = await root
        .post('/api/discussion-category', [{ id: general, name: 'General talk' }])
        .expect(400);
      expect(refused.body.msg).toBe('The category "Solutions" is used by discussions and cannot be deleted');
      expect((await visitor.get('/api/discussion-category').expect(200)).body.data).toHaveLength(2);
    });

    it.each([
      ['The category name cannot be empty', [{ name: '  ' }]],
      ['The category does not exist', [{ id: 99_999, name: 'Ghost' }]],
      ['The category list is required', { name: 'Not a list' }],
    ])('refuses with a clear 400: %s', async (message, body) => {
      const response = await root.post('/api/discussion-category', body).expect(400);
      expect(response.body.msg).toBe(message);
    });
  });

  describe('posting', () => {
    it('saves a post with its author as they are now', async () => {
      const did = await posted(ann, { title: 'First post' });
      const post = await detail(ann, did);
      expect(post).toMatchObject({
        title: 'First post',
        description: 'Reading until the end of the file',
        content: 'I use `cin` but it never stops.',
        categoryId: general,
        categoryName: 'General talk',
        pid: null,
        uid: uid.ann,
        author: 'ann',
        role: 'default_user',
        likeNum: 0,
        commentNum: 0,
        topPriority: 0,
        status: 0,
      });
    });

    it.each([
      ['The title cannot be empty', { title: '  ' }],
      ['The description cannot be empty', { description: undefined }],
      ['The content cannot be empty', { content: '' }],
      ['Please choose a category', { categoryId: undefined }],
      ['The category does not exist', { categoryId: 99_999 }],
      ['The title can not exceed 255 characters', { title: 'x'.repeat(256) }],
      ['Group discussions are posted in the group: use /api/group/discussion', { gid: 3 }],
    ])('refuses with a clear 400: %s', async (message, fields) => {
      const response = await ann.post('/api/discussion', aPost(fields)).expect(400);
      expect(response.body.msg).toBe(message);
    });

    it('needs a login, and is refused to roles barred from posting, who are told so before the form', async () => {
      await visitor.post('/api/discussion', aPost()).expect(401);
      await visitor.get('/api/get-discussion-posting-rule').expect(401);
      for (const role of [Role.NO_DISCUSS, Role.MUTED, Role.NO_SUBMIT_NO_DISCUSS, Role.NO_SUBMIT_MUTED]) {
        const barred = await as(`barred${role}`, role);
        await barred.post('/api/discussion', aPost({ title: `barred ${role}` })).expect(403);
        expect(await postingRule(barred)).toEqual({
          allowed: false,
          reason: 'Your account is not allowed to post discussions',
        });
      }
    });

    it('needs enough solved problems from ordinary users, who read the rule before the form', async () => {
      const rule = 'Sorry, you can not post a discussion yet! Please solve at least 2 problems first';
      expect(await postingRule(carl)).toEqual({ allowed: false, reason: rule });
      expect(await postingRule(users.as('carl', 'zh-CN'))).toEqual({
        allowed: false,
        reason: '对不起，您暂时不能发帖！请先去提交题目通过 2 道以上！',
      });
      const refused = await carl.post('/api/discussion', aPost({ title: 'Too early' })).expect(403);
      expect(refused.body.msg).toBe(rule);
      await solve('carl', 1);
      expect(await postingRule(carl)).toEqual({ allowed: true, reason: null });
      await carl.post('/api/discussion', aPost({ title: 'Now I may' })).expect(200);
    });

    it('limits ordinary users to the daily number of posts, admins not', async () => {
      await switches({ defaultCreateDiscussionDailyLimit: 3 });
      for (let i = 1; i <= 3; i++)
        await bob.post('/api/discussion', aPost({ title: `bob ${i}` })).expect(200);
      const refused = await bob.post('/api/discussion', aPost({ title: 'bob 4' })).expect(403);
      expect(refused.body.msg).toBe('Sorry, you have posted 3 discussions in the last day, the daily limit');
      expect(await postingRule(bob)).toEqual({ allowed: false, reason: refused.body.msg });
      expect(await postingRule(admin)).toEqual({ allowed: true, reason: null });
      // Deleting a post does not give it back.
      await bob.delete('/api/discussion', { did: await idOf('bob 3') }).expect(200);
      await bob.post('/api/discussion', aPost({ title: 'bob 4' })).expect(403);
      for (let i = 1; i <= 4; i++)
        await admin.post('/api/discussion', aPost({ title: `adele ${i}` })).expect(200);
      await switches({ defaultCreateDiscussionDailyLimit: 100 });
    });

    it('prefixes a problem discussion with the problem id once, and needs a problem the user sees', async () => {
      await ann.post('/api/discussion', aPost({ title: 'Hint for D100', pid: 'd100' })).expect(200);
      const did = await idOf('[D100] Hint for D100');
      expect(await detail(ann, did)).toMatchObject({ pid: 'D100', title: '[D100] Hint for D100' });
      await ann
        .put('/api/discussion', aPost({ id: did, title: '[D100] Hint for D100', pid: 'D100' }))
        .expect(200);
      expect((await detail(ann, did)).title).toBe('[D100] Hint for D100');
      const missing = await ann.post('/api/discussion', aPost({ pid: 'NOPE' })).expect(404);
      expect(missing.body.msg).toBe('The problem does not exist');
      await ann.post('/api/discussion', aPost({ pid: problemIds[1] })).expect(404);
      expect(await titles(visitor, { pid: 'D100' })).toEqual(['[D100] Hint for D100']);
    });

    it('lets only admins pin a post', async () => {
      const mine = await posted(ann, { title: 'Pin me please', topPriority: 5 });
      expect((await detail(ann, mine)).topPriority).toBe(0);
      const notice = await posted(admin, { title: 'Site rules', topPriority: true });
      expect((await detail(ann, notice)).topPriority).toBe(1);
    });
  });

  describe('editing and deleting', () => {
    it('lets the author edit their own post, and no one else but admins', async () => {
      const did = await posted(ann, { title: 'Typo in title' });
      const refused = await bob.put('/api/discussion', aPost({ id: did, title: 'Hijacked' })).expect(403);
      expect(refused.body.msg).toBe('You can only edit or delete your own discussions');
      await ann.put('/api/discussion', aPost({ id: did, title: 'Fixed title', topPriority: 9 })).expect(200);
      expect(await detail(bob, did)).toMatchObject({ title: 'Fixed title', topPriority: 0 });
      await admin
        .put('/api/discussion', aPost({ id: did, title: 'Fixed title', topPriority: 2 }))
        .expect(200);
      expect((await detail(bob, did)).topPriority).toBe(2);
      await visitor.put('/api/discussion', aPost({ id: did })).expect(401);
      await ann.put('/api/discussion', aPost()).expect(400);
    });

    it('lets the author delete their own post and admins any, telling the author', async () => {
      const own = await posted(ann, { title: 'Delete me myself' });
      const other = await posted(ann, { title: 'Admin removes me' });
      const refused = await bob.delete('/api/discussion', { did: own }).expect(403);
      expect(refused.body.msg).toBe('You can only edit or delete your own discussions');
      await ann.delete('/api/discussion', { did: own }).expect(200);
      await ann.get('/api/get-discussion-detail', { did: own }).expect(404);
      const removed = await admin.delete('/api/discussion', { did: other }).expect(200);
      expect(removed.body.msg).toBe('Delete successfully');
      await ann.get('/api/get-discussion-detail', { did: other }).expect(404);
      const mine = (await ann.get('/api/msg/mine').expect(200)).body.data.records as { content: string }[];
      expect(mine.map((row) => row.content)).toContain(
        'An administrator deleted your discussion "Admin removes me".',
      );
      expect(mine.map((row) => row.content)).not.toContain(
        'An administrator deleted your discussion "Delete me myself".',
      );
    });
  });

  describe('the list', () => {
    it('puts pinned posts first, then the newest, 10 a page, without the content', async () => {
      const page = await list(visitor);
      expect(page.size).toBe(10);
      expect(page.records).toHaveLength(10);
      expect(page.records.slice(0, 2).map((row) => row.title)).toEqual(['Fixed title', 'Site rules']);
      const priorities = page.records.map((row) => row.topPriority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
      const unpinned = page.records.filter((row) => row.topPriority === 0).map((row) => row.id);
      expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
      expect(page.records.every((row) => row.content === '')).toBe(true);
      expect((await list(visitor, { limit: 3 })).records).toHaveLength(3);
    });

    it('searches title, description and author, and filters by category', async () => {
      expect(await titles(visitor, { keyword: 'Category keeper' })).toEqual(['Category keeper']);
      await posted(admin, { title: 'Plain', description: 'Mentions zebras' });
      expect(await titles(visitor, { keyword: 'zebras' })).toEqual(['Plain']);
      const byCarl = await titles(visitor, { keyword: 'carl' });
      expect(byCarl).toEqual(['Now I may']);
      expect(await titles(visitor, { cid: solutions })).toEqual(['Category keeper']);
    });

    it('shows a user their own posts only when signed in', async () => {
      const refused = await visitor.get('/api/get-discussion-list', { onlyMine: true }).expect(401);
      expect(refused.body.msg).toBe('Please login first');
      const mine = await list(carl, { onlyMine: true });
      expect(mine.records.map((row) => row.title)).toEqual(['Now I may']);
    });
  });

  describe('detail, likes and reports', () => {
    let did: number;

    beforeAll(async () => {
      did = await posted(ann, { title: 'Likeable' });
    });

    it('counts a view each time it is opened', async () => {
      const first = (await detail(visitor, did)).viewNum;
      expect((await detail(bob, did)).viewNum).toBe(first + 1);
      expect((await detail(visitor, did)).viewNum).toBe(first + 2);
    });

    it('toggles one like per user, telling the author once', async () => {
      await visitor.get('/api/discussion-like', { did, toLike: true }).expect(401);
      await bob.get('/api/discussion-like', { did, toLike: true }).expect(200);
      await bob.get('/api/discussion-like', { did, toLike: true }).expect(200);
      expect(await detail(bob, did)).toMatchObject({ likeNum: 1, hasLike: true });
      expect((await detail(visitor, did)).hasLike).toBe(false);
      await carl.get('/api/discussion-like', { did, toLike: true }).expect(200);
      expect((await detail(visitor, did)).likeNum).toBe(2);
      await bob.get('/api/discussion-like', { did, toLike: false }).expect(200);
      await bob.get('/api/discussion-like', { did, toLike: false }).expect(200);
      expect(await detail(bob, did)).toMatchObject({ likeNum: 1, hasLike: false });
      const likes = (await ann.get('/api/msg/like').expect(200)).body.data.records as {
        action: string;
        sourceId: number;
        senderUsername: string;
        url: string;
      }[];
      expect(likes.filter((row) => row.sourceId === did)).toEqual([
        expect.objectContaining({
          action: 'Like_Discuss',
          senderUsername: 'carl',
          url: `/discussion-detail/${did}`,
        }),
        expect.objectContaining({
          action: 'Like_Discuss',
          senderUsername: 'bob',
          url: `/discussion-detail/${did}`,
        }),
      ]);
      await bob.get('/api/discussion-like', { did: 99_999, toLike: true }).expect(404);
    });

    it('takes reports from signed-in users, with a label or a reason of at most 200 characters', async () => {
      await visitor.post('/api/discussion-report', { did, content: '#spam-ads#' }).expect(401);
      for (const content of ['', '   ']) {
        const empty = await bob.post('/api/discussion-report', { did, content }).expect(400);
        expect(empty.body.msg).toBe('The report label and reason cannot be empty');
      }
      const long = await bob
        .post('/api/discussion-report', { did, content: `#abusive# ${'x'.repeat(201)}` })
        .expect(400);
      expect(long.body.msg).toBe('The report reason can not exceed 200 characters');
      await bob
        .post('/api/discussion-report', { did, content: `#abusive# #vulgar# ${'x'.repeat(200)}` })
        .expect(200);
      await carl
        .post('/api/discussion-report', { did, content: 'Copied from elsewhere', reporter: 'ann' })
        .expect(200);
      await bob.post('/api/discussion-report', { did: 99_999, content: '#illegal#' }).expect(404);
    });

    it('lists reports newest first to admins, who mark them handled', async () => {
      await ann.get('/api/admin/discussion-report').expect(403);
      await visitor.get('/api/admin/discussion-report').expect(401);
      const page = (await admin.get('/api/admin/discussion-report').expect(200)).body.data as {
        records: {
          id: number;
          did: number;
          title: string;
          reporter: string;
          content: string;
          status: boolean;
        }[];
        total: number;
      };
      expect(page.total).toBe(2);
      expect(page.records.map((row) => [row.reporter, row.title, row.status])).toEqual([
        ['carl', 'Likeable', false],
        ['bob', 'Likeable', false],
      ]);
      await ann.put('/api/admin/discussion-report', { id: page.records[0].id, status: true }).expect(403);
      await admin.put('/api/admin/discussion-report', { id: page.records[0].id, status: true }).expect(200);
      const after = (await root.get('/api/admin/discussion-report').expect(200)).body.data.records as {
        status: boolean;
      }[];
      expect(after.map((row) => row.status)).toEqual([true, false]);
    });
  });

  describe('the back office', () => {
    it('pins and disables posts; a disabled post is hidden but from admins, and its author is told', async () => {
      const did = await posted(carl, { title: 'Rude post' });
      await carl.put('/api/admin/discussion', { id: did, status: 1 }).expect(403);
      await admin.put('/api/admin/discussion', { id: did, topPriority: 3 }).expect(200);
      expect((await list(visitor)).records[0].title).toBe('Rude post');
      await admin.put('/api/admin/discussion', { id: did, status: 1 }).expect(200);
      expect(await titles(visitor, { limit: 50 })).not.toContain('Rude post');
      expect(await titles(admin, { limit: 50 })).not.toContain('Rude post');
      expect(await titles(admin, { limit: 50, admin: true })).toContain('Rude post');
      expect(await titles(carl, { limit: 50, admin: true })).not.toContain('Rude post');
      const hidden = await carl.get('/api/get-discussion-detail', { did }).expect(403);
      expect(hidden.body.msg).toBe('The discussion has been disabled by the administrator');
      expect((await detail(admin, did)).status).toBe(1);
      const mine = (await carl.get('/api/msg/mine').expect(200)).body.data.records as { title: string }[];
      expect(mine.map((row) => row.title)).toContain('Your discussion was disabled');
      const badStatus = await admin.put('/api/admin/discussion', { id: did, status: 7 }).expect(400);
      expect(badStatus.body.msg).toBe('status must be 0 or 1');
    });

    it('deletes the posts selected', async () => {
      const first = await posted(admin, { title: 'Old notice 1' });
      const second = await posted(carl, { title: 'Old notice 2' });
      await carl.delete('/api/admin/discussion', {}, [first]).expect(403);
      const empty = await admin.delete('/api/admin/discussion', {}, []).expect(400);
      expect(empty.body.msg).toBe('Please select the discussions first');
      await admin.delete('/api/admin/discussion', {}, [first, second]).expect(200);
      expect(await titles(admin, { limit: 50, admin: true })).not.toEqual(
        expect.arrayContaining(['Old notice 1']),
      );
      await visitor.get('/api/get-discussion-detail', { did: second }).expect(404);
    });
  });

  describe('with the discussion area switched off', () => {
    beforeAll(() => switches({ openPublicDiscussion: false }));
    afterAll(() => switches({ openPublicDiscussion: true }));

    it('answers every public discussion route 403 with HOJ’s text', async () => {
      const did = (await list(root, { admin: true })).records[0].id;
      const calls = [
        visitor.get('/api/get-discussion-list'),
        visitor.get('/api/get-discussion-detail', { did }),
        ann.get('/api/get-discussion-list'),
        ann.post('/api/discussion', aPost({ title: 'While closed' })),
        ann.put('/api/discussion', aPost({ id: did })),
        ann.delete('/api/discussion', { did }),
        ann.get('/api/discussion-like', { did, toLike: true }),
        ann.post('/api/discussion-report', { did, content: '#spam-ads#' }),
        visitor.get('/api/comments', { did }),
      ];
      for (const call of calls) {
        const response = await call.expect(403);
        expect(response.body.msg).toBe(CLOSED);
      }
      expect(await postingRule(ann)).toEqual({ allowed: false, reason: CLOSED });
    });
  });
});
