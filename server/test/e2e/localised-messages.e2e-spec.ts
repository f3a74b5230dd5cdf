import request from 'supertest';
import { KeyValueStore } from '../../src/infra/kv/key-value-store';
import { createUser, latestMailTo, loginAs } from '../utils/auth-helpers';
import { ContestClient, contestCast } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { decodeMail } from '../utils/decode-mail';

/** What a browser in each UI language sends. */
const ZH = 'zh-CN,zh;q=0.9,en;q=0.8';
const EN = 'en-US,en;q=0.9';
const LISTING = 'int main() {\n  // a listing long enough to be worth printing on paper\n  return 0;\n}\n';

/** Messages and mails follow the client's Accept-Language; HOJ's English stays the default. */
describe('localised messages and mails', () => {
  let t: TestApp;
  let ann: ContestClient;
  let bob: ContestClient;
  let cid: number;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
    let owner: ContestClient;
    ({ owner, ann, bob } = await contestCast(t.app));
    cid = await owner.createContest({ title: 'Printed Round', openPrint: true });
  });
  afterAll(() => t.close());

  const print = (who: ContestClient, language: string, body: Record<string, unknown>) =>
    who
      .http()
      .post('/api/submit-print-text')
      .set('Authorization', who.token)
      .set('Accept-Language', language)
      .send({ cid, ...body });

  it('answers a validation error in the asked language', async () => {
    expect((await print(ann, ZH, { cid: 'abc', content: LISTING }).expect(400)).body.msg).toBe(
      'cid 不能为空',
    );
    expect((await print(ann, EN, { cid: 'abc', content: LISTING }).expect(400)).body.msg).toBe(
      'cid is required',
    );

    const zh = await http().post('/api/login').set('Accept-Language', ZH).send({ password: 'secret-123' });
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ status: 400, msg: '用户名不能为空', data: { code: 'VALIDATION_FAILED' } });
    const en = await http().post('/api/login').set('Accept-Language', EN).send({ password: 'secret-123' });
    expect(en.body.msg).toBe('Username is required');
  });

  it('answers permission errors in the asked language', async () => {
    const anonymous = (language: string) =>
      http().get('/api/get-contest-print').query({ cid }).set('Accept-Language', language).expect(401);
    expect((await anonymous(ZH)).body.msg).toBe('请先登录！');
    expect((await anonymous(EN)).body.msg).toBe('Please login first');

    const notAdmin = (language: string) =>
      ann
        .http()
        .get('/api/admin/contest/get-contest-list')
        .set('Authorization', ann.token)
        .set('Accept-Language', language);
    expect((await notAdmin(ZH).expect(403)).body.msg).toBe('对不起，您无权限操作！');
    expect((await notAdmin(EN).expect(403)).body.msg).toBe(
      'Sorry, you do not have permission to perform this operation!',
    );
  });

  it('puts the numbers into parameterised messages', async () => {
    const short = { content: 'x'.repeat(49) };
    expect((await print(ann, ZH, short).expect(400)).body.msg).toBe('内容字数不能少于 50');
    expect((await print(ann, EN, short).expect(400)).body.msg).toBe(
      'The number of content cannot be less than 50',
    );

    expect((await print(ann, ZH, { content: LISTING }).expect(200)).body.msg).toBe('已提交打印请求');
    expect((await print(ann, ZH, { content: LISTING }).expect(429)).body.msg).toMatch(
      /^提交打印功能限制，请在 \d+ 秒后再进行提交！$/,
    );
    expect((await print(bob, EN, { content: LISTING }).expect(200)).body.msg).toBe('Sent for printing');
    expect((await print(bob, EN, { content: LISTING }).expect(429)).body.msg).toMatch(
      /^Printing too fast, please wait \d+ seconds and try again$/,
    );
  });

  it('answers success messages in the asked language', async () => {
    const config = (language: string) =>
      http().get('/api/get-website-config').set('Accept-Language', language).expect(200);
    expect((await config(ZH)).body.msg).toBe('成功');
    expect((await config(EN)).body.msg).toBe('success');

    await createUser(t.app, 'cara');
    await createUser(t.app, 'dan');
    const logout = async (username: string, language: string) => {
      const token = await loginAs(t.app, username);
      return http()
        .get('/api/logout')
        .set('Authorization', token)
        .set('Accept-Language', language)
        .expect(200);
    };
    expect((await logout('cara', ZH)).body.msg).toBe('退出登录成功！');
    expect((await logout('dan', EN)).body.msg).toBe('Logout successfully');
  });

  it('weighs q-values, takes any Chinese tag as zh-CN and defaults to English', async () => {
    const msg = async (language?: string) => {
      const call = http().get('/api/get-contest-print').query({ cid });
      const response = await (language === undefined ? call : call.set('Accept-Language', language)).expect(
        401,
      );
      expect(response.headers.vary).toMatch(/accept-language/i);
      return response.body.msg as string;
    };
    expect(await msg('en;q=0.4, zh-Hans;q=0.8')).toBe('请先登录！');
    expect(await msg('zh-TW')).toBe('请先登录！');
    expect(await msg('zh;q=0.3, en;q=0.7')).toBe('Please login first');
    expect(await msg('fr')).toBe('Please login first');
    expect(await msg()).toBe('Please login first');
  });

  it('mails the registration code in the language of the request that asked for it', async () => {
    const ask = (email: string, language: string) =>
      http().get('/api/get-register-code').query({ email }).set('Accept-Language', language).expect(200);
    await ask('zhao@example.com', ZH);
    await ask('eve@example.com', EN);

    const zh = decodeMail(latestMailTo(t.config.dataDir, 'zhao@example.com'));
    expect(zh.subject).toMatch(/的注册邮件$/);
    const code = /您的注册验证码是 (\d{6})，10 分钟内有效。/.exec(zh.text)?.[1];
    expect(code).toBeDefined();
    const en = decodeMail(latestMailTo(t.config.dataDir, 'eve@example.com'));
    expect(en.subject).toMatch(/ registration code$/);
    expect(en.text).toMatch(/^Your registration code is \d{6}\. It is valid for 10 minutes\.$/m);

    const registered = await http()
      .post('/api/register')
      .set('Accept-Language', ZH)
      .send({ username: 'zhao', password: 'secret-123', email: 'zhao@example.com', code })
      .expect(200);
    expect(registered.body.msg).toBe('注册成功');
  });

  it('mails the password reset in the language of the request that asked for it', async () => {
    await createUser(t.app, 'rita');
    const captcha = await http().get('/api/captcha').expect(200);
    const captchaKey: string = captcha.body.data.captchaKey;
    const answer = await t.app.get(KeyValueStore).get(`captcha:${captchaKey}`);
    const applied = await http()
      .post('/api/apply-reset-password')
      .set('Accept-Language', ZH)
      .send({ email: 'rita@example.com', captcha: answer, captchaKey })
      .expect(200);
    expect(applied.body.msg).toBe('重置密码邮件已发送，请前往邮箱查收');

    const mail = decodeMail(latestMailTo(t.config.dataDir, 'rita@example.com'));
    expect(mail.subject).toMatch(/的重置密码邮件$/);
    expect(mail.text).toContain('请在 10 分钟内打开以下链接，为 rita 设置新密码：');
    const code = /reset-password\?username=rita&code=(\w+)/.exec(mail.text)?.[1];
    expect(mail.text).toContain(`重置验证码：${code}`);
  });
});
