import { Transform } from 'node:stream';

/**
 * Passes bytes on in chunks of at least `size` (the last one may be smaller). A zip of many small
 * files comes out a few dozen bytes at a time (a header, a little compressed code, a descriptor);
 * written to the socket as they come, those writes cost more than the compression.
 */
export function coalesceChunks(size = 64 * 1024): Transform {
  let parts: Buffer[] = [];
  let length = 0;
  const release = (stream: Transform) => {
    stream.push(Buffer.concat(parts, length));
    parts = [];
    length = 0;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      length += chunk.length;
      if (length >= size) release(this);
      done();
    },
    flush(done) {
      if (length > 0) release(this);
      done();
    },
  });
}
