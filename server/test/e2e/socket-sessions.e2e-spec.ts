import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { Role } from '@verdict/common';
import { createApp } from '../../src/app.factory';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { TEST_MODE } from '../utils/test-mode';

const REVOKED = 'Login status has expired, please login again!';

/**
 * A socket is signed in for as long as its token is: logout, a new password, a ban and a new role
 * end the user's sockets on every API instance, and a revoked token opens no new one.
 */
describe('socket sessions', () => {
  let t: TestApp;
  let baseUrl: string;
  let root: string;
  let contestId: number;
  const sockets: Socket[] = [];
  const http = () => request(t.app.getHttpServer());

  /** A socket connected with `token`, and a promise of why the server ends it. */
  async function connect(token: string, url = baseUrl): Promise<{ socket: Socket; ended: Promise<string> }> {
    const socket = io(url, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    const ended = new Promise<string>((resolve) => {
      socket.once('disconnect', resolve);
      // A socket the server leaves open shows as such rather than as a test timeout.
      setTimeout(() => resolve('still connected'), 3_000).unref();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('join-contest', { cid: contestId })).toEqual({ ok: true });
    return { socket, ended };
  }

  /** The message a new socket with `token` is refused with. */
  async function refusal(token: string): Promise<string> {
    const socket = io(baseUrl, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    return new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the socket was let in')));
      socket.once('connect_error', (error: Error) => resolve(error.message));
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = await t.app.getUrl();
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const hour = 3600_000;
    contestId = (
      await http()
        .post('/api/admin/contest')
        .set('Authorization', root)
        .send({
          title: 'Open round',
          description: '.',
          type: 0,
          auth: 0,
          startTime: new Date(Date.now() - hour).toISOString(),
          endTime: new Date(Date.now() + hour).toISOString(),
        })
        .expect(200)
    ).body.data.id as number;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('logout ends the user’s sockets, and the old token opens no new one', async () => {
    await createUser(t.app, 'lou');
    const token = await loginAs(t.app, 'lou');
    const { socket, ended } = await connect(token);
    await http().get('/api/logout').set('Authorization', token).expect(200);
    expect(await ended).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
    await http().get('/api/get-user-auth-info').set('Authorization', token).expect(401);
    expect(await refusal(token)).toBe(REVOKED);
  });

  it('a new password ends the user’s sockets', async () => {
    await createUser(t.app, 'pat');
    const token = await loginAs(t.app, 'pat');
    const { ended } = await connect(token);
    await http()
      .post('/api/change-password')
      .set('Authorization', token)
      .send({ oldPassword: 'secret-123', newPassword: 'brand-new-1' })
      .expect(200);
    expect(await ended).toBe('io server disconnect');
    expect(await refusal(token)).toBe(REVOKED);
  });

  it('a new role ends the user’s sockets, and a ban keeps them out', async () => {
    const { uid } = await createUser(t.app, 'rae');
    const token = await loginAs(t.app, 'rae');
    const edit = (body: object) =>
      http()
        .put('/api/admin/user/edit-user')
        .set('Authorization', root)
        .send({ uid, username: 'rae', ...body })
        .expect(200);
    const first = await connect(token);
    await edit({ type: Role.TEACHER });
    expect(await first.ended).toBe('io server disconnect');
    // The token still holds: a new socket signs in with the new role.
    const second = await connect(token);
    await edit({ status: 1 });
    expect(await second.ended).toBe('io server disconnect');
    expect(await refusal(token)).toBe(REVOKED);
  });

  (TEST_MODE === 'mysql' ? describe : describe.skip)('with two API instances', () => {
    let other: NestFastifyApplication;
    beforeAll(async () => {
      other = await createApp(t.config);
      await other.listen(0, '127.0.0.1');
    });
    afterAll(() => other.close());

    it('logout on one instance ends the sockets on the other', async () => {
      await createUser(t.app, 'ola');
      const token = await loginAs(t.app, 'ola');
      const { ended } = await connect(token, await other.getUrl());
      await http().get('/api/logout').set('Authorization', token).expect(200);
      expect(await ended).toBe('io server disconnect');
    });
  });
});
