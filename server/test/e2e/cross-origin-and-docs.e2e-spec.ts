import request from 'supertest';
import { createTestApp, TestApp } from '../utils/create-test-app';

const FOREIGN = 'https://evil.example';
const CAMPUS = 'https://campus.example.edu';
const SOCKET_POLL = '/socket.io/?EIO=4&transport=polling';

/** Which other sites may call the API from a browser, and whether the OpenAPI page is served. */
describe('cross-origin access and the OpenAPI page', () => {
  describe('by default', () => {
    let t: TestApp;
    const http = () => request(t.app.getHttpServer());
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('sends no CORS headers to a foreign origin, on requests and preflights', async () => {
      const response = await http().get('/api/get-website-config').set('Origin', FOREIGN).expect(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await http()
        .options('/api/login')
        .set('Origin', FOREIGN)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('sends no CORS headers to a foreign origin on the socket.io handshake', async () => {
      const response = await http().get(SOCKET_POLL).set('Origin', FOREIGN);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves no OpenAPI page', async () => {
      await http().get('/api/docs').expect(404);
      await http().get('/api/docs-json').expect(404);
    });
  });

  describe('with CORS_ORIGINS and OPENAPI=1', () => {
    let t: TestApp;
    const http = () => request(t.app.getHttpServer());
    beforeAll(async () => {
      t = await createTestApp({ CORS_ORIGINS: `${CAMPUS}, http://localhost:5173`, OPENAPI: '1' });
    });
    afterAll(() => t.close());

    it('answers a listed origin with credentials and the token headers exposed', async () => {
      const response = await http().get('/api/get-website-config').set('Origin', CAMPUS).expect(200);
      expect(response.headers['access-control-allow-origin']).toBe(CAMPUS);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-expose-headers']).toMatch(/Authorization/);
      expect(response.headers['access-control-expose-headers']).toMatch(/Refresh-Token/);
      expect(response.headers['access-control-expose-headers']).toMatch(/Url-Type/);
      const local = await http().get('/api/get-website-config').set('Origin', 'http://localhost:5173');
      expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      const socket = await http().get(SOCKET_POLL).set('Origin', CAMPUS);
      expect(socket.headers['access-control-allow-origin']).toBe(CAMPUS);
    });

    it('still sends nothing to origins that are not listed', async () => {
      const response = await http().get('/api/get-website-config').set('Origin', FOREIGN).expect(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const socket = await http().get(SOCKET_POLL).set('Origin', FOREIGN);
      expect(socket.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves the OpenAPI document of the routes', async () => {
      await http().get('/api/docs').expect(200);
      const document = (await http().get('/api/docs-json').expect(200)).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(Object.keys(document.paths['/api/login'])).toEqual(['post']);
      expect(Object.keys(document.paths['/api/get-problem-list'])).toEqual(['get']);
    });
  });
});
