import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '@verdict/common';
import { FIXTURES } from './fixture-problems';

/** Short verdict names used in expect.json files. */
export const STATUS_BY_NAME: Record<string, number> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  PE: JudgeStatus.PRESENTATION_ERROR,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  CE: JudgeStatus.COMPILE_ERROR,
  SE: JudgeStatus.SYSTEM_ERROR,
  PA: JudgeStatus.PARTIAL_ACCEPTED,
  CA: JudgeStatus.CANCELLED,
};

export const NAME_BY_STATUS = new Map(Object.entries(STATUS_BY_NAME).map(([name, code]) => [code, name]));

export interface FixtureSubmission {
  problem: string;
  name: string;
  language: string;
  code: string;
  expect: {
    status: string;
    score: number;
    cases: string[];
    messageContains?: string;
    /** Trimmed output stored with the first case (only wrong answers keep it). */
    firstCaseOutput?: string;
    optional?: boolean;
  };
}

/** Every submissions/<problem>/<case>/ with one source file and expect.json. */
export function listFixtureSubmissions(): FixtureSubmission[] {
  const root = join(FIXTURES, 'submissions');
  return readdirSync(root).flatMap((problem) =>
    readdirSync(join(root, problem)).flatMap((name) => {
      const dir = join(root, problem, name);
      if (!existsSync(join(dir, 'expect.json'))) return [];
      const expect = JSON.parse(
        readFileSync(join(dir, 'expect.json'), 'utf8'),
      ) as FixtureSubmission['expect'] & { language: string };
      const source = readdirSync(dir).find((file) => file !== 'expect.json');
      if (!source) throw new Error(`fixture ${problem}/${name} has no source`);
      return [
        { problem, name, language: expect.language, code: readFileSync(join(dir, source), 'utf8'), expect },
      ];
    }),
  );
}
