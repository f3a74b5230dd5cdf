import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_FOLDERS } from './file-storage.service';

/**
 * Serves uploads at /api/public/<folder>/, each folder from a root of its own so that no path
 * reaches into another folder. img/ holds only bytes recognised as images. file/ holds anything,
 * HTML and scripts included, so its files go out as opaque downloads (octet-stream, attachment,
 * and the global nosniff): no browser renders one or runs it as a script of this origin, which
 * the CSP's `script-src 'self'` would trust.
 */
export async function serveUploads(fastify: FastifyInstance, uploadsRoot: string): Promise<void> {
  const rootOf = (folder: string) => {
    const root = join(uploadsRoot, folder);
    mkdirSync(root, { recursive: true });
    return root;
  };
  await fastify.register(fastifyStatic, {
    root: rootOf(PUBLIC_FOLDERS.img),
    prefix: `/api/public/${PUBLIC_FOLDERS.img}/`,
    decorateReply: false,
  });
  await fastify.register(async (attachments) => {
    // @fastify/static sets the type from the file name after its setHeaders option runs; a hook of
    // this plugin's own context has the last word, and covers only these files.
    attachments.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400) {
        void reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', 'attachment');
      }
      return payload;
    });
    await attachments.register(fastifyStatic, {
      root: rootOf(PUBLIC_FOLDERS.file),
      prefix: `/api/public/${PUBLIC_FOLDERS.file}/`,
      decorateReply: false,
    });
  });
}
