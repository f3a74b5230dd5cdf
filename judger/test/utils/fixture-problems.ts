import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  PROBLEM_DEFAULTS,
  type JudgeCaseModeName,
  type JudgeModeName,
  type JudgeProblemSpec,
  type ProblemTypeCode,
  type TestdataManifest,
  type TestdataSource,
} from '@verdict/common';

export const FIXTURES = join(__dirname, '..', 'fixtures');

/** problem.json of a fixture problem (DMOJ style: data files beside it). */
interface FixtureProblemFile {
  id: number;
  type?: ProblemTypeCode;
  judgeMode?: JudgeModeName;
  judgeCaseMode?: JudgeCaseModeName;
  timeLimitMs?: number;
  memoryLimitMb?: number;
  isRemoveEndBlank?: boolean;
  isFileIO?: boolean;
  ioReadFileName?: string;
  ioWriteFileName?: string;
  cases: { input: string; output: string; score?: number; groupNum?: number }[];
  checker?: { language: string; file: string };
  interactor?: { language: string; file: string };
}

export interface FixtureProblem {
  name: string;
  dir: string;
  spec: JudgeProblemSpec;
  manifest: TestdataManifest;
}

export function loadFixtureProblem(name: string): FixtureProblem {
  const dir = join(FIXTURES, 'problems', name);
  const file = JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')) as FixtureProblemFile;
  const sha256: Record<string, string> = {};
  const hash = createHash('sha256');
  for (const c of file.cases) {
    for (const name of [c.input, c.output]) {
      const content = readFileSync(join(dir, name));
      sha256[name] = createHash('sha256').update(content).digest('hex');
      hash.update(name).update(content);
    }
  }
  const source = (ref?: { language: string; file: string }) =>
    ref ? { language: ref.language, code: readFileSync(join(dir, ref.file), 'utf8') } : undefined;
  const checker = source(file.checker);
  const interactor = source(file.interactor);
  hash.update(JSON.stringify([checker, interactor]));
  const version = hash.digest('hex').slice(0, 12);
  const judgeMode = file.judgeMode ?? 'default';
  const judgeCaseMode = file.judgeCaseMode ?? 'default';
  const manifest: TestdataManifest = {
    problemId: file.id,
    version,
    judgeMode,
    judgeCaseMode,
    cases: file.cases.map((c, i) => ({
      caseId: i + 1,
      inputName: c.input,
      outputName: c.output,
      score: c.score ?? 10,
      groupNum: c.groupNum ?? 1,
    })),
    sha256,
    checker,
    interactor,
  };
  const spec: JudgeProblemSpec = {
    id: file.id,
    displayId: name,
    testdataVersion: version,
    type: file.type ?? 0,
    judgeMode,
    judgeCaseMode,
    timeLimitMs: file.timeLimitMs ?? PROBLEM_DEFAULTS.timeLimitMs,
    memoryLimitMb: file.memoryLimitMb ?? PROBLEM_DEFAULTS.memoryLimitMb,
    stackLimitMb: PROBLEM_DEFAULTS.stackLimitMb,
    isRemoveEndBlank: file.isRemoveEndBlank ?? true,
    isFileIO: file.isFileIO ?? false,
    ioReadFileName: file.ioReadFileName,
    ioWriteFileName: file.ioWriteFileName,
  };
  return { name, dir, spec, manifest };
}

export function listFixtureProblems(): string[] {
  return readdirSync(join(FIXTURES, 'problems')).filter((name) =>
    existsSync(join(FIXTURES, 'problems', name, 'problem.json')),
  );
}

/** A TestdataSource over fixture problems, as the API would serve them. */
export class FixtureTestdataSource implements TestdataSource {
  readonly fetchedFiles: string[] = [];
  private readonly byId = new Map<number, FixtureProblem>();

  constructor(problems: FixtureProblem[]) {
    for (const p of problems) this.byId.set(p.spec.id, p);
  }

  async manifest(problemId: number): Promise<TestdataManifest> {
    const problem = this.byId.get(problemId);
    if (!problem) throw new Error(`no fixture problem ${problemId}`);
    return problem.manifest;
  }

  async file(problemId: number, version: string, name: string): Promise<Buffer> {
    const problem = this.byId.get(problemId);
    if (!problem || problem.manifest.version !== version) throw new Error(`no data ${problemId}@${version}`);
    this.fetchedFiles.push(`${problemId}/${name}`);
    return readFileSync(join(problem.dir, name));
  }
}
