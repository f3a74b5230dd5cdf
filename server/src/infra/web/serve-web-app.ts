import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content: a new build never changes one in place. */
const HASHED_PREFIX = '/assets/';
const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files keep their names across builds: the browser asks every time. */
const REVALIDATE = 'no-cache';

const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/socket.io');

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === '*' || name.toLowerCase() === field.toLowerCase())) return;
  void reply.header('vary', [...fields, field].join(', '));
}

/**
 * The built web app (web/dist) with an SPA fallback: client routes (/problem/1, /status, …) get
 * index.html, unknown /api paths and missing build files stay 404. The build leaves brotli and
 * gzip copies beside each compressible file, and the one the request's Accept-Encoding prefers
 * is sent; hashed files are cached for a year without revalidation, everything else is
 * revalidated on every visit, so a new build is picked up at once.
 */
export async function serveWebApp(
  fastify: FastifyInstance,
  root: string,
  notFound: (reply: FastifyReply) => FastifyReply,
): Promise<void> {
  await fastify.register(async (web) => {
    // A hook of this plugin's own context sees only the web app's responses, and runs after
    // @fastify/static has set its headers.
    web.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400) {
        const hashed = request.url.startsWith(HASHED_PREFIX);
        void reply.header('cache-control', hashed ? HASHED_CACHE : REVALIDATE);
        addVary(reply, 'Accept-Encoding');
      }
      return payload;
    });
    await web.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
    });
    web.get('/*', (request, reply) => {
      if (isApiPath(request.url) || request.url.startsWith(HASHED_PREFIX)) return notFound(reply);
      return reply.type('text/html').sendFile('index.html', root);
    });
  });
}
