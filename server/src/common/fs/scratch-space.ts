import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Scratch folders for one kind of work, under the data folder's `tmp/<name>`: each job gets a
 * fresh folder, removed when the job ends, however it ends.
 */
export class ScratchSpace {
  private readonly root: string;

  constructor(dataDir: string, name: string) {
    this.root = join(dataDir, 'tmp', name);
  }

  async use<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = join(this.root, randomUUID());
    try {
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
