import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { badRequest } from '../../../common/http/app.exception';
import { pairTestcases } from '../../test-data/pair-testcases';
import { boundedInt, foldersHolding, type ForeignProblem } from './foreign-problem';

interface HydroProblemYaml {
  pid?: string;
  title?: string;
  tag?: string[];
}

interface HydroTestdataConfig {
  time?: string | number;
  memory?: string | number;
  subtasks?: { score?: number; cases?: { input?: string; output?: string }[] }[];
}

const STATEMENT_FILES = ['problem_zh.md', 'problem.md', 'problem_en.md'];
const SAMPLE_BLOCK = /```(input|output)(\d+)[^\n]*\n([\s\S]*?)```[^\n]*\n?/g;

/** "1s", "1.5s", "1000ms" → ms; a bare number is taken as ms. */
export function hydroTimeMs(value: string | number | undefined): number {
  const match = /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(String(value ?? ''));
  if (!match) return 1000;
  const amount = Number(match[1]);
  return boundedInt(match[2]?.toLowerCase() === 's' ? amount * 1000 : amount, 1, 60_000, 1000);
}

/** "256m", "256MB", "262144k", "1g" → MB; a bare number is taken as MB. */
export function hydroMemoryMb(value: string | number | undefined): number {
  const match = /^\s*([\d.]+)\s*([kmg])?i?b?\s*$/i.exec(String(value ?? ''));
  if (!match) return 256;
  const factor = { k: 1 / 1024, m: 1, g: 1024 }[(match[2] ?? 'm').toLowerCase() as 'k' | 'm' | 'g'];
  return boundedInt(Number(match[1]) * factor, 1, 4096, 256);
}

/** Hydro writes samples into the statement as ```input1 / ```output1 blocks: take them out. */
export function splitSamples(markdown: string): {
  description: string;
  examples: ForeignProblem['examples'];
} {
  const inputs = new Map<string, string>();
  const outputs = new Map<string, string>();
  const description = markdown.replace(SAMPLE_BLOCK, (_block, kind: string, n: string, body: string) => {
    (kind === 'input' ? inputs : outputs).set(n, body);
    return '';
  });
  const numbers = [...inputs.keys()].sort((a, b) => Number(a) - Number(b));
  return {
    description: description.replace(/\n{3,}/g, '\n\n').trim(),
    examples: numbers.map((n) => ({ input: inputs.get(n) ?? '', output: outputs.get(n) ?? '' })),
  };
}

async function readYaml<T>(path: string, label: string): Promise<T | null> {
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return (parseYaml(text) ?? {}) as T;
  } catch {
    throw badRequest(`${label} is not valid YAML`);
  }
}

async function readStatement(dir: string): Promise<string> {
  for (const name of STATEMENT_FILES) {
    const text = await readFile(join(dir, name), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return '';
}

/** The cases config.yaml lists in its subtasks (when every file is there), else HOJ's pairing. */
function listCases(config: HydroTestdataConfig, files: string[]): ForeignProblem['cases'] {
  const listed = (config.subtasks ?? []).flatMap((subtask) => subtask.cases ?? []);
  if (
    listed.length > 0 &&
    listed.every((c) => c.input && c.output && files.includes(c.input) && files.includes(c.output))
  )
    return listed.map((c) => ({ input: c.input as string, output: c.output as string }));
  return pairTestcases(files)
    .filter((pair) => !pair.missingOutput)
    .map((pair) => ({ input: pair.input, output: pair.output }));
}

/**
 * Reads an unpacked Hydro export: one folder per problem with `problem.yaml`, the statement in
 * `problem_zh.md` (or `problem.md`), and `testdata/` with the case files and `config.yaml`.
 */
export async function readHydro(dir: string): Promise<ForeignProblem[]> {
  const folders = await foldersHolding(dir, 'problem.yaml');
  if (folders.length === 0) throw badRequest('The zip holds no <folder>/problem.yaml of a Hydro export');
  const problems: ForeignProblem[] = [];
  for (const folder of folders) {
    const problemDir = join(dir, folder);
    const meta =
      (await readYaml<HydroProblemYaml>(join(problemDir, 'problem.yaml'), `${folder}/problem.yaml`)) ?? {};
    const title = String(meta.title ?? '').trim();
    if (!title) throw badRequest(`${folder}/problem.yaml has no title`);
    const caseDir = join(problemDir, 'testdata');
    const config =
      (await readYaml<HydroTestdataConfig>(join(caseDir, 'config.yaml'), `${folder}/testdata/config.yaml`)) ??
      {};
    const files = (await readdir(caseDir).catch(() => [] as string[])).sort();
    const cases = listCases(config, files);
    if (cases.length === 0) throw badRequest(`The problem "${title}" has no test cases`);
    const { description, examples } = splitSamples(await readStatement(problemDir));
    problems.push({
      problemId: typeof meta.pid === 'string' && meta.pid.trim() ? meta.pid.trim() : undefined,
      title,
      description,
      examples,
      timeLimitMs: hydroTimeMs(config.time),
      memoryLimitMb: hydroMemoryMb(config.memory),
      type: 0,
      caseDir,
      cases,
      tags: (meta.tag ?? []).filter((t): t is string => typeof t === 'string' && t.trim() !== ''),
      templates: [],
    });
  }
  return problems;
}
