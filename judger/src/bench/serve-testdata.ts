import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JudgerApi, type TestdataSource } from '@verdict/common';

/** The API's two judger endpoints over a TestdataSource, for daemons started by a benchmark. */
export async function serveTestdata(
  source: TestdataSource,
  token: string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.headers[JudgerApi.tokenHeader] !== token) {
      res.writeHead(401).end();
      return;
    }
    const pid = Number(url.searchParams.get('pid'));
    const reply =
      url.pathname === JudgerApi.manifest
        ? source
            .manifest(pid)
            .then((data) => Buffer.from(JSON.stringify({ status: 200, msg: 'success', data })))
        : source.file(pid, url.searchParams.get('version') ?? '', url.searchParams.get('name') ?? '');
    reply.then(
      (body) => res.writeHead(200).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
