import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** Public files kinds and the URL prefix each is served under. */
export const PUBLIC_FOLDERS = { img: 'img', file: 'file' } as const;
export type PublicFolder = keyof typeof PUBLIC_FOLDERS;

/** Uploaded files on disk under `<DATA_DIR>/uploads/`, served back at `/api/public/<folder>/<name>`. */
@Injectable()
export class FileStorageService {
  readonly root: string;
  /** Where uploads are received, on the same disk, before they are moved into place or removed. */
  readonly incomingDir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'uploads');
    this.incomingDir = join(config.dataDir, 'tmp', 'incoming');
  }

  /** Stores the bytes under a fresh random name and returns the public URL. */
  async savePublic(
    folder: PublicFolder,
    extension: string,
    data: Buffer,
  ): Promise<{ name: string; url: string }> {
    const dir = join(this.root, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID().replace(/-/g, '')}.${extension}`;
    await writeFile(join(dir, name), data);
    return { name, url: `/api/public/${folder}/${name}` };
  }

  /** Moves a received file (`path`) under a fresh random name and returns the public URL. */
  async adoptPublic(
    folder: PublicFolder,
    extension: string,
    path: string,
  ): Promise<{ name: string; url: string }> {
    const dir = join(this.root, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID().replace(/-/g, '')}.${extension}`;
    const target = join(dir, name);
    await rename(path, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await copyFile(path, target);
      await rm(path, { force: true });
    });
    return { name, url: `/api/public/${folder}/${name}` };
  }

  /** Deletes a file previously returned by savePublic; unknown or foreign URLs are ignored. */
  async deletePublic(url: string | null | undefined): Promise<void> {
    const match = /^\/api\/public\/(img|file)\/([\w.-]+)$/.exec(url ?? '');
    if (!match) return;
    await rm(join(this.root, match[1], basename(match[2])), { force: true });
  }
}
