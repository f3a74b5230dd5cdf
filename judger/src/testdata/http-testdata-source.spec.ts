import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JudgerApi } from '@verdict/common';
import { HttpTestdataSource } from './http-testdata-source';

const TOKEN = 'judger-token';
const MANIFEST = { problemId: 7, version: 'v1', files: [] };

/** An API stand-in on a real port: answers the manifest, or `status.code` while it is set. */
function api(
  port = 0,
): Promise<{ server: Server; port: number; status: { code: number | null; requests: number } }> {
  const status = { code: null as number | null, requests: 0 };
  const server = createServer((request, response) => {
    status.requests += 1;
    if (status.code !== null) return void response.writeHead(status.code).end('unavailable');
    if (!request.url?.startsWith(JudgerApi.manifest) || request.headers[JudgerApi.tokenHeader] !== TOKEN)
      return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, status }),
    ),
  );
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));
const source = (port: number) =>
  new HttpTestdataSource({
    baseUrl: `http://127.0.0.1:${port}`,
    judgerToken: TOKEN,
    retryDelaysMs: [100, 200, 400, 800, 1600],
  });

describe('HttpTestdataSource', () => {
  it('waits for an API that is restarting instead of failing the download', async () => {
    const first = await api();
    const port = first.port;
    await close(first.server);
    const download = source(port).manifest(7);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const restarted = await api(port);
    try {
      await expect(download).resolves.toEqual(MANIFEST);
    } finally {
      await close(restarted.server);
    }
  });

  it('tries again on 503 while the API is overloaded', async () => {
    const overloaded = await api();
    overloaded.status.code = 503;
    setTimeout(() => (overloaded.status.code = null), 400);
    try {
      await expect(source(overloaded.port).manifest(7)).resolves.toEqual(MANIFEST);
    } finally {
      await close(overloaded.server);
    }
  });

  it('gives up at once on an answer that will not change, and after its tries on an API that stays down', async () => {
    const refusing = await api();
    refusing.status.code = 404;
    try {
      await expect(source(refusing.port).manifest(7)).rejects.toThrow('HTTP 404');
      expect(refusing.status.requests).toBe(1);
    } finally {
      await close(refusing.server);
    }
    await expect(source(refusing.port).manifest(7)).rejects.toThrow('fetch failed');
  });
});
