import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `Authorization: Bearer
 * <token>` (401 otherwise), and every request timed by its route template, not its URL, so the
 * series stay few. Nothing is registered without a token: the route is then a 404 like any other.
 */
export function serveMetrics(fastify: FastifyInstance, metrics: AppMetrics, token: string): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  fastify.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send('metrics need the METRICS_TOKEN\n');
    }
    return reply.header('Content-Type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
