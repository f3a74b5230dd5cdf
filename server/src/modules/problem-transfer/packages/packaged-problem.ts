import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../../../common/http/app.exception';
import type { ForeignProblem } from '../foreign/foreign-problem';
import type { ExpectedVerdict } from '../verification/expected-verdict';

/** A solution a package ships with the verdict it must get (judged by the verification run). */
export interface PackageSolution {
  /** Its path inside the package, e.g. `submissions/wrong_answer/off-by-one.cpp`. */
  name: string;
  /** The language it is judged in here; undefined when none fits (reported, not judged). */
  language?: string;
  /** The language it is written in when this judge does not offer it (`Python 2`; not judged). */
  notOffered?: string;
  code: string;
  expected: ExpectedVerdict;
}

/** A problem read from a Polygon or Kattis package, ready to be created. */
export interface PackagedProblem extends ForeignProblem {
  /** Set for interactive problems (testlib argv `input tout answer`). */
  interactor?: { language: string; code: string };
  solutions: PackageSolution[];
}

/** The folder holding `marker`: the archive's root, or its only top folder (a zipped folder). */
export async function packageRoot(dir: string, marker: string, format: string): Promise<string> {
  if (await isFile(join(dir, marker))) return dir;
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries.filter((e) => e.isDirectory());
  if (folders.length === 1 && (await isFile(join(dir, folders[0].name, marker))))
    return join(dir, folders[0].name);
  throw badRequest(`This is not a ${format} package: ${marker} is missing`);
}

export async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

export async function readText(path: string): Promise<string | undefined> {
  return (await isFile(path)) ? readFile(path, 'utf8') : undefined;
}

/** Every file under `dir` (relative paths with `/`), in natural order; none when it is missing. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/**
 * Copies test pairs into a fresh case folder as `1.in`/`1.out`, `2.in`/… (the names the problem
 * will keep), returning the case list a ForeignProblem names.
 */
export async function collectCases(
  caseDir: string,
  pairs: readonly { inputPath: string; answerPath: string; score?: number }[],
): Promise<ForeignProblem['cases']> {
  await mkdir(caseDir, { recursive: true });
  const cases: ForeignProblem['cases'] = [];
  for (const [i, pair] of pairs.entries()) {
    const input = `${i + 1}.in`;
    const output = `${i + 1}.out`;
    await copyFile(pair.inputPath, join(caseDir, input));
    await copyFile(pair.answerPath, join(caseDir, output));
    cases.push({ input, output, score: pair.score });
  }
  return cases;
}
