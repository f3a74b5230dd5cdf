import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Role } from '@verdict/common';
import { createApp } from '../../src/app.factory';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { TEST_MODE } from '../utils/test-mode';

/**
 * The token check keeps what it reads of an account (name, role, VIP mark) between requests; an
 * admin's change to it still holds from the user's very next request, on every API instance.
 */
describe('an account changed by an admin', () => {
  let t: TestApp;
  let root: string;
  const edit = (app: NestFastifyApplication, body: object) =>
    request(app.getHttpServer())
      .put('/api/admin/user/edit-user')
      .set('Authorization', root)
      .send(body)
      .expect(200);
  const rolesOf = async (app: NestFastifyApplication, token: string) =>
    (
      await request(app.getHttpServer())
        .get('/api/get-user-auth-info')
        .set('Authorization', token)
        .expect(200)
    ).body.data.roles as string[];
  const status = async (app: NestFastifyApplication, token: string) =>
    (await request(app.getHttpServer()).get('/api/get-user-auth-info').set('Authorization', token)).status;

  beforeAll(async () => {
    t = await createTestApp();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
  });
  afterAll(() => t.close());

  it('a new role and name hold from the next request, a ban refuses it', async () => {
    const { uid } = await createUser(t.app, 'climber');
    const token = await loginAs(t.app, 'climber');
    expect(await rolesOf(t.app, token)).toEqual(['default_user']);

    await edit(t.app, { uid, username: 'climber', type: Role.ADMIN });
    expect(await rolesOf(t.app, token)).toEqual(['admin']);
    await request(t.app.getHttpServer())
      .get('/api/admin/dashboard/get-dashboard-info')
      .set('Authorization', token)
      .expect(200);

    await edit(t.app, { uid, username: 'climber', type: Role.DEFAULT_USER, status: 1 });
    expect(await status(t.app, token)).toBe(401);
  });

  (TEST_MODE === 'mysql' ? describe : describe.skip)('with a second API instance on the same Redis', () => {
    let other: NestFastifyApplication;
    beforeAll(async () => {
      other = await createApp(t.config);
      await other.init();
      await other.getHttpAdapter().getInstance().ready();
    });
    afterAll(() => other.close());

    it('a change made through one instance holds on the other at once', async () => {
      const { uid } = await createUser(t.app, 'roamer');
      const token = await loginAs(t.app, 'roamer');
      expect(await rolesOf(other, token)).toEqual(['default_user']);

      await edit(t.app, { uid, username: 'roamer', type: Role.PROBLEM_ADMIN });
      expect(await rolesOf(other, token)).toEqual(['problem_admin']);

      await edit(t.app, { uid, username: 'roamer', status: 1 });
      expect(await status(other, token)).toBe(401);
    });
  });
});
