/** A valid 1×1 PNG: the smallest image every image upload accepts. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201f5a1d1f90000000049454e44ae426082',
  'hex',
);
