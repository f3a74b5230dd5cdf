/** The HOJ ProblemDTO a save of the problem form sends. */
import { JudgeMode, ProblemType } from '@verdict/common';
import { isSubtaskMode, type ProblemDraft } from './problem-draft';

const toJsonMap = (files: [string, string][]) =>
  files.length > 0 ? JSON.stringify(Object.fromEntries(files)) : null;

const examplesText = (examples: { input: string; output: string }[]) =>
  examples
    .filter((e) => e.input !== '' || e.output !== '')
    .map((e) => `<input>${e.input}</input><output>${e.output}</output>`)
    .join('');

/**
 * HOJ's ProblemDTO for a save. `savedSpjCode` is the checker the problem had, so the server only
 * compiles again when it changed (`changeModeCode`).
 */
export function toProblemDto(draft: ProblemDraft, savedSpjCode = '') {
  const judged = draft.judgeMode !== JudgeMode.DEFAULT;
  const oi = draft.type === ProblemType.OI;
  const subtask = isSubtaskMode(draft.judgeCaseMode);
  const upload = draft.caseSource === 'upload';
  const cases = upload ? draft.cases : draft.cases.filter((c) => c.input !== '' || c.output !== '');
  return {
    problem: {
      ...(draft.id ? { id: draft.id } : {}),
      problemId: draft.problemId.trim(),
      title: draft.title.trim(),
      description: draft.description,
      input: draft.input,
      output: draft.output,
      hint: draft.hint,
      answer: draft.answer,
      source: draft.source,
      examples: examplesText(draft.examples),
      timeLimit: Number(draft.timeLimit),
      memoryLimit: Number(draft.memoryLimit),
      stackLimit: Number(draft.stackLimit),
      difficulty: draft.difficulty,
      auth: draft.auth,
      type: draft.type,
      codeShare: draft.codeShare,
      isVip: draft.isVip,
      isRemoveEndBlank: draft.isRemoveEndBlank,
      openCaseResult: draft.openCaseResult,
      isFileIO: draft.isFileIO,
      ioReadFileName: draft.isFileIO ? draft.ioReadFileName.trim() : null,
      ioWriteFileName: draft.isFileIO ? draft.ioWriteFileName.trim() : null,
      judgeMode: draft.judgeMode,
      judgeCaseMode: draft.judgeCaseMode,
      spjLanguage: judged ? draft.spjLanguage : null,
      spjCode: judged ? draft.spjCode : null,
      userExtraFile: toJsonMap(draft.userExtraFiles),
      judgeExtraFile: toJsonMap(draft.judgeExtraFiles),
      isUploadCase: upload,
      model: draft.model,
    },
    samples: cases.map((c) => ({
      input: c.input,
      output: c.output,
      ...(oi && c.score.trim() !== '' ? { score: Number(c.score) } : {}),
      ...(subtask ? { groupNum: Number(c.groupNum) } : {}),
    })),
    isUploadTestCase: upload,
    uploadTestcaseDir: upload ? draft.uploadDir : '',
    judgeMode: draft.judgeMode,
    changeModeCode: judged && draft.spjCode !== savedSpjCode,
    changeJudgeCaseMode: true,
    languages: draft.languages.map((name) => ({ name })),
    tags: draft.tags.map((t) => (t.id ? { id: t.id, name: t.name } : { name: t.name.trim() })),
    codeTemplates: draft.codeTemplates,
  };
}
