/**
 * The admin problem form's state: empty, or filled from a stored problem. Its checks are in
 * `check-draft.ts` and the ProblemDTO a save sends in `to-problem-dto.ts`; all pure, so the
 * form, the contest's "create in contest" form and the tests share one rule set.
 */
import { JudgeCaseMode, JudgeMode, PROBLEM_DEFAULTS, ProblemType } from '@verdict/common';
import { parseExamples } from '@/lib/parse-examples';
import { parseExtraFiles } from '@/lib/parse-extra-files';
import type { AdminProblem, AdminProblemCase, CodeTemplateDraft } from '@/hooks/api/admin-problem';

export const MAX_EXAMPLES = 2;
export const JUDGE_MODES = [JudgeMode.DEFAULT, JudgeMode.SPJ, JudgeMode.INTERACTIVE] as const;
export const JUDGE_CASE_MODES = [
  JudgeCaseMode.DEFAULT,
  JudgeCaseMode.SUBTASK_LOWEST,
  JudgeCaseMode.SUBTASK_AVERAGE,
  JudgeCaseMode.ERGODIC_WITHOUT_ERROR,
] as const;

/** A test case: contents when typed in, file names when taken from an uploaded zip. */
export interface CaseDraft {
  input: string;
  output: string;
  score: string;
  groupNum: string;
}

export interface ProblemDraft {
  id?: number;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  /** The official solution (shown to VIP users and admins). */
  answer: string;
  source: string;
  timeLimit: string;
  memoryLimit: string;
  stackLimit: string;
  difficulty: number;
  auth: number;
  type: number;
  codeShare: boolean;
  isVip: boolean;
  /** 0 programming, 1 objective quiz: kept as the problem has it. */
  model: number;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  judgeMode: string;
  judgeCaseMode: string;
  spjLanguage: string;
  spjCode: string;
  examples: { input: string; output: string }[];
  /** Language names the problem accepts. */
  languages: string[];
  codeTemplates: CodeTemplateDraft[];
  tags: { id?: number; name: string }[];
  userExtraFiles: [string, string][];
  judgeExtraFiles: [string, string][];
  caseSource: 'manual' | 'upload';
  cases: CaseDraft[];
  /** The unpacked zip of this edit ('' keeps the files the problem has). */
  uploadDir: string;
  /** What the server showed of each uploaded file. */
  preview: Record<string, { size: number; head: string }>;
}

export const emptyCase = (): CaseDraft => ({ input: '', output: '', score: '', groupNum: '1' });

export function newProblemDraft(languages: string[] = []): ProblemDraft {
  return {
    problemId: '',
    title: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    answer: '',
    source: '',
    timeLimit: String(PROBLEM_DEFAULTS.timeLimitMs),
    memoryLimit: String(PROBLEM_DEFAULTS.memoryLimitMb),
    stackLimit: String(PROBLEM_DEFAULTS.stackLimitMb),
    difficulty: 0,
    auth: 1,
    type: ProblemType.ACM,
    codeShare: true,
    isVip: false,
    model: 0,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    judgeMode: JudgeMode.DEFAULT,
    judgeCaseMode: JudgeCaseMode.DEFAULT,
    spjLanguage: 'C++',
    spjCode: '',
    examples: [{ input: '', output: '' }],
    languages,
    codeTemplates: [],
    tags: [],
    userExtraFiles: [],
    judgeExtraFiles: [],
    caseSource: 'manual',
    cases: [emptyCase()],
    uploadDir: '',
    preview: {},
  };
}

/** The form filled from a stored problem (edit). */
export function draftFromProblem(
  problem: AdminProblem,
  cases: AdminProblemCase[],
  languages: string[],
  templates: CodeTemplateDraft[],
  tags: { id: number; name: string }[],
): ProblemDraft {
  const uploaded = problem.isUploadCase;
  return {
    ...newProblemDraft(languages),
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    description: problem.description ?? '',
    input: problem.input ?? '',
    output: problem.output ?? '',
    hint: problem.hint ?? '',
    answer: problem.answer ?? '',
    source: problem.source ?? '',
    timeLimit: String(problem.timeLimit),
    memoryLimit: String(problem.memoryLimit),
    stackLimit: String(problem.stackLimit),
    difficulty: problem.difficulty,
    auth: problem.auth,
    type: problem.type,
    codeShare: problem.codeShare,
    isVip: problem.isVip,
    model: problem.model,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName ?? '',
    ioWriteFileName: problem.ioWriteFileName ?? '',
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    spjLanguage: problem.spjLanguage ?? 'C++',
    spjCode: problem.spjCode ?? '',
    examples: parseExamples(problem.examples).slice(0, MAX_EXAMPLES),
    codeTemplates: templates.map((t) => ({ lid: t.lid, code: t.code, status: t.status })),
    tags: tags.map((t) => ({ id: t.id, name: t.name })),
    userExtraFiles: parseExtraFiles(problem.userExtraFile),
    judgeExtraFiles: parseExtraFiles(problem.judgeExtraFile),
    caseSource: uploaded ? 'upload' : 'manual',
    cases: cases.map((c) => ({
      input: uploaded ? c.inputName : c.input,
      output: uploaded ? c.outputName : c.output,
      score: String(c.score),
      groupNum: String(c.groupNum),
    })),
  };
}

export { isSubtaskMode } from '@verdict/common';
