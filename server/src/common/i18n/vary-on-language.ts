import type { FastifyReply } from 'fastify';

/** Tells caches that the answer depends on `Accept-Language`, keeping any `Vary` already set. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-language')) return;
  void reply.header('vary', [...values, 'Accept-Language'].join(', '));
}
