/** The problem form's rules, checked before anything is sent. */
import { JudgeMode, PROBLEM_LIMIT_CAPS, ProblemType, CODE_MAX_LENGTH } from '@verdict/common';
import { isSubtaskMode, MAX_EXAMPLES, type ProblemDraft } from './problem-draft';

/** Field → message key (with values) of the first problem found in that field. */
export type DraftErrors = Partial<Record<DraftField, { key: string; values?: Record<string, unknown> }>>;
export type DraftField =
  | 'problemId'
  | 'title'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'fileIO'
  | 'spjCode'
  | 'languages'
  | 'codeTemplates'
  | 'tags'
  | 'cases'
  | 'extraFiles'
  | 'examples';

const FILE_NAME = /^[\w.-]+$/;
const DISPLAY_ID = /^[A-Za-z0-9_-]+$/;

function limitError(value: string, cap: number, what: 'time' | 'memory' | 'stack') {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1) return { key: `adminProblemForm.errors.${what}Positive` };
  if (n > cap) return { key: `adminProblemForm.errors.${what}Cap`, values: { max: cap } };
  return undefined;
}

function extraFilesError(files: [string, string][]) {
  for (const [name, content] of files) {
    if (!name.trim()) return { key: 'adminProblemForm.errors.fileNameRequired' };
    if (!FILE_NAME.test(name) || name.startsWith('.'))
      return { key: 'adminProblemForm.errors.fileNameInvalid', values: { name } };
    if (!content) return { key: 'adminProblemForm.errors.fileContentRequired' };
  }
  const names = files.map(([name]) => name);
  if (new Set(names).size !== names.length) return { key: 'adminProblemForm.errors.fileNameTwice' };
  return undefined;
}

function casesError(draft: ProblemDraft) {
  const filled =
    draft.caseSource === 'upload'
      ? draft.cases
      : draft.cases.filter((c) => c.input !== '' || c.output !== '');
  if (filled.length === 0)
    return {
      key:
        draft.caseSource === 'upload'
          ? 'adminProblemForm.errors.uploadCases'
          : 'adminProblemForm.errors.noCases',
    };
  // With every score empty the server spreads 100 over the cases.
  const allScoresEmpty = filled.every((c) => c.score.trim() === '');
  for (const [index, c] of filled.entries()) {
    const n = index + 1;
    if (draft.type === ProblemType.OI && !allScoresEmpty) {
      if (c.score.trim() === '') return { key: 'adminProblemForm.errors.scoreEmpty', values: { n } };
      if (!/^\d+$/.test(c.score.trim()))
        return { key: 'adminProblemForm.errors.scoreInteger', values: { n } };
    }
    if (isSubtaskMode(draft.judgeCaseMode)) {
      if (c.groupNum.trim() === '') return { key: 'adminProblemForm.errors.groupEmpty', values: { n } };
      if (!/^[1-9]\d*$/.test(c.groupNum.trim()))
        return { key: 'adminProblemForm.errors.groupPositive', values: { n } };
    }
  }
  return undefined;
}

/** The problem form's rules; `requireDisplayId` is off for the contest form (it has its own). */
export function checkDraft(draft: ProblemDraft, { requireDisplayId = true } = {}): DraftErrors {
  const errors: DraftErrors = {};
  const id = draft.problemId.trim();
  if (requireDisplayId && !id) errors.problemId = { key: 'adminProblemForm.errors.problemIdRequired' };
  else if (id && !DISPLAY_ID.test(id)) errors.problemId = { key: 'adminProblemForm.errors.problemIdChars' };
  if (!draft.title.trim()) errors.title = { key: 'adminProblemForm.errors.titleRequired' };
  errors.timeLimit = limitError(draft.timeLimit, PROBLEM_LIMIT_CAPS.timeLimitMs, 'time');
  errors.memoryLimit = limitError(draft.memoryLimit, PROBLEM_LIMIT_CAPS.memoryLimitMb, 'memory');
  errors.stackLimit = limitError(draft.stackLimit, PROBLEM_LIMIT_CAPS.stackLimitMb, 'stack');
  if (draft.isFileIO) {
    const names = [draft.ioReadFileName.trim(), draft.ioWriteFileName.trim()];
    if (names.some((name) => !name)) errors.fileIO = { key: 'adminProblemForm.errors.fileIONames' };
    else if (names.some((name) => !FILE_NAME.test(name) || name.startsWith('.')))
      errors.fileIO = { key: 'adminProblemForm.errors.fileIOInvalid' };
  }
  if (draft.judgeMode !== JudgeMode.DEFAULT) {
    if (!draft.spjCode.trim())
      errors.spjCode = {
        key:
          draft.judgeMode === JudgeMode.SPJ
            ? 'adminProblemForm.errors.spjRequired'
            : 'adminProblemForm.errors.interactorRequired',
      };
    else if (draft.spjCode.length > CODE_MAX_LENGTH)
      errors.spjCode = { key: 'adminProblemForm.errors.codeTooLong' };
  }
  if (draft.languages.length === 0) errors.languages = { key: 'adminProblemForm.errors.languagesRequired' };
  if (draft.codeTemplates.some((t) => t.status && !t.code.trim()))
    errors.codeTemplates = { key: 'adminProblemForm.errors.templateEmpty' };
  const tagNames = draft.tags.map((t) => t.name.trim().toLowerCase());
  if (new Set(tagNames).size !== tagNames.length) errors.tags = { key: 'adminProblemForm.errors.tagTwice' };
  errors.extraFiles = extraFilesError([...draft.userExtraFiles, ...draft.judgeExtraFiles]);
  if (draft.examples.length > MAX_EXAMPLES) errors.examples = { key: 'adminProblemForm.errors.examplesMax' };
  errors.cases = casesError(draft);
  for (const key of Object.keys(errors) as DraftField[]) if (!errors[key]) delete errors[key];
  return errors;
}
