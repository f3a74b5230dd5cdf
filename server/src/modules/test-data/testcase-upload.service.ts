import { randomUUID } from 'node:crypto';
import { open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  isSubtaskMode,
  normalizeJudgeCaseMode,
  type TestcaseFilePreview,
  type UploadedTestcases,
} from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { pairTestcases } from './pair-testcases';
import { TESTCASE_UNZIP_LIMITS, unzipFiles } from './safe-unzip';

const UPLOAD_TTL_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** How much of each uploaded file the form previews. */
export const PREVIEW_BYTES = 256;

async function previewOf(path: string): Promise<TestcaseFilePreview> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(Math.min(size, PREVIEW_BYTES));
    await file.read(buffer, 0, buffer.length, 0);
    return { size, head: buffer.toString('utf8') };
  } finally {
    await file.close();
  }
}

/** Zips of test cases uploaded from the admin form, unpacked aside until a problem save takes them. */
@Injectable()
export class TestcaseUploadService {
  private readonly uploadRoot: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.uploadRoot = join(config.dataDir, 'tmp', 'testcase-zip');
  }

  /**
   * Unpacks an uploaded zip (received at `zipPath`) aside and pairs its files (HOJ rules); nothing
   * is attached to a problem yet.
   */
  async uploadZip(zipPath: string, mode?: string): Promise<UploadedTestcases> {
    await this.pruneOldUploads();
    const key = randomUUID();
    const dir = join(this.uploadRoot, key);
    try {
      const names = await unzipFiles(zipPath, dir, TESTCASE_UNZIP_LIMITS);
      const pairs = pairTestcases(names);
      if (pairs.length === 0) {
        throw badRequest('The zip has no test cases at its root (expected X.in with X.out or X.ans)');
      }
      for (const pair of pairs) {
        if (pair.missingOutput) await writeFile(join(dir, pair.output), '');
      }
      const subtask = isSubtaskMode(normalizeJudgeCaseMode(mode ?? '') ?? '');
      const preview: Record<string, TestcaseFilePreview> = {};
      for (const name of pairs.flatMap((pair) => [pair.input, pair.output])) {
        preview[name] = await previewOf(join(dir, name));
      }
      return {
        fileList: pairs.map((pair) => ({
          input: pair.input,
          output: pair.output,
          ...(subtask ? { groupNum: 1 } : {}),
        })),
        fileListDir: key,
        preview,
      };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** The folder of an earlier upload; HOJ clients send back a path ending in the key. */
  uploadDir(fileListDir: string): string {
    const key = fileListDir.split(/[/\\]/).filter(Boolean).pop() ?? '';
    if (!UUID.test(key)) throw badRequest('Invalid uploadTestcaseDir');
    return join(this.uploadRoot, key);
  }

  async discardUpload(fileListDir: string): Promise<void> {
    await rm(this.uploadDir(fileListDir), { recursive: true, force: true });
  }

  private async pruneOldUploads(): Promise<void> {
    const names = await readdir(this.uploadRoot).catch(() => [] as string[]);
    const now = Date.now();
    for (const name of names) {
      const path = join(this.uploadRoot, name);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > UPLOAD_TTL_MS) await rm(path, { recursive: true, force: true });
    }
  }
}
