import request from 'supertest';
import { DataSource } from 'typeorm';
import { Role } from '@verdict/common';
import { NoteEntity } from '../../src/modules/note/note.entity';
import { UserEntity } from '../../src/modules/user/user.entity';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';

const DAY = 24 * 3600_000;
const NO_NOTE = 'The note does not exist';
const NO_CATEGORY = 'The note category does not exist';

interface NoteRow {
  id: number;
  subject: string;
  content: string;
  cid: number | null;
  categoryName: string | null;
  isTop: boolean;
  uid: string;
  author: string;
  avatar: string | null;
  role: string | null;
  titleName: string | null;
  titleColor: string | null;
  gmtModified: string;
}

interface Category {
  id: number;
  name: string;
}

/** Personal notes under /api/note/*: each user's own list and categories, a note read by its owner and admins. */
describe('notes', () => {
  let t: TestApp;
  let token: Record<'ada' | 'bob' | 'cara' | 'dan' | 'eve', string>;
  let uid: Record<'ada' | 'bob', string>;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
    const ada = await createUser(t.app, 'ada', Role.ADMIN);
    const bob = await createUser(t.app, 'bob');
    await createUser(t.app, 'cara');
    await createUser(t.app, 'dan');
    await t.app
      .get(DataSource)
      .getRepository(UserEntity)
      .update({ uid: ada.uid }, { titleName: 'Note taker', titleColor: '#13c2c2' });
    uid = { ada: ada.uid, bob: bob.uid };
    token = {
      ada: await loginAs(t.app, 'ada'),
      bob: await loginAs(t.app, 'bob'),
      cara: await loginAs(t.app, 'cara'),
      dan: await loginAs(t.app, 'dan'),
      eve: '',
    };
  });
  afterAll(() => t.close());

  const as = (who: keyof typeof token) => ({
    get: (path: string, query: Record<string, unknown> = {}) =>
      http().get(path).query(query).set('Authorization', token[who]),
    post: (path: string, body: unknown) =>
      http()
        .post(path)
        .set('Authorization', token[who])
        .send(body as object),
    delete: (id: unknown) => http().delete('/api/note').query({ id }).set('Authorization', token[who]),
  });
  const write = (who: keyof typeof token, body: Record<string, unknown>) => as(who).post('/api/note', body);
  const created = async (who: keyof typeof token, body: Record<string, unknown>) =>
    (await write(who, { content: 'Some text.', ...body }).expect(200)).body.data as NoteRow;
  const list = async (who: keyof typeof token, query: Record<string, unknown> = {}) =>
    (await as(who).get('/api/note/list', query).expect(200)).body.data as {
      records: NoteRow[];
      total: number;
      size: number;
      current: number;
    };
  const subjects = async (who: keyof typeof token, query: Record<string, unknown> = {}) =>
    (await list(who, query)).records.map((note) => note.subject);
  const saveCategories = (who: keyof typeof token, body: unknown) => as(who).post('/api/note/category', body);
  const savedCategories = async (who: keyof typeof token, body: unknown) =>
    (await saveCategories(who, body).expect(200)).body.data as Category[];

  it('asks for login everywhere', async () => {
    const calls = [
      http().get('/api/note/category'),
      http().post('/api/note/category').send([]),
      http().get('/api/note/list'),
      http().get('/api/note').query({ id: 1 }),
      http().post('/api/note').send({ subject: 'x', content: 'y' }),
      http().delete('/api/note').query({ id: 1 }),
    ];
    for (const call of calls) {
      const response = await call.expect(401);
      expect(response.body).toMatchObject({ status: 401, msg: 'Please login first' });
    }
  });

  describe('a note', () => {
    it('is created with its author as they are now, and read back by its owner and admins only', async () => {
      const note = await created('ada', {
        subject: 'Segment trees',
        content: '# Lazy propagation\n\n`push()`',
      });
      expect(note).toMatchObject({
        subject: 'Segment trees',
        content: '# Lazy propagation\n\n`push()`',
        cid: null,
        categoryName: null,
        isTop: false,
        uid: uid.ada,
        author: 'ada',
        role: 'admin',
        titleName: 'Note taker',
        titleColor: '#13c2c2',
      });
      const asOwner = await as('ada').get('/api/note', { id: note.id }).expect(200);
      expect(asOwner.body.data).toEqual(note);
      const asOther = await as('bob').get('/api/note', { id: note.id }).expect(404);
      expect(asOther.body.msg).toBe(NO_NOTE);
      await http().get('/api/note').query({ id: note.id }).expect(401);

      const bobs = await created('bob', { subject: 'Bob’s plan', content: 'greedy first' });
      expect((await as('ada').get('/api/note', { id: bobs.id }).expect(200)).body.data).toEqual(bobs);
    });

    it('is edited by its owner only; another user gets the 404 of a missing note and it stays as it was', async () => {
      const note = await created('bob', { subject: 'Draft', content: 'first words' });
      const edited = await write('bob', {
        id: note.id,
        subject: 'Final',
        content: 'better words',
        isTop: true,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        id: note.id,
        subject: 'Final',
        content: 'better words',
        isTop: true,
      });

      const refused = await write('ada', { id: note.id, subject: 'Hijacked', content: 'mine now' }).expect(
        404,
      );
      const missing = await write('ada', { id: 999_999, subject: 'Hijacked', content: 'mine now' }).expect(
        404,
      );
      expect(refused.body).toEqual(missing.body);
      expect(refused.body.msg).toBe(NO_NOTE);
      const read = await as('bob').get('/api/note', { id: note.id }).expect(200);
      expect(read.body.data).toMatchObject({ subject: 'Final', author: 'bob', role: 'default_user' });
    });

    it('is deleted by its owner only; another user gets the 404 of a missing note', async () => {
      const note = await created('bob', { subject: 'Short-lived' });
      const refused = await as('ada').delete(note.id).expect(404);
      expect(refused.body).toEqual((await as('ada').delete(999_999).expect(404)).body);
      expect(refused.body.msg).toBe(NO_NOTE);
      await as('bob').get('/api/note', { id: note.id }).expect(200);

      const deleted = await as('bob').delete(note.id).expect(200);
      expect(deleted.body).toEqual({ status: 200, msg: 'Delete successfully', data: null });
      const gone = await as('bob').get('/api/note', { id: note.id }).expect(404);
      expect(gone.body.msg).toBe(NO_NOTE);
      expect((await as('bob').delete(note.id).expect(404)).body.msg).toBe(NO_NOTE);
      expect(
        (await write('bob', { id: note.id, subject: 'Back', content: 'again' }).expect(404)).body.msg,
      ).toBe(NO_NOTE);
    });

    it.each([
      ['Title is required', { content: 'text' }],
      ['Title is required', { subject: '   ', content: 'text' }],
      ['Title is required', { subject: 42, content: 'text' }],
      ['Title can not exceed 255 characters', { subject: 'x'.repeat(256), content: 'text' }],
      ['Content is required', { subject: 'A title' }],
      ['Content is required', { subject: 'A title', content: ' \n\t ' }],
      ['Content can not exceed 65535 characters', { subject: 'A title', content: 'x'.repeat(65536) }],
      ['isTop must be true or false', { subject: 'A title', content: 'text', isTop: 'yes' }],
      ['cid must be a number', { subject: 'A title', content: 'text', cid: 'algebra' }],
      ['id must be a number', { id: 'one', subject: 'A title', content: 'text' }],
    ])('is refused with a clear 400: %s', async (message, body) => {
      const response = await write('dan', body).expect(400);
      expect(response.body).toMatchObject({ status: 400, msg: message });
    });

    it('keeps a title trimmed and the markdown exactly as typed', async () => {
      const note = await created('dan', { subject: '  Spaces  ', content: '    indented code\n' });
      expect(note).toMatchObject({ subject: 'Spaces', content: '    indented code\n' });
    });

    it('answers a bad or unknown id clearly', async () => {
      expect((await as('dan').get('/api/note', { id: 'abc' }).expect(400)).body.msg).toBe('id is required');
      expect((await as('dan').get('/api/note').expect(400)).body.msg).toBe('id is required');
      expect((await as('dan').get('/api/note', { id: 999999 }).expect(404)).body.msg).toBe(NO_NOTE);
    });

    it('speaks Chinese to a Chinese client', async () => {
      const response = await as('dan')
        .get('/api/note', { id: 999999 })
        .set('Accept-Language', 'zh-CN')
        .expect(404);
      expect(response.body.msg).toBe('该笔记不存在');
    });
  });

  describe('categories', () => {
    it("are each user's own list, saved whole: new entries created, renamed ones kept, missing ones deleted", async () => {
      expect((await as('cara').get('/api/note/category').expect(200)).body.data).toEqual([]);
      const first = await savedCategories('cara', [
        { id: null, name: 'Graphs' },
        { id: null, name: ' Math ' },
        { id: null, name: 'Strings' },
      ]);
      expect(first.map((c) => c.name)).toEqual(['Graphs', 'Math', 'Strings']);
      const [graphs, math, strings] = first;

      const inGraphs = await created('cara', { subject: 'Dijkstra', cid: graphs.id });
      const inMath = await created('cara', { subject: 'Euler', cid: math.id });
      expect(inGraphs).toMatchObject({ cid: graphs.id, categoryName: 'Graphs' });

      const second = await savedCategories('cara', [
        { id: graphs.id, name: 'Graph theory' },
        { id: strings.id, name: 'Strings' },
        { id: null, name: 'Geometry' },
      ]);
      expect(second).toEqual([
        { id: graphs.id, name: 'Graph theory' },
        { id: strings.id, name: 'Strings' },
        { id: expect.any(Number), name: 'Geometry' },
      ]);
      expect((await as('cara').get('/api/note/category').expect(200)).body.data).toEqual(second);

      const euler = (await as('cara').get('/api/note', { id: inMath.id }).expect(200)).body.data as NoteRow;
      expect(euler).toMatchObject({ subject: 'Euler', cid: null, categoryName: null });
      const dijkstra = (await as('cara').get('/api/note', { id: inGraphs.id }).expect(200)).body
        .data as NoteRow;
      expect(dijkstra).toMatchObject({ cid: graphs.id, categoryName: 'Graph theory' });
      expect(euler.gmtModified).toBe(inMath.gmtModified);

      // Another user sees none of them and cannot use or change them.
      expect((await as('dan').get('/api/note/category').expect(200)).body.data).toEqual([]);
      const foreign = await saveCategories('dan', [{ id: graphs.id, name: 'Stolen' }]).expect(400);
      expect(foreign.body.msg).toBe(NO_CATEGORY);
      const foreignNote = await write('dan', { subject: 'Mine', content: 'text', cid: graphs.id }).expect(
        400,
      );
      expect(foreignNote.body.msg).toBe(NO_CATEGORY);
      expect((await as('cara').get('/api/note/category').expect(200)).body.data).toEqual(second);

      // An empty list deletes them all.
      expect(await savedCategories('cara', [])).toEqual([]);
      expect((await as('cara').get('/api/note', { id: inGraphs.id }).expect(200)).body.data.cid).toBeNull();
    });

    it.each([
      ['The category name can not be empty', [{ id: null, name: '' }]],
      ['The category name can not be empty', [{ id: null, name: '   ' }]],
      ['The category name can not be empty', [{ id: null }]],
      ['The category name can not exceed 50 characters', [{ id: null, name: 'x'.repeat(51) }]],
      [
        'The category "math" is listed twice',
        [
          { id: null, name: 'Math' },
          { id: null, name: 'math' },
        ],
      ],
      ['The note categories must be sent as a list', { id: null, name: 'Math' }],
      ['id must be a number', [{ id: 'first', name: 'Math' }]],
      [
        'You can keep at most 100 note categories',
        Array.from({ length: 101 }, (_, i) => ({ id: null, name: `c${i}` })),
      ],
    ])('are refused with a clear 400: %s', async (message, body) => {
      const before = (await as('dan').get('/api/note/category').expect(200)).body.data as Category[];
      const response = await saveCategories('dan', body).expect(400);
      expect(response.body.msg).toBe(message);
      expect((await as('dan').get('/api/note/category').expect(200)).body.data).toEqual(before);
    });
  });

  describe('the list', () => {
    beforeAll(async () => {
      for (const note of (await list('cara', { limit: 200 })).records)
        await as('cara').delete(note.id).expect(200);
    });

    it("holds only the viewer's own notes", async () => {
      await created('cara', { subject: 'Cara only' });
      expect(await subjects('cara')).toContain('Cara only');
      expect(await subjects('bob')).not.toContain('Cara only');
      expect((await list('bob')).records.every((note) => note.uid === uid.bob)).toBe(true);
    });

    it('puts pinned notes first, then the last changed first', async () => {
      const a = await created('cara', { subject: 'Alpha' });
      const b = await created('cara', { subject: 'Beta' });
      const c = await created('cara', { subject: 'Gamma' });
      const notes = t.app.get(DataSource).getRepository(NoteEntity);
      const others = (await list('cara')).records.filter((n) => ![a.id, b.id, c.id].includes(n.id));
      for (const [note, daysAgo] of [
        ...others.map((n) => [n, 9] as const),
        [a, 3],
        [b, 2],
        [c, 1],
      ] as const) {
        await notes.update({ id: note.id }, { gmtModified: new Date(Date.now() - daysAgo * DAY) });
      }
      const ours = async () => (await subjects('cara')).filter((s) => ['Alpha', 'Beta', 'Gamma'].includes(s));
      expect(await ours()).toEqual(['Gamma', 'Beta', 'Alpha']);

      await write('cara', { id: a.id, subject: 'Alpha', content: 'revised' }).expect(200);
      expect(await ours()).toEqual(['Alpha', 'Gamma', 'Beta']);

      await write('cara', { id: b.id, subject: 'Beta', content: 'Some text.', isTop: true }).expect(200);
      await notes.update({ id: b.id }, { gmtModified: new Date(Date.now() - 5 * DAY) });
      expect((await subjects('cara')).slice(0, 3)).toEqual(['Beta', 'Alpha', 'Gamma']);
    });

    it('searches subject and content, and filters by category', async () => {
      const [algo] = await savedCategories('cara', [{ id: null, name: 'Algorithms' }]);
      await created('cara', {
        subject: 'Binary search',
        content: 'lower_bound on a sorted array',
        cid: algo.id,
      });
      await created('cara', { subject: 'Shopping', content: 'Eggs, milk, 100% juice' });
      await created('cara', {
        subject: 'Heaps',
        content: 'A BINARY heap keeps the minimum on top',
        cid: algo.id,
      });

      expect((await subjects('cara', { keyword: 'binary' })).sort()).toEqual(['Binary search', 'Heaps']);
      expect(await subjects('cara', { keyword: '  milk ' })).toEqual(['Shopping']);
      expect(await subjects('cara', { keyword: '100%' })).toEqual(['Shopping']);
      expect(await subjects('cara', { keyword: 'lower_bound' })).toEqual(['Binary search']);
      expect(await subjects('cara', { keyword: '%' })).toEqual(['Shopping']);
      expect(await subjects('cara', { keyword: 'nothing like this' })).toEqual([]);
      expect(await subjects('bob', { keyword: 'binary' })).toEqual([]);

      expect((await subjects('cara', { cid: algo.id })).sort()).toEqual(['Binary search', 'Heaps']);
      expect(await subjects('cara', { cid: algo.id, keyword: 'heap' })).toEqual(['Heaps']);
      const categorised = (await list('cara', { cid: algo.id })).records;
      expect(categorised.every((note) => note.categoryName === 'Algorithms')).toBe(true);
    });

    it('refuses bad filters with a clear 400', async () => {
      expect((await as('cara').get('/api/note/list', { cid: 'x' }).expect(400)).body.msg).toBe(
        'cid must be a number',
      );
      const long = await as('cara')
        .get('/api/note/list', { keyword: 'k'.repeat(101) })
        .expect(400);
      expect(long.body.msg).toBe('The keyword can not exceed 100 characters');
    });

    it('pages by 10', async () => {
      await createUser(t.app, 'eve');
      token.eve = await loginAs(t.app, 'eve');
      for (let i = 1; i <= 12; i++) await created('eve', { subject: `Page note ${i}` });
      const first = await list('eve');
      expect(first).toMatchObject({ total: 12, size: 10, current: 1 });
      expect(first.records.map((note) => note.subject)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Page note ${12 - i}`),
      );
      const second = await list('eve', { currentPage: 2 });
      expect(second.records.map((note) => note.subject)).toEqual(['Page note 2', 'Page note 1']);
    });
  });
});
