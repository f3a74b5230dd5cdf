import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  finalScores,
  JudgeStatus,
  ProblemModel,
  type JudgeProblemSpec,
  type JudgeTaskQueue,
  type TaskPriority,
} from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden, serviceUnavailable, tooManyRequests } from '../../common/http/app.exception';
import { isServiceOutage } from '../../common/http/service-outage';
import { EventBus } from '../../events/event-bus';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import type { Scope } from '../access/scope';
import { submissionColumnsOf } from '../access/scope-conditions';
import { JUDGE_QUEUE } from '../judge/judge-queue.token';
import type { ProblemRow } from '../problem/problem-row';
import { toJudgeSpec } from '../problem/problem-judge-spec';
import { SiteConfigService } from '../site/site-config.service';
import { gradeQuiz } from './grade-quiz';
import {
  SubmissionRecorderService,
  type VerificationSubmission,
  type WriteAlongside,
} from './submission-recorder.service';
import { SubmitJudgeDto } from './submission.dto';
import { SubmissionEntity } from './submission.entity';
import { SubmitTarget, SubmitTargetLoader } from './submit-target';

export const taskIdOf = (submitId: number, attempt: number) => `${submitId}:${attempt}`;

/**
 * Submitting code: validate, store as Pending, hand to the judge queue; outside contests a user
 * submits at most once per interval.
 */
@Injectable()
export class SubmissionService {
  private readonly logger = new Logger(SubmissionService.name);

  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    private readonly targets: SubmitTargetLoader,
    private readonly recorder: SubmissionRecorderService,
    private readonly kv: KeyValueStore,
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeTaskQueue,
    private readonly siteConfig: SiteConfigService,
    private readonly bus: EventBus,
  ) {}

  async submit(user: AuthUser, scope: Scope, dto: SubmitJudgeDto, ip: string): Promise<SubmissionEntity> {
    const target = await this.targets.load(user, scope, dto.pid);
    const { problem } = target;
    // Quiz answers are graded here, without a judge or a language.
    if (problem.model !== ProblemModel.QUIZ) await this.targets.assertJudgeable(target, dto.language);
    const inContest = scope.kind === 'contest';
    // Contest submissions have no interval: a contest is a race.
    if (!inContest) await this.takeSubmitSlot(user.uid, 'submit');
    else if (!(await this.siteConfig.judgeSwitches()).openContestJudge) {
      throw forbidden('Contest judging is closed on this website: submitting is not allowed');
    } else if (!this.kv.isReachable()) throw serviceUnavailable();

    const row = await this.recorder.recordSubmitted({
      pid: problem.id,
      displayPid: target.placement.displayPid,
      cpid: target.placement.cpid,
      uid: user.uid,
      username: user.username,
      code: dto.code,
      length: dto.code.length,
      language: dto.language,
      ...submissionColumnsOf(scope, target.placement),
      ip,
    });
    if (problem.model === ProblemModel.QUIZ) return this.judgeQuiz(row, target);
    // Contest submissions go before normal ones and rejudges (the queue reads them in that order).
    await this.dispatchStored(row, problem, target.spec, inContest ? 'contest' : 'normal');
    return row;
  }

  /**
   * The row is stored, so the submitter gets its id even when the queue cannot take the task right
   * now (Redis restarting): the reconciler queues a submission no task covers once it has sat
   * untouched for its stale time.
   */
  private async dispatchStored(
    row: SubmissionEntity,
    problem: ProblemRow,
    spec: JudgeProblemSpec,
    priority: TaskPriority,
  ): Promise<void> {
    try {
      await this.dispatch(row, problem, spec, priority);
    } catch (error) {
      if (!isServiceOutage(error)) throw error;
      this.logger.warn(
        { err: error, submitId: row.submitId },
        `Submission ${row.submitId} is stored but not queued; the reconciler will queue it`,
      );
    }
  }

  /**
   * Submits a solution of a package's verification run: stored through the recorder as the run's
   * (with `link` in the same transaction), then queued at rejudge priority so that students'
   * submissions go first.
   */
  async submitForVerification(
    problem: ProblemRow,
    fields: VerificationSubmission,
    link: WriteAlongside,
  ): Promise<SubmissionEntity> {
    const row = await this.recorder.recordVerificationSubmitted(fields, link);
    await this.enqueue(row, problem, 'rejudge');
    return row;
  }

  /** Builds the judge task for the submission's current attempt and queues it (rejudge, requeue). */
  enqueue(row: SubmissionEntity, problem: ProblemRow, priority: TaskPriority): Promise<void> {
    return this.dispatch(row, problem, toJudgeSpec(problem), priority);
  }

  /** A remote problem's attempt goes to the remote judge's queue, any other to the local judges'. */
  private dispatch(
    row: SubmissionEntity,
    problem: ProblemRow,
    spec: JudgeProblemSpec,
    priority: TaskPriority,
  ): Promise<void> {
    if (!problem.isRemote) return this.enqueueTask(row, spec, priority);
    return this.bus.ask('remote-judge.enqueue', {
      submitId: row.submitId,
      attempt: row.version,
      pid: problem.id,
      language: row.language,
      code: row.code,
    });
  }

  private async enqueueTask(
    row: SubmissionEntity,
    spec: JudgeProblemSpec,
    priority: TaskPriority,
  ): Promise<void> {
    await this.queue.enqueue(
      {
        kind: 'submission',
        taskId: taskIdOf(row.submitId, row.version),
        submissionId: row.submitId,
        attempt: row.version,
        language: row.language,
        code: row.code,
        problem: spec,
        enqueuedAt: Date.now(),
      },
      priority,
    );
  }

  /**
   * Practice judging must be open (admin switch); then one submission per interval (the admin's
   * setting, else SUBMIT_INTERVAL_SECONDS, default 8 s); test runs have their own clock.
   */
  async takeSubmitSlot(uid: string, kind: 'submit' | 'test'): Promise<void> {
    if (!(await this.siteConfig.judgeSwitches()).openPublicJudge) {
      throw forbidden('Problem judging is closed on this website: submitting and test runs are not allowed');
    }
    // The judge queue shares Redis with this store: refuse before anything is stored, rather than
    // keep a submission the queue cannot take.
    if (!this.kv.isReachable()) throw serviceUnavailable();
    const seconds = await this.siteConfig.submitIntervalSeconds();
    if (seconds <= 0) return;
    const key = `${kind}-interval:${uid}`;
    if (await this.kv.setIfAbsent(key, '1', seconds)) return;
    const left = Math.max(1, await this.kv.ttl(key));
    throw tooManyRequests(`Submitting too fast, please wait ${left} seconds and try again`);
  }

  /**
   * Quiz answers are graded on the spot: no queue, no sandbox. Each question is stored as a
   * case (seq = question number) so the detail page can mark it right or wrong.
   */
  private async judgeQuiz(
    row: SubmissionEntity,
    { problem, quizKey: key }: SubmitTarget,
  ): Promise<SubmissionEntity> {
    const grade = gradeQuiz(row.code, key);
    await this.recorder.recordFinal(row.submitId, row.version, {
      status: grade.status,
      ...finalScores(problem, grade.score),
      time: 0,
      memory: 0,
      errorMessage: null,
      judger: 'quiz',
      cases: key.map((question) => ({
        caseId: question.question,
        seq: question.question,
        status: grade.correct[question.question] ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER,
        timeMs: 0,
        memoryKb: 0,
        score: grade.correct[question.question] ? question.score : 0,
        groupNum: 1,
        inputName: String(question.question),
        outputName: String(question.question),
      })),
    });
    return (await this.submissions.findOneBy({ submitId: row.submitId }))!;
  }
}
