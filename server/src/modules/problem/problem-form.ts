import {
  CODE_MAX_LENGTH,
  findLanguage,
  JudgeMode,
  normalizeJudgeCaseMode,
  PROBLEM_DEFAULTS,
  ProblemAuth,
  ProblemModel,
  ProblemType,
} from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import type { ProblemDto } from './problem-admin.dto';
import type { ProblemEntity } from './problem.entity';

/** The problem columns an admin save writes (ids, counters and versions are the service's). */
export type ProblemFormFields = Omit<
  ProblemEntity,
  'id' | 'caseVersion' | 'gmtCreate' | 'gmtModified' | 'isUploadCase' | 'applyPublicProgress' | 'isRemote'
>;

export const DISPLAY_ID = /^[A-Za-z0-9_-]+$/;
const FILE_NAME = /^[\w.-]+$/;
export const MAX_EXAMPLES = 2;

/** Validates and parses an extra-files JSON map: name and content are both required. */
function extraFiles(json: string | null | undefined, label: string): string | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest(`${label} must be a JSON object of file name to content`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`${label} must be a JSON object of file name to content`);
  }
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [name, content] of entries) {
    if (!name.trim()) throw badRequest('File Name is required');
    if (!FILE_NAME.test(name) || name.startsWith('.')) throw badRequest(`Invalid extra file name "${name}"`);
    if (typeof content !== 'string' || content === '') throw badRequest('File Content is required');
  }
  return entries.length > 0 ? JSON.stringify(value) : null;
}

function countExamples(examples: string | null | undefined): number {
  return (examples ?? '').match(/<input>/g)?.length ?? 0;
}

/**
 * Applies the problem form's defaults and checks to an admin's ProblemDTO: defaults (1000 ms,
 * 256 MB, 128 MB stack), judge modes, file IO names, at most two examples, checker code, extra files.
 */
export function normalizeProblemForm(dto: ProblemDto, author: string): ProblemFormFields {
  const p = dto.problem;
  const displayId = (p.problemId ?? '').trim().toUpperCase();
  if (displayId && !DISPLAY_ID.test(displayId)) {
    throw badRequest('The problem ID may only contain letters, digits, "-" and "_"');
  }
  const judgeMode = dto.judgeMode || p.judgeMode || JudgeMode.DEFAULT;
  if (!(Object.values(JudgeMode) as string[]).includes(judgeMode)) {
    throw badRequest('judgeMode must be default, spj or interactive');
  }
  const judgeCaseMode = normalizeJudgeCaseMode(p.judgeCaseMode || 'default');
  if (!judgeCaseMode) {
    throw badRequest(
      'judgeCaseMode must be default, subtask_lowest, subtask_average or ergodic_without_error',
    );
  }
  const isFileIO = p.isFileIO === true;
  if (isFileIO) {
    if (!p.ioReadFileName || !p.ioWriteFileName) {
      throw badRequest('File IO needs both the input and the output file name');
    }
    for (const name of [p.ioReadFileName, p.ioWriteFileName]) {
      if (!FILE_NAME.test(name) || name.startsWith('.')) throw badRequest(`Invalid file IO name "${name}"`);
    }
  }
  if (countExamples(p.examples) > MAX_EXAMPLES) throw badRequest('At most 2 examples are allowed');

  let spjLanguage: string | null = null;
  let spjCode: string | null = null;
  if (judgeMode !== JudgeMode.DEFAULT) {
    const what = judgeMode === JudgeMode.SPJ ? 'Special judge' : 'Interactive judge';
    spjCode = p.spjCode ?? '';
    if (!spjCode.trim()) throw badRequest(`${what} code is required`);
    if (spjCode.length > CODE_MAX_LENGTH) throw badRequest('Code Length can not exceed 65535');
    spjLanguage = p.spjLanguage || 'C++';
    if (!findLanguage(spjLanguage)?.checkerCapable) {
      throw badRequest(`${what} language must be C or C++`);
    }
  }
  return {
    problemId: displayId,
    title: p.title,
    author: p.author || author,
    type: p.type ?? ProblemType.ACM,
    judgeMode,
    judgeCaseMode,
    timeLimit: p.timeLimit ?? PROBLEM_DEFAULTS.timeLimitMs,
    memoryLimit: p.memoryLimit ?? PROBLEM_DEFAULTS.memoryLimitMb,
    stackLimit: p.stackLimit ?? PROBLEM_DEFAULTS.stackLimitMb,
    description: p.description ?? null,
    input: p.input ?? null,
    output: p.output ?? null,
    examples: p.examples ?? null,
    hint: p.hint ?? null,
    source: p.source ?? null,
    answer: p.answer ?? null,
    difficulty: p.difficulty ?? 0,
    auth: p.auth ?? ProblemAuth.PUBLIC,
    ioScore: p.ioScore ?? PROBLEM_DEFAULTS.ioScore,
    codeShare: p.codeShare ?? true,
    isRemoveEndBlank: p.isRemoveEndBlank ?? true,
    openCaseResult: p.openCaseResult ?? true,
    isFileIO,
    ioReadFileName: isFileIO ? (p.ioReadFileName ?? null) : null,
    ioWriteFileName: isFileIO ? (p.ioWriteFileName ?? null) : null,
    spjLanguage,
    spjCode,
    userExtraFile: extraFiles(p.userExtraFile, 'userExtraFile'),
    judgeExtraFile: extraFiles(p.judgeExtraFile, 'judgeExtraFile'),
    model: p.model ?? ProblemModel.PROGRAMMING,
    isVip: p.isVip ?? false,
    gid: null,
    modifiedUser: author,
  };
}

/** The next test-data version: epoch milliseconds as HOJ uses, always above the previous one. */
export function nextCaseVersion(previous?: string | null): string {
  return String(Math.max(Date.now(), Number(previous ?? 0) + 1 || 0));
}
