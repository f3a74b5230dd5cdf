import {
  normalizeJudgeCaseMode,
  type JudgeModeName,
  type JudgeProblemSpec,
  type ProblemTypeCode,
} from '@verdict/common';
import type { ProblemEntity } from './problem.entity';
import { parseExtraFiles } from '../test-data/extra-files';

/** The judge's view of a problem, as a judge task carries it. */
export function toJudgeSpec(problem: ProblemEntity): JudgeProblemSpec {
  const userExtraFiles = parseExtraFiles(problem.userExtraFile);
  return {
    id: problem.id,
    displayId: problem.problemId,
    testdataVersion: problem.caseVersion,
    type: problem.type as ProblemTypeCode,
    judgeMode: problem.judgeMode as JudgeModeName,
    judgeCaseMode: normalizeJudgeCaseMode(problem.judgeCaseMode) ?? 'default',
    timeLimitMs: problem.timeLimit,
    memoryLimitMb: problem.memoryLimit,
    stackLimitMb: problem.stackLimit,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.isFileIO ? (problem.ioReadFileName ?? undefined) : undefined,
    ioWriteFileName: problem.isFileIO ? (problem.ioWriteFileName ?? undefined) : undefined,
    userExtraFiles: Object.keys(userExtraFiles).length > 0 ? userExtraFiles : undefined,
  };
}
