import { Injectable } from '@nestjs/common';
import type { ImportProgress } from '@verdict/common';
import { KeyValueStore } from '../../../infra/kv/key-value-store';

/** Long enough for the slowest import, short enough that keys clean themselves up. */
const TTL_SECONDS = 30 * 60;
export const PROGRESS_KEY = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The progress of a package import, under a key the uploading page chose, kept in the shared
 * store so any API instance can answer the page's polls while another one does the work.
 */
@Injectable()
export class ImportProgressService {
  constructor(private readonly kv: KeyValueStore) {}

  /** A reporter for one import; no-op without a key. Failures to store are not the import's. */
  reporter(key: string | undefined): (progress: ImportProgress) => void {
    if (!key) return () => undefined;
    return (progress) => {
      void this.kv
        .set(`import-progress:${key}`, JSON.stringify(progress), TTL_SECONDS)
        .catch(() => undefined);
    };
  }

  async read(key: string): Promise<ImportProgress | null> {
    const text = await this.kv.get(`import-progress:${key}`);
    return text ? (JSON.parse(text) as ImportProgress) : null;
  }
}
