import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { isSubtaskMode, ProblemModel, ProblemType } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { normalizeNewlines } from './normalize-newlines';
import { spreadScores } from './spread-scores';
import { isSafeFileName } from './test-data-store';

/** A case as the admin form sends it (HOJ ProblemCase): contents, or file names for uploads. */
export interface CaseInput {
  input?: string | null;
  output?: string | null;
  score?: number | null;
  groupNum?: number | null;
}

/** A case ready for the `problem_case` table. */
export interface PlannedCase {
  caseIndex: number;
  /** Contents for hand-entered cases, file names for uploaded ones. */
  input: string;
  output: string;
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number;
}

export interface CaseRules {
  type: number;
  model: number;
  judgeCaseMode: string;
}

const QUIZ_ANSWER = /^(?:[TF]|[A-F]{1,6})$/;

/**
 * Scores and group numbers: OI scores are integers ≥ 0 and never empty — unless
 * every one is empty, then 100 is spread evenly; subtask modes need a group number per case.
 */
function scoresAndGroups(
  cases: readonly CaseInput[],
  rules: CaseRules,
): { score: number; groupNum: number }[] {
  const allEmpty = cases.every((c) => c.score === null || c.score === undefined);
  const spread = spreadScores(cases.length);
  return cases.map((c, index) => {
    const n = index + 1;
    let score = spread[index];
    if (!allEmpty) {
      if (c.score === null || c.score === undefined) {
        if (rules.type === ProblemType.OI) throw badRequest(`The score of test case ${n} can not be empty`);
      } else {
        if (!Number.isInteger(c.score) || c.score < 0) {
          throw badRequest(`The score of test case ${n} must be an integer >= 0`);
        }
        score = c.score;
      }
    }
    let groupNum = 1;
    if (isSubtaskMode(rules.judgeCaseMode)) {
      if (c.groupNum === null || c.groupNum === undefined) {
        throw badRequest(`The group number of test case ${n} can not be empty`);
      }
      if (!Number.isInteger(c.groupNum) || c.groupNum < 1) {
        throw badRequest(`The group number of test case ${n} must be a positive integer`);
      }
      groupNum = c.groupNum;
    }
    return { score, groupNum };
  });
}

/** Quiz answers: question number from 1, answer T/F or A–F upper-case, score 0–100. */
export function planQuizCases(cases: readonly CaseInput[]): PlannedCase[] {
  if (cases.length === 0) throw badRequest('Please add at least one question answer');
  return cases.map((c, index) => {
    const n = index + 1;
    const question = String(c.input ?? '').trim();
    const answer = String(c.output ?? '').trim();
    if (!/^[1-9]\d*$/.test(question))
      throw badRequest(`The question number of answer ${n} must start from 1`);
    if (!QUIZ_ANSWER.test(answer)) throw badRequest(`The answer of question ${question} must be T/F or A-F`);
    const score = c.score ?? 0;
    if (!Number.isInteger(score) || score < 0 || score > 100) {
      throw badRequest(`The score of question ${question} must be between 0 and 100`);
    }
    return {
      caseIndex: n,
      input: question,
      output: answer,
      inputName: `${n}.in`,
      outputName: `${n}.out`,
      score,
      groupNum: 1,
    };
  });
}

/** Hand-entered cases: stored as `1.in`/`1.out`, … with their contents kept in the table too. */
export function planManualCases(cases: readonly CaseInput[], rules: CaseRules): PlannedCase[] {
  const filled = cases.filter((c) => (c.input ?? '') !== '' || (c.output ?? '') !== '');
  if (filled.length === 0) {
    throw badRequest('Please upload test cases or add at least one test case with input or output');
  }
  const marks = scoresAndGroups(filled, rules);
  return filled.map((c, index) => ({
    caseIndex: index + 1,
    input: normalizeNewlines(c.input ?? ''),
    output: normalizeNewlines(c.output ?? ''),
    inputName: `${index + 1}.in`,
    outputName: `${index + 1}.out`,
    ...marks[index],
  }));
}

/** Uploaded cases: `input`/`output` name files that must exist in `sourceDir`. */
export async function planUploadedCases(
  cases: readonly CaseInput[],
  rules: CaseRules,
  sourceDir: string,
): Promise<PlannedCase[]> {
  if (cases.length === 0) throw badRequest('Please upload test cases or add at least one test case');
  const marks = scoresAndGroups(cases, rules);
  const planned: PlannedCase[] = [];
  for (const [index, c] of cases.entries()) {
    const inputName = String(c.input ?? '');
    const outputName = String(c.output ?? '');
    for (const name of [inputName, outputName]) {
      if (!isSafeFileName(name)) throw badRequest(`Invalid test case file name "${name}"`);
      await access(join(sourceDir, name)).catch(() => {
        throw badRequest(`The test case file "${name}" does not exist, please upload the test cases again`);
      });
    }
    planned.push({
      caseIndex: index + 1,
      input: inputName,
      output: outputName,
      inputName,
      outputName,
      ...marks[index],
    });
  }
  return planned;
}

export function isQuiz(rules: CaseRules): boolean {
  return rules.model === ProblemModel.QUIZ;
}
