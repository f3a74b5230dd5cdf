import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, TestApp } from '../utils/create-test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = 'gzip, deflate, br, zstd';
const INDEX = `<!doctype html><html><head><title>Verdict</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('verdict '.repeat(400))};\n`;
const STYLE = 'body{margin:0}';

/** A web build as `pnpm build` leaves it: hashed files under assets/, compressed copies beside the large ones. */
function writeWebBuild(root: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  const withCopies = (path: string, text: string) => {
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  };
  withCopies('index.html', INDEX);
  withCopies('assets/index-Bx12abCd.js', SCRIPT);
  // Too small to be worth compressing: the build leaves no copies.
  writeFileSync(join(root, 'assets/tiny-D4e5f6Gh.css'), STYLE);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/** How the server hands out the built web app: encodings by Accept-Encoding, cache lifetimes by file kind. */
describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'verdict-web-dist-'));
    writeWebBuild(webDist);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a hashed script brotli-compressed to a browser, cached for a year without revalidation', async () => {
    const response = await get('/assets/index-Bx12abCd.js', { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(decoded('br', response.rawPayload)).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-Bx12abCd.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded('gzip', gzip.rawPayload)).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);

    const plainClients: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of plainClients) {
      const plain = await get('/assets/index-Bx12abCd.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends a hashed file that has no compressed copy as it is', async () => {
    const response = await get('/assets/tiny-D4e5f6Gh.css', { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/text\/css/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(STYLE);
  });

  it('has index.html revalidated on every visit, compressed, at / and at client routes', async () => {
    for (const url of ['/', '/index.html', '/problem/1001', '/contest/7/rank?tab=1']) {
      const response = await get(url, { 'accept-encoding': BROWSER });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(decoded('br', response.rawPayload)).toBe(INDEX);
    }
  });

  it('answers a revalidation of index.html with 304 while it is unchanged', async () => {
    const first = await get('/', { 'accept-encoding': BROWSER });
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('revalidates the unhashed files of the build', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing build file and an unknown API path, never caching them', async () => {
    const asset = await get('/assets/index-Gone1234.js', { 'accept-encoding': BROWSER });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['cache-control']).not.toBe(IMMUTABLE);
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({
      status: 404,
      msg: 'Query error, unable to find the resource to request',
    });
  });

  it('counts only API calls against the rate limit: a page load fetches many files', async () => {
    const limited = await createTestApp({ WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const fastify = limited.app.getHttpAdapter().getInstance();
      const fetch = (url: string) => fastify.inject({ method: 'GET', url });
      for (const url of [
        '/',
        '/problem/1',
        '/assets/index-Bx12abCd.js',
        '/assets/tiny-D4e5f6Gh.css',
        '/favicon.svg',
      ])
        expect((await fetch(url)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await fetch('/api/get-website-config')).statusCode).toBe(200);
      expect((await fetch('/api/get-website-config')).statusCode).toBe(429);
      expect((await fetch('/assets/index-Bx12abCd.js')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
