import type { EntityManager } from 'typeorm';
import type { CaseResult } from '@verdict/common';
import { JudgeCaseEntity } from './judge-case.entity';
import type { SubmissionEntity } from './submission.entity';

/** The verdict's case rows (an in-progress row has none, unless left from an old import). */
export async function writeCases(
  manager: EntityManager,
  row: SubmissionEntity,
  cases: CaseResult[],
): Promise<void> {
  if (await manager.existsBy(JudgeCaseEntity, { submitId: row.submitId })) {
    await manager.delete(JudgeCaseEntity, { submitId: row.submitId });
  }
  if (cases.length === 0) return;
  await manager.insert(
    JudgeCaseEntity,
    cases.map((c) => ({
      submitId: row.submitId,
      uid: row.uid,
      pid: row.pid,
      caseId: c.caseId,
      seq: c.seq,
      status: c.status,
      time: c.timeMs,
      memory: c.memoryKb,
      score: c.score,
      groupNum: c.groupNum,
      inputData: c.inputName,
      outputData: c.outputName,
      userOutput: c.userOutput ?? c.message ?? null,
    })),
  );
}
