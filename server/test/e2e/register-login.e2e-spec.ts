import request from 'supertest';
import { Role } from '@verdict/common';
import * as passwordHasher from '../../src/modules/user/password-hasher';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, latestCodeTo, loginAs, solvedCaptcha } from '../utils/auth-helpers';

describe('registration and login', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers with the mailed code, logs in and sees the profile', async () => {
    const sent = await http().get('/api/get-register-code').query({ email: 'alice@example.com' }).expect(200);
    expect(sent.body).toEqual({
      status: 200,
      msg: 'success',
      data: { email: 'alice@example.com', expire: 600 },
    });
    const code = latestCodeTo(t.config.dataDir, 'alice@example.com');

    await http()
      .post('/api/register')
      .send({ username: 'alice', password: 'alice-pass', email: 'alice@example.com', code })
      .expect(200);

    const login = await http()
      .post('/api/login')
      .send({ username: 'alice', password: 'alice-pass' })
      .expect(200);
    expect(login.headers.authorization).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(login.body.data).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      roleList: ['default_user'],
    });
    expect(login.body.data.password).toBeUndefined();

    const home = await http()
      .get('/api/get-user-home-info')
      .set('Authorization', login.headers.authorization)
      .expect(200);
    expect(home.body.data).toMatchObject({ username: 'alice', total: 0, solvedList: [] });
    // The raw token, as HOJ's client sends it, or after a `Bearer ` prefix; a stranger's is refused.
    for (const scheme of ['Bearer ', 'bearer  ']) {
      await http()
        .get('/api/note/category')
        .set('Authorization', scheme + login.headers.authorization)
        .expect(200);
    }
    await http().get('/api/note/category').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('refuses a wrong or reused code and leaves no user behind', async () => {
    await http().get('/api/get-register-code').query({ email: 'bob@example.com' }).expect(200);
    const code = latestCodeTo(t.config.dataDir, 'bob@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await http()
      .post('/api/register')
      .send({ username: 'bob', password: 'bob-pass', email: 'bob@example.com', code: wrong })
      .expect(400);
    expect(bad.body).toEqual({
      status: 400,
      msg: 'The verification code is wrong or has expired',
      data: { code: 'BAD_REQUEST' },
    });
    const check = await http()
      .post('/api/check-username-or-email')
      .send({ username: 'bob', email: 'bob@example.com' });
    expect(check.body.data).toEqual({ username: false, email: false });
  });

  it('burns a register code after 5 wrong tries', async () => {
    await http().get('/api/get-register-code').query({ email: 'ivan@example.com' }).expect(200);
    const code = latestCodeTo(t.config.dataDir, 'ivan@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { username: 'ivan', password: 'ivan-pass', email: 'ivan@example.com' };
    for (let i = 0; i < 5; i++)
      await http()
        .post('/api/register')
        .send({ ...body, code: wrong })
        .expect(400);
    const late = await http()
      .post('/api/register')
      .send({ ...body, code })
      .expect(400);
    expect(late.body.msg).toBe('The verification code is wrong or has expired');
  });

  it('lets one of two racing registrations of a name win and answers the other with 400', async () => {
    const emails = ['kim1@example.com', 'kim2@example.com'];
    for (const email of emails) await http().get('/api/get-register-code').query({ email }).expect(200);
    const codes = emails.map((email) => latestCodeTo(t.config.dataDir, email));
    const responses = await Promise.all(
      emails.map((email, i) =>
        http().post('/api/register').send({ username: 'kim', password: 'kim-pass', email, code: codes[i] }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.status === 400)?.body.msg).toBe('The username already exists');
  });

  it('locks resending the register code for 60 seconds', async () => {
    await http().get('/api/get-register-code').query({ email: 'carol@example.com' }).expect(200);
    const again = await http()
      .get('/api/get-register-code')
      .query({ email: 'carol@example.com' })
      .expect(429);
    expect(again.body.msg).toMatch(/try again in \d+ seconds/);
  });

  it('holds the resend lock on an address in any letter case, and its code registers it', async () => {
    await http().get('/api/get-register-code').query({ email: 'victim@example.com' }).expect(200);
    for (const email of ['VICTIM@example.com', 'Victim@Example.COM']) {
      const again = await http().get('/api/get-register-code').query({ email }).expect(429);
      expect(again.body.msg).toMatch(/try again in \d+ seconds/);
    }
    const code = latestCodeTo(t.config.dataDir, 'victim@example.com');
    await http()
      .post('/api/register')
      .send({ username: 'vicky', password: 'vicky-pass', email: 'Victim@Example.com', code })
      .expect(200);
  });

  it.each([
    [{ password: 'abcdef', email: 'x@example.com', code: '123456' }, 'Username is required'],
    [
      { username: 'a'.repeat(21), password: 'abcdef', email: 'x@example.com', code: '123456' },
      'Username can not exceed 20 characters',
    ],
    [
      { username: '-bad', password: 'abcdef', email: 'x@example.com', code: '123456' },
      expect.stringMatching(/^Invalid username/),
    ],
    [{ username: 'dave', email: 'x@example.com', code: '123456' }, 'Password is required'],
    [
      { username: 'dave', password: '12345', email: 'x@example.com', code: '123456' },
      'Password length must be between 6 and 20 characters',
    ],
    [{ username: 'dave', password: 'abcdef', code: '123456' }, 'Email is required'],
    [{ username: 'dave', password: 'abcdef', email: 'not-an-email', code: '123456' }, 'Invalid email format'],
    [{ username: 'dave', password: 'abcdef', email: 'x@example.com' }, 'Code is required'],
    [
      { username: 'dave', password: 'abcdef', email: 'x@example.com', code: '12345' },
      'Code length must be 6',
    ],
  ])('register rejects %j with its message', async (body, message) => {
    const response = await http().post('/api/register').send(body).expect(400);
    expect(response.body).toEqual({
      status: 400,
      msg: message,
      data: { code: expect.stringMatching(/^(BAD_REQUEST|VALIDATION_FAILED)$/) },
    });
  });

  it('refuses a taken username or email', async () => {
    await createUser(t.app, 'erin');
    await http().get('/api/get-register-code').query({ email: 'erin2@example.com' }).expect(200);
    const code = latestCodeTo(t.config.dataDir, 'erin2@example.com');
    const taken = await http()
      .post('/api/register')
      .send({ username: 'erin', password: 'abcdef', email: 'erin2@example.com', code })
      .expect(400);
    expect(taken.body.msg).toBe('The username already exists');
    // the same name or address in other letter case is taken too, in both databases
    const otherCase = await http()
      .post('/api/register')
      .send({ username: 'ERIN', password: 'abcdef', email: 'erin2@example.com', code })
      .expect(400);
    expect(otherCase.body.msg).toBe('The username already exists');
    const emailOtherCase = await http()
      .get('/api/get-register-code')
      .query({ email: 'Erin@Example.com' })
      .expect(400);
    expect(emailOtherCase.body.msg).toBe('The email already exists');
    const emailTaken = await http()
      .get('/api/get-register-code')
      .query({ email: 'erin@example.com' })
      .expect(400);
    expect(emailTaken.body.msg).toBe('The email already exists');
    const badEmail = await http().get('/api/get-register-code').query({ email: 'nope' }).expect(400);
    expect(badEmail.body.msg).toBe('Invalid email format');
  });

  it.each([
    [{ password: 'abcdef' }, 'Username is required'],
    [{ username: 'x'.repeat(21), password: 'abcdef' }, 'Username can not exceed 20 characters'],
    [{ username: 'x', password: 'abcdef' }, 'Username length must be between 2 and 20 characters'],
    [{ username: 'frank' }, 'Password is required'],
    [{ username: 'frank', password: '123' }, 'Password length must be between 6 and 20 characters'],
  ])('login rejects %j with its message', async (body, message) => {
    const response = await http().post('/api/login').send(body).expect(400);
    expect(response.body.msg).toBe(message);
  });

  it('answers a wrong password with 400 and locks after 20 failures', async () => {
    await createUser(t.app, 'grace');
    const wrong = await http()
      .post('/api/login')
      .send({ username: 'grace', password: 'wrong-pass' })
      .expect(400);
    expect(wrong.body.msg).toBe('Username or password is wrong');
    // after a few failures every try carries a solved captcha (login-captcha.e2e-spec.ts)
    for (let i = 1; i < 20; i++) {
      await http()
        .post('/api/login')
        .send({ username: 'grace', password: 'wrong-pass', ...(await solvedCaptcha(t.app)) })
        .expect(400);
    }
    const locked = await http()
      .post('/api/login')
      .send({ username: 'grace', password: 'secret-123' })
      .expect(403);
    expect(locked.body.msg).toMatch(/locked for 30 minutes/);
    // the same name in other letter case is the same account, so the same lock
    await http().post('/api/login').send({ username: 'GRACE', password: 'secret-123' }).expect(403);
    // another client behind the trusted local proxy is not locked out
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ username: 'grace', password: 'secret-123' })
      .expect(200);
  });

  it('checks a password against a hash for an unknown username too, so timing tells no names', async () => {
    await createUser(t.app, 'hank');
    const verify = jest.spyOn(passwordHasher, 'verifyPassword');
    try {
      await http().post('/api/login').send({ username: 'hank', password: 'wrong-pass' }).expect(400);
      await http().post('/api/login').send({ username: 'nobody-here', password: 'wrong-pass' }).expect(400);
      expect(verify).toHaveBeenCalledTimes(2);
      const [[, knownHash], [plain, unknownHash]] = verify.mock.calls;
      expect(plain).toBe('wrong-pass');
      // the same bcrypt variant and cost, so both checks take the same time
      expect(unknownHash.slice(0, 7)).toBe(knownHash.slice(0, 7));
      expect(unknownHash).not.toBe(knownHash);
    } finally {
      verify.mockRestore();
    }
  });

  it('logout kills every token of the user', async () => {
    await createUser(t.app, 'heidi');
    const first = await loginAs(t.app, 'heidi');
    const second = await loginAs(t.app, 'heidi');
    await http().get('/api/get-user-auth-info').set('Authorization', second).expect(200);
    await http().get('/api/logout').set('Authorization', first).expect(200);
    const after = await http().get('/api/get-user-auth-info').set('Authorization', second).expect(401);
    expect(after.body.msg).toBe('Login status has expired, please login again!');
    const fresh = await loginAs(t.app, 'heidi');
    await http().get('/api/get-user-auth-info').set('Authorization', fresh).expect(200);
    await http().get('/api/get-user-auth-info').set('Authorization', first).expect(401);
  });

  it('admin login accepts admins only (a teacher signs in at the front page)', async () => {
    await createUser(t.app, 'ivan');
    await createUser(t.app, 'tessa', Role.TEACHER);
    await createUser(t.app, 'pete', Role.PROBLEM_ADMIN);
    for (const username of ['ivan', 'tessa']) {
      const refused = await http()
        .post('/api/admin/login')
        .send({ username, password: 'secret-123' })
        .expect(403);
      expect(refused.body.msg).toBe('Please login again with an administrator account');
    }
    await http().post('/api/admin/login').send({ username: 'pete', password: 'secret-123' }).expect(200);
    const root = await http()
      .post('/api/admin/login')
      .send({ username: 'root', password: 'root-pass-123' })
      .expect(200);
    expect(root.headers.authorization).toBeTruthy();
    expect(root.body.data.roleList).toEqual(['root']);
  });
});

describe('registration while the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('answers 503 and keeps no resend lock, so the user can retry at once', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request(t.app.getHttpServer())
        .get('/api/get-register-code')
        .query({ email: 'judy@example.com' })
        .expect(503);
      expect(response.body).toEqual({
        status: 503,
        msg: 'The mail could not be sent, please try again later',
        data: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });
});
