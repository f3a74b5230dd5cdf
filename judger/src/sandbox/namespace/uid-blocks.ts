import { claimHostBlock } from '../host-blocks';

/**
 * Where the judgers of one host record which blocks of box uids they hold (root only; the file of
 * a dead holder is taken over).
 */
export const UID_BLOCK_DIR = '/run/verdict/uid-blocks';
export const UID_BLOCK_SIZE = 64;
const FIRST_UID = 100000;
const BLOCKS = 60000;

export interface UidBlock {
  /** The first of the block's UID_BLOCK_SIZE uids. */
  base: number;
  release(): void;
}

/** Claims a block of box uids that no other sandbox on this host holds (see claimHostBlock). */
export function claimUidBlock(preferred: number, dir = UID_BLOCK_DIR): UidBlock {
  const block = claimHostBlock(dir, BLOCKS, preferred);
  if (!block) throw new Error('no free block of box uids on this host');
  return { base: FIRST_UID + block.index * UID_BLOCK_SIZE, release: block.release };
}
