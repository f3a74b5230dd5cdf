import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Role } from '@verdict/common';
import { createApp } from '../../src/app.factory';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { PNG_1X1 } from '../utils/images';
import { createProblemWithCases } from '../utils/judging-helpers';
import { startSmtpSink, SmtpSink } from '../utils/smtp-sink';
import { TEST_MODE } from '../utils/test-mode';

type Method = 'get' | 'post' | 'put' | 'delete';

/** Routes of the super admin only (Perm system_info_admin / Roles root). */
const ROOT_ONLY: [Method, string][] = [
  ['get', '/api/admin/config/get-web-config'],
  ['get', '/api/admin/config/get-site-config'],
  ['put', '/api/admin/config/set-web-config'],
  ['get', '/api/admin/config/get-email-config'],
  ['put', '/api/admin/config/set-email-config'],
  ['post', '/api/admin/config/test-email'],
  ['delete', '/api/admin/config/home-carousel'],
  ['post', '/api/file/upload-carouse-img'],
  ['get', '/api/admin/switch/info'],
  ['put', '/api/admin/switch/update'],
];

/** Routes of the super admin and problem admins (Roles root, problem_admin). */
const PROBLEM_ADMIN: [Method, string][] = [
  ['get', '/api/admin/tag'],
  ['post', '/api/admin/tag'],
  ['put', '/api/admin/tag'],
  ['delete', '/api/admin/tag'],
  ['get', '/api/admin/tag/classification'],
  ['post', '/api/admin/tag/classification'],
  ['put', '/api/admin/tag/classification'],
  ['delete', '/api/admin/tag/classification'],
  ['post', '/api/admin/training/category'],
  ['put', '/api/admin/training/category'],
  ['delete', '/api/admin/training/category'],
];

/** System config, switches, home carousel, tags and training categories. */
describe('admin config', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const tokens: Record<string, string> = {};
  const http = () => request(t.app.getHttpServer());
  const as = (who: string, method: Method, path: string) =>
    http()[method](path).set('Authorization', tokens[who]);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '30' });
    sink = await startSmtpSink();
    tokens.root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    for (const [name, role] of [
      ['ada', Role.ADMIN],
      ['pam', Role.PROBLEM_ADMIN],
      ['stan', Role.DEFAULT_USER],
    ] as const) {
      await createUser(t.app, name, role);
      tokens[name] = await loginAs(t.app, name);
    }
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  describe('who may call what', () => {
    it.each(ROOT_ONLY)('%s %s: the super admin only', async (method, path) => {
      await http()[method](path).expect(401);
      for (const who of ['ada', 'pam', 'stan']) await as(who, method, path).expect(403);
      expect([401, 403]).not.toContain((await as('root', method, path)).status);
    });

    it.each(PROBLEM_ADMIN)('%s %s: the super admin and problem admins', async (method, path) => {
      await http()[method](path).expect(401);
      for (const who of ['ada', 'stan']) await as(who, method, path).expect(403);
      for (const who of ['root', 'pam'])
        expect([401, 403]).not.toContain((await as(who, method, path)).status);
    });
  });

  it('edits the website settings and every page reads them at once', async () => {
    const changes = {
      shortName: 'CampOJ',
      register: false,
      recordName: 'ICP 123',
      recordUrl: 'https://beian.example.com',
      projectName: 'Verdict',
      projectUrl: 'https://example.com/verdict',
      description: 'Our school judge',
      pythonIdeUrl: 'https://ide.example.com/python',
      latexUrl: '',
    };
    await as('root', 'put', '/api/admin/config/set-web-config').send(changes).expect(200);
    const site = (await http().get('/api/get-website-config').expect(200)).body.data;
    expect(site).toMatchObject(changes);
    await http().get('/api/get-register-code').query({ email: 'x@example.com' }).expect(403);

    for (const [body, msg] of [
      [{ shortName: 'x'.repeat(21) }, 'Short name can not exceed 20 characters'],
      [{ typingUrl: 'javascript:alert(1)' }, 'The typing practice link must be an http or https address'],
    ] as const) {
      const bad = await as('root', 'put', '/api/admin/config/set-web-config').send(body).expect(400);
      expect(bad.body.msg).toBe(msg);
    }
    await as('root', 'put', '/api/admin/config/set-web-config').send({ register: true }).expect(200);
  });

  it('stores the SMTP server without ever sending its password back, and mails through it', async () => {
    const smtp = {
      emailHost: '127.0.0.1',
      emailPort: sink.port,
      emailSsl: false,
      emailUsername: 'mailer@example.com',
    };
    await as('root', 'put', '/api/admin/config/set-email-config')
      .send({ ...smtp, emailPassword: 'smtp-secret-1' })
      .expect(200);
    // The screen saves again with the password field left empty: the stored one stays.
    const saved = await as('root', 'put', '/api/admin/config/set-email-config')
      .send({ ...smtp, emailPassword: '' })
      .expect(200);
    const read = await as('root', 'get', '/api/admin/config/get-email-config').expect(200);
    for (const body of [saved.body, read.body]) {
      expect(JSON.stringify(body)).not.toContain('smtp-secret-1');
      expect(body.data).toMatchObject({ ...smtp, emailPassword: '', emailPasswordSet: true });
    }

    const sent = await as('root', 'post', '/api/admin/config/test-email')
      .send({ email: 'ops@example.com' })
      .expect(200);
    expect(sent.body.data).toEqual({ via: 'smtp' });
    expect(sink.mails.at(-1)).toMatchObject({
      to: ['ops@example.com'],
      login: 'mailer@example.com\0smtp-secret-1',
    });
    expect(sink.mails.at(-1)?.data).toMatch(/^Subject: CampOJ test mail$/m);

    // Every other mail goes the same way, e.g. a registration code.
    await http().get('/api/get-register-code').query({ email: 'newbie@example.com' }).expect(200);
    expect(sink.mails.at(-1)?.to).toEqual(['newbie@example.com']);
  });

  it('reports the mail server error of a failing test mail, and falls back to the outbox without SMTP', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    await as('root', 'put', '/api/admin/config/set-email-config')
      .send({ emailPort: closed.port })
      .expect(200);
    const failed = await as('root', 'post', '/api/admin/config/test-email')
      .send({ email: 'ops@example.com' })
      .expect(400);
    expect(failed.body.msg).toMatch(/^The test mail could not be sent: .*ECONNREFUSED/);

    await as('root', 'put', '/api/admin/config/set-email-config').send({ emailHost: '' }).expect(200);
    const sent = await as('root', 'post', '/api/admin/config/test-email')
      .send({ email: 'desk@example.com' })
      .expect(200);
    expect(sent.body.data).toEqual({ via: 'outbox' });
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = existsSync(outbox)
      ? readdirSync(outbox).filter((name) => name.includes('desk@example.com'))
      : [];
    expect(mails).toHaveLength(1);
    expect(readFileSync(join(outbox, mails[0]), 'utf8')).toMatch(/^Subject: CampOJ test mail$/m);
  });

  it.each([
    [
      '/api/admin/config/set-email-config',
      { emailPort: 0 },
      'The SMTP port must be an integer from 1 to 65535',
    ],
    [
      '/api/admin/config/set-email-config',
      { emailHost: 'smtp host' },
      'The SMTP host must be a host name or an IP address',
    ],
    ['/api/admin/config/test-email', { email: 'nope' }, 'Please enter a valid email address'],
  ])('refuses bad SMTP input: %s %j', async (path, body, msg) => {
    const method = path.endsWith('test-email') ? 'post' : 'put';
    expect((await as('root', method, path).send(body).expect(400)).body.msg).toBe(msg);
  });

  it('applies the judge switches and the submit interval on the next submission', async () => {
    await createProblemWithCases(t.app, tokens.root, 'CFG1', [{ input: '1 2\n', output: '3\n' }]);
    const submit = () =>
      as('stan', 'post', '/api/submit-problem-judge').send({
        pid: 'CFG1',
        language: 'C++',
        code: 'int main(){}',
      });
    const info = (await as('root', 'get', '/api/admin/switch/info').expect(200)).body.data;
    expect(info).toMatchObject({
      openPublicJudge: true,
      defaultSubmitInterval: null,
      serverSubmitInterval: 30,
    });

    await submit().expect(200);
    await submit().expect(429);
    await as('root', 'put', '/api/admin/switch/update').send({ defaultSubmitInterval: 0 }).expect(200);
    expect((await http().get('/api/get-website-config')).body.data.submitIntervalSeconds).toBe(0);
    await submit().expect(200);

    await as('root', 'put', '/api/admin/switch/update').send({ openPublicJudge: false }).expect(200);
    const closed = await submit().expect(403);
    expect(closed.body.msg).toBe(
      'Problem judging is closed on this website: submitting and test runs are not allowed',
    );
    await as('root', 'put', '/api/admin/switch/update').send({ openPublicJudge: true }).expect(200);
    await submit().expect(200);
  });

  it('keeps the community switches and their limits in one place', async () => {
    const changes = {
      register: false,
      openPublicDiscussion: false,
      openContestComment: false,
      defaultCreateDiscussionDailyLimit: 3,
      defaultCreateCommentACInitValue: 2,
      defaultCreateGroupACInitValue: 50,
      defaultCreateGroupLimit: 4,
    };
    const saved = await as('root', 'put', '/api/admin/switch/update').send(changes).expect(200);
    expect(saved.body.data).toMatchObject(changes);
    expect((await as('root', 'get', '/api/admin/switch/info')).body.data).toMatchObject(changes);
    const site = (await http().get('/api/get-website-config')).body.data;
    expect(site).toMatchObject({ register: false, openPublicDiscussion: false, openContestComment: false });

    const bad = await as('root', 'put', '/api/admin/switch/update')
      .send({ defaultCreateGroupLimit: -1 })
      .expect(400);
    expect(bad.body.msg).toBe('The group limit must be an integer from 0 to 1000');
    await as('root', 'put', '/api/admin/switch/update')
      .send({ register: true, openPublicDiscussion: true, openContestComment: true })
      .expect(200);
  });

  it('uploads, lists, serves and deletes home carousel images', async () => {
    const upload = (data: Buffer, name: string) =>
      as('root', 'post', '/api/file/upload-carouse-img').attach('file', data, name);
    const uploaded = (await upload(PNG_1X1, 'banner.png').expect(200)).body.data as {
      id: number;
      url: string;
    };
    expect(uploaded.url).toMatch(/^\/api\/public\/img\/\w+\.png$/);
    expect((await http().get('/api/home-carousel').expect(200)).body.data).toEqual([uploaded]);
    await http().get(uploaded.url).expect(200);

    const notImage = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'evil.png').expect(400);
    expect(notImage.body.msg).toBe(
      'File type not supported: only gif, jpg, jpeg, png and webp images are allowed',
    );
    const tooBig = await upload(Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]), 'huge.png').expect(
      400,
    );
    expect(tooBig.body.msg).toBe('The image size exceeds the 5 MB limit');

    await as('root', 'delete', '/api/admin/config/home-carousel').query({ id: uploaded.id }).expect(200);
    expect((await http().get('/api/home-carousel')).body.data).toEqual([]);
    await http().get(uploaded.url).expect(404);
    await as('root', 'delete', '/api/admin/config/home-carousel').query({ id: uploaded.id }).expect(404);
  });

  it('lets a problem admin manage tags in classifications', async () => {
    const group = (
      await as('pam', 'post', '/api/admin/tag/classification').send({ name: 'Graphs', rank: 1 }).expect(200)
    ).body.data;
    const tag = (
      await as('pam', 'post', '/api/admin/tag')
        .send({ name: 'BFS', color: '#409EFF', tcid: group.id })
        .expect(200)
    ).body.data;
    await as('pam', 'put', '/api/admin/tag')
      .send({ id: tag.id, name: 'Breadth-first search', color: '#67C23A', tcid: group.id })
      .expect(200);
    const tags = (await as('pam', 'get', '/api/admin/tag')).body.data as {
      id: number;
      name: string;
      tcid: number;
    }[];
    expect(tags.find((row) => row.id === tag.id)).toMatchObject({
      name: 'Breadth-first search',
      tcid: group.id,
    });
    const missing = await as('pam', 'post', '/api/admin/tag').send({ name: ' ' }).expect(400);
    expect(missing.body.msg).toBe('Tag name is required');
    await as('pam', 'delete', '/api/admin/tag').query({ tid: tag.id }).expect(200);
    await as('pam', 'delete', '/api/admin/tag/classification').query({ tcid: group.id }).expect(200);
  });

  it('manages training categories and lists them publicly', async () => {
    const admin = (method: Method) => as('pam', method, '/api/admin/training/category');
    const made = (await admin('post').send({ name: 'Beginners', color: '#409EFF' }).expect(200)).body.data;
    expect(made).toMatchObject({ name: 'Beginners', color: '#409EFF', gid: null });
    await admin('put').send({ id: made.id, name: 'Starters', color: '#67C23A' }).expect(200);
    expect((await http().get('/api/get-training-category').expect(200)).body.data).toEqual([
      expect.objectContaining({ id: made.id, name: 'Starters', color: '#67C23A' }),
    ]);

    for (const [body, msg] of [
      [{ name: 'Starters', color: '#000000' }, 'A training category with this name already exists'],
      [{ name: '', color: '#000000' }, 'The category name is required'],
      [{ name: 'Red', color: 'red' }, 'The colour must be a hex colour such as #409EFF'],
    ] as const) {
      expect((await admin('post').send(body).expect(400)).body.msg).toBe(msg);
    }
    await admin('delete').query({ cid: made.id }).expect(200);
    expect((await http().get('/api/get-training-category')).body.data).toEqual([]);
    await admin('delete').query({ cid: made.id }).expect(404);
  });

  (TEST_MODE === 'mysql' ? it : it.skip)(
    'applies a change made through one API instance on another at once',
    async () => {
      const second: NestFastifyApplication = await createApp(t.config);
      await second.getHttpAdapter().getInstance().ready();
      try {
        const other = () => request(second.getHttpServer());
        // The second instance reads (and keeps in memory) the settings before they change.
        expect((await other().get('/api/get-website-config')).body.data.shortName).toBe('CampOJ');
        const before = await other().get('/api/admin/switch/info').set('Authorization', tokens.root);
        expect(before.body.data.defaultCreateGroupLimit).toBe(4);

        await as('root', 'put', '/api/admin/config/set-web-config').send({ shortName: 'TwinOJ' }).expect(200);
        await as('root', 'put', '/api/admin/switch/update').send({ defaultCreateGroupLimit: 9 }).expect(200);
        await eventually(async () => {
          expect((await other().get('/api/get-website-config')).body.data.shortName).toBe('TwinOJ');
          const after = await other().get('/api/admin/switch/info').set('Authorization', tokens.root);
          expect(after.body.data.defaultCreateGroupLimit).toBe(9);
        });
      } finally {
        await second.close();
      }
    },
  );
});
