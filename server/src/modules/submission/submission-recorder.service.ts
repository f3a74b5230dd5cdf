import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';
import { JudgeStatus, type CaseResult } from '@verdict/common';
import { ProblemService } from '../problem/problem.service';
import { AcceptedProblemEntity } from './accepted-problem.entity';
import { JudgeCaseEntity } from './judge-case.entity';
import { SubmissionEntity } from './submission.entity';
import { SubmissionStatusNotifier } from './submission-status.notifier';

const IN_PROGRESS: number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

export interface FinalVerdict {
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
  judger: string | null;
  cases: CaseResult[];
}

/**
 * The one place verdicts are written. Every write is conditional on the submission's attempt
 * and on it still being in progress, so duplicate or stale deliveries change nothing.
 */
@Injectable()
export class SubmissionRecorderService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(AcceptedProblemEntity) private readonly accepted: Repository<AcceptedProblemEntity>,
    private readonly problems: ProblemService,
    private readonly notifier: SubmissionStatusNotifier,
  ) {}

  async recordProgress(submitId: number, attempt: number, status: number, judger: string): Promise<void> {
    const result = await this.submissions
      .createQueryBuilder()
      .update(SubmissionEntity)
      .set({ status, judger })
      .where({ submitId, version: attempt, status: In(IN_PROGRESS) })
      .execute();
    if (result.affected) this.notifier.publish({ submitId, status, score: null, time: null, memory: null });
  }

  /** Applies a final verdict once; returns false when it was a duplicate or for an older attempt. */
  async recordFinal(submitId: number, attempt: number, verdict: FinalVerdict): Promise<boolean> {
    const applied = await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(SubmissionEntity)
        .set({
          status: verdict.status,
          score: verdict.score,
          oiRankScore: verdict.oiRankScore,
          time: verdict.time,
          memory: verdict.memory,
          errorMessage: verdict.errorMessage,
          judger: verdict.judger,
        })
        .where({ submitId, version: attempt, status: In(IN_PROGRESS) })
        .execute();
      if (!result.affected) return null;
      const row = await manager.findOneByOrFail(SubmissionEntity, { submitId });
      await manager.delete(JudgeCaseEntity, { submitId });
      if (verdict.cases.length > 0) {
        await manager.insert(
          JudgeCaseEntity,
          verdict.cases.map((c) => ({
            submitId,
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
      return row;
    });
    if (!applied) return false;
    await this.countVerdict(applied, verdict.status);
    this.notifier.publish({
      submitId,
      status: verdict.status,
      score: verdict.score,
      time: verdict.time,
      memory: verdict.memory,
    });
    return true;
  }

  /** Problem counters and the solved list, updated once per final verdict. */
  async countVerdict(row: SubmissionEntity, status: number): Promise<void> {
    await this.problems.recordFinalResult(row.pid, status);
    if (status === JudgeStatus.ACCEPTED && row.cid === 0 && row.gid === null) await this.countAccepted(row);
  }

  /** Takes back what countVerdict did for a verdict that is being replaced (rejudge, cancel, manual). */
  async uncountVerdict(row: SubmissionEntity): Promise<void> {
    if (IN_PROGRESS.includes(row.status) || row.status === JudgeStatus.CANCELLED) return;
    await this.problems.revertFinalResult(row.pid, row.status);
    if (row.status !== JudgeStatus.ACCEPTED) return;
    await this.accepted.delete({ submitId: row.submitId });
    // Another accepted submission of the same problem keeps it solved.
    const other = await this.submissions.findOne({
      where: {
        uid: row.uid,
        pid: row.pid,
        status: JudgeStatus.ACCEPTED,
        cid: 0,
        gid: IsNull(),
        submitId: Not(row.submitId),
      },
      order: { submitId: 'ASC' },
    });
    if (other) await this.countAccepted(other);
  }

  private async countAccepted(row: SubmissionEntity): Promise<void> {
    await this.accepted
      .createQueryBuilder()
      .insert()
      .values({ uid: row.uid, pid: row.pid, submitId: row.submitId })
      .orIgnore()
      .execute();
  }
}
