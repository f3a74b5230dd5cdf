import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { JudgeStatus, oiRankScore, ProblemType } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { ProblemService } from '../problem/problem.service';
import { JudgeCaseEntity } from './judge-case.entity';
import { SubmissionRecorderService } from './submission-recorder.service';
import { ManualJudgeQueryDto } from './submission.dto';
import { SubmissionEntity } from './submission.entity';
import { SubmissionQueryService } from './submission-query.service';
import { SubmissionService } from './submission.service';
import { SubmissionStatusNotifier } from './submission-status.notifier';

const RUNNING: number[] = [JudgeStatus.COMPILING, JudgeStatus.JUDGING];

/** Rejudge, cancel, manual judge and deletion (seed 1 §4, hoj-domain-facts §2 and §13). */
@Injectable()
export class SubmissionAdminService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    private readonly problems: ProblemService,
    private readonly submitting: SubmissionService,
    private readonly recorder: SubmissionRecorderService,
    private readonly notifier: SubmissionStatusNotifier,
    private readonly query: SubmissionQueryService,
  ) {}

  private async load(submitId: number): Promise<SubmissionEntity> {
    const row = await this.submissions.findOneBy({ submitId });
    if (!row) throw notFound('The submission does not exist');
    return row;
  }

  /** The owner sends a submission that failed to reach its judge (status 10) once more (HOJ resubmit). */
  async resubmit(user: AuthUser, submitId: number): Promise<SubmissionEntity> {
    const row = await this.load(submitId);
    if (row.uid !== user.uid) throw forbidden('You can not resubmit the code of another user');
    if (row.status !== JudgeStatus.SUBMITTED_FAILED) {
      throw badRequest('Only a submission that failed to submit can be resubmitted');
    }
    return this.rejudge(submitId);
  }

  /** Resets the verdict and judges the code again as a new attempt. */
  async rejudge(submitId: number): Promise<SubmissionEntity> {
    const row = await this.load(submitId);
    const problem = await this.problems.findById(row.pid);
    if (!problem) throw badRequest('The problem of this submission no longer exists');
    await this.recorder.uncountVerdict(row);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        SubmissionEntity,
        { submitId },
        {
          status: JudgeStatus.PENDING,
          version: row.version + 1,
          score: null,
          oiRankScore: null,
          time: null,
          memory: null,
          errorMessage: null,
          judger: null,
          isManual: false,
        },
      );
      await manager.delete(JudgeCaseEntity, { submitId });
    });
    const fresh = await this.load(submitId);
    this.publish(fresh);
    await this.submitting.enqueue(fresh, problem, 'rejudge');
    return fresh;
  }

  /** Cancels a submission that is not being compiled or run; any late result is ignored. */
  async cancel(admin: AuthUser, submitId: number): Promise<SubmissionEntity> {
    const row = await this.load(submitId);
    if (row.status === JudgeStatus.CANCELLED) throw badRequest('The submission is already cancelled');
    if (RUNNING.includes(row.status))
      throw badRequest('The submission is being judged and can not be cancelled now');
    await this.recorder.uncountVerdict(row);
    await this.submissions.update(
      { submitId },
      {
        status: JudgeStatus.CANCELLED,
        version: row.version + 1,
        score: null,
        oiRankScore: null,
        isManual: true,
        judger: admin.username,
      },
    );
    const fresh = await this.load(submitId);
    this.publish(fresh);
    return fresh;
  }

  /** Sets a verdict by hand; the score (OI problems) is clamped to the problem's total. */
  async manualJudge(admin: AuthUser, dto: ManualJudgeQueryDto): Promise<SubmissionEntity> {
    const row = await this.load(dto.submitId);
    if ([...RUNNING, JudgeStatus.COMPILE_ERROR].includes(row.status)) {
      throw badRequest('A submission that is being judged or failed to compile can not be changed by hand');
    }
    const problem = await this.problems.findById(row.pid);
    const isOi = problem?.type === ProblemType.OI;
    const score =
      isOi && dto.score !== undefined ? Math.min(dto.score, problem.ioScore) : isOi ? row.score : null;
    await this.recorder.uncountVerdict(row);
    await this.submissions.update(
      { submitId: row.submitId },
      {
        status: dto.status,
        score,
        oiRankScore:
          isOi && problem && score !== null
            ? oiRankScore(score, problem.difficulty, problem.problemId)
            : null,
        isManual: true,
        judger: admin.username,
        version: row.version + 1,
      },
    );
    const fresh = await this.load(row.submitId);
    await this.recorder.countVerdict(fresh, fresh.status);
    this.publish(fresh);
    return fresh;
  }

  async delete(submitId: number): Promise<void> {
    const row = await this.load(submitId);
    await this.recorder.uncountVerdict(row);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(JudgeCaseEntity, { submitId });
      await manager.delete(SubmissionEntity, { submitId });
    });
    this.query.forgetPages();
  }

  /** Clears one student's submissions on one problem (by display id); returns how many went. */
  async deleteAllOfUserOnProblem(problemDisplayId: string, uid: string): Promise<number> {
    const problem = await this.problems.findByDisplayId(problemDisplayId);
    if (!problem) throw notFound('The problem does not exist');
    const rows = await this.submissions.find({ where: { pid: problem.id, uid }, select: ['submitId'] });
    for (const row of rows) await this.delete(row.submitId);
    return rows.length;
  }

  private publish(row: SubmissionEntity): void {
    this.notifier.publish({
      submitId: row.submitId,
      status: row.status,
      score: row.score,
      time: row.time,
      memory: row.memory,
    });
  }
}
