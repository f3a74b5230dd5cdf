import request from 'supertest';
import { SiteConfigService } from '../../src/modules/site/site-config.service';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';

interface MemberRow {
  uid: string;
  username: string;
  auth: number;
  reason: string | null;
}

interface AnnouncementRow {
  id: number;
  gid: number;
  title: string;
  status: number;
  username: string;
}

/** Joining and leaving groups, managing members by rank, and group announcements. */
describe('group members', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  const tokens: Record<string, string> = {};
  const uids: Record<string, string> = {};
  let groups = 0;

  const as = (who: string | null) => ({
    get: (path: string, query: Record<string, unknown> = {}) => {
      const call = http().get(path).query(query);
      return who ? call.set('Authorization', tokens[who]) : call;
    },
    post: (path: string, query: Record<string, unknown> = {}, body?: Record<string, unknown>) => {
      const call = http().post(path).query(query);
      if (who) call.set('Authorization', tokens[who]);
      return body ? call.send(body) : call;
    },
    put: (path: string, body: Record<string, unknown>) => {
      const call = http().put(path).send(body);
      return who ? call.set('Authorization', tokens[who]) : call;
    },
    delete: (path: string, query: Record<string, unknown>) => {
      const call = http().delete(path).query(query);
      return who ? call.set('Authorization', tokens[who]) : call;
    },
  });

  /** A group of owen's; `code` makes it protected (auth 2) or private (auth 3). */
  const groupOf = async (auth = 1, code?: string): Promise<number> => {
    const response = await as('owen')
      .post('/api/group', {}, { name: `Club number ${++groups}`, shortName: `M${groups}`, auth, code })
      .expect(200);
    return response.body.data.id as number;
  };
  const apply = (who: string, gid: number, query: Record<string, unknown> = {}) =>
    as(who).post('/api/group/member', { gid, ...query });
  const authIn = async (who: string, gid: number) =>
    (await as(who).get('/api/get-group-auth', { gid }).expect(200)).body.data as number;
  const setAuth = (who: string, gid: number, target: string, auth: unknown) =>
    as(who).put('/api/group/member', { gid, uid: uids[target], auth });
  const kick = (who: string, gid: number, target: string) =>
    as(who).delete('/api/group/member', { gid, uid: uids[target] });
  const members = async (who: string, gid: number, query: Record<string, unknown> = {}) =>
    (
      await as(who)
        .get('/api/group/get-member-list', { gid, ...query })
        .expect(200)
    ).body.data as {
      records: MemberRow[];
      total: number;
    };
  const applications = async (who: string, gid: number) =>
    (await as(who).get('/api/group/get-apply-list', { gid }).expect(200)).body.data.records as MemberRow[];

  /** A public group with owen (owner), ray (root, 5), ada (admin, 4), and mia and kim (members). */
  const staffedGroup = async (): Promise<number> => {
    const gid = await groupOf();
    for (const name of ['ray', 'ada', 'mia', 'kim']) await apply(name, gid).expect(200);
    await setAuth('owen', gid, 'ray', 5).expect(200);
    await setAuth('owen', gid, 'ada', 4).expect(200);
    return gid;
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens.root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    for (const name of ['owen', 'ray', 'ada', 'mia', 'kim', 'out', 'pat']) {
      uids[name] = (await createUser(t.app, name)).uid;
      tokens[name] = await loginAs(t.app, name);
    }
    await t.app.get(SiteConfigService).update({
      switch: {
        defaultCreateGroupACInitValue: 0,
        defaultCreateGroupDailyLimit: 100,
        defaultCreateGroupLimit: 100,
      },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/group/get-member-list'],
    ['get', '/api/group/get-apply-list'],
    ['post', '/api/group/member'],
    ['put', '/api/group/member'],
    ['delete', '/api/group/member'],
    ['delete', '/api/group/member/exit'],
    ['get', '/api/group/get-announcement-list'],
    ['get', '/api/group/get-admin-announcement-list'],
    ['post', '/api/group/announcement'],
    ['put', '/api/group/announcement'],
    ['delete', '/api/group/announcement'],
  ] as const)('%s %s needs a login (401)', async (method, path) => {
    const response = await http()[method](path).query({ gid: 1 }).expect(401);
    expect(response.body.msg).toBe('Please login first');
  });

  describe('applying', () => {
    it('joins a public group at once', async () => {
      const gid = await groupOf();
      expect(await authIn('mia', gid)).toBe(0);
      expect((await apply('mia', gid).expect(200)).body.data).toEqual({ auth: 3 });
      expect(await authIn('mia', gid)).toBe(3);
      const again = await apply('mia', gid).expect(400);
      expect(again.body.msg).toBe('You are already a member of this group');
      const owner = await apply('owen', gid).expect(400);
      expect(owner.body.msg).toBe('You are already a member of this group');
    });

    it('asks a protected group for a reason of 2 to 100 characters, then waits for review', async () => {
      const gid = await groupOf(2, 'open1');
      expect((await apply('mia', gid).expect(400)).body.msg).toBe('Please give a reason for joining');
      expect((await apply('mia', gid, { reason: 'x' }).expect(400)).body.msg).toBe(
        'The reason must be 2 to 100 characters',
      );
      expect((await apply('mia', gid, { reason: 'y'.repeat(101) }).expect(400)).body.msg).toBe(
        'The reason must be 2 to 100 characters',
      );
      expect((await apply('mia', gid, { reason: 'I want to learn' }).expect(200)).body.data).toEqual({
        auth: 1,
      });
      expect(await authIn('mia', gid)).toBe(1);
      const twice = await apply('mia', gid, { reason: 'Please!' }).expect(400);
      expect(twice.body.msg).toBe('You have already applied to join this group, please wait for the review');
      // Waiting is not belonging.
      await as('mia').get('/api/group/get-member-list', { gid }).expect(403);
      await as('mia').get('/api/group/get-announcement-list', { gid }).expect(403);
      expect((await as('mia').get('/api/get-group-access', { gid }).expect(200)).body.data).toEqual({
        access: false,
      });
    });

    it('asks a private group for the reason and the right code', async () => {
      const gid = await groupOf(3, '135790');
      const wrong = await apply('kim', gid, { reason: 'Let me in', code: '000000' }).expect(400);
      expect(wrong.body.msg).toBe('The invitation code is wrong');
      expect((await apply('kim', gid, { reason: 'Let me in' }).expect(400)).body.msg).toBe(
        'The invitation code is wrong',
      );
      expect((await apply('kim', gid, { code: '135790' }).expect(400)).body.msg).toBe(
        'Please give a reason for joining',
      );
      expect(await authIn('kim', gid)).toBe(0);
      await apply('kim', gid, { reason: 'Let me in', code: '135790' }).expect(200);
      expect(await authIn('kim', gid)).toBe(1);
    });

    it('is reviewed by group admins: agreed applicants become members, refused ones stay refused', async () => {
      const gid = await groupOf(2, 'rev1');
      await apply('mia', gid, { reason: 'Hello there' }).expect(200);
      await apply('kim', gid, { reason: 'Me as well' }).expect(200);
      const waiting = await applications('owen', gid);
      expect(waiting.map((row) => [row.username, row.auth, row.reason])).toEqual([
        ['mia', 1, 'Hello there'],
        ['kim', 1, 'Me as well'],
      ]);
      expect((await as('out').get('/api/group/get-apply-list', { gid }).expect(403)).body.msg).toBe(
        'Only the group admins can do this',
      );

      await setAuth('owen', gid, 'mia', 3).expect(200);
      await setAuth('owen', gid, 'kim', 2).expect(200);
      expect(await authIn('mia', gid)).toBe(3);
      expect((await members('mia', gid)).records.map((row) => row.username)).toEqual(['owen', 'mia']);
      expect((await as('mia').get('/api/group/get-apply-list', { gid }).expect(403)).body.msg).toBe(
        'Only the group admins can do this',
      );

      expect(await authIn('kim', gid)).toBe(2);
      const refused = await apply('kim', gid, { reason: 'Once more' }).expect(403);
      expect(refused.body.msg).toBe('Your application to join this group was refused');
      expect((await as('kim').delete('/api/group/member/exit', { gid }).expect(400)).body.msg).toBe(
        'You are not a member of this group',
      );
      expect((await applications('owen', gid)).map((row) => [row.username, row.auth])).toEqual([['kim', 2]]);
    });

    it('needs a login, a gid and an existing group', async () => {
      await as(null).post('/api/group/member', { gid: 1 }).expect(401);
      expect((await as('mia').post('/api/group/member').expect(400)).body.msg).toBe('gid is required');
      expect((await apply('mia', 999999).expect(404)).body.msg).toBe('The group does not exist');
    });
  });

  describe('leaving', () => {
    it('takes a member out and with them their access; the owner disbands instead', async () => {
      const gid = await groupOf();
      await apply('mia', gid).expect(200);
      await as('mia').delete('/api/group/member/exit', { gid }).expect(200);
      expect(await authIn('mia', gid)).toBe(0);
      await as('mia').get('/api/group/get-member-list', { gid }).expect(403);
      const owner = await as('owen').delete('/api/group/member/exit', { gid }).expect(403);
      expect(owner.body.msg).toBe('The group owner can not exit the group, disband it instead');
      expect((await as('out').delete('/api/group/member/exit', { gid }).expect(400)).body.msg).toBe(
        'You are not a member of this group',
      );
      await as(null).delete('/api/group/member/exit', { gid }).expect(401);
    });

    it('lets an applicant withdraw', async () => {
      const gid = await groupOf(2, 'wdraw');
      await apply('pat', gid, { reason: 'Maybe' }).expect(200);
      await as('pat').delete('/api/group/member/exit', { gid }).expect(200);
      expect(await authIn('pat', gid)).toBe(0);
    });
  });

  describe('the member list', () => {
    it('is read by members, highest rank first, searchable by name; outsiders get nothing', async () => {
      const gid = await staffedGroup();
      await apply('pat', gid).expect(200);
      await setAuth('owen', gid, 'pat', 2).expect(200);
      const all = await members('mia', gid);
      expect(all.records.map((row) => [row.username, row.auth])).toEqual([
        ['owen', 5],
        ['ray', 5],
        ['ada', 4],
        ['mia', 3],
        ['kim', 3],
      ]);
      expect(all.total).toBe(5);
      expect((await members('mia', gid, { keyword: 'ki' })).records.map((row) => row.username)).toEqual([
        'kim',
      ]);
      expect((await members('mia', gid, { auth: 4 })).records.map((row) => row.username)).toEqual(['ada']);
      expect((await members('root', gid)).total).toBe(5);
      const outsider = await as('out').get('/api/group/get-member-list', { gid }).expect(403);
      expect(outsider.body.msg).toBe('You are not a member of this group');
      await as(null).get('/api/group/get-member-list', { gid }).expect(401);
      const count = (await as('out').get('/api/get-group-detail', { gid }).expect(200)).body.data.memberCount;
      expect(count).toBe(5);
    });
  });

  describe("changing a member's auth", () => {
    let gid: number;
    beforeEach(async () => {
      gid = await staffedGroup();
    });

    it("never touches the owner's auth, not even for a super admin", async () => {
      for (const who of ['ada', 'ray', 'root']) {
        const response = await setAuth(who, gid, 'owen', 3).expect(403);
        expect(response.body.msg).toBe("The group owner's auth can not be changed");
      }
      expect(await authIn('owen', gid)).toBe(5);
    });

    it('keeps an admin to members ranked below them, and to auths below their own', async () => {
      expect((await setAuth('ada', gid, 'ray', 3).expect(403)).body.msg).toBe(
        'You can not change the auth of a member ranked at or above you',
      );
      expect((await setAuth('ada', gid, 'ada', 3).expect(403)).body.msg).toBe(
        'You can not change the auth of a member ranked at or above you',
      );
      expect((await setAuth('ada', gid, 'mia', 4).expect(403)).body.msg).toBe(
        'You can not grant an auth at or above your own',
      );
      expect((await setAuth('ray', gid, 'mia', 5).expect(403)).body.msg).toBe(
        'You can not grant an auth at or above your own',
      );
      await setAuth('ray', gid, 'ada', 3).expect(200);
      expect(await authIn('ada', gid)).toBe(3);
      await setAuth('ray', gid, 'mia', 4).expect(200);
      await setAuth('mia', gid, 'kim', 2).expect(200);
      expect(await authIn('kim', gid)).toBe(2);
    });

    it('lets the owner and super admins set any other member to any auth', async () => {
      await setAuth('owen', gid, 'ray', 3).expect(200);
      await setAuth('owen', gid, 'mia', 5).expect(200);
      expect([await authIn('ray', gid), await authIn('mia', gid)]).toEqual([3, 5]);
      await setAuth('root', gid, 'mia', 1).expect(200);
      expect(await authIn('mia', gid)).toBe(1);
    });

    it('is refused to plain members and outsiders, and checks its input', async () => {
      expect((await setAuth('mia', gid, 'kim', 2).expect(403)).body.msg).toBe(
        'Only the group admins can do this',
      );
      await setAuth('out', gid, 'kim', 2).expect(403);
      await as(null).put('/api/group/member', { gid, uid: uids.kim, auth: 2 }).expect(401);
      for (const auth of [0, 6, 'x']) {
        expect((await setAuth('owen', gid, 'kim', auth).expect(400)).body.msg).toBe(
          'The member auth must be between 1 and 5',
        );
      }
      expect((await setAuth('owen', gid, 'out', 3).expect(404)).body.msg).toBe(
        'The user is not in this group',
      );
      expect((await as('owen').put('/api/group/member', { gid, auth: 3 }).expect(400)).body.msg).toBe(
        'uid is required',
      );
      expect(await authIn('kim', gid)).toBe(3);
    });
  });

  describe('removing a member', () => {
    let gid: number;
    beforeEach(async () => {
      gid = await staffedGroup();
    });

    it('is refused to plain members', async () => {
      expect((await kick('mia', gid, 'kim').expect(403)).body.msg).toBe('Only the group admins can do this');
      await kick('out', gid, 'kim').expect(403);
      await as(null).delete('/api/group/member', { gid, uid: uids.kim }).expect(401);
      expect(await authIn('kim', gid)).toBe(3);
    });

    it('never removes yourself', async () => {
      for (const who of ['ada', 'ray', 'owen']) {
        expect((await kick(who, gid, who).expect(403)).body.msg).toBe(
          'You can not remove yourself from the group, exit it instead',
        );
      }
    });

    it('keeps group admins to lower-ranked members, and away from the owner', async () => {
      expect((await kick('ada', gid, 'owen').expect(403)).body.msg).toBe(
        'The group owner can not be removed',
      );
      expect((await kick('ray', gid, 'owen').expect(403)).body.msg).toBe(
        'The group owner can not be removed',
      );
      expect((await kick('ada', gid, 'ray').expect(403)).body.msg).toBe(
        'You can not remove a member ranked at or above you',
      );
      await kick('ada', gid, 'kim').expect(200);
      expect(await authIn('kim', gid)).toBe(0);
      await as('kim').get('/api/group/get-member-list', { gid }).expect(403);
      await kick('ray', gid, 'ada').expect(200);
      expect((await kick('owen', gid, 'kim').expect(404)).body.msg).toBe('The user is not in this group');
    });

    it('lets the owner remove anyone else, roots included', async () => {
      await kick('owen', gid, 'ray').expect(200);
      expect(await authIn('ray', gid)).toBe(0);
    });

    it('disbands the group when a super admin removes its owner', async () => {
      await kick('root', gid, 'mia').expect(200);
      const response = await kick('root', gid, 'owen').expect(200);
      expect(response.body.data).toEqual({ disbanded: true });
      await as('owen').get('/api/get-group-detail', { gid }).expect(404);
    });
  });

  describe('announcements', () => {
    let gid: number;
    beforeAll(async () => {
      gid = await staffedGroup();
    });

    const post = (who: string, body: Record<string, unknown>) =>
      as(who).post('/api/group/announcement', {}, { gid, title: 'Notice', content: 'Read me', ...body });
    const posted = async (who: string, body: Record<string, unknown> = {}) =>
      (await post(who, body).expect(200)).body.data as AnnouncementRow;
    const visible = async (who: string, query: Record<string, unknown> = {}) =>
      (
        await as(who)
          .get('/api/group/get-announcement-list', { gid, ...query })
          .expect(200)
      ).body.data as {
        records: AnnouncementRow[];
        total: number;
        size: number;
      };
    const adminList = async (who: string) =>
      (await as(who).get('/api/group/get-admin-announcement-list', { gid }).expect(200)).body.data as {
        records: AnnouncementRow[];
        total: number;
        size: number;
      };

    it('are written by group admins and read by members, 5 a page; hidden ones on the admin list only', async () => {
      const first = await posted('ada', { title: 'Welcome' });
      expect(first).toMatchObject({ gid, title: 'Welcome', status: 0, username: 'ada' });
      for (let i = 1; i <= 5; i++) await posted('owen', { title: `Week ${i}` });
      await posted('ray', { title: 'Draft', status: 1 });

      const page = await visible('mia');
      expect(page.size).toBe(5);
      expect(page.total).toBe(6);
      expect(page.records.map((row) => row.title)).toEqual([
        'Week 5',
        'Week 4',
        'Week 3',
        'Week 2',
        'Week 1',
      ]);
      const admin = await adminList('ada');
      expect(admin.size).toBe(10);
      expect(admin.total).toBe(7);
      expect(admin.records[0].title).toBe('Draft');
      // Site announcements do not show the group's.
      const site = (await as(null).get('/api/get-common-announcement').expect(200)).body.data;
      expect(site.total).toBe(0);
    });

    it('stay inside the group: outsiders read none, members write none', async () => {
      const outsider = await as('out').get('/api/group/get-announcement-list', { gid }).expect(403);
      expect(outsider.body.msg).toBe('You are not a member of this group');
      await as(null).get('/api/group/get-announcement-list', { gid }).expect(401);
      expect(
        (await as('mia').get('/api/group/get-admin-announcement-list', { gid }).expect(403)).body.msg,
      ).toBe('Only the group admins can do this');
      expect((await post('mia', {}).expect(403)).body.msg).toBe('Only the group admins can do this');
      await post('out', {}).expect(403);
    });

    it('are edited and deleted by their author, or by any group root', async () => {
      const mine = await posted('ada', { title: "Ada's" });
      const owners = await posted('owen', { title: "Owen's" });
      const edit = (who: string, row: AnnouncementRow, title: string) =>
        as(who).put('/api/group/announcement', { id: row.id, gid, title, content: 'Edited', status: 0 });
      expect((await edit('ada', mine, 'Ada edited').expect(200)).body.data.title).toBe('Ada edited');
      expect((await edit('ada', owners, 'Ada was here').expect(403)).body.msg).toBe(
        'You can only edit or delete your own announcements',
      );
      await edit('ray', mine, 'Root edited').expect(200);
      await edit('owen', mine, 'Owner edited').expect(200);
      await edit('mia', mine, 'Member edited').expect(403);

      expect(
        (await as('ada').delete('/api/group/announcement', { aid: owners.id }).expect(403)).body.msg,
      ).toBe('You can only edit or delete your own announcements');
      await as('ray').delete('/api/group/announcement', { aid: owners.id }).expect(200);
      await as('ada').delete('/api/group/announcement', { aid: mine.id }).expect(200);
      expect(
        (await as('owen').delete('/api/group/announcement', { aid: mine.id }).expect(404)).body.msg,
      ).toBe('The announcement does not exist');
      const titles = (await adminList('owen')).records.map((row) => row.title);
      expect(titles).not.toContain("Owen's");
      expect(titles).not.toContain('Owner edited');
    });

    it('check their input', async () => {
      expect((await post('owen', { title: '' }).expect(400)).body.msg).toBe('Title is required');
      expect((await post('owen', { content: '' }).expect(400)).body.msg).toBe('Content is required');
      expect((await post('owen', { status: 3 }).expect(400)).body.msg).toBe(
        'status must be 0 (visible) or 1 (hidden)',
      );
      expect((await post('owen', { gid: undefined }).expect(400)).body.msg).toBe('gid is required');
      expect((await as('owen').delete('/api/group/announcement', {}).expect(400)).body.msg).toBe(
        'aid is required',
      );
      expect((await post('owen', { gid: 999999 }).expect(404)).body.msg).toBe('The group does not exist');
    });
  });
});
