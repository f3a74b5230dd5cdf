import request from 'supertest';
import { DataSource } from 'typeorm';
import { Role } from '@verdict/common';
import { AnnouncementEntity } from '../../src/modules/announcement/announcement.entity';
import { GroupMemberEntity } from '../../src/modules/group/group-member.entity';
import { GroupEntity } from '../../src/modules/group/group.entity';
import { SiteConfigService } from '../../src/modules/site/site-config.service';
import { AcceptedProblemEntity } from '../../src/modules/submission/accepted-problem.entity';
import { createProblem } from '../factories/problem';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { PNG_1X1 } from '../utils/images';
import { hojPid } from '../utils/hoj-pid';
import { updateProblemRow } from '../utils/group-helpers';

const DAY = 24 * 3600_000;

interface GroupCard {
  id: number;
  name: string;
  shortName: string;
  brief: string;
  owner: string;
  auth: number;
  visible: boolean;
  memberCount: number;
  description?: string | null;
  code?: string | null;
  avatar: string | null;
}

/** A valid group form; override any field. */
const aGroup = (fields: Record<string, unknown> = {}) => ({
  name: 'Algorithm Club',
  shortName: 'ALGO',
  brief: 'We solve problems together.',
  description: '# Welcome\nMeet on Fridays.',
  auth: 1,
  visible: true,
  ...fields,
});

/** Groups themselves: the list, a group's page, creating with its limits, settings, disbanding, the avatar and the group scope. */
describe('groups', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const tokens: Record<string, string> = {};
  const uids: Record<string, string> = {};
  let shortNames = 0;
  /** A fresh valid short name (they are unique). */
  const nextShortName = () => `G${++shortNames}`;

  const setRules = (rules: Record<string, number>) => t.app.get(SiteConfigService).update({ switch: rules });
  const create = (who: string, fields: Record<string, unknown> = {}) =>
    http()
      .post('/api/group')
      .set('Authorization', tokens[who])
      .send(aGroup({ shortName: nextShortName(), ...fields }));
  const created = async (who: string, fields: Record<string, unknown> = {}) =>
    (await create(who, fields).expect(200)).body.data as GroupCard;
  const get = (who: string | null, path: string, query: Record<string, unknown> = {}) => {
    const call = http().get(path).query(query);
    return who ? call.set('Authorization', tokens[who]) : call;
  };
  /** What the create button is told before the form opens. */
  const creationRule = async (who: string, language = 'en-US') =>
    (await get(who, '/api/get-group-creation-rule').set('Accept-Language', language).expect(200)).body.data;
  const join = (who: string, gid: number, query: Record<string, unknown> = {}) =>
    http()
      .post('/api/group/member')
      .query({ gid, ...query })
      .set('Authorization', tokens[who]);

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    tokens.root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    for (const name of ['owen', 'mia', 'out', 'newbie', 'busy']) {
      uids[name] = (await createUser(t.app, name)).uid;
      tokens[name] = await loginAs(t.app, name);
    }
    uids.adam = (await createUser(t.app, 'adam', Role.ADMIN)).uid;
    tokens.adam = await loginAs(t.app, 'adam');
    await setRules({
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
    });
  });
  afterAll(() => t.close());

  describe('creating', () => {
    it('makes the creator its owner and root (auth 5), the only member', async () => {
      const group = await created('owen', { shortName: 'CLUB1' });
      expect(group).toMatchObject({
        name: 'Algorithm Club',
        shortName: 'CLUB1',
        owner: 'owen',
        auth: 1,
        visible: true,
        memberCount: 1,
        description: '# Welcome\nMeet on Fridays.',
      });
      expect((await get('owen', '/api/get-group-auth', { gid: group.id }).expect(200)).body.data).toBe(5);
    });

    it.each([
      ['The group name can not be empty', { name: '' }],
      ['The group name must be 3 to 25 characters', { name: 'ab' }],
      ['The group name must be 3 to 25 characters', { name: 'x'.repeat(26) }],
      ['The group short name can not be empty', { shortName: '' }],
      ['The group short name must be 2 to 10 characters', { shortName: 'A' }],
      ['The group short name must be 2 to 10 characters', { shortName: 'ABCDEFGHIJK' }],
      ['The group short name may only contain letters and digits', { shortName: 'al-go' }],
      ['The group short name may only contain letters and digits', { shortName: 'AL GO' }],
      ['The group brief can not exceed 50 characters', { brief: 'b'.repeat(51) }],
      ['The group auth must be 1 (public), 2 (protected) or 3 (private)', { auth: 4 }],
      ['The group auth must be 1 (public), 2 (protected) or 3 (private)', { auth: undefined }],
      ['The invitation code is required for a protected or private group', { auth: 2 }],
      ['The invitation code is required for a protected or private group', { auth: 3, code: '' }],
      ['The invitation code must be 4 to 6 characters', { auth: 3, code: 'abc' }],
      ['The invitation code must be 4 to 6 characters', { auth: 2, code: '1234567' }],
      ['visible must be true or false', { visible: 'maybe' }],
    ])('refuses with a clear 400: %s', async (message, fields) => {
      const response = await create('owen', fields).expect(400);
      expect(response.body.msg).toBe(message);
    });

    it('keeps short names unique, and the code only for groups that review', async () => {
      await created('owen', { shortName: 'TWIN' });
      const twin = await create('mia', { shortName: 'TWIN' }).expect(400);
      expect(twin.body.msg).toBe('The group short name is already used by another group');
      const open = await created('owen', { auth: 1, code: '123456' });
      expect(open.code).toBeNull();
      const closed = await created('owen', { auth: 3, code: '4321' });
      expect(closed.code).toBe('4321');
    });

    it("answers in the client's language", async () => {
      const response = await http()
        .post('/api/group')
        .set('Authorization', tokens.owen)
        .set('Accept-Language', 'zh-CN,zh;q=0.9')
        .send(aGroup({ name: 'ab' }))
        .expect(400);
      expect(response.body.msg).toBe('团队名称的长度应为 3 到 25 个字符');
    });

    it('needs a login and the group_add permission, which a user without it is told up front', async () => {
      await http()
        .post('/api/group')
        .send(aGroup({ shortName: 'ANON' }))
        .expect(401);
      await get(null, '/api/get-group-creation-rule').expect(401);
      await createUser(t.app, 'nosubmit', Role.NO_SUBMIT);
      tokens.nosubmit = await loginAs(t.app, 'nosubmit');
      await http()
        .post('/api/group')
        .set('Authorization', tokens.nosubmit)
        .send(aGroup({ shortName: 'NOPE' }))
        .expect(403);
      expect(await creationRule('nosubmit')).toEqual({
        allowed: false,
        reason: 'Your account is not allowed to create groups',
      });
    });

    it('asks ordinary users for solved problems and keeps them under the daily and total limits', async () => {
      await setRules({
        defaultCreateGroupACInitValue: 2,
        defaultCreateGroupDailyLimit: 2,
        defaultCreateGroupLimit: 3,
      });
      try {
        const rule = 'Sorry, you can not create a group yet! Please solve at least 2 problems first';
        expect(await creationRule('newbie')).toEqual({ allowed: false, reason: rule });
        expect(await creationRule('newbie', 'zh-CN')).toEqual({
          allowed: false,
          reason: '对不起，您暂时不能创建团队！请先至少通过 2 道题目',
        });
        const early = await create('newbie').expect(403);
        expect(early.body.msg).toBe(rule);
        const solved = t.app.get(DataSource).getRepository(AcceptedProblemEntity);
        await solved.insert([
          { uid: uids.newbie, pid: 1, submitId: 1 },
          { uid: uids.newbie, pid: 2, submitId: 2 },
        ]);
        expect(await creationRule('newbie')).toEqual({ allowed: true, reason: null });
        await created('newbie');
        await created('newbie');
        const daily = await create('newbie').expect(403);
        expect(daily.body.msg).toBe('Sorry, you have created 2 groups in the last day, the daily limit');
        expect(await creationRule('newbie')).toEqual({ allowed: false, reason: daily.body.msg });

        await solved.insert([
          { uid: uids.busy, pid: 1, submitId: 3 },
          { uid: uids.busy, pid: 2, submitId: 4 },
        ]);
        const first = await created('busy');
        await created('busy');
        // Groups made before today count for the total only.
        await t.app
          .get(DataSource)
          .getRepository(GroupEntity)
          .update({ uid: uids.busy }, { gmtCreate: new Date(Date.now() - 2 * DAY) });
        await created('busy');
        const total = await create('busy').expect(403);
        expect(total.body.msg).toBe('Sorry, you already own 3 groups, the most one user may own');
        // A disbanded group frees its place.
        await http()
          .delete('/api/group')
          .query({ gid: first.id })
          .set('Authorization', tokens.busy)
          .expect(200);
        await created('busy');

        // Admins are not held to these rules.
        expect(await creationRule('adam')).toEqual({ allowed: true, reason: null });
        await created('adam');
      } finally {
        await setRules({
          defaultCreateGroupACInitValue: 0,
          defaultCreateGroupDailyLimit: 100,
          defaultCreateGroupLimit: 100,
        });
      }
    });
  });

  describe('the list', () => {
    let open: GroupCard;
    let hidden: GroupCard;
    let closed: GroupCard;

    beforeAll(async () => {
      open = await created('owen', { name: 'Zebra Open', shortName: 'ZOPEN', brief: 'striped' });
      hidden = await created('owen', { name: 'Zebra Hidden', shortName: 'ZHIDE', visible: false });
      closed = await created('owen', { name: 'Zebra Private', shortName: 'ZPRIV', auth: 3, code: '2468' });
      await join('mia', open.id).expect(200);
    });

    const listed = async (who: string | null, query: Record<string, unknown> = {}) => {
      const data = (await get(who, '/api/get-group-list', { keyword: 'Zebra', ...query }).expect(200)).body
        .data;
      return data as { records: GroupCard[]; total: number; size: number; current: number };
    };
    const names = async (who: string | null, query: Record<string, unknown> = {}) =>
      (await listed(who, query)).records.map((group) => group.name);

    it('shows visible groups to everyone, newest first, with owner and member count', async () => {
      const page = await listed(null);
      expect(page.records.map((group) => group.name)).toEqual(['Zebra Private', 'Zebra Open']);
      expect(page.records[1]).toMatchObject({ owner: 'owen', memberCount: 2, brief: 'striped', auth: 1 });
      expect(page.records[1]).not.toHaveProperty('description');
      expect(page.records[0]).not.toHaveProperty('code');
      expect(page.size).toBe(15);
    });

    it('shows hidden groups only to their members and super admins', async () => {
      expect(await names('out')).toEqual(['Zebra Private', 'Zebra Open']);
      expect(await names('owen')).toEqual(['Zebra Private', 'Zebra Hidden', 'Zebra Open']);
      expect(await names('root')).toEqual(['Zebra Private', 'Zebra Hidden', 'Zebra Open']);
      expect(hidden.visible).toBe(false);
    });

    it('filters by keyword, auth and membership', async () => {
      expect(await names(null, { keyword: 'striped' })).toEqual(['Zebra Open']);
      expect(await names(null, { auth: 3 })).toEqual(['Zebra Private']);
      expect(await names('mia', { onlyMine: true })).toEqual(['Zebra Open']);
      expect(await names('owen', { onlyMine: true, auth: 1 })).toEqual(['Zebra Hidden', 'Zebra Open']);
      const anonymous = await get(null, '/api/get-group-list', { onlyMine: true }).expect(401);
      expect(anonymous.body.msg).toBe('Please login first');
      expect(closed.auth).toBe(3);
    });

    it('pages with the page sizes the list offers', async () => {
      const page = await listed(null, { limit: 9, currentPage: 2 });
      expect(page).toMatchObject({ size: 9, current: 2, records: [] });
      const odd = await get(null, '/api/get-group-list', { limit: 10 }).expect(400);
      expect(odd.body.msg).toBe('limit must be one of 9, 15, 30, 60, 120');
      const auth = await get(null, '/api/get-group-list', { auth: 0 }).expect(400);
      expect(auth.body.msg).toBe('The group auth must be 1 (public), 2 (protected) or 3 (private)');
    });
  });

  describe("a group's page", () => {
    let club: GroupCard;

    beforeAll(async () => {
      club = await created('owen', {
        name: 'Secret Society',
        auth: 3,
        code: '9753',
        description: 'Members only: the meeting is at noon.',
      });
      await join('mia', club.id, { code: '9753', reason: 'I like secrets' }).expect(200);
      const members = t.app.get(DataSource).getRepository(GroupMemberEntity);
      await members.update({ gid: club.id, uid: uids.mia }, { auth: 3 });
    });

    it('shows outsiders only the card, never the description or the code', async () => {
      const card = (await get('out', '/api/get-group-detail', { gid: club.id }).expect(200)).body.data;
      expect(card).toMatchObject({ name: 'Secret Society', owner: 'owen', auth: 3, memberCount: 2 });
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('code');
      expect((await get('out', '/api/get-group-auth', { gid: club.id }).expect(200)).body.data).toBe(0);
      expect((await get('out', '/api/get-group-access', { gid: club.id }).expect(200)).body.data).toEqual({
        access: false,
      });
    });

    it('shows members the description, and the code to its roots only', async () => {
      const member = (await get('mia', '/api/get-group-detail', { gid: club.id }).expect(200)).body.data;
      expect(member).toMatchObject({ description: 'Members only: the meeting is at noon.', code: null });
      expect((await get('mia', '/api/get-group-access', { gid: club.id }).expect(200)).body.data).toEqual({
        access: true,
      });
      const owner = (await get('owen', '/api/get-group-detail', { gid: club.id }).expect(200)).body.data;
      expect(owner.code).toBe('9753');
      const root = (await get('root', '/api/get-group-detail', { gid: club.id }).expect(200)).body.data;
      expect(root).toMatchObject({ code: '9753', description: 'Members only: the meeting is at noon.' });
    });

    it.each(['/api/get-group-detail', '/api/get-group-auth', '/api/get-group-access'])(
      '%s needs a login, a gid and an existing group',
      async (path) => {
        await get(null, path, { gid: club.id }).expect(401);
        expect((await get('out', path).expect(400)).body.msg).toBe('gid is required');
        expect((await get('out', path, { gid: 'x' }).expect(400)).body.msg).toBe('gid is required');
        expect((await get('out', path, { gid: 999999 }).expect(404)).body.msg).toBe(
          'The group does not exist',
        );
      },
    );
  });

  describe('settings', () => {
    it('are changed by group roots only, with the same rules as creating', async () => {
      const group = await created('owen', { shortName: 'SETA' });
      const update = (who: string, fields: Record<string, unknown>) =>
        http()
          .put('/api/group')
          .set('Authorization', tokens[who])
          .send(aGroup({ id: group.id, shortName: 'SETA', ...fields }));
      await join('mia', group.id).expect(200);
      const member = await update('mia', { name: 'Taken Over' }).expect(403);
      expect(member.body.msg).toBe('Only the group owner or a group root can do this');
      await update('out', { name: 'Taken Over' }).expect(403);
      await http()
        .put('/api/group')
        .send(aGroup({ id: group.id }))
        .expect(401);

      const changed = (
        await update('owen', { name: 'Renamed Club', auth: 2, code: 'abcd', visible: false }).expect(200)
      ).body.data;
      expect(changed).toMatchObject({
        name: 'Renamed Club',
        auth: 2,
        code: 'abcd',
        visible: false,
        memberCount: 2,
      });
      expect((await update('owen', { shortName: 'CLUB1' }).expect(400)).body.msg).toBe(
        'The group short name is already used by another group',
      );
      expect((await update('owen', { name: 'x' }).expect(400)).body.msg).toBe(
        'The group name must be 3 to 25 characters',
      );
      await update('root', { name: 'Root Was Here' }).expect(200);
      const noId = await http()
        .put('/api/group')
        .set('Authorization', tokens.owen)
        .send(aGroup({ shortName: 'SETA' }))
        .expect(400);
      expect(noId.body.msg).toBe('id is required');
      const missing = await http()
        .put('/api/group')
        .set('Authorization', tokens.owen)
        .send(aGroup({ id: 999999 }))
        .expect(404);
      expect(missing.body.msg).toBe('The group does not exist');
    });

    it('takes a group avatar from group roots: an image up to 2 MB', async () => {
      const group = await created('owen', { shortName: 'PIC' });
      await join('mia', group.id).expect(200);
      const upload = (who: string, file: Buffer, name: string, gid: number | null = group.id) => {
        const call = http().post('/api/file/upload-group-avatar').set('Authorization', tokens[who]);
        if (gid !== null) call.field('gid', String(gid));
        return call.attach('image', file, name);
      };
      const uploaded = (await upload('owen', PNG_1X1, 'avatar.png').expect(200)).body.data;
      expect(uploaded.avatar).toMatch(/^\/api\/public\/img\/\w+\.png$/);
      const served = await http().get(uploaded.avatar).expect(200);
      expect(Buffer.from(served.body as Buffer).equals(PNG_1X1)).toBe(true);
      const listed = (
        await get(null, '/api/get-group-list', { keyword: 'Algorithm', limit: 120 }).expect(200)
      ).body.data.records as GroupCard[];
      expect(listed.find((row) => row.id === group.id)?.avatar).toBe(uploaded.avatar);

      const script = await upload('owen', Buffer.from('#!/bin/sh\necho hi'), 'avatar.png').expect(400);
      expect(script.body.msg).toBe(
        'File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed',
      );
      const svg = await upload('owen', PNG_1X1, 'avatar.svg').expect(400);
      expect(svg.body.msg).toBe(script.body.msg);
      const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
      expect((await upload('owen', big, 'avatar.png').expect(400)).body.msg).toBe(
        'The file size exceeds the 2 MB limit',
      );
      expect((await upload('mia', PNG_1X1, 'avatar.png').expect(403)).body.msg).toBe(
        'Only the group owner or a group root can do this',
      );
      expect((await upload('owen', PNG_1X1, 'avatar.png', null).expect(400)).body.msg).toBe(
        'The gid field is required',
      );
      await http().post('/api/file/upload-group-avatar').attach('image', PNG_1X1, 'a.png').expect(401);
    });
  });

  describe('disbanding', () => {
    const disband = (who: string | null, gid: number) => {
      const call = http().delete('/api/group').query({ gid });
      return who ? call.set('Authorization', tokens[who]) : call;
    };

    it('is for the owner, with its members and announcements gone in the same step', async () => {
      const group = await created('owen');
      await join('mia', group.id).expect(200);
      const members = t.app.get(DataSource).getRepository(GroupMemberEntity);
      await members.update({ gid: group.id, uid: uids.mia }, { auth: 5 });
      await http()
        .post('/api/group/announcement')
        .set('Authorization', tokens.owen)
        .send({ gid: group.id, title: 'Welcome', content: 'Hello' })
        .expect(200);

      await disband(null, group.id).expect(401);
      const root5 = await disband('mia', group.id).expect(403);
      expect(root5.body.msg).toBe('Only the group owner or a super admin can disband the group');
      await disband('out', group.id).expect(403);

      const done = await disband('owen', group.id).expect(200);
      expect(done.body.msg).toBe('Delete successfully');
      expect(await members.countBy({ gid: group.id })).toBe(0);
      expect(await t.app.get(DataSource).getRepository(AnnouncementEntity).countBy({ gid: group.id })).toBe(
        0,
      );
      expect((await get('owen', '/api/get-group-detail', { gid: group.id }).expect(404)).body.msg).toBe(
        'The group does not exist',
      );
      await disband('owen', group.id).expect(404);
    });

    it('is for a super admin too', async () => {
      const group = await created('owen');
      await disband('root', group.id).expect(200);
      await get('owen', '/api/get-group-detail', { gid: group.id }).expect(404);
    });
  });

  describe('the group scope', () => {
    let gid: number;
    let other: number;
    /** A one-question quiz (graded without a judge), made by an admin and then given to the group. */
    const quiz = async (problemId: string, auth: number, groupId: number | null) => {
      const { pid } = await createProblem(t.app, {
        problem: { problemId, title: 'Quiz', description: 'Q1 {{select(2)}}', type: 1, model: 1, auth },
        samples: [{ input: '1', output: 'T', score: 100 }],
        languages: [],
      });
      await updateProblemRow(t.app, { id: pid }, { gid: groupId });
      return { pid };
    };
    let own: number;
    let hiddenOwn: number;
    let foreign: number;
    let shared: number;

    beforeAll(async () => {
      gid = (await created('owen', { shortName: 'SCOPE' })).id;
      other = (await created('owen', { shortName: 'OTHER' })).id;
      await join('mia', gid).expect(200);
      own = (await quiz('SCOPE1', 1, gid)).pid;
      hiddenOwn = (await quiz('SCOPE2', 2, gid)).pid;
      foreign = (await quiz('OTHER1', 1, other)).pid;
      shared = (await quiz('PUB1', 1, null)).pid;
    });

    const submit = async (who: string, pid: number, httpStatus: number, scopeGid = gid) =>
      http()
        .post('/api/submit-problem-judge')
        .set('Authorization', tokens[who])
        .send({ pid: await hojPid(t.app, pid), language: 'Objective', code: '1.T', gid: scopeGid })
        .expect(httpStatus);
    const statuses = (who: string, scopeGid = gid) =>
      http()
        .post('/api/get-user-problem-status')
        .set('Authorization', tokens[who])
        .send({ pidList: [own], gid: scopeGid });
    const submissions = (who: string | null, scopeGid = gid) =>
      get(who, '/api/get-submission-list', { gid: scopeGid });

    it("lets members submit to the group's problems, filed under the group", async () => {
      const accepted = (await submit('mia', own, 200)).body.data;
      expect(accepted.status).toBe(0);
      expect((await statuses('mia').expect(200)).body.data[own].status).toBe(0);
      const listed = (await submissions('mia').expect(200)).body.data;
      expect(listed.records.map((row: { pid: number }) => row.pid)).toEqual([own]);
      const publicList = (await get(null, '/api/get-submission-list', { username: 'mia' }).expect(200)).body
        .data;
      expect(publicList.total).toBe(0);
      await submit('mia', shared, 200);
    });

    it('keeps outsiders out: no submission, no problem status, no submission list', async () => {
      const submitted = await submit('out', own, 403);
      expect(submitted.body.msg).toBe('You are not a member of this group');
      expect((await statuses('out').expect(403)).body.msg).toBe('You are not a member of this group');
      expect((await submissions('out').expect(403)).body.msg).toBe('You are not a member of this group');
      await submissions(null).expect(401);
    });

    it("reaches neither another group's problems nor, for plain members, the group's hidden ones", async () => {
      await submit('mia', foreign, 404);
      await submit('root', foreign, 404);
      await submit('mia', hiddenOwn, 404);
      await submit('owen', hiddenOwn, 200);
    });

    it('lets a super admin in, and answers 404 for a group that does not exist', async () => {
      await submissions('root').expect(200);
      const missing = await submit('mia', own, 404, 999999);
      expect(missing.body.msg).toBe('The group does not exist');
    });
  });
});
