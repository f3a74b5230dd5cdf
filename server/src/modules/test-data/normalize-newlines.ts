import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Turns CR LF into LF while streaming; a CR at the end of a chunk waits for the next one. */
class CrlfToLf extends Transform {
  private pendingCr = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let text = chunk;
    if (this.pendingCr) text = Buffer.concat([Buffer.from('\r'), chunk]);
    this.pendingCr = text.length > 0 && text[text.length - 1] === 0x0d;
    if (this.pendingCr) text = text.subarray(0, text.length - 1);
    callback(null, stripCr(text));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.pendingCr ? Buffer.from('\r') : Buffer.alloc(0));
  }
}

function stripCr(data: Buffer): Buffer {
  if (!data.includes(0x0d)) return data;
  const out = Buffer.allocUnsafe(data.length);
  let length = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0x0d && data[i + 1] === 0x0a) continue;
    out[length++] = data[i];
  }
  return out.subarray(0, length);
}

/** CR LF → LF for data held in memory (hand-entered cases). */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

/** Copies a file with CR LF turned into LF and returns the sha256 of what was written. */
export async function copyNormalized(from: string, to: string): Promise<string> {
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(createReadStream(from), new CrlfToLf(), hashing, createWriteStream(to));
  return hash.digest('hex');
}
