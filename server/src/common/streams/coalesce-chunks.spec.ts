import { Readable } from 'node:stream';
import { coalesceChunks } from './coalesce-chunks';

async function chunksOut(input: Buffer[], size: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(input).pipe(coalesceChunks(size))) out.push(chunk as Buffer);
  return out;
}

describe('coalesceChunks', () => {
  it('passes small pieces on in chunks of at least the size, the rest at the end, every byte in order', async () => {
    const pieces = Array.from({ length: 25 }, (_, i) => Buffer.from(`piece ${i};`));
    const out = await chunksOut(pieces, 64);
    expect(Buffer.concat(out).toString()).toBe(Buffer.concat(pieces).toString());
    expect(out.slice(0, -1).every((chunk) => chunk.length >= 64)).toBe(true);
    expect(out.length).toBeLessThan(pieces.length / 3);
  });

  it('passes nothing on for nothing', async () => {
    expect(await chunksOut([], 64)).toEqual([]);
  });
});
