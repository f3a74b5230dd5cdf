import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { pageWindow, toPage, type Page } from '../../common/http/pagination';
import type { Viewer } from '../access/viewer';
import { UserDirectory } from '../user/user-directory';
import { rankedUser, rankStandings } from './rank-standings';
import { submissionInfoOf } from './submission-info';
import { TrainingProgressService } from './training-progress.service';
import { TrainingRules } from './training-rules';
import type { TrainingRankCell, TrainingRankQueryDto, TrainingRankResponse } from './training.dto';
import { TrainingAuth, TrainingProblemEntity, TrainingRegisterEntity } from './training.entity';

/** Users' rank cells in one training, and how many problems it holds. */
export interface RankCells {
  problemCount: number;
  of(uid: string): Record<string, TrainingRankCell>;
}

/** Rank page size. */
export const TRAINING_RANK_PAGE_SIZE = 30;

/**
 * The training rank: everyone with a result on its problems (in a private training,
 * everyone registered), read from the kept progress. Real names are for training admins only.
 */
@Injectable()
export class TrainingRankService {
  constructor(
    private readonly rules: TrainingRules,
    private readonly progress: TrainingProgressService,
    @InjectRepository(TrainingProblemEntity) private readonly problems: Repository<TrainingProblemEntity>,
    @InjectRepository(TrainingRegisterEntity) private readonly registers: Repository<TrainingRegisterEntity>,
    private readonly users: UserDirectory,
  ) {}

  async rank(query: TrainingRankQueryDto, viewer: Viewer): Promise<Page<TrainingRankResponse>> {
    const training = await this.rules.requireEntry(viewer, query.tid);
    const { current, size, skip } = pageWindow(query, TRAINING_RANK_PAGE_SIZE);
    let standings = await this.progress.standings(training.id);
    if (training.auth === TrainingAuth.PRIVATE) {
      const registered = await this.registers.find({
        where: { tid: training.id, status: true },
        select: { uid: true },
      });
      const known = new Map(standings.map((row) => [row.uid, row]));
      standings = registered.map((row) => known.get(row.uid) ?? { uid: row.uid, ac: 0, runTime: 0 });
    }
    let ranked = rankStandings(standings);
    const keyword = query.keyword?.trim().toLowerCase();
    if (keyword) {
      const matching = await this.matchingUsers(
        ranked.map((row) => row.uid),
        keyword,
      );
      ranked = ranked.filter((row) => matching.has(row.uid));
    }
    const pageRows = ranked.slice(skip, skip + size);
    const uids = pageRows.map((row) => row.uid);
    const [users, cells] = await Promise.all([this.users.cardsOf(uids), this.rankCells(training.id, uids)]);
    const showsRealName = await this.rules.isTrainingAdmin(viewer, training);
    const records = pageRows.map((row): TrainingRankResponse => {
      const user = users.get(row.uid);
      return {
        ...rankedUser(row, user),
        gender: user?.gender ?? 'secrecy',
        school: user?.school ?? null,
        realname: showsRealName ? (user?.realname ?? null) : null,
        ac: row.ac,
        totalRunTime: row.runTime,
        submissionInfo: cells.of(row.uid),
      };
    });
    return toPage(records, ranked.length, current, size);
  }

  /**
   * These users' rank cells in the training, keyed by the problems' display ids there, and how many
   * problems it holds (its rank and, for a group's homework, the homework rank).
   */
  async rankCells(tid: number, uids: string[]): Promise<RankCells> {
    const [cells, links] = await Promise.all([
      this.progress.cellsOf(tid, uids),
      this.problems.find({ where: { tid }, select: { pid: true, displayId: true } }),
    ]);
    const displayIdOf = new Map(links.map((link) => [link.pid, link.displayId]));
    return { problemCount: links.length, of: (uid) => submissionInfoOf(cells.get(uid), displayIdOf) };
  }

  /** Of the given users, those whose username, nickname or school holds the keyword. */
  private async matchingUsers(uids: string[], keyword: string): Promise<Set<string>> {
    const matching = new Set<string>();
    for (const user of (await this.users.cardsOf(uids)).values()) {
      const fields = [user.username, user.nickname, user.school];
      if (fields.some((field) => field?.toLowerCase().includes(keyword))) matching.add(user.uid);
    }
    return matching;
  }
}
