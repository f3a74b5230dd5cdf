import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, IsNull, Not, Repository } from 'typeorm';
import { ProblemAuth } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest, notFound } from '../../../common/http/app.exception';
import { pageWindow, toPage } from '../../../common/http/pagination';
import { TransactionRunner } from '../../../database/transaction-runner';
import { PROBLEM_NOT_FOUND } from '../../access/scope-rules';
import { ProblemEntity } from '../../problem/problem.entity';
import {
  TRAINING_PROBLEM_MESSAGES,
  type AdminTrainingProblemList,
  type TrainingProblemRow,
} from '../training-problem-admin.service';
import { TrainingProgressService } from '../training-progress.service';
import type { AddTrainingProblemDto, UpdateTrainingProblemDto } from '../training.dto';
import { TrainingProblemEntity, type TrainingEntity } from '../training.entity';
import { GroupTrainingAccess } from './group-training-access';
import { GROUP_TRAINING_MESSAGES, type GroupTrainingProblemListQueryDto } from './group-training.dto';

const PAGE_SIZE = 10;

const toRow = (row: TrainingProblemEntity): TrainingProblemRow => ({
  id: row.id,
  tid: row.tid,
  pid: row.pid,
  displayId: row.displayId,
  rank: row.rank,
});

/**
 * The problems of a group's training, managed by those who may edit it: public problems, or the
 * group's own problems by their display id (seed 2 §2 "add from public or group problems").
 */
@Injectable()
export class GroupTrainingProblemService {
  constructor(
    private readonly access: GroupTrainingAccess,
    private readonly progress: TrainingProgressService,
    private readonly transactions: TransactionRunner,
    @InjectRepository(TrainingProblemEntity) private readonly links: Repository<TrainingProblemEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
  ) {}

  /** The training's problems in order (`queryExisted`, the default), else public problems not in it yet. */
  async list(query: GroupTrainingProblemListQueryDto, viewer: AuthUser): Promise<AdminTrainingProblemList> {
    const { training } = await this.access.requireManageable(viewer, query.tid);
    const existing = query.queryExisted ?? true;
    const { current, size, skip } = pageWindow(query, PAGE_SIZE);
    const links = await this.links.find({ where: { tid: training.id }, order: { rank: 'ASC', id: 'ASC' } });
    const pids = links.map((link) => link.pid);
    const qb = this.problems.createQueryBuilder('p').skip(skip).take(size).orderBy('p.id', 'ASC');
    if (existing) qb.where({ id: In(pids.length ? pids : [0]) });
    else qb.where({ auth: ProblemAuth.PUBLIC, gid: IsNull(), ...(pids.length ? { id: Not(In(pids)) } : {}) });
    const keyword = query.keyword?.trim();
    if (keyword) {
      qb.andWhere(
        new Brackets((or) => {
          or.where('p.title LIKE :like', { like: `%${keyword}%` });
          or.orWhere('p.problemId LIKE :like', { like: `%${keyword}%` });
        }),
      );
    }
    const [rows, total] = await qb.getManyAndCount();
    const records = rows.map((row) => ({
      id: row.id,
      problemId: row.problemId,
      title: row.title,
      author: row.author,
      type: row.type,
      difficulty: row.difficulty,
      auth: row.auth,
      isVip: row.isVip,
    }));
    if (existing) {
      const order = new Map(links.map((link, index) => [link.pid, index]));
      records.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    }
    const trainingProblemMap: Record<number, TrainingProblemRow> = {};
    for (const link of links) trainingProblemMap[link.pid] = toRow(link);
    return { problemList: toPage(records, total, current, size), trainingProblemMap };
  }

  /** Adds a public problem under its display id (the problem's own id when none is given). */
  async addFromPublic(dto: AddTrainingProblemDto, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, dto.tid);
    const problem = await this.problems.findOneBy({ id: dto.pid });
    if (!problem) throw notFound(PROBLEM_NOT_FOUND);
    if (problem.auth !== ProblemAuth.PUBLIC || problem.gid !== null) {
      throw badRequest(TRAINING_PROBLEM_MESSAGES.notPublic);
    }
    await this.link(training, problem, dto.displayId?.trim() || problem.problemId);
  }

  /** Adds one of the group's own problems, named by its display id. */
  async addFromGroup(problemId: string, tid: number, viewer: AuthUser): Promise<void> {
    const { training } = await this.access.requireManageable(viewer, tid);
    const problem = await this.problems.findOneBy({ problemId });
    if (!problem || problem.gid === null) throw notFound(GROUP_TRAINING_MESSAGES.groupProblemNotFound);
    if (problem.gid !== training.gid) throw badRequest(GROUP_TRAINING_MESSAGES.otherGroupProblem);
    await this.link(training, problem, problem.problemId);
  }

  /** A training problem's display id and order. */
  async update(dto: UpdateTrainingProblemDto, viewer: AuthUser): Promise<void> {
    const link = await this.requireLink(dto.tid, dto.pid, viewer);
    const taken = await this.links.findOneBy({ tid: link.tid, displayId: dto.displayId });
    if (taken && taken.id !== link.id) throw badRequest(TRAINING_PROBLEM_MESSAGES.displayIdTaken);
    await this.links.update(
      { id: link.id },
      { displayId: dto.displayId, ...(dto.rank !== undefined && { rank: dto.rank }) },
    );
  }

  /** Takes the problem out of the training, with everyone's progress on it there. */
  async remove(tid: number, pid: number, viewer: AuthUser): Promise<void> {
    const link = await this.requireLink(tid, pid, viewer);
    await this.transactions.run(async (manager) => {
      await manager.delete(TrainingProblemEntity, { id: link.id });
      await this.progress.problemRemoved(manager, link.tid, link.pid);
    });
  }

  /** The link and everyone's progress on the problem in the training, all or nothing. */
  private async link(training: TrainingEntity, problem: ProblemEntity, displayId: string): Promise<void> {
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

  private async requireLink(tid: number, pid: number, viewer: AuthUser): Promise<TrainingProblemEntity> {
    const { training } = await this.access.requireManageable(viewer, tid);
    const link = await this.links.findOneBy({ tid: training.id, pid });
    if (!link) throw notFound(TRAINING_PROBLEM_MESSAGES.notInTraining);
    return link;
  }
}
