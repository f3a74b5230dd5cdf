import request from 'supertest';
import { LOGIN_CAPTCHA_AFTER_FAILURES } from '../../src/modules/auth/login-captcha.service';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, DEFAULT_PASSWORD, solvedCaptcha } from '../utils/auth-helpers';

describe('login captcha after failed logins', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const login = (body: Record<string, string>) => http().post('/api/login').send(body);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs no captcha on the first tries', async () => {
    await createUser(t.app, 'uma');
    const wrong = await login({ username: 'uma', password: 'wrong-pass' }).expect(400);
    expect(wrong.body).toEqual({
      status: 400,
      msg: 'Username or password is wrong',
      data: { code: 'BAD_REQUEST' },
    });
    await login({ username: 'uma', password: DEFAULT_PASSWORD }).expect(200);
  });

  it('asks for a captcha after repeated failures, checks it, and forgets it after a login', async () => {
    await createUser(t.app, 'vera');
    for (let i = 1; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++)
      await login({ username: 'vera', password: 'wrong-pass' }).expect(400);
    // the failure that crosses the line says so, so the client shows the captcha for the next try
    const crossing = await login({ username: 'vera', password: 'wrong-pass' }).expect(400);
    expect(crossing.body).toEqual({
      status: 400,
      msg: 'Username or password is wrong',
      data: { code: 'CAPTCHA_REQUIRED' },
    });

    const missing = await login({ username: 'vera', password: DEFAULT_PASSWORD }).expect(400);
    expect(missing.body).toEqual({
      status: 400,
      msg: 'Please enter the captcha',
      data: { code: 'CAPTCHA_REQUIRED' },
    });

    const { captchaKey } = await solvedCaptcha(t.app);
    const wrongCaptcha = await login({
      username: 'vera',
      password: DEFAULT_PASSWORD,
      captcha: 'zzzz',
      captchaKey,
    }).expect(400);
    expect(wrongCaptcha.body).toEqual({
      status: 400,
      msg: 'The captcha is wrong or has expired, please try again',
      data: { code: 'CAPTCHA_REQUIRED' },
    });

    // a captcha is used up by one try, even a wrong one
    const reused = await solvedCaptcha(t.app);
    await login({ username: 'vera', password: 'wrong-pass', ...reused }).expect(400);
    await login({ username: 'vera', password: DEFAULT_PASSWORD, ...reused }).expect(400);

    const ok = await login({ username: 'vera', password: DEFAULT_PASSWORD, ...(await solvedCaptcha(t.app)) });
    expect(ok.status).toBe(200);
    expect(ok.headers.authorization).toBeTruthy();
    // a successful login clears the count: the next try needs no captcha
    await login({ username: 'vera', password: DEFAULT_PASSWORD }).expect(200);
  });

  it('keeps the captcha to this name on this network', async () => {
    await createUser(t.app, 'wade');
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_FAILURES; i++)
      await login({ username: 'wade', password: 'wrong-pass' }).expect(400);
    await login({ username: 'WADE', password: DEFAULT_PASSWORD }).expect(400);
    await http()
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ username: 'wade', password: DEFAULT_PASSWORD })
      .expect(200);
  });

  it('rejects a captcha answer longer than 8 characters with its message', async () => {
    const response = await login({
      username: 'uma',
      password: DEFAULT_PASSWORD,
      captcha: '123456789',
      captchaKey: 'k',
    }).expect(400);
    expect(response.body.msg).toBe('Captcha length must be between 1 and 8 characters');
  });
});
