import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProblemAuth, type AdminTrainingProblemList, type TrainingProblemLink } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { pageWindow, toPage, type PageQueryDto } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { PROBLEM_NOT_FOUND } from '../access/scope-rules';
import { ProblemPicker } from '../problem/problem-picker';
import type { ProblemRow } from '../problem/problem-row';
import { ProblemService } from '../problem/problem.service';
import { TrainingProgressService } from './training-progress.service';
import type { AddTrainingProblemDto, UpdateTrainingProblemDto } from './training.dto';
import { TrainingProblemEntity, type TrainingEntity } from './training.entity';
import { toPickerRow } from '../problem/picker-row';

const PAGE_SIZE = 10;

export const TRAINING_PROBLEM_MESSAGES = {
  duplicate: 'The problem is already in this training',
  displayIdTaken: 'The display id is already used in this training',
  notPublic: 'Only public problems can be added to a training',
  notInTraining: 'The problem is not in this training',
} as const;

export interface TrainingProblemListQuery extends PageQueryDto {
  keyword?: string;
}

const toLink = (row: TrainingProblemEntity): TrainingProblemLink => ({
  id: row.id,
  tid: row.tid,
  pid: row.pid,
  displayId: row.displayId,
  rank: row.rank,
});

/**
 * Which problems a training holds, under which display ids, in which order: the work behind the
 * site's and the groups' training problem pages, once the caller has checked who may manage the
 * training.
 */
@Injectable()
export class TrainingProblemLinks {
  constructor(
    private readonly progress: TrainingProgressService,
    private readonly transactions: TransactionRunner,
    @InjectRepository(TrainingProblemEntity) private readonly links: Repository<TrainingProblemEntity>,
    private readonly problems: ProblemService,
    private readonly picker: ProblemPicker,
  ) {}

  /**
   * `existing`: the training's problems in order; otherwise the public problems not in it yet (the
   * picker problems are added from).
   */
  async list(
    training: TrainingEntity,
    existing: boolean,
    query: TrainingProblemListQuery,
  ): Promise<AdminTrainingProblemList> {
    const { current, size, skip } = pageWindow(query, PAGE_SIZE);
    const links = await this.links.find({ where: { tid: training.id }, order: { rank: 'ASC', id: 'ASC' } });
    const pids = links.map((link) => link.pid);
    const page = { keyword: query.keyword, skip, take: size };
    const [rows, total] = existing
      ? await this.picker.among(pids, page)
      : await this.picker.addable(pids, { auth: ProblemAuth.PUBLIC }, page);
    const records = rows.map((row) => ({ ...toPickerRow(row), isVip: row.isVip }));
    if (existing) {
      const order = new Map(links.map((link, index) => [link.pid, index]));
      records.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    }
    const trainingProblemMap: Record<number, TrainingProblemLink> = {};
    for (const link of links) trainingProblemMap[link.pid] = toLink(link);
    return { problemList: toPage(records, total, current, size), trainingProblemMap };
  }

  /** Adds a public problem under its display id (the problem's own id when none is given). */
  async addPublic(training: TrainingEntity, dto: AddTrainingProblemDto): Promise<void> {
    const problem = await this.problems.findById(dto.pid);
    if (!problem) throw notFound(PROBLEM_NOT_FOUND);
    if (problem.auth !== ProblemAuth.PUBLIC || problem.gid !== null) {
      throw badRequest(TRAINING_PROBLEM_MESSAGES.notPublic);
    }
    await this.add(training, problem, dto.displayId?.trim() || problem.problemId);
  }

  /** The link and everyone's progress on the problem in the training, all or nothing. */
  async add(training: TrainingEntity, problem: ProblemRow, displayId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      if (await manager.existsBy(TrainingProblemEntity, { tid: training.id, pid: problem.id })) {
        throw badRequest(TRAINING_PROBLEM_MESSAGES.duplicate);
      }
      if (await manager.existsBy(TrainingProblemEntity, { tid: training.id, displayId })) {
        throw badRequest(TRAINING_PROBLEM_MESSAGES.displayIdTaken);
      }
      const last = await manager.findOne(TrainingProblemEntity, {
        where: { tid: training.id },
        order: { rank: 'DESC' },
      });
      await manager.insert(TrainingProblemEntity, {
        tid: training.id,
        pid: problem.id,
        displayId,
        rank: (last?.rank ?? 0) + 1,
      });
      await this.progress.problemAdded(manager, training.id, problem.id);
    });
  }

  /** A training problem's display id and order. */
  async update(training: TrainingEntity, dto: UpdateTrainingProblemDto): Promise<void> {
    const link = await this.require(training, dto.pid);
    const taken = await this.links.findOneBy({ tid: link.tid, displayId: dto.displayId });
    if (taken && taken.id !== link.id) throw badRequest(TRAINING_PROBLEM_MESSAGES.displayIdTaken);
    await this.links.update(
      { id: link.id },
      { displayId: dto.displayId, ...(dto.rank !== undefined && { rank: dto.rank }) },
    );
  }

  /** Takes the problem out of the training, with everyone's progress on it there. */
  async remove(training: TrainingEntity, pid: number): Promise<void> {
    const link = await this.require(training, pid);
    await this.transactions.run(async (manager) => {
      await manager.delete(TrainingProblemEntity, { id: link.id });
      await this.progress.problemRemoved(manager, link.tid, link.pid);
    });
  }

  private async require(training: TrainingEntity, pid: number): Promise<TrainingProblemEntity> {
    const link = await this.links.findOneBy({ tid: training.id, pid });
    if (!link) throw notFound(TRAINING_PROBLEM_MESSAGES.notInTraining);
    return link;
  }
}
