import { DataSource } from 'typeorm';
import { AcceptedProblemEntity } from '../../src/modules/submission/accepted-problem.entity';
import { createProblem } from '../factories/problem';
import { TestUsers } from '../utils/api-client';
import { createTestApp, TestApp } from '../utils/create-test-app';
import {
  applyToGroup,
  createGroup,
  joinWithRoles,
  NIGHT_CLASS,
  OTHER_CLUB,
  updateProblemRow,
} from '../utils/group-helpers';

const CLOSED = 'No Access: There is no open group discussion area on the website';
const NOT_MEMBER = 'You are not a member of this group';
const NOT_YOURS = 'You can only edit or delete your own group discussions';

interface DiscussionRow {
  id: number;
  title: string;
  pid: string | null;
  gid: number | null;
  author: string;
  topPriority: number;
  status: number;
  content: string;
}

/**
 * Group discussions: members read and post, group admins also see disabled posts and
 * pin, the author or a group root edits and deletes. Outsiders of the private group never read a
 * post through any route. Every route follows the site's group discussion switch.
 */
describe('group discussions', () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  const { uids } = users;
  let gid: number;
  let category: number;
  let groupProblem: string;
  let otherGroupProblem: string;

  const as = (who: string | null, language?: string) => users.as(who, language);
  const switches = (changes: Record<string, unknown>) =>
    as('root').put('/api/admin/switch/update', changes).expect(200);
  const aPost = (fields: Record<string, unknown> = {}) => ({
    gid,
    title: 'Homework 1',
    description: 'Questions about the first homework',
    content: 'Is the input sorted?',
    categoryId: category,
    ...fields,
  });
  const list = async (who: string, query: Record<string, unknown> = {}) =>
    (
      await as(who)
        .get('/api/group/get-discussion-list', { gid, ...query })
        .expect(200)
    ).body.data as {
      records: DiscussionRow[];
      total: number;
      size: number;
    };
  const adminList = async (who: string) =>
    (await as(who).get('/api/group/get-admin-discussion-list', { gid, limit: 100 }).expect(200)).body.data
      .records as DiscussionRow[];
  const post = async (who: string, fields: Record<string, unknown> = {}): Promise<number> => {
    const body = aPost(fields);
    await as(who).post('/api/group/discussion', body).expect(200);
    const found = (await adminList('owen')).find((row) => row.title.endsWith(String(body.title)));
    if (!found) throw new Error(`no discussion "${String(body.title)}"`);
    return found.id;
  };
  const detail = async (who: string, did: number) =>
    (await as(who).get('/api/get-discussion-detail', { did }).expect(200)).body.data as DiscussionRow;

  beforeAll(async () => {
    t = await createTestApp();
    await users.signInRoot();
    await users.signUp(['owen', 'ray', 'ada', 'mia', 'max', 'pat', 'out']);
    await switches({
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 100,
      defaultCreateCommentACInitValue: 0,
      openGroupDiscussion: true,
    });
    gid = await createGroup(as('owen'), NIGHT_CLASS);
    await joinWithRoles(users, 'owen', gid, { ray: 5, ada: 4, mia: 3, max: 3 }, NIGHT_CLASS.code);
    // pat applied and waits: not a member yet.
    await applyToGroup(as('pat'), gid, NIGHT_CLASS.code);
    const saved = await as('root')
      .post('/api/discussion-category', [{ name: 'General' }])
      .expect(200);
    category = (saved.body.data as { id: number }[])[0].id;

    const otherGid = await createGroup(as('out'), OTHER_CLUB);
    groupProblem = (await createProblem(t.app, { problem: { problemId: 'NC1', title: 'Ours' } })).problemId;
    await updateProblemRow(t.app, { problemId: groupProblem }, { gid });
    otherGroupProblem = (await createProblem(t.app, { problem: { problemId: 'OC1', title: 'Theirs' } }))
      .problemId;
    await updateProblemRow(t.app, { problemId: otherGroupProblem }, { gid: otherGid });
  });
  afterAll(() => t.close());

  describe('the site switch', () => {
    afterAll(() => switches({ openGroupDiscussion: true }));

    it('closes every group discussion route with a clear 403, in zh-CN too', async () => {
      const did = await post('mia', { title: 'Before the switch' });
      await switches({ openGroupDiscussion: false });
      const calls = [
        as('mia').get('/api/group/get-discussion-list', { gid }),
        as('owen').get('/api/group/get-admin-discussion-list', { gid }),
        as('mia').post('/api/group/discussion', aPost()),
        as('mia').put('/api/group/discussion', aPost({ id: did })),
        as('mia').delete('/api/group/discussion', { did }),
        as('mia').get('/api/get-discussion-detail', { did }),
        as('mia').get('/api/comments', { did }),
      ];
      for (const call of calls) expect((await call.expect(403)).body.msg).toBe(CLOSED);
      const zh = await as('mia', 'zh-CN').get('/api/group/get-discussion-list', { gid }).expect(403);
      expect(zh.body.msg).toBe('无权限：网站未开放团队讨论区');
      await switches({ openGroupDiscussion: true });
      expect((await detail('mia', did)).title).toBe('Before the switch');
    });

    it('leaves group posts readable when only the public area is closed', async () => {
      const did = await post('mia', { title: 'Public area closed' });
      await switches({ openPublicDiscussion: false });
      try {
        expect((await detail('max', did)).title).toBe('Public area closed');
        await as('max').post('/api/comment', { did, content: 'Still here' }).expect(200);
        expect((await list('max')).total).toBeGreaterThan(0);
      } finally {
        await switches({ openPublicDiscussion: true });
      }
    });
  });

  describe('GET /api/group/get-discussion-list', () => {
    it('shows members pinned posts first, then the newest, 10 a page unless limit says otherwise', async () => {
      for (let i = 1; i <= 11; i++) await post('mia', { title: `Paged ${i}` });
      const pinned = await post('ada', { title: 'Read me first', topPriority: 1 });
      const firstPage = await list('max');
      expect(firstPage.size).toBe(10);
      expect(firstPage.records).toHaveLength(10);
      expect(firstPage.records[0].id).toBe(pinned);
      expect(firstPage.records[1].title).toBe('Paged 11');
      expect(firstPage.records[2].title).toBe('Paged 10');
      expect(firstPage.records[0].content).toBe('');
      expect((await list('max', { limit: 3 })).records.map((row) => row.title)).toEqual([
        'Read me first',
        'Paged 11',
        'Paged 10',
      ]);
    });

    it("keeps one problem's discussions with pid", async () => {
      await post('mia', { title: 'About our problem', pid: groupProblem });
      const rows = (await list('mia', { pid: groupProblem })).records;
      expect(rows.map((row) => row.title)).toEqual([`[${groupProblem}] About our problem`]);
    });

    it('refuses applicants, outsiders and visitors, and names a missing group or gid', async () => {
      for (const who of ['pat', 'out']) {
        const refused = await as(who).get('/api/group/get-discussion-list', { gid }).expect(403);
        expect(refused.body.msg).toBe(NOT_MEMBER);
        expect(JSON.stringify(refused.body)).not.toContain('Homework');
      }
      await as(null).get('/api/group/get-discussion-list', { gid }).expect(401);
      await as('mia').get('/api/group/get-discussion-list', { gid: 99_999 }).expect(404);
      const noGid = await as('mia').get('/api/group/get-discussion-list').expect(400);
      expect(noGid.body.msg).toBe('gid is required');
    });

    it('lets a super admin read any group', async () => {
      expect((await list('root')).total).toBeGreaterThan(0);
    });
  });

  describe('GET /api/group/get-admin-discussion-list', () => {
    it('shows group admins disabled posts too; members see them nowhere', async () => {
      const did = await post('mia', { title: 'To be disabled' });
      await as('root').put('/api/admin/discussion', { id: did, status: 1 }).expect(200);
      for (const who of ['ada', 'ray', 'owen', 'root']) {
        expect((await adminList(who)).map((row) => row.id)).toContain(did);
      }
      expect((await list('max', { limit: 100 })).records.map((row) => row.id)).not.toContain(did);
      await as('max').get('/api/get-discussion-detail', { did }).expect(403);
      expect((await detail('ada', did)).status).toBe(1);
    });

    it('refuses members who are not group admins', async () => {
      const refused = await as('mia').get('/api/group/get-admin-discussion-list', { gid }).expect(403);
      expect(refused.body.msg).toBe('Only the group admins can do this');
      await as('out').get('/api/group/get-admin-discussion-list', { gid }).expect(403);
    });
  });

  describe('POST /api/group/discussion', () => {
    it('posts for a member, the title naming the problem once, the pin for group admins only', async () => {
      const did = await post('max', { title: 'Why WA', pid: groupProblem, topPriority: 5 });
      const row = await detail('max', did);
      expect(row).toMatchObject({ title: `[${groupProblem}] Why WA`, gid, author: 'max', topPriority: 0 });
      const again = await post('max', { title: `[${groupProblem}] Prefixed`, pid: groupProblem });
      expect((await detail('max', again)).title).toBe(`[${groupProblem}] Prefixed`);
    });

    it("refuses another group's problem, outsiders and applicants", async () => {
      await as('mia')
        .post('/api/group/discussion', aPost({ pid: otherGroupProblem }))
        .expect(404);
      for (const who of ['out', 'pat']) {
        const refused = await as(who).post('/api/group/discussion', aPost()).expect(403);
        expect(refused.body.msg).toBe(NOT_MEMBER);
      }
      await as(null).post('/api/group/discussion', aPost()).expect(401);
    });

    it.each([
      ['The title cannot be empty', { title: '  ' }],
      ['The title can not exceed 255 characters', { title: 'x'.repeat(256) }],
      ['The content cannot be empty', { content: '' }],
      ['gid is required', { gid: undefined }],
      ['The category does not exist', { categoryId: 99_999 }],
    ])('answers a clear 400: %s', async (message, fields) => {
      const refused = await as('mia').post('/api/group/discussion', aPost(fields)).expect(400);
      expect(refused.body.msg).toBe(message);
    });

    it('holds members to the solved-problems and daily limits of public posting', async () => {
      await switches({ defaultCreateDiscussionACInitValue: 1 });
      try {
        const refused = await as('max').post('/api/group/discussion', aPost()).expect(403);
        expect(refused.body.msg).toBe(
          'Sorry, you can not post a discussion yet! Please solve at least 1 problems first',
        );
        await t.app
          .get(DataSource)
          .getRepository(AcceptedProblemEntity)
          .insert({ uid: uids.max, pid: 1, submitId: 1 });
        await as('max')
          .post('/api/group/discussion', aPost({ title: 'Solved one' }))
          .expect(200);
      } finally {
        await switches({ defaultCreateDiscussionACInitValue: 0 });
      }
    });
  });

  describe('PUT /api/group/discussion', () => {
    it('lets the author edit their post', async () => {
      const did = await post('mia', { title: 'Draft' });
      await as('mia')
        .put('/api/group/discussion', aPost({ id: did, title: 'Final' }))
        .expect(200);
      expect((await detail('mia', did)).title).toBe('Final');
    });

    it('lets group roots, the owner and a super admin edit any post; admins and members only their own', async () => {
      const did = await post('mia', { title: 'Theirs' });
      for (const who of ['ada', 'max', 'out']) {
        const refused = await as(who)
          .put('/api/group/discussion', aPost({ id: did }))
          .expect(who === 'out' ? 404 : 403);
        expect(refused.body.msg).toBe(who === 'out' ? 'The discussion does not exist' : NOT_YOURS);
      }
      for (const who of ['ray', 'owen', 'root']) {
        await as(who)
          .put('/api/group/discussion', aPost({ id: did, title: `Edited by ${who}`, topPriority: 2 }))
          .expect(200);
        expect((await detail('mia', did)).title).toBe(`Edited by ${who}`);
      }
      expect((await detail('mia', did)).topPriority).toBe(2);
    });

    it('refuses a missing post, no id, and a public post', async () => {
      await as('mia')
        .put('/api/group/discussion', aPost({ id: 99_999 }))
        .expect(404);
      expect((await as('mia').put('/api/group/discussion', aPost()).expect(400)).body.msg).toBe(
        'id is required',
      );
      await as('mia')
        .post('/api/discussion', {
          title: 'Public one',
          description: 'd',
          content: 'c',
          categoryId: category,
        })
        .expect(200);
      const publicId = (
        (await as('mia').get('/api/get-discussion-list', { keyword: 'Public one' }).expect(200)).body.data
          .records as DiscussionRow[]
      )[0].id;
      const refused = await as('mia')
        .put('/api/group/discussion', aPost({ id: publicId }))
        .expect(400);
      expect(refused.body.msg).toBe('The discussion does not belong to this group');
    });
  });

  describe('DELETE /api/group/discussion', () => {
    it('lets the author delete their post', async () => {
      const did = await post('max', { title: 'Mine to delete' });
      await as('max').delete('/api/group/discussion', { did }).expect(200);
      await as('max').get('/api/get-discussion-detail', { did }).expect(404);
    });

    it('lets a group root delete any post; group admins and members only their own', async () => {
      const did = await post('max', { title: 'Someone else deletes' });
      for (const who of ['ada', 'mia']) {
        expect((await as(who).delete('/api/group/discussion', { did }).expect(403)).body.msg).toBe(NOT_YOURS);
      }
      await as('out').delete('/api/group/discussion', { did }).expect(404);
      await as('ray').delete('/api/group/discussion', { did }).expect(200);
      expect((await adminList('owen')).map((row) => row.id)).not.toContain(did);
    });

    it('sends a group post back from the public edit and delete routes', async () => {
      const did = await post('mia', { title: 'Only in the group' });
      const put = await as('mia')
        .put('/api/discussion', { id: did, title: 'x', description: 'd', content: 'c', categoryId: category })
        .expect(400);
      expect(put.body.msg).toBe('This discussion belongs to a group, edit or delete it in the group');
      await as('mia').delete('/api/discussion', { did }).expect(400);
    });
  });

  describe('a private group post stays out of outsiders’ sight', () => {
    let did: number;
    beforeAll(async () => {
      did = await post('mia', { title: 'Members only secret' });
    });

    it('is missing from the public list', async () => {
      const rows = (await as('out').get('/api/get-discussion-list', { limit: 200 }).expect(200)).body.data
        .records as DiscussionRow[];
      expect(rows.map((row) => row.title)).not.toContain('Members only secret');
      const mine = (await as('mia').get('/api/get-discussion-list', { limit: 200 }).expect(200)).body.data
        .records as DiscussionRow[];
      expect(mine.some((row) => row.gid !== null)).toBe(false);
    });

    it('hides its detail from outsiders and visitors, members read it', async () => {
      const refused = await as('out').get('/api/get-discussion-detail', { did }).expect(403);
      expect(JSON.stringify(refused.body)).not.toContain('secret');
      await as('pat').get('/api/get-discussion-detail', { did }).expect(403);
      await as(null).get('/api/get-discussion-detail', { did }).expect(401);
      expect((await detail('max', did)).content).toBe('Is the input sorted?');
    });

    it('refuses an outsider’s like, takes a member’s', async () => {
      await as('out').get('/api/discussion-like', { did, toLike: true }).expect(403);
      await as('max').get('/api/discussion-like', { did, toLike: true }).expect(200);
      expect((await detail('max', did)) as unknown).toMatchObject({ likeNum: 1, hasLike: true });
    });

    it('refuses an outsider’s report, takes a member’s', async () => {
      await as('out').post('/api/discussion-report', { did, content: '#spam-ads# nope' }).expect(403);
      await as('max').post('/api/discussion-report', { did, content: '#spam-ads# really' }).expect(200);
    });

    it('hides its comments from outsiders, members read them', async () => {
      await as('mia').post('/api/comment', { did, content: 'First comment' }).expect(200);
      const refused = await as('out').get('/api/comments', { did }).expect(403);
      expect(JSON.stringify(refused.body)).not.toContain('First comment');
      const comments = (await as('max').get('/api/comments', { did }).expect(200)).body.data as {
        commentList: { records: { content: string }[] };
      };
      expect(JSON.stringify(comments)).toContain('First comment');
    });

    it('refuses an outsider’s comment, takes a member’s', async () => {
      await as('out').post('/api/comment', { did, content: 'Let me in' }).expect(403);
      await as('max').post('/api/comment', { did, content: 'Member reply' }).expect(200);
      expect((await detail('max', did)) as unknown).toMatchObject({ commentNum: 2 });
    });

    it("lets the group's roots delete members' comments and replies; group admins only their own", async () => {
      const comment = (await as('max').post('/api/comment', { did, content: 'Off topic' }).expect(200)).body
        .data as { id: number };
      const reply = (
        await as('mia')
          .post('/api/reply', { did, reply: { commentId: comment.id, content: 'Also off topic' } })
          .expect(200)
      ).body.data as { id: number };
      const refused = await as('ada').delete('/api/comment', {}, { id: comment.id, did }).expect(403);
      expect(refused.body.msg).toBe('You can only delete your own comments');
      await as('ada')
        .delete('/api/reply', {}, { did, reply: { id: reply.id } })
        .expect(403);
      await as('ray')
        .delete('/api/reply', {}, { did, reply: { id: reply.id } })
        .expect(200);
      await as('owen').delete('/api/comment', {}, { id: comment.id, did }).expect(200);
      const left = (await as('max').get('/api/comments', { did }).expect(200)).body.data as {
        commentList: { records: { content: string }[] };
      };
      expect(left.commentList.records.map((row) => row.content)).not.toContain('Off topic');
    });

    it('is missing from the group list for a non-member', async () => {
      const refused = await as('out').get('/api/group/get-discussion-list', { gid }).expect(403);
      expect(JSON.stringify(refused.body)).not.toContain('Members only secret');
    });
  });

  it('goes with its group when the group is disbanded', async () => {
    const club = (
      await as('out').post('/api/group', { name: 'Short lived', shortName: 'SL', auth: 1 }).expect(200)
    ).body.data.id as number;
    await as('out')
      .post('/api/group/discussion', aPost({ gid: club, title: 'Short lived post' }))
      .expect(200);
    const [row] = (await as('out').get('/api/group/get-discussion-list', { gid: club }).expect(200)).body.data
      .records as DiscussionRow[];
    await as('out').delete('/api/group', { gid: club }).expect(200);
    await as('root').get('/api/get-discussion-detail', { did: row.id }).expect(404);
  });
});
