import { SchedulerRegistry } from '@nestjs/schedule';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JudgeStatus, Role } from '@verdict/common';
import { SiteConfigService } from '../../src/modules/site/site-config.service';
import { UserService } from '../../src/modules/user/user.service';
import { buildProblemBody } from '../factories/problem';
import { makeZip } from '../factories/problem-zip';
import { type ApiClient, TestUsers } from '../utils/api-client';
import { aContest } from '../utils/contest-helpers';
import { createTestApp, type TestApp } from '../utils/create-test-app';
import { createGroup } from '../utils/group-helpers';
import { hojPid } from '../utils/hoj-pid';
import { createProblemWithCases } from '../utils/judging-helpers';
import { reportVerdict } from '../utils/reported-verdict';

interface Entry {
  id: number;
  uid: string;
  username: string;
  ip: string;
  action: string;
  targetKind: string;
  targetId: string;
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  gmtCreate: string;
}

interface EntryPage {
  records: Entry[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

const AUDIT = '/api/admin/audit';
const DAY = 24 * 3600_000;
/** Secrets the actions below send; none may reach the log. */
const SECRETS = [
  'new-secret-9',
  'imp-pass-1',
  'solo-pass-1',
  'smtp-pass-1',
  'sk-audit-key-1',
  'contest-pwd-1',
];

/** A contest time as stored: to the whole second, as an ISO string. */
const storedTime = (iso: string) => new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString();

/**
 * The audit log of admin actions: each action that changes what others see or their results is
 * recorded once it succeeded, with who, when, from where, what, its target and the fields it
 * changed (secrets masked). Super admins read it; nobody changes it through the API; old entries
 * go after AUDIT_RETENTION_DAYS.
 */
describe('audit log', () => {
  let t: TestApp;
  const users = new TestUsers(() => t.app);
  const uid = users.uids;
  let root: ApiClient;
  let rootUid: string;
  let categoryId: number;

  const page = async (query: Record<string, unknown> = {}) =>
    (await root.get(AUDIT, query).expect(200)).body.data as EntryPage;
  const entries = async (query: Record<string, unknown> = {}) =>
    (await page({ limit: 200, ...query })).records;
  /** The entries of one action on one target, newest first. */
  const entriesOn = (action: string, targetId: string | number) =>
    entries({ action, targetId: String(targetId) });
  const byRoot = () => ({ uid: rootUid, username: 'root', ip: expect.any(String) as unknown as string });
  const setCreated = (id: number, when: Date) =>
    t.app.get(DataSource).getRepository('audit_log').update({ id }, { gmtCreate: when });

  beforeAll(async () => {
    t = await createTestApp({ AUDIT_RETENTION_DAYS: '30' });
    await users.signInRoot();
    root = users.as('root');
    rootUid = (await t.app.get(UserService).findByUsername('root'))!.uid;
    await users.signUp(['adele'], Role.ADMIN);
    await users.signUp(['pat'], Role.PROBLEM_ADMIN);
    await users.signUp(['tess'], Role.TEACHER);
    await users.signUp(['ann', 'bob']);
    // The site's own settings for the scenes below, set behind the API: they are no admin's action.
    await t.app.get(SiteConfigService).update({
      website: { imchat: true },
      switch: {
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateCommentACInitValue: 0,
        defaultCreateDiscussionDailyLimit: 100,
        defaultCreateGroupACInitValue: 0,
        defaultCreateGroupDailyLimit: 100,
        defaultCreateGroupLimit: 100,
      },
    });
    categoryId = (await root.post('/api/discussion-category', [{ name: 'General' }]).expect(200)).body.data[0]
      .id as number;
  });
  afterAll(() => t.close());

  describe('what is recorded', () => {
    it('records a role change with who, when, from which address, and the role before and after', async () => {
      await users.signUp(['rita']);
      await request(t.app.getHttpServer())
        .put('/api/admin/user/edit-user')
        .set('Authorization', users.tokens.root)
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ uid: uid.rita, username: 'rita', type: Role.ADMIN })
        .expect(200);
      const recorded = await entriesOn('user.role', uid.rita);
      expect(recorded).toEqual([
        {
          id: expect.any(Number),
          uid: rootUid,
          username: 'root',
          // The proxy on this host is trusted (TRUST_PROXY's default): the client's address it forwards.
          ip: '203.0.113.7',
          action: 'user.role',
          targetKind: 'user',
          targetId: uid.rita,
          targetLabel: 'rita',
          before: { role: Role.DEFAULT_USER },
          after: { role: Role.ADMIN },
          gmtCreate: expect.any(String),
        },
      ]);
      expect(Math.abs(Date.now() - Date.parse(recorded[0].gmtCreate))).toBeLessThan(60_000);
    });

    it('records a status change on its own, and nothing for a refused edit', async () => {
      await root.put('/api/admin/user/edit-user', { uid: uid.rita, username: 'rita', status: 1 }).expect(200);
      expect(await entriesOn('user.status', uid.rita)).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetLabel: 'rita',
          before: { status: 0 },
          after: { status: 1 },
        }),
      ]);
      expect(await entriesOn('user.role', uid.rita)).toHaveLength(1);
      expect(await entriesOn('user.edit', uid.rita)).toEqual([]);

      await root
        .put('/api/admin/user/edit-user', { uid: rootUid, username: 'root', type: Role.ADMIN })
        .expect(400);
      expect(await entriesOn('user.role', rootUid)).toEqual([]);
    });

    it('records the other account fields as an edit, a new password masked', async () => {
      await users.signUp(['sam']);
      await root
        .put('/api/admin/user/edit-user', {
          uid: uid.sam,
          username: 'sam2',
          realname: 'Sam Smith',
          setNewPwd: true,
          password: 'new-secret-9',
        })
        .expect(200);
      expect(await entriesOn('user.edit', uid.sam)).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'user',
          targetLabel: 'sam2',
          before: { username: 'sam', realname: null, password: '***' },
          after: { username: 'sam2', realname: 'Sam Smith', password: '***' },
        }),
      ]);
    });

    it('records imports, added and generated accounts by their names, never their passwords', async () => {
      await root
        .post('/api/admin/user/insert-batch-user', {
          users: [
            ['imp1', 'imp-pass-1'],
            ['imp2', 'imp-pass-2', 'imp2@example.com'],
          ],
        })
        .expect(200);
      const solo = await root
        .post('/api/admin/user/add-user', { username: 'solo', password: 'solo-pass-1', type: Role.TEACHER })
        .expect(200);
      await root
        .post('/api/admin/user/generate-user', {
          prefix: 'gen',
          number_from: 1,
          number_to: 2,
          password_length: 8,
        })
        .expect(200);
      expect(await entries({ action: 'user.import' })).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'user',
          targetId: '',
          targetLabel: 'gen1, gen2',
          before: null,
          after: { via: 'generated', count: 2, usernames: ['gen1', 'gen2'] },
        }),
        expect.objectContaining({
          targetId: solo.body.data.uid,
          targetLabel: 'solo',
          before: null,
          after: { via: 'form', count: 1, usernames: ['solo'], role: Role.TEACHER },
        }),
        expect.objectContaining({
          targetId: '',
          targetLabel: 'imp1, imp2',
          before: null,
          after: { via: 'csv', count: 2, usernames: ['imp1', 'imp2'] },
        }),
      ]);
    });

    it('records each deleted account', async () => {
      await users.signUp(['del1', 'del2']);
      await root.delete('/api/admin/user/delete-user', {}, { ids: [uid.del1, uid.del2] }).expect(200);
      for (const name of ['del1', 'del2']) {
        expect(await entriesOn('user.delete', uid[name])).toEqual([
          expect.objectContaining({
            ...byRoot(),
            targetKind: 'user',
            targetLabel: name,
            before: { username: name },
            after: null,
          }),
        ]);
      }
    });

    it('records a rejudge, a cancellation and a manual judgement with the verdict before and after', async () => {
      const pid = await createProblemWithCases(t.app, users.tokens.root, 'AUDJ', [
        { input: '1 2\n', output: '3\n' },
      ]);
      const submitted = await users
        .as('ann')
        .post('/api/submit-problem-judge', {
          pid: await hojPid(t.app, pid),
          language: 'C++',
          code: 'int main(){}',
        })
        .expect(200);
      const submitId = submitted.body.data.submitId as number;
      await reportVerdict(t.app, submitId, { status: JudgeStatus.ACCEPTED });

      await root.get('/api/admin/judge/rejudge', { submitId }).expect(200);
      await root.get('/api/admin/judge/cancel-judge', { submitId }).expect(200);
      await root
        .get('/api/admin/judge/manual-judge', { submitId, status: JudgeStatus.WRONG_ANSWER })
        .expect(200);

      const target = { targetKind: 'submission', targetId: String(submitId), targetLabel: 'ann · AUDJ' };
      expect(await entriesOn('submission.rejudge', submitId)).toEqual([
        expect.objectContaining({
          ...byRoot(),
          ...target,
          before: { status: JudgeStatus.ACCEPTED },
          after: { status: JudgeStatus.PENDING },
        }),
      ]);
      expect(await entriesOn('submission.cancel', submitId)).toEqual([
        expect.objectContaining({
          ...target,
          before: { status: JudgeStatus.PENDING },
          after: { status: JudgeStatus.CANCELLED },
        }),
      ]);
      expect(await entriesOn('submission.manual-judge', submitId)).toEqual([
        expect.objectContaining({
          ...target,
          before: { status: JudgeStatus.CANCELLED },
          after: { status: JudgeStatus.WRONG_ANSWER },
        }),
      ]);
    });

    it('records visibility changes and new test data of a problem, and nothing for a save that changes neither', async () => {
      const pid = await createProblemWithCases(t.app, users.tokens.root, 'AUDP', [
        { input: '1 2\n', output: '3\n' },
      ]);
      await root.put('/api/admin/problem/change-problem-auth', { id: pid, auth: 2 }).expect(200);
      expect(await entriesOn('problem.visibility', pid)).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'problem',
          targetLabel: 'AUDP · Problem AUDP',
          before: { auth: 1 },
          after: { auth: 2 },
        }),
      ]);

      const zip = await makeZip([
        { name: '1.in', data: '2 2\n' },
        { name: '1.out', data: '4\n' },
        { name: '2.in', data: '5 5\n' },
        { name: '2.out', data: '10\n' },
      ]);
      const uploaded = await request(t.app.getHttpServer())
        .post('/api/file/upload-testcase-zip')
        .set('Authorization', users.tokens.root)
        .field('mode', 'default')
        .attach('file', zip, 'cases.zip')
        .expect(200);
      const form = (fields: Record<string, unknown>) =>
        buildProblemBody({
          problem: { id: pid, problemId: 'AUDP', title: 'Problem AUDP', ...fields },
          isUploadTestCase: true,
          samples: uploaded.body.data.fileList,
        });
      await root
        .put('/api/admin/problem', {
          ...form({ auth: 2 }),
          uploadTestcaseDir: uploaded.body.data.fileListDir,
        })
        .expect(200);
      const data = await entriesOn('problem.test-data', pid);
      expect(data).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'problem',
          targetLabel: 'AUDP · Problem AUDP',
          before: { cases: 1, checksum: expect.any(String) },
          after: { cases: 2, checksum: expect.any(String) },
        }),
      ]);
      expect(data[0].before!.checksum).not.toEqual(data[0].after!.checksum);
      expect(await entriesOn('problem.visibility', pid)).toHaveLength(1);

      // Saved again with the same cases, made public in the form: visibility only.
      await root.put('/api/admin/problem', form({ auth: 1 })).expect(200);
      expect(await entriesOn('problem.test-data', pid)).toHaveLength(1);
      expect((await entriesOn('problem.visibility', pid))[0]).toMatchObject({
        before: { auth: 2 },
        after: { auth: 1 },
      });
    });

    it('records contest edits with the seal, the end time and the password masked, and a contest rejudge', async () => {
      const form = aContest({ title: 'Audit Cup' });
      const cid = (await root.post('/api/admin/contest', form).expect(200)).body.data.id as number;
      const endTime = new Date(Date.parse(form.endTime as string) + 3600_000).toISOString();
      const sealRankTime = new Date(Date.parse(form.startTime as string) + 1800_000).toISOString();
      await root
        .put('/api/admin/contest', {
          ...form,
          id: cid,
          endTime,
          sealRank: true,
          sealRankTime,
          auth: 1,
          pwd: 'contest-pwd-1',
        })
        .expect(200);
      expect(await entriesOn('contest.edit', cid)).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'contest',
          targetLabel: 'Audit Cup',
          before: {
            auth: 0,
            pwd: null,
            endTime: storedTime(form.endTime as string),
            sealRank: false,
            sealRankTime: null,
          },
          after: {
            auth: 1,
            pwd: '***',
            endTime: storedTime(endTime),
            sealRank: true,
            sealRankTime: storedTime(sealRankTime),
          },
        }),
      ]);

      const pid = await createProblemWithCases(t.app, users.tokens.root, 'AUDC', [
        { input: '1 2\n', output: '3\n' },
      ]);
      await root.post('/api/admin/contest/add-problem-from-public', { cid, pid, displayId: 'A' }).expect(200);
      await users.as('bob').post('/api/register-contest', { cid, password: 'contest-pwd-1' }).expect(200);
      const submitted = await users
        .as('bob')
        .post('/api/submit-problem-judge', {
          pid: await hojPid(t.app, pid, cid),
          cid: String(cid),
          language: 'C++',
          code: 'int main(){}',
        })
        .expect(200);
      await reportVerdict(t.app, submitted.body.data.submitId as number, { status: JudgeStatus.ACCEPTED });
      await root.get('/api/admin/judge/rejudge-contest-problem', { cid, pid }).expect(200);
      expect(
        await entries({ action: 'submission.rejudge', targetKind: 'contest', targetId: String(cid) }),
      ).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetLabel: 'Audit Cup',
          before: null,
          after: { problem: 'A', submissions: 1 },
        }),
      ]);

      await root.put('/api/admin/contest/change-contest-visible', {}, { cid, visible: false }).expect(200);
      const edits = await entriesOn('contest.edit', cid);
      expect(edits).toHaveLength(2);
      expect(edits[0]).toMatchObject({ before: { visible: true }, after: { visible: false } });
    });

    it('records configuration changes with secrets masked, and nothing when a save changes nothing', async () => {
      await root.put('/api/admin/config/set-web-config', { name: 'Audited Judge' }).expect(200);
      await root.put('/api/admin/config/set-web-config', { name: 'Audited Judge' }).expect(200);
      expect(await entries({ action: 'config.change', targetId: 'website' })).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'config',
          targetLabel: 'Website',
          before: { name: 'Verdict Online Judge' },
          after: { name: 'Audited Judge' },
        }),
      ]);

      await root
        .put('/api/admin/config/set-email-config', {
          emailHost: 'smtp.example.org',
          emailPassword: 'smtp-pass-1',
        })
        .expect(200);
      expect(await entries({ action: 'config.change', targetId: 'email' })).toEqual([
        expect.objectContaining({
          targetLabel: 'SMTP',
          before: { emailHost: '', emailPassword: '' },
          after: { emailHost: 'smtp.example.org', emailPassword: '***' },
        }),
      ]);

      await root
        .put('/api/admin/config/set-assistant-config', { apiKey: 'sk-audit-key-1', model: 'tiny' })
        .expect(200);
      expect(await entries({ action: 'config.change', targetId: 'assistant' })).toEqual([
        expect.objectContaining({
          targetLabel: 'AI assistant',
          before: { model: '', apiKey: '' },
          after: { model: 'tiny', apiKey: '***' },
        }),
      ]);
    });

    it('records switch changes of both groups in one entry', async () => {
      await root
        .put('/api/admin/switch/update', {
          openContestJudge: false,
          defaultCreateDiscussionDailyLimit: 7,
          register: false,
          imchat: true,
        })
        .expect(200);
      expect(await entries({ action: 'switch.change' })).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'config',
          targetId: 'switch',
          targetLabel: 'Switches',
          before: { register: true, openContestJudge: true, defaultCreateDiscussionDailyLimit: 100 },
          after: { register: false, openContestJudge: false, defaultCreateDiscussionDailyLimit: 7 },
        }),
      ]);
    });

    it('records a group disbanded by the super admin', async () => {
      const gid = await createGroup(users.as('ann'), { name: 'Audit club', shortName: 'AUD', auth: 1 });
      await root.delete('/api/group', { gid }).expect(200);
      expect(await entriesOn('group.disband', gid)).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetKind: 'group',
          targetLabel: 'Audit club',
          before: { name: 'Audit club', owner: 'ann' },
          after: null,
        }),
      ]);
    });

    it("records an admin's deletion of someone else's discussion, comment and chat message, not an author's own", async () => {
      const ann = users.as('ann');
      const bob = users.as('bob');
      const adele = users.as('adele');
      await ann
        .post('/api/discussion', { title: 'Spam post', description: 'Cheap', content: 'Buy now', categoryId })
        .expect(200);
      const listed = await root
        .get('/api/get-discussion-list', { keyword: 'Spam post', admin: true })
        .expect(200);
      const did = (listed.body.data.records as { id: number }[])[0].id;
      const bobs = (
        await bob.post('/api/comment', { cid: null, did, content: 'Buy cheap stuff' }).expect(200)
      ).body.data.id as number;
      const anns = (await ann.post('/api/comment', { cid: null, did, content: 'My own words' }).expect(200))
        .body.data.id as number;

      await ann.delete('/api/comment', {}, { id: anns }).expect(200);
      await adele.delete('/api/comment', {}, { id: bobs }).expect(200);
      await adele.delete('/api/admin/discussion', {}, [did]).expect(200);

      // Bob takes part in the running contest above, so Ann writes to Cy.
      await users.signUp(['cy']);
      const conversation = `d:${[uid.ann, uid.cy].sort().join(':')}`;
      const sent = await ann
        .post('/api/im/send', { conversation, kind: 'text', content: 'rude words' })
        .expect(200);
      const messageId = sent.body.data.id as number;
      await root.delete('/api/admin/im/message', { id: messageId }).expect(200);

      const deleted = (kind: string, id: number) =>
        entries({ action: 'message.delete', targetKind: kind, targetId: String(id) });
      expect(await deleted('comment', anns)).toEqual([]);
      expect(await deleted('comment', bobs)).toEqual([
        expect.objectContaining({
          uid: uid.adele,
          username: 'adele',
          targetKind: 'comment',
          targetLabel: 'Buy cheap stuff',
          before: { author: 'bob', content: 'Buy cheap stuff' },
          after: null,
        }),
      ]);
      expect(await deleted('discussion', did)).toEqual([
        expect.objectContaining({
          username: 'adele',
          targetLabel: 'Spam post',
          before: { author: 'ann', title: 'Spam post' },
          after: null,
        }),
      ]);
      expect(await deleted('chat-message', messageId)).toEqual([
        expect.objectContaining({
          ...byRoot(),
          targetLabel: 'rude words',
          before: { author: 'ann', content: 'rude words' },
          after: null,
        }),
      ]);
    });

    it('keeps every password, key and contest password out of the log', async () => {
      const all = JSON.stringify(await entries());
      for (const secret of SECRETS) expect(all).not.toContain(secret);
      // Not even a password's hash.
      expect(all).not.toMatch(/\$2[aby]\$/);
    });
  });

  describe('reading it', () => {
    it('filters by user (username or uid), action, target and dates', async () => {
      for (const user of ['adele', uid.adele]) {
        const found = await entries({ user });
        expect(found.length).toBe(2);
        expect(new Set(found.map((entry) => entry.username))).toEqual(new Set(['adele']));
      }
      const roles = await entries({ action: 'user.role' });
      expect(roles.length).toBeGreaterThan(0);
      expect(roles.every((entry) => entry.action === 'user.role')).toBe(true);
      const onUsers = await entries({ targetKind: 'user' });
      expect(onUsers.every((entry) => entry.targetKind === 'user')).toBe(true);
      expect(
        (await entries({ targetKind: 'user', targetId: uid.rita })).map((entry) => entry.action),
      ).toEqual(['user.status', 'user.role']);

      const [old] = await entriesOn('user.role', uid.rita);
      await setCreated(old.id, new Date(Date.now() - 10 * DAY));
      const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
      expect((await entries({ to: daysAgo(5) })).map((entry) => entry.id)).toEqual([old.id]);
      const recent = await entries({ from: daysAgo(2) });
      expect(recent.map((entry) => entry.id)).not.toContain(old.id);
      expect(recent.length).toBe((await page()).total - 1);
      // A day given as `to` counts whole.
      expect((await entries({ from: daysAgo(10), to: daysAgo(10) })).map((entry) => entry.id)).toEqual([
        old.id,
      ]);
    });

    it('refuses filters it does not know', async () => {
      expect((await root.get(AUDIT, { action: 'user.rename' }).expect(400)).body.msg).toBe(
        'Unknown action: user.rename',
      );
      expect((await root.get(AUDIT, { targetKind: 'planet' }).expect(400)).body.msg).toBe(
        'Unknown target kind: planet',
      );
      expect((await root.get(AUDIT, { from: 'last week' }).expect(400)).body.msg).toBe(
        'from must be a date such as 2026-01-31',
      );
    });

    it('pages newest first, 20 a page unless asked', async () => {
      const first = await page();
      expect(first.size).toBe(20);
      const total = first.total;
      expect(total).toBeGreaterThan(4);
      const one = await page({ limit: 2, currentPage: 1 });
      const two = await page({ limit: 2, currentPage: 2 });
      expect(one).toMatchObject({ total, size: 2, current: 1, pages: Math.ceil(total / 2) });
      expect(two).toMatchObject({ total, size: 2, current: 2 });
      const ids = [...one.records, ...two.records].map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids).toEqual(first.records.slice(0, 4).map((entry) => entry.id));
    });

    it('is for super admins only: 401 signed out, 403 for admins, problem admins, teachers and users', async () => {
      await users.as(null).get(AUDIT).expect(401);
      for (const who of ['adele', 'pat', 'tess', 'ann']) {
        const response = await users.as(who).get(AUDIT);
        expect([who, response.status]).toEqual([who, 403]);
      }
    });

    it('has no route that adds, edits or deletes an entry', async () => {
      const before = (await page()).total;
      const [newest] = (await page({ limit: 1 })).records;
      const calls: [string, string, object][] = [
        ['post', AUDIT, { action: 'user.role' }],
        ['put', AUDIT, { id: newest.id, action: 'user.role' }],
        ['patch', AUDIT, { id: newest.id }],
        ['delete', `${AUDIT}?id=${newest.id}`, {}],
        ['delete', `${AUDIT}/${newest.id}`, {}],
        ['put', `${AUDIT}/${newest.id}`, { username: 'nobody' }],
      ];
      for (const [method, path, body] of calls) {
        const response = await request(t.app.getHttpServer())
          [method as 'post'](path)
          .set('Authorization', users.tokens.root)
          .send(body);
        expect([method, path, response.status]).toEqual([method, path, 404]);
      }
      expect((await page()).total).toBe(before);
      expect((await page({ limit: 1 })).records[0]).toEqual(newest);
    });
  });

  describe('retention', () => {
    it('deletes, once a day, only the entries older than AUDIT_RETENTION_DAYS (30 here)', async () => {
      const [a, b, c] = (await page({ limit: 3 })).records;
      await setCreated(a.id, new Date(Date.now() - 45 * DAY));
      await setCreated(b.id, new Date(Date.now() - 31 * DAY));
      await setCreated(c.id, new Date(Date.now() - 29 * DAY));
      const total = (await page()).total;

      await t.app.get(SchedulerRegistry).getCronJob('audit-retention').fireOnTick();

      const left = (await entries()).map((entry) => entry.id);
      expect(left).not.toContain(a.id);
      expect(left).not.toContain(b.id);
      expect(left).toContain(c.id);
      expect((await page()).total).toBe(total - 2);
    });
  });
});
