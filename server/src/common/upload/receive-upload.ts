import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppException, badRequest } from '../http/app.exception';

/** An uploaded file waiting on disk; whoever receives it moves it away or removes it. */
export interface ReceivedFile {
  fileName: string;
  path: string;
  size: number;
  /** The text fields of the form. */
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  fieldName: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** The folder the file is written to. */
  dir: string;
  /**
   * Asked when the file's part begins, with the text fields sent before it (clients send the
   * form's fields first) and the file's name: throws to refuse before a byte of the file is read.
   */
  admit: (fields: Record<string, string>, fileName: string) => Promise<void>;
}

/**
 * Receives the single file of a multipart request onto disk, never into memory: the caller's
 * `admit` decides before the file is read, and a file growing past `maxBytes` is refused (413) as
 * soon as it does, leaving nothing behind. Whatever is refused, the rest of the request is read
 * and dropped after the answer has gone out, so the client's connection stays usable.
 */
export async function receiveUpload(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data');
  const fields: Record<string, string> = {};
  let received: ReceivedFile | undefined;
  const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 20 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== options.fieldName) {
      part.file.resume();
      continue;
    }
    try {
      await options.admit(fields, part.filename);
    } catch (refusal) {
      part.file.resume();
      throw refusal;
    }
    await mkdir(options.dir, { recursive: true });
    const path = join(options.dir, randomUUID());
    received = { fileName: part.filename, path, size: await save(part.file, path, options), fields };
  }
  if (!received) throw badRequest(`The file field "${options.fieldName}" is required`);
  return received;
}

/** Writes the file's stream to `path`; past the size limit the file goes and a 413 is thrown. */
async function save(file: Readable, path: string, options: ReceiveOptions): Promise<number> {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  let truncated = false;
  file.once('limit', () => {
    // Busboy drops the rest of the file itself; the part written so far is closed and removed.
    truncated = true;
    file.unpipe(out);
    out.end();
    file.resume();
  });
  file.pipe(out);
  try {
    await finished(out);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (truncated) {
    await rm(path, { force: true });
    throw new AppException(413, options.tooLargeMessage);
  }
  return out.bytesWritten;
}
