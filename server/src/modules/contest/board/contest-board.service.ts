import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { ContestType, Role, type AcmRankRow, type OiRankRow } from '@verdict/common';
import { SubmissionEntity } from '../../submission/submission.entity';
import { VerdictEvents, type VerdictChanged } from '../../submission/verdict-events';
import { UserEntity } from '../../user/user.entity';
import { ContestProblemEntity } from '../contest-problem.entity';
import { ContestStore } from '../contest-store';
import { awardsOf, starAccountsOf } from '../contest-view';
import type { ContestEntity } from '../contest.entity';
import {
  acmCell,
  oiCell,
  type AcmCellFacts,
  type BoardCell,
  type BoardSubmission,
  type BoardWindow,
  type OiCellFacts,
} from './board-cell';
import { acmBoard, oiBoard, type BoardPerson, type BoardView } from './board-rank';
import { BoardStore, cellField, type StoredBoard } from './board-store';

export type RankRow = AcmRankRow | OiRankRow;

/** What a board read asks for. */
export interface BoardQuery {
  view: BoardView;
  removeStar: boolean;
}

/** A build that waits longer than this for another instance's build reads the store as it is. */
const BUILD_WAIT_MS = 15_000;
const BUILD_LEASE_SECONDS = 60;

/**
 * The contest boards (hoj-domain-facts §10), kept cell by cell: built once from the contest's
 * submissions, then each `VerdictChanged` recomputes the one (user, problem) cell it touches from
 * that user's submissions to that problem. Cells live in the shared store, so every API instance
 * reads the same board; each keeps the ranked rows of the version it read last.
 */
@Injectable()
export class ContestBoardService implements OnModuleInit {
  private readonly logger = new Logger(ContestBoardService.name);
  /** cid → the board last read and its ranked rows per query. */
  private readonly local = new Map<number, { board: StoredBoard; ranked: Map<string, RankRow[]> }>();
  private readonly listeners = new Set<(cid: number) => void>();

  constructor(
    private readonly store: BoardStore,
    private readonly contests: ContestStore,
    private readonly verdicts: VerdictEvents,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(ContestProblemEntity) private readonly problems: Repository<ContestProblemEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  onModuleInit(): void {
    this.verdicts.subscribe((event) => this.apply(event));
  }

  /** Called after a board changed (for the socket push). */
  onChange(listener: (cid: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The ranked rows of a contest's board in the asked view. */
  async rows(contest: ContestEntity, query: BoardQuery): Promise<RankRow[]> {
    await this.ensureBuilt(contest);
    const version = await this.store.version(contest.id);
    let entry = this.local.get(contest.id);
    if (!entry || entry.board.version !== version) {
      entry = { board: await this.store.read(contest.id), ranked: new Map() };
      this.local.set(contest.id, entry);
    }
    const key = `${query.view}:${query.removeStar}`;
    let ranked = entry.ranked.get(key);
    if (!ranked) {
      ranked = await this.rank(contest, entry.board, query);
      entry.ranked.set(key, ranked);
    }
    return ranked;
  }

  /** Forgets a board (its contest's times, seal, type or score rule changed): rebuilt on the next read. */
  async drop(cid: number): Promise<void> {
    this.local.delete(cid);
    await this.store.drop(cid);
    this.changed(cid);
  }

  private async rank(contest: ContestEntity, board: StoredBoard, query: BoardQuery): Promise<RankRow[]> {
    const problems = await this.problems.find({ where: { cid: contest.id }, select: ['pid', 'displayId'] });
    const options = {
      view: query.view,
      displayIds: new Map(problems.map((row) => [row.pid, row.displayId])),
      stars: new Set(starAccountsOf(contest)),
      removeStar: query.removeStar,
      rankShowName: contest.rankShowName,
      awardType: contest.awardType,
      awards: awardsOf(contest),
    };
    // The author and super admins try problems out; they are not contestants (hoj-domain-facts §10).
    const people = new Map(
      [...board.people].filter(([uid]) => !this.isExcluded(contest, board.people.get(uid)!)),
    );
    return contest.type === ContestType.ACM
      ? acmBoard(board.cells as Map<string, Map<number, BoardCell<AcmCellFacts>>>, people, options)
      : oiBoard(board.cells as Map<string, Map<number, BoardCell<OiCellFacts>>>, people, options);
  }

  private isExcluded(contest: ContestEntity, person: BoardPerson & { role?: number }): boolean {
    return person.uid === contest.uid || person.role === Role.ROOT;
  }

  private window(contest: ContestEntity): BoardWindow {
    const start = contest.startTime.getTime();
    return {
      endAt: (contest.endTime.getTime() - start) / 1000,
      sealAt:
        contest.sealRank && contest.sealRankTime ? (contest.sealRankTime.getTime() - start) / 1000 : null,
    };
  }

  private cellOf(contest: ContestEntity, submissions: BoardSubmission[]): BoardCell<unknown> | null {
    const window = this.window(contest);
    return contest.type === ContestType.ACM
      ? acmCell(submissions, window)
      : oiCell(submissions, window, contest.oiRankScoreType);
  }

  private async boardSubmissions(
    contest: ContestEntity,
    where: Record<string, unknown>,
  ): Promise<BoardSubmission[]> {
    const rows = await this.submissions.find({
      select: ['submitId', 'uid', 'pid', 'submitTime', 'status', 'score', 'time'],
      where: { cid: contest.id, ...where },
    });
    const start = contest.startTime.getTime();
    return rows.map((row) => ({
      submitId: row.submitId,
      uid: row.uid,
      pid: row.pid,
      at: Math.floor((row.submitTime.getTime() - start) / 1000),
      status: row.status,
      score: row.score,
      time: row.time,
    }));
  }

  private async people(uids: string[]): Promise<(BoardPerson & { role: number })[]> {
    if (uids.length === 0) return [];
    const users = await this.users.find({
      select: ['uid', 'username', 'nickname', 'realname', 'school', 'gender', 'avatar', 'role'],
      where: { uid: In(uids) },
    });
    return users.map(({ uid, username, nickname, realname, school, gender, avatar, role }) => ({
      uid,
      username,
      nickname,
      realname,
      school,
      gender,
      avatar,
      role,
    }));
  }

  /** Builds the board once (one instance builds, the others wait for it). */
  private async ensureBuilt(contest: ContestEntity): Promise<void> {
    if (await this.store.isBuilt(contest.id)) return;
    const token = randomUUID();
    const deadline = Date.now() + BUILD_WAIT_MS;
    while (!(await this.store.claimBuild(contest.id, token, BUILD_LEASE_SECONDS))) {
      if (await this.store.isBuilt(contest.id)) return;
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      if (!(await this.store.isBuilt(contest.id))) await this.build(contest);
    } finally {
      await this.store.releaseBuild(contest.id, token);
    }
  }

  private async build(contest: ContestEntity): Promise<void> {
    const started = new Date();
    const submissions = await this.boardSubmissions(contest, {});
    const grouped = new Map<string, BoardSubmission[]>();
    for (const submission of submissions) {
      const field = cellField(submission.uid, submission.pid);
      grouped.set(field, [...(grouped.get(field) ?? []), submission]);
    }
    const cells = new Map<string, BoardCell<unknown>>();
    for (const [field, list] of grouped) {
      const cell = this.cellOf(contest, list);
      if (cell) cells.set(field, cell);
    }
    await this.store.replace(
      contest.id,
      cells,
      await this.people([...new Set(submissions.map((s) => s.uid))]),
    );
    // Verdicts committed while the build read were skipped by apply (not built yet): catch up.
    const since = new Date(started.getTime() - 2_000);
    const late = await this.submissions.find({
      select: ['uid', 'pid'],
      where: { cid: contest.id, gmtModified: MoreThanOrEqual(since) },
    });
    const touched = new Map(late.map((row) => [cellField(row.uid, row.pid), row]));
    for (const row of touched.values()) await this.refreshCell(contest, row.uid, row.pid);
    if (touched.size > 0) await this.store.bump(contest.id);
  }

  private async refreshCell(contest: ContestEntity, uid: string, pid: number): Promise<void> {
    const cell = this.cellOf(contest, await this.boardSubmissions(contest, { uid, pid }));
    if (cell) await this.store.savePeople(contest.id, await this.people([uid]));
    await this.store.saveCell(contest.id, uid, pid, cell);
  }

  /** Recomputes the one cell a verdict change touches (a board not built yet is left to its build). */
  async apply({ submission }: Pick<VerdictChanged, 'submission'>): Promise<void> {
    if (!submission.cid) return;
    const contest = await this.contests.find(submission.cid);
    if (!contest || !(await this.store.isBuilt(contest.id))) return;
    await this.refreshCell(contest, submission.uid, submission.pid);
    await this.store.bump(contest.id);
    this.changed(contest.id);
  }

  private changed(cid: number): void {
    for (const listener of this.listeners) {
      try {
        listener(cid);
      } catch (error) {
        this.logger.error({ err: error, cid }, 'A board listener failed');
      }
    }
  }
}
