/** A valid 1×1 PNG: the smallest image every image upload accepts. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201f5a1d1f90000000049454e44ae426082',
  'hex',
);

/** A 1×1 GIF (the classic transparent pixel). */
export const GIF_1X1 = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);

/** A 1×1 lossless WebP. */
export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A 1×1 greyscale baseline JPEG. */
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////' +
    '////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A 1×1 24-bit BMP: file header, info header, one white pixel padded to 4 bytes. */
export const BMP_1X1 = (() => {
  const bmp = Buffer.alloc(58);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(58, 2); // file size
  bmp.writeUInt32LE(54, 10); // pixel data offset
  bmp.writeUInt32LE(40, 14); // info header size
  bmp.writeInt32LE(1, 18); // width
  bmp.writeInt32LE(1, 22); // height
  bmp.writeUInt16LE(1, 26); // planes
  bmp.writeUInt16LE(24, 28); // bits per pixel
  bmp.writeUInt32LE(4, 34); // pixel data size
  bmp.fill(0xff, 54, 57);
  return bmp;
})();
