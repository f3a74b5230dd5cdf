import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { copyNormalized, normalizeNewlines } from './normalize-newlines';

/** HOJ's manifest file name inside a problem's test-data folder. */
const INFO_FILE = 'info';

/** What `info` records: when the files were written and the sha256 of each. */
export interface TestdataInfo {
  /** The caseVersion at which these files were written; later versions reuse them unchanged. */
  filesVersion: string;
  sha256: Record<string, string>;
}

/** A complete new folder, written aside, waiting to replace the live one. */
export interface StagedTestdata {
  dir: string;
  info: TestdataInfo;
}

/** A file name safe to use inside a folder: no separators, no leading dot, no control characters. */
export function isSafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return name.length > 0 && name.length <= 200 && !/[/\\\x00-\x1f]/.test(name) && !name.startsWith('.');
}

/**
 * Test data on disk: `<DATA_DIR>/testcase/problem_<id>/` (outside every web-served folder).
 * A new set is written completely into a staging folder first and then swapped in by renames,
 * so a reader never sees half of an upload and a failed save can put the old folder back.
 */
@Injectable()
export class TestdataStore {
  readonly root: string;
  private readonly staging: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'testcase');
    this.staging = join(this.root, '.staging');
  }

  dir(problemId: number): string {
    return join(this.root, `problem_${problemId}`);
  }

  pathOf(problemId: number, name: string): string {
    if (!isSafeFileName(name)) throw new Error(`unsafe test-data file name ${JSON.stringify(name)}`);
    return join(this.dir(problemId), name);
  }

  async info(problemId: number): Promise<TestdataInfo | null> {
    try {
      return JSON.parse(await readFile(join(this.dir(problemId), INFO_FILE), 'utf8')) as TestdataInfo;
    } catch {
      return null;
    }
  }

  async read(problemId: number, name: string): Promise<Buffer> {
    return readFile(this.pathOf(problemId, name));
  }

  private async newStagingDir(): Promise<string> {
    const dir = join(this.staging, randomUUID());
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Stages hand-entered cases: contents in memory, written with LF line ends. */
  async stageContents(files: { name: string; content: string }[], version: string): Promise<StagedTestdata> {
    const dir = await this.newStagingDir();
    const sha256: Record<string, string> = {};
    try {
      for (const file of files) {
        const data = Buffer.from(normalizeNewlines(file.content), 'utf8');
        await writeFile(join(dir, file.name), data);
        sha256[file.name] = createHash('sha256').update(data).digest('hex');
      }
      return await this.finishStage(dir, { filesVersion: version, sha256 });
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Stages files copied from another folder (an unpacked upload or an import), LF line ends. */
  async stageCopies(files: { name: string; from: string }[], version: string): Promise<StagedTestdata> {
    const dir = await this.newStagingDir();
    const sha256: Record<string, string> = {};
    try {
      for (const file of files) sha256[file.name] = await copyNormalized(file.from, join(dir, file.name));
      return await this.finishStage(dir, { filesVersion: version, sha256 });
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  private async finishStage(dir: string, info: TestdataInfo): Promise<StagedTestdata> {
    await writeFile(join(dir, INFO_FILE), JSON.stringify(info));
    return { dir, info };
  }

  /**
   * Puts the staged folder in place; returns an undo that restores the previous folder (used
   * when the database transaction fails after the swap) and a cleanup that drops the old one.
   */
  async swapIn(
    problemId: number,
    staged: StagedTestdata,
  ): Promise<{ undo: () => Promise<void>; cleanup: () => Promise<void> }> {
    const live = this.dir(problemId);
    const backup = join(this.staging, `${randomUUID()}.old`);
    let hadOld = true;
    await rename(live, backup).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      hadOld = false;
    });
    try {
      await rename(staged.dir, live);
    } catch (error) {
      if (hadOld) await rename(backup, live);
      throw error;
    }
    return {
      undo: async () => {
        await rm(live, { recursive: true, force: true });
        if (hadOld) await rename(backup, live);
      },
      cleanup: () => rm(backup, { recursive: true, force: true }),
    };
  }

  discard(staged: StagedTestdata): Promise<void> {
    return rm(staged.dir, { recursive: true, force: true });
  }

  remove(problemId: number): Promise<void> {
    return rm(this.dir(problemId), { recursive: true, force: true });
  }
}
