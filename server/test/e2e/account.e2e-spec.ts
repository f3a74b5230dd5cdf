import request from 'supertest';
import { Role } from '@verdict/common';
import { KeyValueStore } from '../../src/infra/kv/key-value-store';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, latestCodeTo, loginAs } from '../utils/auth-helpers';
import { BMP_1X1, GIF_1X1, JPEG_1X1, PNG_1X1, WEBP_1X1 } from '../utils/images';

describe('account routes', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/get-user-auth-info'],
    ['post', '/api/change-password'],
    ['get', '/api/get-change-email-code?email=a@b.cd'],
    ['post', '/api/change-email'],
    ['post', '/api/change-userInfo'],
    ['post', '/api/file/upload-avatar'],
    ['get', '/api/logout'],
  ] as const)('%s %s needs a login (401)', async (method, path) => {
    const response = await http()[method](path).expect(401);
    expect(response.body).toEqual({
      status: 401,
      msg: 'Please login first',
      data: { code: 'NOT_LOGGED_IN' },
    });
  });

  it('answers a forged token with 401 on protected routes and ignores it on public ones', async () => {
    await http().get('/api/get-user-auth-info').set('Authorization', 'not.a.token').expect(401);
    await http().get('/api/get-website-config').set('Authorization', 'not.a.token').expect(200);
  });

  it('lists roles and permissions', async () => {
    await createUser(t.app, 'judy');
    const token = await loginAs(t.app, 'judy');
    const info = await http().get('/api/get-user-auth-info').set('Authorization', token).expect(200);
    expect(info.body.data.roles).toEqual(['default_user']);
    expect(info.body.data.permissions).toContain('submit');
    expect(info.body.data.permissions).not.toContain('rejudge');
  });

  it('changes the profile, refusing bad fields', async () => {
    await createUser(t.app, 'kate');
    const token = await loginAs(t.app, 'kate');
    const bad = await http()
      .post('/api/change-userInfo')
      .set('Authorization', token)
      .send({ gender: 'robot' })
      .expect(400);
    expect(bad.body.msg).toBe('Gender must be male, female or secrecy');
    const tooLong = await http()
      .post('/api/change-userInfo')
      .set('Authorization', token)
      .send({ nickname: 'n'.repeat(21) })
      .expect(400);
    expect(tooLong.body.msg).toBe('Nickname can not exceed 20 characters');
    const changed = await http()
      .post('/api/change-userInfo')
      .set('Authorization', token)
      .send({ nickname: 'Katie', school: 'No. 1 High', gender: 'female', role: Role.ROOT })
      .expect(200);
    expect(changed.body.data).toMatchObject({
      nickname: 'Katie',
      school: 'No. 1 High',
      gender: 'female',
      role: 1002,
    });
  });

  it('changes the password: checks the old one, locks after 5 misses, revokes tokens', async () => {
    await createUser(t.app, 'leo');
    const token = await loginAs(t.app, 'leo');
    const same = await http()
      .post('/api/change-password')
      .set('Authorization', token)
      .send({ oldPassword: 'secret-123', newPassword: 'secret-123' })
      .expect(400);
    expect(same.body.msg).toBe('The new password can not be the same as the old one');
    const short = await http()
      .post('/api/change-password')
      .set('Authorization', token)
      .send({ oldPassword: 'secret-123', newPassword: '123' })
      .expect(400);
    expect(short.body.msg).toBe('Password length must be between 6 and 20 characters');
    const wrong = await http()
      .post('/api/change-password')
      .set('Authorization', token)
      .send({ oldPassword: 'wrong-one', newPassword: 'brand-new-1' })
      .expect(400);
    expect(wrong.body.msg).toBe('The password is wrong, 4 attempts left');

    const ok = await http()
      .post('/api/change-password')
      .set('Authorization', token)
      .send({ oldPassword: 'secret-123', newPassword: 'brand-new-1' })
      .expect(200);
    expect(ok.body.data.code).toBe(200);
    await http().get('/api/get-user-auth-info').set('Authorization', token).expect(401);
    const fresh = await loginAs(t.app, 'leo', 'brand-new-1');

    for (let i = 0; i < 5; i++) {
      await http()
        .post('/api/change-password')
        .set('Authorization', fresh)
        .send({ oldPassword: 'wrong-one', newPassword: 'other-pass' })
        .expect(400);
    }
    const locked = await http()
      .post('/api/change-password')
      .set('Authorization', fresh)
      .send({ oldPassword: 'brand-new-1', newPassword: 'other-pass' })
      .expect(403);
    expect(locked.body.msg).toBe('Too many wrong passwords, please try again in 30 minutes');
  });

  it('changes the e-mail with a code sent to the new address', async () => {
    await createUser(t.app, 'mia');
    const token = await loginAs(t.app, 'mia');
    await createUser(t.app, 'nina');
    const taken = await http()
      .get('/api/get-change-email-code')
      .query({ email: 'nina@example.com' })
      .set('Authorization', token)
      .expect(400);
    expect(taken.body.msg).toBe('The email already exists');
    await http()
      .get('/api/get-change-email-code')
      .query({ email: 'mia2@example.com' })
      .set('Authorization', token)
      .expect(200);
    const code = latestCodeTo(t.config.dataDir, 'mia2@example.com');
    const badCode = await http()
      .post('/api/change-email')
      .set('Authorization', token)
      .send({
        password: 'secret-123',
        newEmail: 'mia2@example.com',
        code: code === '999999' ? '000000' : '999999',
      })
      .expect(400);
    expect(badCode.body.msg).toBe('The verification code is wrong or has expired');
    await http()
      .post('/api/change-email')
      .set('Authorization', token)
      .send({ password: 'secret-123', newEmail: 'mia2@example.com', code })
      .expect(200);
    const login = await http()
      .post('/api/login')
      .send({ username: 'mia', password: 'secret-123' })
      .expect(200);
    expect(login.body.data.email).toBe('mia2@example.com');
  });

  it('refuses a change of e-mail with a missing or malformed field, with its message', async () => {
    await createUser(t.app, 'pia');
    const token = await loginAs(t.app, 'pia');
    const cases: [Record<string, string>, string][] = [
      [{ newEmail: 'x@example.com', code: '123456' }, 'Password is required'],
      [{ password: 'secret-123', code: '123456' }, 'Email is required'],
      [{ password: 'secret-123', newEmail: 'not-an-address', code: '123456' }, 'Invalid email format'],
      [{ password: 'secret-123', newEmail: 'x@example.com' }, 'Code is required'],
      [{ password: 'secret-123', newEmail: 'x@example.com', code: '12345' }, 'Code length must be 6'],
    ];
    for (const [body, message] of cases) {
      const response = await http()
        .post('/api/change-email')
        .set('Authorization', token)
        .send(body)
        .expect(400);
      expect(response.body.msg).toBe(message);
    }
  });

  it.each([
    ['gif', GIF_1X1, 'image/gif'],
    ['jpg', JPEG_1X1, 'image/jpeg'],
    ['bmp', BMP_1X1, 'image/bmp'],
    ['webp', WEBP_1X1, 'image/webp'],
  ] as const)(
    'takes a %s avatar, recognised by its content, and serves it as such',
    async (ext, image, type) => {
      await createUser(t.app, `ava${ext}`);
      const token = await loginAs(t.app, `ava${ext}`);
      const uploaded = await http()
        .post('/api/file/upload-avatar')
        .set('Authorization', token)
        .attach('image', image, `me.${ext}`)
        .expect(200);
      expect(uploaded.body.data.avatar).toMatch(new RegExp(`^/api/public/img/\\w+\\.${ext}$`));
      const served = await http().get(uploaded.body.data.avatar).expect(200);
      expect(served.headers['content-type']).toBe(type);
    },
  );

  it('uploads an avatar, serves it back, and refuses other files', async () => {
    await createUser(t.app, 'omar');
    const token = await loginAs(t.app, 'omar');
    const uploaded = await http()
      .post('/api/file/upload-avatar')
      .set('Authorization', token)
      .attach('image', PNG_1X1, 'me.png')
      .expect(200);
    const avatar: string = uploaded.body.data.avatar;
    expect(avatar).toMatch(/^\/api\/public\/img\/\w+\.png$/);
    const served = await http().get(avatar).expect(200);
    expect(Buffer.from(served.body as Buffer).equals(PNG_1X1)).toBe(true);

    const script = await http()
      .post('/api/file/upload-avatar')
      .set('Authorization', token)
      .attach('image', Buffer.from('<script>alert(1)</script>'), 'evil.png')
      .expect(400);
    expect(script.body.msg).toMatch(/^File type not supported/);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await http()
      .post('/api/file/upload-avatar')
      .set('Authorization', token)
      .attach('image', big, 'big.png')
      .expect(400);
    expect(tooBig.body.msg).toBe('The file size exceeds the 2 MB limit');
    const after = await http().get('/api/get-user-home-info').query({ username: 'omar' }).expect(200);
    expect(after.body.data.avatar).toBe(avatar);
  });

  it('shows any user home by username or uid and a heatmap, 404 for strangers', async () => {
    const pat = await createUser(t.app, 'pat');
    const byName = await http().get('/api/get-user-home-info').query({ username: 'pat' }).expect(200);
    expect(byName.body.data).toMatchObject({
      uid: pat.uid,
      username: 'pat',
      email: null,
      solvedGroupByDifficulty: {},
    });
    const byUid = await http().get('/api/get-user-home-info').query({ uid: pat.uid }).expect(200);
    expect(byUid.body.data.username).toBe('pat');
    await http().get('/api/get-user-home-info').query({ username: 'nobody-here' }).expect(404);
    await http().get('/api/get-user-home-info').expect(400);
    const heatmap = await http().get('/api/get-user-calendar-heatmap').query({ username: 'pat' }).expect(200);
    expect(heatmap.body.data).toMatchObject({ username: 'pat', dataList: [] });
    expect(heatmap.body.data.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('renews a token once the refresh window has passed', async () => {
    const quinn = await createUser(t.app, 'quinn');
    const token = await loginAs(t.app, 'quinn');
    const quiet = await http().get('/api/get-user-auth-info').set('Authorization', token).expect(200);
    expect(quiet.headers['refresh-token']).toBeUndefined();
    await t.app.get(KeyValueStore).delete(`auth:refresh:${quinn.uid}`);
    const renewed = await http()
      .get('/api/get-user-auth-info')
      .set('Authorization', token)
      .set('Url-Type', 'general')
      .expect(200);
    expect(renewed.headers['refresh-token']).toBe('true');
    expect(renewed.headers['url-type']).toBe('general');
    expect(renewed.headers.authorization).toBeTruthy();
    expect(renewed.headers.authorization).not.toBe(token);
    await http()
      .get('/api/get-user-auth-info')
      .set('Authorization', renewed.headers.authorization)
      .expect(200);
  });
});
