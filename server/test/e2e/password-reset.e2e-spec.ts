import request from 'supertest';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, latestMailTo, loginAs, solvedCaptcha } from '../utils/auth-helpers';

describe('password reset', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails a reset link whose code sets a new password once', async () => {
    await createUser(t.app, 'rita');
    const oldToken = await loginAs(t.app, 'rita');
    await http()
      .post('/api/apply-reset-password')
      .send({ email: 'rita@example.com', ...(await solvedCaptcha(t.app)) })
      .expect(200);
    // Long lines arrive quoted-printable: undo soft breaks and the escaped '='.
    const mail = latestMailTo(t.config.dataDir, 'rita@example.com')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const code = /reset-password\?username=rita&code=(\w+)/.exec(mail)?.[1];
    expect(code).toBeDefined();

    const weak = await http()
      .post('/api/reset-password')
      .send({ username: 'rita', password: '123', code })
      .expect(400);
    expect(weak.body.msg).toBe('Password length must be between 6 and 20 characters');
    await http()
      .post('/api/reset-password')
      .send({ username: 'rita', password: 'reset-pass-1', code })
      .expect(200);
    const reused = await http()
      .post('/api/reset-password')
      .send({ username: 'rita', password: 'reset-pass-2', code })
      .expect(400);
    expect(reused.body.msg).toBe('The reset code is wrong or has expired, please apply again');
    await http().get('/api/get-user-auth-info').set('Authorization', oldToken).expect(401);
    await loginAs(t.app, 'rita', 'reset-pass-1');
  });

  it('checks the captcha, the e-mail and the 90-second resend lock', async () => {
    await createUser(t.app, 'sam');
    const { captchaKey } = await solvedCaptcha(t.app);
    const wrongCaptcha = await http()
      .post('/api/apply-reset-password')
      .send({ email: 'sam@example.com', captcha: 'zzzzzz', captchaKey })
      .expect(400);
    expect(wrongCaptcha.body.msg).toBe('The captcha is wrong or has expired, please try again');
    const unknown = await http()
      .post('/api/apply-reset-password')
      .send({ email: 'ghost@example.com', ...(await solvedCaptcha(t.app)) })
      .expect(400);
    expect(unknown.body.msg).toBe('The email does not exist');
    const longCaptcha = await http()
      .post('/api/apply-reset-password')
      .send({ email: 'sam@example.com', captcha: '123456789', captchaKey })
      .expect(400);
    expect(longCaptcha.body.msg).toBe('Captcha length must be between 1 and 8 characters');

    await http()
      .post('/api/apply-reset-password')
      .send({ email: 'sam@example.com', ...(await solvedCaptcha(t.app)) })
      .expect(200);
    const again = await http()
      .post('/api/apply-reset-password')
      .send({ email: 'sam@example.com', ...(await solvedCaptcha(t.app)) })
      .expect(429);
    expect(again.body.msg).toMatch(/try again in \d+ seconds/);
    // The same address in other letter case is the same mailbox, under the same lock.
    await http()
      .post('/api/apply-reset-password')
      .send({ email: 'SAM@Example.com', ...(await solvedCaptcha(t.app)) })
      .expect(429);
  });

  it('refuses unknown users and missing fields', async () => {
    const unknown = await http()
      .post('/api/reset-password')
      .send({ username: 'ghost', password: 'abcdef', code: 'x' })
      .expect(400);
    expect(unknown.body.msg).toBe('The username does not exist');
    const noCode = await http()
      .post('/api/reset-password')
      .send({ username: 'sam', password: 'abcdef' })
      .expect(400);
    expect(noCode.body.msg).toBe('Code is required');
  });
});
