import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, Repository } from 'typeorm';
import { JudgeStatus, type FullScreenProblemView } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import type { Viewer } from '../access/viewer';
import { PasswordGuesses } from '../auth/password-guesses.service';
import { ProblemService } from '../problem/problem.service';
import { TagService } from '../tag/tag.service';
import { TrainingCategories } from './training-categories';
import { TrainingProgressService } from './training-progress.service';
import { TrainingRules } from './training-rules';
import {
  toTrainingResponse,
  type TrainingListQueryDto,
  type TrainingProblemResponse,
  type TrainingResponse,
} from './training.dto';
import {
  TrainingAuth,
  TrainingEntity,
  TrainingProblemEntity,
  TrainingRegisterEntity,
} from './training.entity';

/** Training list page size. */
export const TRAINING_PAGE_SIZE = 15;

export const REGISTER_MESSAGES = {
  passwordEmpty: 'Enter the training password',
  passwordWrong: 'Wrong training password',
  publicTraining: 'This training is public and needs no registration',
  already: 'You have already registered for this training',
} as const;

/** The trainings users browse and enter. */
@Injectable()
export class TrainingService {
  constructor(
    private readonly rules: TrainingRules,
    private readonly progress: TrainingProgressService,
    private readonly categories: TrainingCategories,
    private readonly tags: TagService,
    private readonly guesses: PasswordGuesses,
    @InjectRepository(TrainingEntity) private readonly trainings: Repository<TrainingEntity>,
    @InjectRepository(TrainingProblemEntity)
    private readonly trainingProblems: Repository<TrainingProblemEntity>,
    @InjectRepository(TrainingRegisterEntity) private readonly registers: Repository<TrainingRegisterEntity>,
    private readonly problems: ProblemService,
  ) {}

  /** Visible site trainings, ordered by rank, with the viewer's solved count when signed in. */
  async list(query: TrainingListQueryDto, viewer?: Viewer): Promise<Page<TrainingResponse>> {
    const { current, size, skip } = pageWindow(query, TRAINING_PAGE_SIZE);
    const qb = this.trainings
      .createQueryBuilder('t')
      .where({ gid: IsNull(), status: true })
      .orderBy('t.rank', 'ASC')
      .addOrderBy('t.id', 'DESC')
      .skip(skip)
      .take(size);
    if (query.categoryId !== undefined) qb.andWhere({ categoryId: query.categoryId });
    if (query.auth) qb.andWhere({ auth: query.auth });
    const keyword = query.keyword?.trim();
    if (keyword) {
      qb.andWhere(
        new Brackets((or) => {
          or.where('t.title LIKE :like', { like: `%${keyword}%` });
          if (/^\d+$/.test(keyword)) or.orWhere('t.id = :id', { id: Number(keyword) });
        }),
      );
    }
    const [rows, total] = await qb.getManyAndCount();
    const tids = rows.map((row) => row.id);
    const [categories, problemCounts, acCounts] = await Promise.all([
      this.categories.lookup(),
      this.progress.problemCounts(tids),
      viewer ? this.progress.acCounts(viewer.uid, tids) : new Map<number, number>(),
    ]);
    const records = rows.map((row) =>
      toTrainingResponse(
        row,
        categories,
        { acCount: acCounts.get(row.id) ?? 0, problemCount: problemCounts.get(row.id) ?? 0 },
        false,
      ),
    );
    return toPage(records, total, current, size);
  }

  /** The training; a private one's description stays hidden until the viewer has entered it. */
  async detail(tid: number, viewer: Viewer): Promise<TrainingResponse> {
    const training = await this.rules.visibleTraining(viewer, tid);
    const [access, categories, progress] = await Promise.all([
      this.rules.hasAccess(viewer, training),
      this.categories.lookup(),
      this.progress.progressOf(viewer.uid, [tid]),
    ]);
    return toTrainingResponse(training, categories, progress[0], access);
  }

  async access(tid: number, viewer: Viewer): Promise<{ access: boolean }> {
    const training = await this.rules.visibleTraining(viewer, tid);
    return { access: await this.rules.hasAccess(viewer, training) };
  }

  /** Entry to a private training with its password, wrong ones limited per account and address. */
  async register(tid: number, password: string | undefined, viewer: Viewer, ip: string): Promise<void> {
    const training = await this.rules.visibleTraining(viewer, tid);
    if (training.auth !== TrainingAuth.PRIVATE) throw badRequest(REGISTER_MESSAGES.publicTraining);
    await this.guesses.requireRight(
      `training:${tid}`,
      { uid: viewer.uid, ip },
      password,
      training.privatePwd,
      {
        emptyMessage: REGISTER_MESSAGES.passwordEmpty,
        wrongMessage: REGISTER_MESSAGES.passwordWrong,
      },
    );
    if (await this.rules.isRegistered(tid, viewer.uid)) throw badRequest(REGISTER_MESSAGES.already);
    await this.registers.upsert({ tid, uid: viewer.uid, status: true }, ['tid', 'uid']);
  }

  /** The training's problems in order, with counters, tags and the viewer's own status. */
  /** The focus-mode list of the training: its problems in order with the viewer's status on each. */
  async fullScreenList(tid: number, viewer: Viewer): Promise<FullScreenProblemView[]> {
    const rows = await this.problemList(tid, viewer);
    return rows.map((row) => ({
      pid: row.pid,
      problemId: row.problemId,
      title: row.title,
      status: row.myStatus,
      score: null,
    }));
  }

  async problemList(tid: number, viewer: Viewer): Promise<TrainingProblemResponse[]> {
    await this.rules.requireEntry(viewer, tid);
    const links = await this.trainingProblems.find({ where: { tid }, order: { rank: 'ASC', id: 'ASC' } });
    const pids = links.map((link) => link.pid);
    if (pids.length === 0) return [];
    const [problems, counts, tags, cells] = await Promise.all([
      this.problems.findManyById(pids),
      this.problems.countsOf(pids),
      this.tags.tagsOfMany(pids),
      this.progress.cellsOf(tid, [viewer.uid]),
    ]);
    const mine = cells.get(viewer.uid);
    return links.flatMap((link) => {
      const problem = problems.get(link.pid);
      if (!problem) return [];
      return [
        {
          pid: problem.id,
          problemId: problem.problemId,
          displayId: link.displayId,
          title: problem.title,
          rank: link.rank,
          author: problem.author,
          difficulty: problem.difficulty,
          type: problem.type,
          tags: tags.get(problem.id) ?? [],
          ac: counts.get(problem.id)?.ac ?? 0,
          total: counts.get(problem.id)?.total ?? 0,
          myStatus: mine?.get(problem.id)?.status ?? JudgeStatus.NOT_SUBMITTED,
          isVip: problem.isVip,
          source: problem.source,
          gid: problem.gid,
        },
      ];
    });
  }
}
