import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JudgerMetrics } from './judger-metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` on a port of the judge's own (it serves nothing else), for a scraper holding
 * `Authorization: Bearer <token>` when a token is set. Resolves with the server once it listens.
 */
export async function serveJudgerMetrics(
  metrics: JudgerMetrics,
  port: number,
  host: string,
  token?: string,
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end('not found\n');
        return;
      }
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (token && !sameSecret(given, token)) {
        response.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end('metrics need the METRICS_TOKEN\n');
        return;
      }
      const body = await metrics.registry.metrics();
      response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
