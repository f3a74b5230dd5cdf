import { Reflector } from '@nestjs/core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  AUTHENTICATED_KEY,
  PERMISSIONS_KEY,
  PUBLIC_KEY,
  ROLES_KEY,
} from '../../src/common/auth/access.decorators';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { createUser, loginAs } from '../utils/auth-helpers';
import { declaredRoutes } from '../utils/route-table';
import { TEST_MODE } from '../utils/test-mode';

describe('application conventions', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Routes that moved to modules of their own (tags, languages, test data, transfer): still served, still guarded. */
  const MOVED_ROUTES = [
    'GET /api/admin/tag',
    'POST /api/admin/tag',
    'PUT /api/admin/tag',
    'DELETE /api/admin/tag',
    'GET /api/admin/tag/classification',
    'POST /api/admin/tag/classification',
    'PUT /api/admin/tag/classification',
    'DELETE /api/admin/tag/classification',
    'GET /api/admin/problem/get-problem-cases',
    'POST /api/admin/problem/copy',
    'POST /api/file/upload-testcase-zip',
    'GET /api/file/download-testcase',
    'GET /api/judger/testdata-manifest',
    'GET /api/judger/testdata-file',
    'GET /api/file/export-problem',
    'POST /api/file/import-problem',
    'POST /api/file/import-fps-problem',
    'POST /api/file/import-qdoj-problem',
    'POST /api/file/import-hydro-problem',
  ];

  it('gives every route a public marker or an access requirement', () => {
    const reflector = t.app.get(Reflector);
    const fastify = t.app.getHttpAdapter().getInstance();
    const unguarded: string[] = [];
    const routes: string[] = [];
    for (const { method, url, targets } of declaredRoutes(t.app)) {
      const marked = [PUBLIC_KEY, AUTHENTICATED_KEY, ROLES_KEY, PERMISSIONS_KEY].some(
        (key) => reflector.getAllAndOverride(key, targets as never) !== undefined,
      );
      const route = `${method} ${url}`;
      routes.push(route);
      if (!marked) unguarded.push(route);
      // The audit lists the routes the server really answers.
      expect({ route, served: fastify.hasRoute({ method: method as never, url }) }).toEqual({
        route,
        served: true,
      });
    }
    expect(routes.length).toBeGreaterThan(60);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(expect.arrayContaining(MOVED_ROUTES));
    expect(unguarded).toEqual([]);
  });

  it('answers 403 to a user without the required permission', async () => {
    await createUser(t.app, 'tom');
    const token = await loginAs(t.app, 'tom');
    const refused = await http()
      .get('/api/admin/config/get-web-config')
      .set('Authorization', token)
      .expect(403);
    expect(refused.body).toEqual({
      status: 403,
      msg: 'Sorry, you do not have permission to perform this operation!',
      data: { code: 'FORBIDDEN' },
    });
    const root = await loginAs(t.app, 'root', 'root-pass-123');
    const changed = await http()
      .put('/api/admin/config/set-web-config')
      .set('Authorization', root)
      .send({ shortName: 'VOJ', register: false })
      .expect(200);
    expect(changed.body.data).toMatchObject({ shortName: 'VOJ', register: false });
    const closed = await http()
      .get('/api/get-register-code')
      .query({ email: 'late@example.com' })
      .expect(403);
    expect(closed.body.msg).toBe('Registration is closed on this site');
    const badValue = await http()
      .put('/api/admin/config/set-web-config')
      .set('Authorization', root)
      .send({ register: 'sometimes' })
      .expect(400);
    expect(badValue.body.msg).toBe('register must be true or false');
  });

  it('keeps the About menu links the admin sets, http(s) only, and hides empty ones', async () => {
    const root = await loginAs(t.app, 'root', 'root-pass-123');
    const set = (body: Record<string, string>) =>
      http().put('/api/admin/config/set-web-config').set('Authorization', root).send(body);
    await set({ pythonIdeUrl: 'https://ide.example.edu/python', latexUrl: 'http://latex.lan:8080/' }).expect(
      200,
    );
    const site = await http().get('/api/get-website-config').expect(200);
    expect(site.body.data).toMatchObject({
      pythonIdeUrl: 'https://ide.example.edu/python',
      latexUrl: 'http://latex.lan:8080/',
      scratchIdeUrl: '',
      typingUrl: '',
    });
    const script = await set({ typingUrl: 'javascript:alert(1)' }).expect(400);
    expect(script.body.msg).toBe('The typing practice link must be an http or https address');
    await set({ pythonIdeUrl: '' }).expect(200);
    const cleared = await http().get('/api/get-website-config').expect(200);
    expect(cleared.body.data).toMatchObject({ pythonIdeUrl: '', typingUrl: '' });
  });

  it('reports health and wraps unknown routes and malformed JSON in the envelope', async () => {
    const health = await http().get('/api/health').expect(200);
    expect(health.body.data).toEqual({ database: 'up', redis: TEST_MODE === 'mysql' ? 'up' : 'disabled' });
    const missing = await http().get('/api/no-such-route').expect(404);
    expect(missing.body).toMatchObject({ status: 404, data: { code: 'NOT_FOUND' } });
    const malformed = await http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ')
      .expect(400);
    expect(malformed.body.status).toBe(400);
    expect(malformed.body.data).toEqual({ code: 'BAD_REQUEST' });
  });

  it('sends the security headers with every response', async () => {
    const response = await http().get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(response.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers too many requests with 429 in the envelope when rate limiting is on', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const server = limited.app.getHttpServer();
      for (let i = 0; i < 3; i++) await request(server).get('/api/get-website-config').expect(200);
      const refused = await request(server).get('/api/get-website-config').expect(429);
      expect(refused.body).toMatchObject({
        status: 429,
        msg: 'Requests are too frequent, please try again later',
        data: { code: 'RATE_LIMITED' },
      });
    } finally {
      await limited.close();
    }
  });

  (TEST_MODE === 'mysql' ? it : it.skip)('has a committed migration for every entity change', async () => {
    const pending = await t.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
