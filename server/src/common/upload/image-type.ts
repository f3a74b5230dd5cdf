/** Image formats accepted for avatars, recognised by their first bytes, not their names. */
const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    test: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  { ext: 'bmp', test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
  {
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const AVATAR_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];

export function detectImageType(data: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.test(data))?.ext ?? null;
}
