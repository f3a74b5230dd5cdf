import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestdataManifest, TestdataSource } from '@verdict/common';

export interface CachedTestdata {
  manifest: TestdataManifest;
  /** Directory holding the case files by their manifest names. */
  dir: string;
  pathOf(name: string): string;
}

const MANIFEST_FILE = 'manifest.json';
/** Versions kept per problem; older ones are removed when a new one lands. */
const KEEP_VERSIONS = 2;

function safeName(name: string): string {
  if (!name || name.includes('/') || name.includes('\0') || name === '.' || name === '..') {
    throw new Error(`Invalid test-data file name: ${JSON.stringify(name)}`);
  }
  return name;
}

function versionDirName(version: string): string {
  return version.replace(/[^\w.-]/g, '_');
}

/**
 * On-disk test data keyed by problem id and version. A version directory only appears, by an
 * atomic rename, once every file is downloaded and its sha256 matches the manifest; so a
 * directory that exists is complete, and concurrent tasks (or daemons sharing the cache) either
 * wait for the same download or race harmlessly to the same rename.
 */
export class TestdataCache {
  private readonly pending = new Map<string, Promise<CachedTestdata>>();

  constructor(
    private readonly cacheDir: string,
    private readonly source: TestdataSource,
  ) {}

  /**
   * Test data for a task. With a known version already on disk nothing is fetched; otherwise the
   * manifest decides, so an upload made after the task was queued is used straight away.
   */
  async get(problemId: number, knownVersion?: string): Promise<CachedTestdata> {
    if (knownVersion) {
      const local = await this.load(problemId, knownVersion);
      if (local) return local;
    }
    const manifest = await this.source.manifest(problemId);
    try {
      return await this.download(problemId, manifest);
    } catch (error) {
      // An upload may have replaced the version while we were downloading it: follow it once.
      const latest = await this.source.manifest(problemId).catch(() => manifest);
      if (latest.version === manifest.version) throw error;
      return this.download(problemId, latest);
    }
  }

  /** Whether this version is on disk, so `get` with it fetches nothing. */
  async has(problemId: number, version: string): Promise<boolean> {
    return (await this.load(problemId, version)) !== undefined;
  }

  private download(problemId: number, manifest: TestdataManifest): Promise<CachedTestdata> {
    const key = `${problemId}@${manifest.version}`;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.fetch(problemId, manifest).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private problemDir(problemId: number): string {
    return join(this.cacheDir, 'testdata', String(problemId));
  }

  private async load(problemId: number, version: string): Promise<CachedTestdata | undefined> {
    const dir = join(this.problemDir(problemId), versionDirName(version));
    try {
      const manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as TestdataManifest;
      return { manifest, dir, pathOf: (name) => join(dir, safeName(name)) };
    } catch {
      return undefined;
    }
  }

  private async fetch(problemId: number, manifest: TestdataManifest): Promise<CachedTestdata> {
    const existing = await this.load(problemId, manifest.version);
    if (existing) return existing;
    const problemDir = this.problemDir(problemId);
    const finalDir = join(problemDir, versionDirName(manifest.version));
    const workDir = join(
      problemDir,
      `.partial-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    await mkdir(workDir, { recursive: true });
    try {
      const names = new Set(manifest.cases.flatMap((c) => [c.inputName, c.outputName]));
      for (const name of names) {
        const content = await this.source.file(problemId, manifest.version, safeName(name));
        const expected = manifest.sha256[name];
        const actual = createHash('sha256').update(content).digest('hex');
        if (expected && expected.toLowerCase() !== actual) {
          throw new Error(`Test data ${name} of problem ${problemId} failed verification (sha256 mismatch)`);
        }
        await writeFile(join(workDir, name), content);
      }
      await writeFile(join(workDir, MANIFEST_FILE), JSON.stringify(manifest));
      await rename(workDir, finalDir).catch(async (error: NodeJS.ErrnoException) => {
        // Someone else finished the same version first: theirs is as good as ours.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
        await rm(workDir, { recursive: true, force: true });
      });
    } catch (error) {
      await rm(workDir, { recursive: true, force: true });
      throw error;
    }
    await this.pruneOldVersions(problemId, manifest.version);
    const loaded = await this.load(problemId, manifest.version);
    if (!loaded) throw new Error(`Test data of problem ${problemId} vanished after download`);
    return loaded;
  }

  private async pruneOldVersions(problemId: number, current: string): Promise<void> {
    const problemDir = this.problemDir(problemId);
    const entries = await readdir(problemDir).catch(() => [] as string[]);
    const versions = await Promise.all(
      entries
        .filter((name) => !name.startsWith('.') && name !== versionDirName(current))
        .map(async (name) => ({ name, mtime: (await stat(join(problemDir, name))).mtimeMs })),
    );
    versions.sort((a, b) => b.mtime - a.mtime);
    for (const old of versions.slice(KEEP_VERSIONS - 1)) {
      await rm(join(problemDir, old.name), { recursive: true, force: true });
    }
  }
}
