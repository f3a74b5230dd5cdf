import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../../../common/http/app.exception';
import { pairTestcases } from '../../test-data/pair-testcases';
import { boundedInt, foldersHolding, type ForeignProblem, languageName } from './foreign-problem';

/** QDOJ keeps rich text as `{ format, value }`; older exports use a plain string. */
type RichText = string | { format?: string; value?: string } | null | undefined;

interface QdojProblemJson {
  display_id?: string;
  title?: string;
  description?: RichText;
  input_description?: RichText;
  output_description?: RichText;
  hint?: RichText;
  source?: string;
  time_limit?: number;
  memory_limit?: number;
  samples?: { input?: string; output?: string }[];
  tags?: string[];
  rule_type?: string;
  spj?: { language?: string; code?: string } | null;
  template?: Record<string, { prepend?: string; template?: string; append?: string } | string>;
  test_case_score?: { input_name?: string; output_name?: string; score?: number }[];
}

function richText(value: RichText): string {
  if (typeof value === 'string') return value;
  return typeof value?.value === 'string' ? value.value : '';
}

/** Special-judge problems come without outputs: each missing one becomes an empty file. */
async function outputFor(caseDir: string, files: string[], input: string, output?: string): Promise<string> {
  if (output && files.includes(output)) return output;
  const stem = input.replace(/\.in$/, '');
  const name = files.includes(`${stem}.out`) ? `${input}.out` : `${stem}.out`;
  await writeFile(join(caseDir, name), '');
  files.push(name);
  return name;
}

/** The folder's case files: the ones `test_case_score` names, else HOJ's pairing rules. */
async function readCases(
  json: QdojProblemJson,
  caseDir: string,
  title: string,
): Promise<ForeignProblem['cases']> {
  const files = (await readdir(caseDir).catch(() => [] as string[])).sort();
  const oi = json.rule_type === 'OI';
  const named = (json.test_case_score ?? []).filter((c) => c.input_name && files.includes(c.input_name));
  const listed =
    named.length > 0
      ? named.map((c) => ({ input: c.input_name as string, output: c.output_name, score: c.score }))
      : pairTestcases(files).map((p) => ({ input: p.input, output: p.output, score: undefined }));
  if (listed.length === 0) throw badRequest(`The problem "${title}" has no test cases`);
  const cases: ForeignProblem['cases'] = [];
  for (const c of listed) {
    cases.push({
      input: c.input,
      output: await outputFor(caseDir, files, c.input, c.output),
      score: oi ? Math.max(0, Math.round(Number(c.score) || 0)) : undefined,
    });
  }
  return cases;
}

/**
 * Reads an unpacked QDOJ (QingdaoU OnlineJudge) export: one folder per problem with its
 * `problem.json` and a `testcase/` folder.
 */
export async function readQdoj(dir: string): Promise<ForeignProblem[]> {
  const folders = await foldersHolding(dir, 'problem.json');
  if (folders.length === 0) throw badRequest('The zip holds no <folder>/problem.json of a QDOJ export');
  const problems: ForeignProblem[] = [];
  for (const folder of folders) {
    let json: QdojProblemJson;
    try {
      json = JSON.parse(await readFile(join(dir, folder, 'problem.json'), 'utf8')) as QdojProblemJson;
    } catch {
      throw badRequest(`${folder}/problem.json is not a valid QDOJ problem file`);
    }
    const title = (json.title ?? '').trim();
    if (!title) throw badRequest(`${folder}/problem.json has no title`);
    const caseDir = join(dir, folder, 'testcase');
    const cases = await readCases(json, caseDir, title);
    const oi = json.rule_type === 'OI';
    const spjCode = json.spj?.code?.trim() ? json.spj.code : undefined;
    problems.push({
      problemId: json.display_id?.trim() || undefined,
      title,
      description: richText(json.description),
      input: richText(json.input_description),
      output: richText(json.output_description),
      hint: richText(json.hint),
      source: json.source?.trim() ?? '',
      examples: (json.samples ?? []).map((s) => ({ input: s.input ?? '', output: s.output ?? '' })),
      timeLimitMs: boundedInt(Number(json.time_limit), 1, 60_000, 1000),
      memoryLimitMb: boundedInt(Number(json.memory_limit), 1, 4096, 256),
      type: oi ? 1 : 0,
      caseDir,
      cases,
      tags: (json.tags ?? []).filter((t): t is string => typeof t === 'string' && t.trim() !== ''),
      spj: spjCode ? { language: languageName(json.spj?.language ?? 'C'), code: spjCode } : undefined,
      templates: Object.entries(json.template ?? {}).map(([language, parts]) => ({
        language: languageName(language),
        code:
          typeof parts === 'string'
            ? parts
            : `${parts.prepend ?? ''}${parts.template ?? ''}${parts.append ?? ''}`,
      })),
    });
  }
  return problems;
}
