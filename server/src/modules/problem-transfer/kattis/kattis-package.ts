import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { KATTIS_VALIDATOR_MARKER } from '@verdict/judger';
import { badRequest } from '../../../common/http/app.exception';
import { boundedInt } from '../foreign/foreign-problem';
import {
  collectCases,
  filesUnder,
  packageRoot,
  readText,
  type PackagedProblem,
  type PackageSolution,
} from '../packages/packaged-problem';
import { kattisExpected } from '../verification/expected-verdict';
import { languageOfFile, languageOfFolder } from '../verification/package-language';
import { readKattisConfig } from './kattis-config';
import { splitStatement, type StatementParts } from './kattis-statement';

const DEFAULT_TIME_LIMIT_MS = 1000;
const MAX_TIME_LIMIT_MS = 30000;
const MAX_MEMORY_MB = 4096;
const SOURCE_EXTENSIONS = /\.(c|cc|cpp|cxx|h|hpp)$/i;

/**
 * Reads an ICPC / Kattis problem package (problemtools layout) unzipped in `dir`:
 * `problem.yaml`, the English (or first) statement, `data/sample` then `data/secret` (sub-folders
 * included) as `.in`/`.ans` pairs, a custom output validator, and `submissions/<verdict>/*`. An
 * interactive problem's output validator becomes its interactor, run with the Kattis protocol
 * (`input answer feedback_dir/`, talking to the submission over its stdin and stdout).
 */
export async function readKattisPackage(dir: string, caseDir: string): Promise<PackagedProblem> {
  const root = await packageRoot(dir, 'problem.yaml', 'Kattis');
  const config = readKattisConfig((await readText(join(root, 'problem.yaml'))) ?? '');
  const interactive = config.validation === 'custom interactive';
  const statement = await readStatement(root);
  const samples = await pairsIn(join(root, 'data', 'sample'));
  const secret = await pairsIn(join(root, 'data', 'secret'));
  if (samples.length + secret.length === 0)
    throw badRequest('The package has no test data (data/sample, data/secret)');
  const examples = await Promise.all(
    samples.map(async (pair) => ({
      input: await readFile(pair.inputPath, 'utf8'),
      output: await readFile(pair.answerPath, 'utf8'),
    })),
  );
  const legacyLimit = Number((await readText(join(root, '.timelimit')))?.trim());
  const seconds = config.timeLimitMs ?? (legacyLimit > 0 ? legacyLimit * 1000 : DEFAULT_TIME_LIMIT_MS);
  return {
    title: config.name ?? statement.title ?? basename(root),
    description: statement.description,
    input: statement.input,
    output: statement.output,
    hint: statement.notes,
    source: config.source ?? '',
    examples,
    timeLimitMs: boundedInt(seconds, 1, MAX_TIME_LIMIT_MS, DEFAULT_TIME_LIMIT_MS),
    memoryLimitMb: boundedInt(config.memoryLimitMb ?? 256, 1, MAX_MEMORY_MB, 256),
    type: 0,
    caseDir,
    cases: await collectCases(caseDir, [...samples, ...secret]),
    tags: [],
    spj: config.validation === 'custom' ? await readValidator(root) : undefined,
    interactor: interactive ? await readValidator(root) : undefined,
    templates: [],
    solutions: await readSubmissions(root),
  };
}

async function readStatement(root: string): Promise<StatementParts> {
  for (const folder of ['problem_statement', 'statement']) {
    const files = (await filesUnder(join(root, folder))).filter((f) => !f.includes('/'));
    const pick =
      files.find((f) => /^problem\.en\.(tex|md)$/.test(f)) ??
      files.find((f) => /^problem\.(tex|md)$/.test(f)) ??
      files.find((f) => /^problem\.\w+\.(tex|md)$/.test(f));
    if (pick) {
      const text = await readFile(join(root, folder, pick), 'utf8');
      return splitStatement(text, pick.endsWith('.md') ? 'md' : 'tex');
    }
  }
  return { description: '', input: '', output: '', notes: '' };
}

/** `X.in` with `X.ans` under a data folder, recursively, in natural order. */
async function pairsIn(folder: string): Promise<{ inputPath: string; answerPath: string }[]> {
  const files = await filesUnder(folder);
  const present = new Set(files);
  return files
    .filter((f) => f.endsWith('.in') && present.has(`${f.slice(0, -3)}.ans`))
    .map((f) => ({ inputPath: join(folder, f), answerPath: join(folder, `${f.slice(0, -3)}.ans`) }));
}

/**
 * The output validator (of an interactive problem too) as one C++ source marked with the Kattis
 * protocol; its own headers are inlined where they are included, as the judge compiles a single file.
 */
async function readValidator(root: string): Promise<{ language: string; code: string }> {
  for (const folder of ['output_validators', 'output_validator']) {
    const files = (await filesUnder(join(root, folder))).filter((f) => SOURCE_EXTENSIONS.test(f));
    const base = files[0]?.includes('/') ? files[0].split('/')[0] : '';
    const own = files.filter((f) => (base ? f.startsWith(`${base}/`) : !f.includes('/')));
    const mains: string[] = [];
    for (const file of own.filter((f) => /\.(c|cc|cpp|cxx)$/i.test(f)))
      mains.push(await readFile(join(root, folder, file), 'utf8'));
    if (mains.length === 0) continue;
    if (mains.length > 1)
      throw badRequest('The output validator must be a single C or C++ source file (headers are fine)');
    const headers = new Map<string, string>();
    for (const file of own.filter((f) => /\.(h|hpp)$/i.test(f)))
      headers.set(basename(file), await readFile(join(root, folder, file), 'utf8'));
    const code = mains[0].replace(/^\s*#include\s+"([^"]+)"\s*$/gm, (line, name: string) =>
      headers.has(name) ? headers.get(name)! : line,
    );
    return { language: 'C++', code: `${KATTIS_VALIDATOR_MARKER}\n${code}` };
  }
  throw badRequest('problem.yaml asks for a custom validator but output_validators holds no source');
}

async function readSubmissions(root: string): Promise<PackageSolution[]> {
  const solutions: PackageSolution[] = [];
  const programFolders = new Map<string, string[]>();
  for (const file of await filesUnder(join(root, 'submissions'))) {
    const [folder, ...rest] = file.split('/');
    if (!kattisExpected(folder) || rest.length === 0) continue;
    if (rest.length > 1) {
      const program = `${folder}/${rest[0]}`;
      programFolders.set(program, [...(programFolders.get(program) ?? []), rest.slice(1).join('/')]);
      continue;
    }
    const code = await readFile(join(root, 'submissions', file), 'utf8');
    solutions.push({
      name: `submissions/${file}`,
      ...languageOfFile(rest[0], code),
      code,
      expected: kattisExpected(folder)!,
    });
  }
  for (const [program, files] of programFolders) {
    const expected = kattisExpected(program.split('/')[0])!;
    solutions.push({ name: `submissions/${program}/`, ...languageOfFolder(files), code: '', expected });
  }
  return solutions;
}
