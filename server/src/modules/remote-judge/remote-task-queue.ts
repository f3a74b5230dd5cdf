import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import { badRequest } from '../../common/http/app.exception';
import { AnswersAppQuery } from '../../events/event-bus';
import type { AppQueryAnswer, AppQueryRequest } from '../../events/events';
import { RemoteProblemEntity, RemoteTaskEntity } from './remote-judge.entities';

const taskIdOf = (task: Pick<RemoteTaskEntity, 'submitId' | 'attempt'>) => `${task.submitId}:${task.attempt}`;

/**
 * The remote queue's door: the submission module hands over each attempt of a submission to a
 * remote problem (a submit, a rejudge, a resubmit, the reconciler's re-queue), and asks which
 * attempts are still held and where they were judged.
 */
@Injectable()
export class RemoteTaskQueue {
  constructor(
    @InjectRepository(RemoteTaskEntity) private readonly tasks: Repository<RemoteTaskEntity>,
    @InjectRepository(RemoteProblemEntity) private readonly remoteProblems: Repository<RemoteProblemEntity>,
  ) {}

  @AnswersAppQuery('remote-judge.enqueue')
  async enqueue(task: AppQueryRequest<'remote-judge.enqueue'>): Promise<void> {
    const problem = await this.remoteProblems.findOneBy({ pid: task.pid });
    if (!problem) throw badRequest('This problem is not linked to a problem of another judge');
    if (await this.tasks.existsBy({ submitId: task.submitId, attempt: task.attempt })) return;
    // An earlier attempt's run is no longer wanted: its verdict would be ignored anyway.
    await this.tasks.update({ submitId: task.submitId, attempt: Not(task.attempt) }, { state: 'done' });
    await this.tasks.insert({
      submitId: task.submitId,
      attempt: task.attempt,
      oj: problem.oj,
      remoteId: problem.remoteId,
      language: task.language,
      code: task.code,
      state: 'waiting',
    });
  }

  @AnswersAppQuery('remote-judge.live-task-ids')
  async liveTaskIds({ submitIds }: AppQueryRequest<'remote-judge.live-task-ids'>): Promise<Set<string>> {
    if (submitIds.length === 0) return new Set();
    const rows = await this.tasks.find({
      where: { submitId: In(submitIds), state: Not('done') },
      select: { submitId: true, attempt: true },
    });
    return new Set(rows.map(taskIdOf));
  }

  @AnswersAppQuery('remote-judge.runs')
  async runs({
    submitIds,
  }: AppQueryRequest<'remote-judge.runs'>): Promise<AppQueryAnswer<'remote-judge.runs'>> {
    if (submitIds.length === 0) return new Map();
    const rows = await this.tasks.find({
      where: { submitId: In(submitIds) },
      select: { submitId: true, attempt: true, oj: true, runId: true, runLink: true },
      order: { attempt: 'ASC' },
    });
    return new Map(rows.map((row) => [row.submitId, { oj: row.oj, runId: row.runId, link: row.runLink }]));
  }
}
