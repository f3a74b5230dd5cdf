import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { JudgeStatus, type JudgeProgressStage } from '@verdict/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { runExclusive } from '../../infra/kv/run-exclusive';
import { SubmissionRecorderService } from '../submission/submission-recorder.service';
import type { RemoteJudgeAdapter, RemoteRun, RemoteRunState } from './adapters/remote-judge-adapter';
import { RemoteJudgeError } from './adapters/remote-judge-error';
import { RemoteAccountsService, type HeldAccount } from './remote-accounts.service';
import { RemoteAdapters, type RemoteSite } from './remote-adapters';
import { RemoteTaskEntity } from './remote-judge.entities';

const LOCK_SECONDS = 30;
/** Tasks looked at in one round; the rest wait for the next. */
const BATCH = 100;
/** A rate limit that names no wait pauses the account this long. */
const DEFAULT_PAUSE_MS = 30_000;

/** Reads a run often while it is young, then less: most verdicts come within seconds. */
function nextPollDelay(elapsedMs: number): number {
  if (elapsedMs < 30_000) return 1000;
  if (elapsedMs < 5 * 60_000) return 3000;
  return 10_000;
}

/**
 * Works the remote queue, on one API instance at a time: hands each waiting submission to a free
 * account of its judge at the pace that judge allows, reads the runs judged there, and records
 * every outcome through the submission recorder, the one writer of verdicts (so counters, ranks,
 * boards and trainings move as for a local verdict). What the remote could not take ends
 * Submitted Failed with the reason; a run with no verdict past the judge's limit ends System Error.
 */
@Injectable()
export class RemoteJudgeWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RemoteJudgeWorker.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  /** The step last reported on each open task's submission, by task id. */
  private readonly reported = new Map<number, JudgeProgressStage>();

  constructor(
    @InjectRepository(RemoteTaskEntity) private readonly tasks: Repository<RemoteTaskEntity>,
    private readonly accounts: RemoteAccountsService,
    private readonly adapters: RemoteAdapters,
    private readonly recorder: SubmissionRecorderService,
    private readonly kv: KeyValueStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.round(), this.config.remoteJudgeTickMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over the queue, unless the previous one still runs here or another instance runs one. */
  round(): Promise<void> {
    this.running ??= runExclusive(this.kv, 'lock:remote-judge', LOCK_SECONDS, () => this.work())
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`The remote queue could not be worked: ${String(error)}`))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async work(): Promise<void> {
    const open = await this.tasks.find({
      where: { state: In(['waiting', 'submitted']) },
      order: { id: 'ASC' },
      take: BATCH,
    });
    const openIds = new Set(open.map((task) => task.id));
    for (const id of this.reported.keys()) if (!openIds.has(id)) this.reported.delete(id);
    // Judges are independent: a slow one holds up only its own submissions.
    const byJudge = new Map<string, RemoteTaskEntity[]>();
    for (const task of open) byJudge.set(task.oj, [...(byJudge.get(task.oj) ?? []), task]);
    await Promise.all(
      [...byJudge.entries()].map(async ([oj, tasks]) => {
        // Read once a round: every waiting task of the judge is sent to the same site.
        const site = await this.accounts.siteNamed(oj);
        for (const task of tasks) {
          await (task.state === 'waiting' ? this.send(task, site) : this.check(task)).catch(
            (error: unknown) =>
              this.logger.error(
                { err: error, submitId: task.submitId },
                `Remote task of submission ${task.submitId} failed`,
              ),
          );
        }
      }),
    );
  }

  private async send(task: RemoteTaskEntity, site: RemoteSite | null): Promise<void> {
    if (!site)
      return this.finish(task, JudgeStatus.SUBMITTED_FAILED, `This site has no account on ${task.oj}`);
    const adapter = this.adapters.of(site);
    const held = await this.accounts.take(task.oj, adapter.submitIntervalMs);
    if (!held) return this.progress(task, JudgeStatus.PENDING, 'remote-waiting-account');
    await this.progress(task, JudgeStatus.SUBMITTING, 'remote-submitting');
    try {
      const run = await this.submitPaced(task, held, adapter);
      const now = Date.now();
      await this.tasks.update(
        { id: task.id },
        {
          state: 'submitted',
          accountId: held.id,
          runId: run.runId.slice(0, 64),
          runLink: run.link.slice(0, 500),
          submittedAt: new Date(now),
          nextPollAt: new Date(now + nextPollDelay(0)),
        },
      );
      await this.progress(task, JudgeStatus.JUDGING, 'remote-judging');
    } catch (error) {
      await this.submitFailed(task, held, error);
    }
  }

  /**
   * Submits, then starts the account's pace again from the remote's answer: the remote counts it
   * from the submission it received, which a login or a slow request delays past the take.
   */
  private async submitPaced(
    task: RemoteTaskEntity,
    held: HeldAccount,
    adapter: RemoteJudgeAdapter,
  ): Promise<RemoteRun> {
    try {
      return await adapter.submit(held.account, {
        remoteId: task.remoteId,
        language: task.language,
        code: task.code,
      });
    } finally {
      // A rate limit's wait (submitFailed) is set after this, so it wins.
      await this.accounts.pause(held.id, Date.now() + adapter.submitIntervalMs);
    }
  }

  private async submitFailed(task: RemoteTaskEntity, held: HeldAccount, error: unknown): Promise<void> {
    if (error instanceof RemoteJudgeError && error.kind === 'rate-limited') {
      // The submission waits for this or another account; nothing is lost.
      await this.accounts.pause(held.id, Date.now() + (error.retryAfterMs ?? DEFAULT_PAUSE_MS));
      return this.progress(task, JudgeStatus.PENDING, 'remote-waiting-account');
    }
    if (error instanceof RemoteJudgeError && error.kind === 'login-refused') {
      await this.accounts.noteError(held.id, error.message);
    }
    if (!(error instanceof RemoteJudgeError)) {
      this.logger.error({ err: error, submitId: task.submitId }, `Submitting to ${task.oj} failed`);
    }
    const failure = error instanceof RemoteJudgeError ? error.message : `Submitting to ${task.oj} failed`;
    await this.finish(task, JudgeStatus.SUBMITTED_FAILED, failure);
  }

  private async check(task: RemoteTaskEntity): Promise<void> {
    const now = Date.now();
    if (task.nextPollAt && task.nextPollAt.getTime() > now) return;
    const held = task.accountId === null ? null : await this.accounts.open(task.accountId);
    if (!held)
      return this.finish(
        task,
        JudgeStatus.SYSTEM_ERROR,
        `The ${task.oj} account that submitted it was removed`,
      );
    const adapter = this.adapters.of(held.site);
    const elapsed = now - (task.submittedAt?.getTime() ?? now);
    let state: RemoteRunState;
    try {
      state = await adapter.poll(held.account, {
        runId: task.runId ?? '',
        link: task.runLink ?? '',
        remoteId: task.remoteId,
      });
    } catch (error) {
      if (!(error instanceof RemoteJudgeError)) throw error;
      // Reading the run failed: the remote has the code, so try again until its limit.
      return this.waitOrGiveUp(task, adapter, elapsed, `; the last reading failed: ${error.message}`);
    }
    if (!state.done) return this.waitOrGiveUp(task, adapter, elapsed, '');
    await this.recorder.recordFinal(task.submitId, task.attempt, {
      status: state.status,
      score: null,
      oiRankScore: null,
      time: state.timeMs,
      memory: state.memoryKb,
      errorMessage: state.errorMessage,
      judger: task.oj,
      cases: [],
    });
    await this.done(task);
  }

  private async waitOrGiveUp(
    task: RemoteTaskEntity,
    adapter: RemoteJudgeAdapter,
    elapsed: number,
    why: string,
  ): Promise<void> {
    if (elapsed > adapter.resultLimitMs) {
      const minutes = Math.round(adapter.resultLimitMs / 60_000);
      return this.finish(
        task,
        JudgeStatus.SYSTEM_ERROR,
        `${task.oj} gave no verdict within ${minutes} minutes${why}`,
      );
    }
    await this.tasks.update({ id: task.id }, { nextPollAt: new Date(Date.now() + nextPollDelay(elapsed)) });
  }

  /**
   * Reports a step on the submission once: a submission waiting for an account is looked at every
   * round, and rewriting its row each time would restart its "waiting for" clock and push a status
   * nobody needs.
   */
  private async progress(task: RemoteTaskEntity, status: number, stage: JudgeProgressStage): Promise<void> {
    if (this.reported.get(task.id) === stage) return;
    await this.recorder.recordProgress(task.submitId, task.attempt, status, task.oj, stage);
    this.reported.set(task.id, stage);
  }

  /** Ends the attempt without a remote verdict, saying why. */
  private async finish(task: RemoteTaskEntity, status: number, failure: string): Promise<void> {
    await this.recorder.recordFinal(task.submitId, task.attempt, {
      status,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
      errorMessage: failure,
      judger: task.oj,
      cases: [],
    });
    await this.done(task);
  }

  private async done(task: RemoteTaskEntity): Promise<void> {
    await this.tasks.update({ id: task.id }, { state: 'done' });
    this.reported.delete(task.id);
  }
}
