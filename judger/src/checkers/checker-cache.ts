import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { SandboxSlot } from '../sandbox/sandbox';
import { compileInBox } from '../pipeline/compile';
import { checkerLanguage, testlibFiles, type CheckerKind } from './checker-build';

export interface CheckerSource {
  language: string;
  code: string;
}

export type CheckerBuild = { ok: true; binaryPath: string } | { ok: false; message: string };

/**
 * Compiled checkers and interactors on disk, one per problem, test-data version and source.
 * Compiled in box 1 of the asking slot, then moved into the cache with an atomic rename, so
 * concurrent workers (or daemons sharing the cache dir) never see half a binary.
 */
export class CheckerCache {
  private readonly building = new Map<string, Promise<CheckerBuild>>();

  constructor(private readonly cacheDir: string) {}

  async get(
    slot: SandboxSlot,
    problemId: number,
    version: string,
    kind: CheckerKind,
    source: CheckerSource,
    extraFiles: Record<string, string> = {},
  ): Promise<CheckerBuild> {
    const hash = createHash('sha256')
      .update(JSON.stringify([kind, source.language, source.code, extraFiles]))
      .update(Object.values(testlibFiles()).join(''))
      .digest('hex')
      .slice(0, 16);
    const key = `${problemId}/${version.replace(/[^\w.-]/g, '_')}-${kind}-${hash}`;
    const binaryPath = join(this.cacheDir, 'checkers', key, kind);
    if (
      await stat(binaryPath).then(
        () => true,
        () => false,
      )
    )
      return { ok: true, binaryPath };
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.build(slot, kind, source, extraFiles, binaryPath).finally(() =>
        this.building.delete(key),
      );
      this.building.set(key, pending);
    }
    return pending;
  }

  private async build(
    slot: SandboxSlot,
    kind: CheckerKind,
    source: CheckerSource,
    extraFiles: Record<string, string>,
    binaryPath: string,
  ): Promise<CheckerBuild> {
    const outcome = await compileCheckerInBox(slot, kind, source, extraFiles);
    if (!outcome.ok) return outcome;
    const dir = join(binaryPath, '..');
    await mkdir(dir, { recursive: true });
    const temporary = `${binaryPath}.${process.pid}.${Date.now()}`;
    await copyFile(join(slot.boxDir(1), kind), temporary);
    await rename(temporary, binaryPath);
    return { ok: true, binaryPath };
  }
}

/** Compiles a checker or interactor in box 1 of the slot, leaving the binary at /w/<kind>. */
export async function compileCheckerInBox(
  slot: SandboxSlot,
  kind: CheckerKind,
  source: CheckerSource,
  extraFiles: Record<string, string> = {},
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const language = checkerLanguage(source.language, kind);
  if (!language)
    return { ok: false, message: `Unsupported ${kind} language: ${source.language} (use C or C++)` };
  return compileInBox({
    slot,
    box: 1,
    language,
    code: source.code,
    extraFiles: { ...testlibFiles(), ...extraFiles },
  });
}

/** Places a cached binary into box 1 as /w/<kind>, never following anything the box left there. */
export async function installInBox(slot: SandboxSlot, kind: CheckerKind, binaryPath: string): Promise<void> {
  const target = join(slot.boxDir(1), kind);
  await unlink(target).catch(() => undefined);
  await copyFile(binaryPath, target, constants.COPYFILE_EXCL);
}
