import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import {
  canJudgeByHand,
  type CaseResult,
  ErrorCode,
  finalScores,
  IN_PROGRESS_STATUSES,
  isBeingJudged,
  isInProgressStatus,
  type JudgeProgressStage,
  JudgeStatus,
  type ScoredProblem,
} from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { TransactionRunner } from '../../database/transaction-runner';
import { EventBus } from '../../events/event-bus';
import { finalResultOf, sameFinalResult, type FinalResult } from './final-result';
import { AcceptedProblemEntity } from './accepted-problem.entity';
import { JudgeCaseEntity } from './judge-case.entity';
import { writeCases } from './write-cases';
import { SubmissionEntity } from './submission.entity';
import { VerdictCounters } from './verdict-counters';
import { verdictSubmission } from './verdict-submission';

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

export type NewSubmission = Pick<
  SubmissionEntity,
  'pid' | 'displayPid' | 'uid' | 'username' | 'code' | 'length' | 'language' | 'gid' | 'cid' | 'ip'
> &
  Partial<Pick<SubmissionEntity, 'cpid'>>;

export type VerificationSubmission = Pick<
  SubmissionEntity,
  'pid' | 'displayPid' | 'uid' | 'username' | 'code' | 'length' | 'language'
>;

/** A caller's own write that commits or rolls back with the new submission row. */
export type WriteAlongside = (manager: EntityManager, row: SubmissionEntity) => Promise<unknown>;

/** How a transition rewrites a row it holds; null leaves the row alone. */
interface Rewrite {
  set: Partial<SubmissionEntity>;
  dropCases?: boolean;
}

/** A new attempt starts from nothing: the old result, its cases and any hand judgement go. */
const NEW_ATTEMPT = {
  status: JudgeStatus.PENDING,
  score: null,
  oiRankScore: null,
  time: null,
  memory: null,
  errorMessage: null,
  judger: null,
  judgeStage: null,
  isManual: false,
} satisfies Partial<SubmissionEntity>;

/**
 * The one writer of a submission's verdict: its status, score, time, memory, judger, attempt
 * (`version`) and what they add to counters. Each transition runs in one transaction that holds
 * the row, checks its current status and attempt, rewrites it and moves the counters; after the
 * commit it pushes the new status to viewers (`submission.status`) and, when the final result
 * changed, emits one `submission.verdict`. Duplicate or stale deliveries change nothing and announce nothing.
 */
@Injectable()
export class SubmissionRecorderService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly counters: VerdictCounters,
    private readonly events: EventBus,
  ) {}

  /** Stores a new submission, Pending at attempt 0. */
  recordSubmitted(fields: NewSubmission): Promise<SubmissionEntity> {
    return this.insertPending(fields);
  }

  /**
   * Stores a submission of a package's verification run, Pending at attempt 0: outside every
   * contest and group, and marked as the run's, so no list, counter or rank sees it. `link` writes
   * in the same transaction (the run notes which submission judges which of its solutions).
   */
  recordVerificationSubmitted(
    fields: VerificationSubmission,
    link: WriteAlongside,
  ): Promise<SubmissionEntity> {
    return this.insertPending(
      { ...fields, cid: 0, cpid: 0, gid: null, ip: null, isVerification: true },
      link,
    );
  }

  /**
   * A judge took the task or moved on (`stage`: what it does beyond the status, e.g. fetching
   * test data); ignored once the attempt is over or replaced.
   */
  async recordProgress(
    submitId: number,
    attempt: number,
    status: number,
    judger: string,
    stage: JudgeProgressStage | null = null,
  ): Promise<void> {
    if (!isInProgressStatus(status)) return;
    const result = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(SubmissionEntity)
        .set({ status, judger, judgeStage: stage })
        .where({ submitId, version: attempt, status: In(IN_PROGRESS_STATUSES) })
        .execute(),
    );
    if (result.affected) {
      void this.events.emit('submission.status', { submitId, status, score: null, time: null, memory: null });
    }
  }

  /** Applies a final verdict once; returns false when it was a duplicate or for an older attempt. */
  async recordFinal(submitId: number, attempt: number, verdict: FinalVerdict): Promise<boolean> {
    const applied = await this.transactions.run(async (manager) => {
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
          judgeStage: null,
        })
        .where({ submitId, version: attempt, status: In(IN_PROGRESS_STATUSES) })
        .execute();
      if (!result.affected) return null;
      const row = await manager.findOneByOrFail(SubmissionEntity, { submitId });
      await writeCases(manager, row, verdict.cases);
      await this.counters.count(manager, row, finalResultOf(row));
      return row;
    });
    if (!applied) return false;
    this.publishStatus(applied);
    this.announce(applied, null, finalResultOf(applied));
    return true;
  }

  /** Rejudge: judges the code again as a new attempt; a late result of the old one is ignored. */
  async startNewAttempt(submitId: number): Promise<SubmissionEntity> {
    const fresh = await this.transition(submitId, (row) => {
      if (!row) throw notFound('The submission does not exist', ErrorCode.SUBMISSION_NOT_FOUND);
      return { set: { ...NEW_ATTEMPT, version: row.version + 1 }, dropCases: true };
    });
    return fresh!;
  }

  /**
   * The reconciler's re-queue of a submission no task covers: a new attempt, but only while the
   * row is still the one it found (same attempt, in progress, untouched since `staleBefore`); a
   * verdict or progress that landed meanwhile wins. Null when it was left alone.
   */
  requeueLost(submitId: number, attempt: number, staleBefore: Date): Promise<SubmissionEntity | null> {
    return this.transition(submitId, (row) => {
      if (!row || row.version !== attempt || !isInProgressStatus(row.status)) return null;
      if (row.gmtModified.getTime() >= staleBefore.getTime()) return null;
      return { set: { ...NEW_ATTEMPT, version: row.version + 1 }, dropCases: true };
    });
  }

  /** Cancels a submission no judge holds; a late result of its attempt is ignored. */
  async cancel(submitId: number, by: string): Promise<SubmissionEntity> {
    const fresh = await this.transition(submitId, (row) => {
      if (!row) throw notFound('The submission does not exist', ErrorCode.SUBMISSION_NOT_FOUND);
      if (row.status === JudgeStatus.CANCELLED) throw badRequest('The submission is already cancelled');
      if (isBeingJudged(row.status)) {
        throw badRequest('The submission is being judged and can not be cancelled now');
      }
      return {
        set: {
          status: JudgeStatus.CANCELLED,
          score: null,
          oiRankScore: null,
          isManual: true,
          judger: by,
          version: row.version + 1,
        },
      };
    });
    return fresh!;
  }

  /**
   * Sets a verdict by hand. `score` (already clamped to the problem's total) replaces the stored
   * one on OI problems; without it the stored score stays. The rank score follows the score.
   */
  async judgeByHand(
    submitId: number,
    judgement: { status: number; score?: number; by: string },
    problem: ScoredProblem | null,
  ): Promise<SubmissionEntity> {
    const fresh = await this.transition(submitId, (row) => {
      if (!row) throw notFound('The submission does not exist', ErrorCode.SUBMISSION_NOT_FOUND);
      if (!canJudgeByHand(row.status)) {
        throw badRequest('A submission that is being judged or failed to compile can not be changed by hand');
      }
      const scores = problem
        ? finalScores(problem, judgement.score ?? row.score)
        : { score: null, oiRankScore: null };
      return {
        set: {
          status: judgement.status,
          ...scores,
          isManual: true,
          judger: judgement.by,
          version: row.version + 1,
        },
      };
    });
    return fresh!;
  }

  /** Deletes a submission with its cases and takes back what its verdict counted. */
  async remove(submitId: number): Promise<void> {
    const removed = await this.transactions.run(async (manager) => {
      const row = await this.hold(manager, submitId);
      if (!row) return null;
      const before = finalResultOf(row);
      await this.counters.uncount(manager, row, before);
      await manager.delete(JudgeCaseEntity, { submitId });
      await manager.delete(SubmissionEntity, { submitId, version: row.version });
      return { row, before };
    });
    if (removed) this.announce(removed.row, removed.before, null);
  }

  /**
   * A deleted problem takes its submissions, their cases and its solved marks with it, inside the
   * problem's deletion transaction. Its counters go with the problem, so nothing is uncounted.
   */
  async removeAllOfProblem(manager: EntityManager, pid: number): Promise<void> {
    await manager.delete(JudgeCaseEntity, { pid });
    await manager.delete(AcceptedProblemEntity, { pid });
    await manager.delete(SubmissionEntity, { pid });
  }

  /**
   * Holds the row for the rest of the transaction, lets `rewrite` decide from what it holds, then
   * takes back the old result's counts, writes the row (still conditional on the status and
   * attempt it was decided from) and counts the new result.
   */
  private async transition(
    submitId: number,
    rewrite: (row: SubmissionEntity | null) => Rewrite | null,
  ): Promise<SubmissionEntity | null> {
    let refusal: unknown;
    const changed = await this.transactions.run(async (manager) => {
      const row = await this.hold(manager, submitId);
      let plan: Rewrite | null;
      try {
        plan = rewrite(row);
      } catch (error) {
        // Refused before anything was written: commit the empty transaction rather than roll
        // back, since on SQLite's one connection a rollback would also undo writes that other
        // requests made meanwhile.
        refusal = error;
        return null;
      }
      if (!row || !plan) return null;
      const before = finalResultOf(row);
      await this.counters.uncount(manager, row, before);
      const result = await manager
        .createQueryBuilder()
        .update(SubmissionEntity)
        .set(plan.set)
        .where({ submitId, version: row.version, status: row.status })
        .execute();
      if (!result.affected) throw new Error(`Submission ${submitId} changed while it was held`);
      if (plan.dropCases) await manager.delete(JudgeCaseEntity, { submitId });
      const fresh = await manager.findOneByOrFail(SubmissionEntity, { submitId });
      await this.counters.count(manager, fresh, finalResultOf(fresh));
      return { fresh, before };
    });
    if (refusal) throw refusal;
    if (!changed) return null;
    this.publishStatus(changed.fresh);
    this.announce(changed.fresh, changed.before, finalResultOf(changed.fresh));
    return changed.fresh;
  }

  private async insertPending(
    fields: Partial<SubmissionEntity>,
    link?: WriteAlongside,
  ): Promise<SubmissionEntity> {
    const row = await this.transactions.run(async (manager) => {
      const saved = await manager.save(
        manager.create(SubmissionEntity, { ...fields, status: JudgeStatus.PENDING }),
      );
      if (link) await link(manager, saved);
      return saved;
    });
    this.publishStatus(row);
    return row;
  }

  private hold(manager: EntityManager, submitId: number): Promise<SubmissionEntity | null> {
    return manager.findOne(SubmissionEntity, { where: { submitId }, lock: this.transactions.lockMode() });
  }

  private publishStatus(row: SubmissionEntity): void {
    const { submitId, status } = row;
    // A freshly saved row has no result fields at all; the wire says null.
    void this.events.emit('submission.status', {
      submitId,
      status,
      score: row.score ?? null,
      time: row.time ?? null,
      memory: row.memory ?? null,
    });
  }

  private announce(row: SubmissionEntity, before: FinalResult | null, after: FinalResult | null): void {
    // A verification run's verdict is its report's business alone: no board, rank or progress.
    if (row.isVerification || sameFinalResult(before, after)) return;
    void this.events.emit('submission.verdict', { submission: verdictSubmission(row), before, after });
  }
}
