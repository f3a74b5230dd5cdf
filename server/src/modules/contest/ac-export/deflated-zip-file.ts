import { crc32, deflateRawSync } from 'node:zlib';
import type { Zip, ZipInputFile } from 'fflate';

/**
 * Adds `data` to `zip` as one deflated file, compressed at once by Node's zlib: fflate's own
 * deflate, written in JavaScript with fresh state per file, took most of a 20 000-file zip's time.
 */
export function addDeflatedFile(zip: Zip, filename: string, data: Buffer): void {
  const file: ZipInputFile = { filename, size: data.length, crc: crc32(data), compression: 8 };
  zip.add(file);
  file.ondata?.(null, deflateRawSync(data), true);
}
