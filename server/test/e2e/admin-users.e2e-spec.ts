import ExcelJS from 'exceljs';
import request from 'supertest';
import { Role } from '@verdict/common';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { ContestClient } from '../utils/contest-helpers';
import { createProblem } from '../factories/problem';

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every route of the slice, each with a body that would pass validation. */
const ROUTES: [Method, string, object?][] = [
  ['get', '/api/admin/user/get-user-list'],
  ['put', '/api/admin/user/edit-user', { uid: 'x', username: 'someone' }],
  ['post', '/api/admin/user/delete-user-preview', { ids: ['x'] }],
  ['delete', '/api/admin/user/delete-user', { ids: ['x'] }],
  ['post', '/api/admin/user/check-batch-user', { users: [['someone', 'secret1']] }],
  ['post', '/api/admin/user/insert-batch-user', { users: [['someone', 'secret1']] }],
  ['post', '/api/admin/user/generate-user', { number_from: 1, number_to: 2, password_length: 8 }],
  ['post', '/api/admin/user/add-user', { username: 'someone', password: 'secret1' }],
  ['get', '/api/file/generate-user-excel?key=x'],
  ['get', '/api/admin/announcement'],
  ['post', '/api/admin/announcement', { title: 't', content: 'c' }],
  ['put', '/api/admin/announcement', { id: 1, title: 't', content: 'c' }],
  ['delete', '/api/admin/announcement?aid=1'],
  ['get', '/api/admin/msg/notice'],
  ['post', '/api/admin/msg/notice', { title: 't', content: 'c', type: 'All' }],
  ['put', '/api/admin/msg/notice', { id: 1, title: 't', content: 'c', type: 'All' }],
  ['delete', '/api/admin/msg/notice?id=1'],
];

async function readSheet(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as string[]).slice(1)));
  return rows;
}

describe('admin: users, announcements and system notices', () => {
  let t: TestApp;
  let root: string;
  let rootUid: string;
  const tokens: Record<string, string> = {};
  const http = () => request(t.app.getHttpServer());
  const as = (token: string, method: Method, path: string) =>
    http()[method](path).set('Authorization', token);
  const users = async (query: Record<string, unknown> = {}) =>
    (await as(root, 'get', '/api/admin/user/get-user-list').query(query).expect(200)).body.data;

  beforeAll(async () => {
    t = await createTestApp();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    rootUid = (await users({ keyword: 'root' })).records[0].uid;
    for (const [name, role] of [
      ['uadmin', Role.ADMIN],
      ['upadmin', Role.PROBLEM_ADMIN],
      ['uteacher', Role.TEACHER],
      ['uplain', Role.DEFAULT_USER],
    ] as const) {
      await createUser(t.app, name, role);
      tokens[name] = await loginAs(t.app, name);
    }
  });
  afterAll(() => t.close());

  it('lets only the super admin in: 401 anonymous, 403 for admins, problem admins, teachers, users', async () => {
    for (const [method, path, body] of ROUTES) {
      await http()[method](path).send(body).expect(401);
      for (const name of ['uadmin', 'upadmin', 'uteacher', 'uplain']) {
        const response = await as(tokens[name], method, path).send(body);
        expect([path, name, response.status]).toEqual([path, name, 403]);
      }
    }
  });

  it('lists users newest first, searches, keeps to admins and pages by 10', async () => {
    const all = await users();
    expect(all).toMatchObject({ total: 5, size: 10, current: 1 });
    expect(all.records[0]).not.toHaveProperty('password');
    expect((await users({ keyword: 'pad' })).records.map((u: { username: string }) => u.username)).toEqual([
      'upadmin',
    ]);
    const admins = (await users({ onlyAdmin: true })).records.map((u: { username: string }) => u.username);
    expect(admins.sort()).toEqual(['root', 'uadmin', 'upadmin']);
    expect((await users({ limit: 2, currentPage: 3 })).records).toHaveLength(1);
    // LIKE's wildcards are searched as themselves.
    expect((await users({ keyword: '%' })).total).toBe(0);
  });

  it('edits role, VIP, title, status and password; a ban ends the sessions at once', async () => {
    const target = await createUser(t.app, 'editme');
    const token = await loginAs(t.app, 'editme');
    const edit = (body: object) => as(root, 'put', '/api/admin/user/edit-user').send(body);
    const base = { uid: target.uid, username: 'editme' };

    const bad: [object, string][] = [
      [{ ...base, type: 999 }, 'The role must be one of 1000 to 1009'],
      [{ ...base, titleColor: 'red' }, 'Title colour must be a colour like #1e90ff'],
      [{ ...base, username: 'a b' }, expect.stringContaining('Invalid username') as unknown as string],
      [{ ...base, setNewPwd: true, password: '123' }, 'Password length must be between 6 and 20 characters'],
      [{ ...base, username: 'uplain' }, 'The username has been used'],
      [{ ...base, email: 'uplain@example.com' }, 'The email has been used'],
      [{ uid: rootUid, username: 'root', type: Role.ADMIN }, 'You can not change your own role'],
      [{ uid: rootUid, username: 'root', status: 1 }, 'You can not ban yourself'],
    ];
    for (const [body, msg] of bad) expect((await edit(body).expect(400)).body.msg).toEqual(msg);

    const saved = (
      await edit({
        ...base,
        username: 'edited',
        realname: 'Ed Ited',
        type: Role.PROBLEM_ADMIN,
        isVip: true,
        titleName: 'Champion',
        titleColor: '#ff0000',
        setNewPwd: true,
        password: 'new-pass-1',
      }).expect(200)
    ).body;
    expect(saved.msg).toBe('Update Successfully');
    expect(saved.data).toMatchObject({ username: 'edited', role: 1008, isVip: true, titleColor: '#ff0000' });
    // The new password ended the old session; the user logs in with it under the new name.
    await as(token, 'get', '/api/get-user-auth-info').expect(401);
    const fresh = await loginAs(t.app, 'edited', 'new-pass-1');
    await as(fresh, 'get', '/api/admin/dashboard/get-dashboard-info').expect(200);

    await edit({ uid: target.uid, username: 'edited', status: 1 }).expect(200);
    await as(fresh, 'get', '/api/get-user-auth-info').expect(401);
    await http().post('/api/login').send({ username: 'edited', password: 'new-pass-1' }).expect(403);
  });

  it('says what a deletion removes and keeps, then deletes all chosen accounts or none', async () => {
    const author = await createUser(t.app, 'leaver', Role.PROBLEM_ADMIN);
    const other = await createUser(t.app, 'leaver2');
    const token = await loginAs(t.app, 'leaver');
    const cid = await new ContestClient(t.app, token).createContest({ title: 'Left behind' });
    await createProblem(t.app, { problem: { problemId: 'LEAVE1' } }, 'leaver');
    await as(token, 'post', '/api/comment').send({ cid, content: 'Read the statement again' }).expect(200);
    const ids = [author.uid, other.uid];

    expect(
      (await as(root, 'post', '/api/admin/user/delete-user-preview').send({ ids: [] }).expect(400)).body.msg,
    ).toBe('Choose at least one user');
    const preview = (await as(root, 'post', '/api/admin/user/delete-user-preview').send({ ids }).expect(200))
      .body.data;
    expect(preview).toEqual({
      users: [
        { uid: author.uid, username: 'leaver' },
        { uid: other.uid, username: 'leaver2' },
      ],
      kept: { submissions: 0, comments: 1, contests: 1, problems: 1, announcements: 0 },
    });
    // Nothing was deleted by the preview; one unknown or the admin's own uid deletes no one.
    await as(token, 'get', '/api/get-user-auth-info').expect(200);
    await as(root, 'delete', '/api/admin/user/delete-user')
      .send({ ids: [...ids, 'nobody'] })
      .expect(404);
    const self = await as(root, 'delete', '/api/admin/user/delete-user')
      .send({ ids: [...ids, rootUid] })
      .expect(400);
    expect(self.body.msg).toBe('You can not delete yourself');
    await as(token, 'get', '/api/get-user-auth-info').expect(200);

    const done = await as(root, 'delete', '/api/admin/user/delete-user').send({ ids }).expect(200);
    expect(done.body).toMatchObject({ msg: 'Delete successfully', data: { deleted: 2 } });
    await as(token, 'get', '/api/get-user-auth-info').expect(401);
    expect((await users({ keyword: 'leaver' })).total).toBe(0);
    await as(root, 'get', '/api/admin/contest').query({ cid }).expect(200);
  });

  it('imports a CSV only when every row is good, reporting each problem by line', async () => {
    const before = (await users()).total;
    const rows = [
      ['stu1', 'secret1', 'stu1@x.org', 'Stu One', 'female', 'S1', 'MIT'],
      ['stu2', '123'],
      ['', 'nopassname'],
      ['STU1', 'secret1'],
      ['uplain', 'secret1', 'fresh@x.org'],
      ['stu3', 'secret3', 'uadmin@example.com'],
    ];
    const check = (
      await as(root, 'post', '/api/admin/user/check-batch-user').send({ users: rows }).expect(200)
    ).body.data;
    expect(check).toEqual({
      count: 4,
      skipped: [3],
      errors: [
        { line: 2, code: 'passwordLength' },
        { line: 4, code: 'usernameRepeated', value: 'STU1', firstLine: 1 },
        { line: 5, code: 'usernameTaken', value: 'uplain' },
        { line: 6, code: 'emailTaken', value: 'uadmin@example.com' },
      ],
    });
    const refused = await as(root, 'post', '/api/admin/user/insert-batch-user')
      .send({ users: rows })
      .expect(400);
    expect(refused.body.msg).toBe('Nothing was imported: 4 problems found, the first on line 2');
    expect((await users()).total).toBe(before);

    const bad: [object, string][] = [
      [{ users: [] }, 'The user list can not be empty'],
      [{ users: 'stu1,secret1' }, 'The user list can not be empty'],
      [
        { users: Array.from({ length: 501 }, (_, i) => [`u${i}`, 'secret1']) },
        'At most 500 users can be imported at once',
      ],
    ];
    for (const [body, msg] of bad) {
      expect(
        (await as(root, 'post', '/api/admin/user/insert-batch-user').send(body).expect(400)).body.msg,
      ).toBe(msg);
    }

    const good = [rows[0], ['stu2', 'secret2'], ['stu3', 'secret3']];
    const imported = await as(root, 'post', '/api/admin/user/insert-batch-user')
      .send({ users: good })
      .expect(200);
    expect(imported.body).toMatchObject({ msg: 'Import successfully', data: { imported: 3 } });
    const stu1 = (await users({ keyword: 'stu1' })).records[0];
    expect(stu1).toMatchObject({ email: 'stu1@x.org', realname: 'Stu One', gender: 'female', role: 1002 });
    await loginAs(t.app, 'stu2', 'secret2');
  });

  it('generates numbered users whose list downloads as a spreadsheet', async () => {
    const generate = (body: object) => as(root, 'post', '/api/admin/user/generate-user').send(body);
    const bad: [object, string][] = [
      [{ number_to: 2, password_length: 8 }, 'The start number is required'],
      [
        { number_from: 5, number_to: 4, password_length: 8 },
        'The end number must not be less than the start number',
      ],
      [
        { number_from: 1, number_to: 2, password_length: 5 },
        'The password length must be a number between 6 and 25',
      ],
      [
        { number_from: 1, number_to: 2, password_length: 26 },
        'The password length must be a number between 6 and 25',
      ],
      [
        { prefix: 'u', suffix: 'plain', number_from: 1, number_to: 1, password_length: 8 },
        'These usernames are already taken: u1plain',
      ],
      [
        { prefix: 'a b', number_from: 1, number_to: 1, password_length: 8 },
        'The username a b1 is not valid, change the prefix or suffix',
      ],
    ];
    await createUser(t.app, 'u1plain');
    for (const [body, msg] of bad) expect((await generate(body).expect(400)).body.msg).toBe(msg);

    const made = (
      await generate({
        prefix: 'team',
        suffix: 'x',
        number_from: 8,
        number_to: 10,
        password_length: 25,
      }).expect(200)
    ).body.data;
    expect(made).toMatchObject({ count: 3, expiresIn: 1800, key: expect.any(String) });
    const file = await as(root, 'get', '/api/file/generate-user-excel')
      .query({ key: made.key })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(file.body as Buffer);
    expect(sheet.map((row) => row[0])).toEqual(['Username', 'team8x', 'team9x', 'team10x']);
    expect(sheet[1][1]).toHaveLength(25);
    await loginAs(t.app, 'team9x', sheet[2][1]);
    const expired = await as(root, 'get', '/api/file/generate-user-excel')
      .query({ key: 'unknown' })
      .expect(404);
    expect(expired.body.msg).toBe('The generated user list has expired, generate the users again to get it');
  });

  it('adds one user under the rules of an import row, naming the wrong field', async () => {
    const add = (body: object) => as(root, 'post', '/api/admin/user/add-user').send(body);
    const password = 'secret1';
    const bad: [object, string][] = [
      [{ password }, 'Username is required'],
      [{ username: 'solo' }, 'Password is required'],
      [{ username: 'x'.repeat(21), password }, 'Username can not exceed 20 characters'],
      [
        { username: 'a b', password },
        'Invalid username: 2-10 Chinese characters, or 3-20 letters, digits, Chinese, dot, @ or _',
      ],
      [{ username: 'solo', password: '12345' }, 'Password length must be between 6 and 20 characters'],
      [{ username: 'solo', password, email: 'nope' }, 'Invalid email format'],
      [{ username: 'solo', password, realname: 'x'.repeat(51) }, 'Real name can not exceed 50 characters'],
      [{ username: 'solo', password, realname: 7 }, 'The real name must be a text'],
      [{ username: 'solo', password, type: 999 }, 'The role must be one of 1000 to 1009'],
      [{ username: 'UPLAIN', password }, 'The username has been used'],
      [{ username: 'solo', password, email: 'UADMIN@example.com' }, 'The email has been used'],
    ];
    const before = (await users()).total;
    for (const [body, msg] of bad)
      expect([body, (await add(body).expect(400)).body.msg]).toEqual([body, msg]);
    expect((await users()).total).toBe(before);

    const added = await add({
      username: ' solo ',
      password,
      email: 'solo@x.org',
      realname: 'Solo Han',
      type: Role.TEACHER,
    }).expect(200);
    expect(added.body.data).toMatchObject({
      username: 'solo',
      email: 'solo@x.org',
      realname: 'Solo Han',
      role: Role.TEACHER,
      status: 0,
    });
    expect(added.body.data).not.toHaveProperty('password');
    await loginAs(t.app, 'solo', password);
    const plain = (await add({ username: 'duo', password: 'secret2', email: '' }).expect(200)).body.data;
    expect(plain).toMatchObject({ username: 'duo', email: null, realname: null, role: Role.DEFAULT_USER });
    expect((await users({ keyword: 'duo' })).records.map((u: { username: string }) => u.username)).toEqual([
      'duo',
    ]);
  });

  it('publishes announcements: the home page reads the visible ones, newest first', async () => {
    const admin = (method: Method, path = '/api/admin/announcement') => as(root, method, path);
    expect((await admin('post').send({ content: 'x' }).expect(400)).body.msg).toBe('Title is required');
    expect((await admin('post').send({ title: 'x' }).expect(400)).body.msg).toBe('Content is required');
    expect((await admin('post').send({ title: 'x', content: 'y', status: 2 }).expect(400)).body.msg).toBe(
      'status must be 0 (visible) or 1 (hidden)',
    );
    const first = (await admin('post').send({ title: 'Welcome', content: '**hi**' }).expect(200)).body.data;
    expect(first).toMatchObject({ title: 'Welcome', status: 0, username: 'root' });
    const hidden = (await admin('post').send({ title: 'Draft', content: 'later', status: 1 }).expect(200))
      .body.data;
    const third = (await admin('post').send({ title: 'Exams', content: 'Friday' }).expect(200)).body.data;

    const publicList = async () =>
      (await http().get('/api/get-common-announcement').query({ limit: 3 }).expect(200)).body.data;
    expect((await publicList()).records.map((a: { title: string }) => a.title)).toEqual(['Exams', 'Welcome']);
    expect((await admin('get').expect(200)).body.data.total).toBe(3);

    await admin('put').send({ id: hidden.id, title: 'Draft', content: 'now', status: 0 }).expect(200);
    await admin('put').send({ id: third.id, title: 'Exams moved', content: 'Monday', status: 1 }).expect(200);
    expect((await publicList()).records.map((a: { title: string }) => a.title)).toEqual(['Draft', 'Welcome']);

    await admin('delete', `/api/admin/announcement?aid=${first.id}`).expect(200);
    await admin('delete', `/api/admin/announcement?aid=${first.id}`).expect(404);
    expect((await publicList()).total).toBe(1);
  });

  it('tells an admin where their previous login came from (HOJ get-sessions)', async () => {
    const login = (agent: string) =>
      http()
        .post('/api/admin/login')
        .set('User-Agent', agent)
        .send({ username: 'uadmin', password: 'secret-123' });
    await login('agent-one').expect(200);
    const token = (await login('agent-two').expect(200)).headers.authorization as string;
    const last = (await as(token, 'post', '/api/admin/dashboard/get-sessions').expect(200)).body.data;
    expect(last).toMatchObject({
      userAgent: 'agent-one',
      ip: expect.any(String),
      gmtCreate: expect.any(String),
    });
    await as(tokens.upadmin, 'post', '/api/admin/dashboard/get-sessions').expect(200);
    await as(tokens.uplain, 'post', '/api/admin/dashboard/get-sessions').expect(403);
    await http().post('/api/admin/dashboard/get-sessions').expect(401);
  });

  it('sends system notices to everyone, one user or the admins, with a recipient row each', async () => {
    const notices = (method: Method, path = '/api/admin/msg/notice') => as(root, method, path);
    const userCount = (await users()).total;
    const adminCount = (await users({ onlyAdmin: true })).total;
    const missing = await notices('post').send({ title: 't', content: 'c', type: 'Single' }).expect(400);
    expect(missing.body.msg).toBe('The recipient username is required');
    const unknown = await notices('post').send({
      title: 't',
      content: 'c',
      type: 'Single',
      recipient: 'ghost',
    });
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'The recipient user does not exist']);
    expect(
      (await notices('post').send({ title: 't', content: 'c', type: 'Some' }).expect(400)).body.msg,
    ).toBe('type must be All, Single or Admin');

    const all = (
      await notices('post').send({ title: 'Maintenance', content: 'Sunday', type: 'All' }).expect(200)
    ).body.data;
    expect(all).toMatchObject({ type: 'All', recipientCount: userCount, adminName: 'root', state: true });
    const single = (
      await notices('post')
        .send({ title: 'Hello', content: 'you', type: 'Single', recipient: 'uplain' })
        .expect(200)
    ).body.data;
    expect(single).toMatchObject({ recipientCount: 1, recipientName: 'uplain' });
    const admins = (
      await notices('post').send({ title: 'Staff', content: 'meeting', type: 'Admin' }).expect(200)
    ).body.data;
    expect(admins.recipientCount).toBe(adminCount);

    const moved = await notices('put').send({
      id: single.id,
      title: 'Hello',
      content: 'you',
      type: 'Single',
      recipient: 'uadmin',
    });
    expect(moved.body.data).toMatchObject({ recipientCount: 1, recipientName: 'uadmin' });
    const list = (await notices('get').query({ type: 'Single' }).expect(200)).body.data;
    expect(list.records.map((n: { id: number }) => n.id)).toEqual([single.id]);
    await notices('delete', `/api/admin/msg/notice?id=${admins.id}`).expect(200);
    expect((await notices('get').expect(200)).body.data.total).toBe(2);
  });
});
