import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'uploads');
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

  /** Deletes a file previously returned by savePublic; unknown or foreign URLs are ignored. */
  async deletePublic(url: string | null | undefined): Promise<void> {
    const match = /^\/api\/public\/(img|file)\/([\w.-]+)$/.exec(url ?? '');
    if (!match) return;
    await rm(join(this.root, match[1], basename(match[2])), { force: true });
  }
}
