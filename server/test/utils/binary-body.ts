import type { Response } from 'supertest';

/** A supertest parser that keeps a download's bytes: `.buffer(true).parse(binaryBody)`. */
export function binaryBody(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
