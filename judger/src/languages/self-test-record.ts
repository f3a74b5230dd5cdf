import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DisabledLanguage, ResolvedLanguage } from './language-registry';

/** A self-test's outcome by language name. */
export interface SelfTestOutcome {
  passed: string[];
  failed: DisabledLanguage[];
}

/** A tool as found on disk: a reinstalled or upgraded compiler is another tool. */
function toolStamp(path: string | undefined): string {
  if (!path) return '';
  try {
    const { size, mtimeMs } = statSync(path);
    return `${path}:${size}:${mtimeMs}`;
  } catch {
    return `${path}:missing`;
  }
}

/** What the outcome depends on: the sandbox, the judger's version, each language's commands and tools. */
function recordKey(sandbox: string, version: string, languages: readonly ResolvedLanguage[]): string {
  const parts = languages.map((language) => ({
    spec: language.spec,
    compile: language.compile?.argv,
    run: language.run.argv,
    tools: [toolStamp(language.compile?.argv[0]), toolStamp(language.run.argv[0])],
  }));
  return createHash('sha256').update(JSON.stringify({ sandbox, version, parts })).digest('hex').slice(0, 32);
}

/**
 * The self-test's outcome kept on disk, for hosts that start many judgers with the same tools (the
 * test suites start one per app): found again by the sandbox, the judger's version and every
 * language's commands and tools (path, size, modification time), so a changed compiler or sandbox
 * is tested anew. Without a folder the self-test simply runs.
 */
export async function recordedSelfTest(
  dir: string | undefined,
  subject: { sandbox: string; version: string; languages: readonly ResolvedLanguage[] },
  run: () => Promise<SelfTestOutcome>,
): Promise<SelfTestOutcome> {
  if (!dir) return run();
  const file = join(dir, `self-test-${recordKey(subject.sandbox, subject.version, subject.languages)}.json`);
  const kept = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as SelfTestOutcome,
    () => null,
  );
  if (kept) return kept;
  const outcome = await run();
  // Only a clean pass is kept: a language that failed is tried again at the next start.
  if (outcome.failed.length === 0) {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(outcome));
    await rename(partial, file);
  }
  return outcome;
}
