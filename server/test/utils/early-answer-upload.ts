import { randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';

export interface EarlyAnswerUpload {
  /** e.g. `http://127.0.0.1:1234/api/file/upload-md-file?gid=3` */
  url: string;
  token: string;
  /** Text fields sent before the file, as HOJ's clients send them. */
  fields: Record<string, string>;
  fileField: string;
  fileName: string;
  /** The file's size as the request declares it. */
  fileBytes: number;
  /** How much of the file to send at most before waiting for the answer (all of it by default). */
  sendAtMost?: number;
}

export interface EarlyAnswer {
  status: number;
  body: { status: number; msg: string };
  /** Bytes of the file sent when the answer came. */
  fileBytesSent: number;
}

const CHUNK = Buffer.alloc(1024 * 1024, 'x');

/**
 * A multipart upload sent the way a slow client sends a big file: the fields, then the file a chunk
 * at a time, as the connection takes it, up to `sendAtMost`. It resolves with the server's answer
 * as soon as one comes, then drops the connection; an answer that only comes once the whole body
 * is in never comes at all, and the returned promise rejects after `timeoutMs`.
 */
export function uploadUntilAnswered(upload: EarlyAnswerUpload, timeoutMs = 10_000): Promise<EarlyAnswer> {
  const boundary = `----verdict${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(upload.fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.fileField}"; filename="${upload.fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const limit = Math.min(upload.sendAtMost ?? upload.fileBytes, upload.fileBytes);
  let sent = 0;
  let answered = false;
  return new Promise<EarlyAnswer>((resolve, reject) => {
    const req: ClientRequest = request(upload.url, {
      method: 'POST',
      headers: {
        Authorization: upload.token,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + upload.fileBytes + tail.length,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms after sending ${sent} bytes of the file`));
    }, timeoutMs);
    req.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as EarlyAnswer['body'],
          fileBytesSent: sent,
        });
      });
    });
    req.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const pump = (): void => {
      while (!answered && sent < limit) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, limit - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && sent === upload.fileBytes) req.end(tail);
    };
    req.write(head);
    pump();
  });
}
