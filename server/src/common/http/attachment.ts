import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

/** A download: its name, its type and its bytes (a stream for what is made as it is sent). */
export interface Attachment {
  fileName: string;
  contentType: string;
  body: Readable | Buffer;
}

/** Sends a file as an attachment under its name (the envelope is for JSON answers only). */
export function attachment(file: Attachment): StreamableFile {
  const headers = { type: file.contentType, disposition: `attachment; filename="${file.fileName}"` };
  return Buffer.isBuffer(file.body)
    ? new StreamableFile(file.body, headers)
    : new StreamableFile(file.body, headers);
}
