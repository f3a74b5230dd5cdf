import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JudgerApi, type TestdataSource } from '@verdict/common';

/** A stand-in for the API's judger endpoints, serving a TestdataSource over HTTP with the token check. */
export async function startTestdataServer(
  source: TestdataSource,
  token: string,
): Promise<{ url: string; server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    if (req.headers[JudgerApi.tokenHeader] !== token) {
      res.writeHead(401).end(JSON.stringify({ status: 401, msg: 'bad judger token', data: null }));
      return;
    }
    const pid = Number(url.searchParams.get('pid'));
    const reply =
      url.pathname === JudgerApi.manifest
        ? source
            .manifest(pid)
            .then((data) => Buffer.from(JSON.stringify({ status: 200, msg: 'success', data })))
        : url.pathname === JudgerApi.file
          ? source.file(pid, url.searchParams.get('version') ?? '', url.searchParams.get('name') ?? '')
          : Promise.reject(new Error('not found'));
    reply.then(
      (body) => res.writeHead(200).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests };
}
