import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContestType } from '@verdict/common';
import { OnAppEvent } from '../../../events/event-bus';
import type { VerdictChanged } from '../../../events/events';
import { ContestSubmissions, type TimedFilter } from '../../submission/contest-submissions';
import { UserDirectory } from '../../user/user-directory';
import { ContestProblemEntity } from '../contest-problem.entity';
import { ContestRules } from '../contest-rules';
import { ContestStore } from '../contest-store';
import { awardsOf, starAccountsOf } from '../contest-view';
import type { ContestEntity } from '../contest.entity';
import { acmCell, oiCell, type BoardCell, type BoardSubmission, type BoardWindow } from './board-cell';
import type { BoardOptions, BoardPerson, BoardView } from './board-rank';
import { BoardStore, cellField, cellOfField, type StoredBoard } from './board-store';
import { MaterializedBoard, type RankedBoard } from './materialized-board';

export type { RankRow } from './materialized-board';

/** A board as this instance holds it: the shared cells at a version, and its ranked views. */
interface LocalBoard {
  version: number;
  cells: Map<string, Map<number, BoardCell<unknown>>>;
  people: Map<string, BoardPerson>;
  displayIds: Map<number, string>;
  views: Map<string, MaterializedBoard>;
}

/** What a board read asks for. */
export interface BoardQuery {
  view: BoardView;
  removeStar: boolean;
}

/** A board this instance built, before it is written to the shared store. */
interface Build {
  token: string;
  started: Date;
  board: StoredBoard;
}

/** The version of a board not written to the shared store yet. */
const UNWRITTEN = -1;

/** A build that waits longer than this for another instance's build reads the store as it is. */
const BUILD_WAIT_MS = 15_000;
const BUILD_LEASE_SECONDS = 60;

/**
 * The contest boards, kept cell by cell: built once from the contest's
 * submissions, then each `VerdictChanged` recomputes the one (user, problem) cell it touches from
 * that user's submissions to that problem. Cells live in the shared store, so every API instance
 * reads the same board; each keeps the ranked rows of the version it read last.
 */
@Injectable()
export class ContestBoardService implements OnModuleDestroy {
  private readonly logger = new Logger(ContestBoardService.name);
  /** cid → the board as this instance last read it. */
  private readonly local = new Map<number, LocalBoard>();
  private readonly listeners = new Set<(cid: number) => void>();
  /** Boards this instance built and is writing to the shared store. */
  private readonly writing = new Map<number, Promise<void>>();

  constructor(
    private readonly store: BoardStore,
    private readonly contests: ContestStore,
    private readonly rules: ContestRules,
    private readonly submissions: ContestSubmissions,
    @InjectRepository(ContestProblemEntity) private readonly problems: Repository<ContestProblemEntity>,
    private readonly users: UserDirectory,
  ) {}

  /** A board being written when the app stops is finished before the database and the store close. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.writing.values());
  }

  /** Called after a board changed (for the socket push). */
  onChange(listener: (cid: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A contest's board in the asked view, ranked. */
  async ranked(contest: ContestEntity, query: BoardQuery): Promise<RankedBoard> {
    await this.writing.get(contest.id);
    const version = await this.store.version(contest.id);
    let local = this.local.get(contest.id);
    if (!local || local.version !== version) {
      local = await this.catchUp(contest, local, version);
      this.local.set(contest.id, local);
    }
    const key = JSON.stringify([
      contest.type,
      contest.uid,
      query,
      contest.rankShowName,
      contest.starAccount,
      contest.awardType,
      contest.awardConfig,
    ]);
    let view = local.views.get(key);
    if (!view) {
      const kind = contest.type === ContestType.ACM ? 'acm' : 'oi';
      // The author and super admins try problems out; they are not contestants on the board.
      view = new MaterializedBoard(
        kind,
        this.optionsOf(contest, local.displayIds, query),
        local.cells,
        local.people,
        (person) => this.rules.isAuthorOrSuperAdmin(person, contest),
      );
      local.views.set(key, view);
    }
    return view.board();
  }

  /** Brings this instance's copy to `version`: the changed cells only, or the whole board. */
  private async catchUp(
    contest: ContestEntity,
    local: LocalBoard | undefined,
    version: number,
  ): Promise<LocalBoard> {
    const changed = local ? await this.store.changesSince(contest.id, local.version, version) : null;
    if (local && changed) {
      const cells = await this.store.readCells(contest.id, changed);
      const uids = [...new Set(changed.map((field) => cellOfField(field).uid))];
      for (const [uid, person] of await this.store.readPeople(contest.id, uids))
        local.people.set(uid, person);
      for (const [field, cell] of cells) {
        const { uid, pid } = cellOfField(field);
        const row = local.cells.get(uid) ?? new Map<number, BoardCell<unknown>>();
        if (cell) row.set(pid, cell);
        else row.delete(pid);
        local.cells.set(uid, row);
      }
      for (const view of local.views.values()) for (const uid of uids) view.touch(uid);
      local.version = version;
      return local;
    }
    // A board this instance just built is used as built; one built elsewhere is read from the store.
    const [built, problems] = await Promise.all([
      this.ensureBuilt(contest),
      this.problems.find({ where: { cid: contest.id }, select: ['pid', 'displayId'] }),
    ]);
    const board = built?.board ?? (await this.store.read(contest.id));
    const fresh: LocalBoard = {
      version: board.version,
      cells: board.cells,
      people: board.people,
      displayIds: new Map(problems.map((row) => [row.pid, row.displayId])),
      views: new Map(),
    };
    if (built) this.writeBehind(contest, built, fresh);
    return fresh;
  }

  private optionsOf(
    contest: ContestEntity,
    displayIds: Map<number, string>,
    query: BoardQuery,
  ): BoardOptions {
    return {
      view: query.view,
      displayIds,
      stars: new Set(starAccountsOf(contest)),
      removeStar: query.removeStar,
      rankShowName: contest.rankShowName,
      awardType: contest.awardType,
      awards: awardsOf(contest),
    };
  }

  /** Forgets a board (its contest's times, seal, type or score rule changed): rebuilt on the next read. */
  async drop(cid: number): Promise<void> {
    await this.writing.get(cid);
    this.local.delete(cid);
    await this.store.drop(cid);
    this.changed(cid);
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

  /** A board's view of the contest's submissions, uid → pid → submissions. */
  private async submissionsByCell(
    contest: ContestEntity,
    filter?: TimedFilter,
  ): Promise<Map<string, Map<number, BoardSubmission[]>>> {
    const rows = await this.submissions.timed(contest.id, contest.startTime, filter);
    const grouped = new Map<string, Map<number, BoardSubmission[]>>();
    for (const submission of rows) {
      let problems = grouped.get(submission.uid);
      if (!problems) grouped.set(submission.uid, (problems = new Map()));
      const list = problems.get(submission.pid);
      if (list) list.push(submission);
      else problems.set(submission.pid, [submission]);
    }
    return grouped;
  }

  private async people(uids: string[]): Promise<BoardPerson[]> {
    if (uids.length === 0) return [];
    const users = await this.users.cardsOf(uids);
    return [...users.values()].map(({ uid, username, nickname, realname, school, gender, avatar, role }) => ({
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

  /** Builds the board once (one instance builds, the others wait); the board when this call built it. */
  private async ensureBuilt(contest: ContestEntity): Promise<Build | null> {
    if (await this.store.isBuilt(contest.id)) return null;
    const token = randomUUID();
    const deadline = Date.now() + BUILD_WAIT_MS;
    while (!(await this.store.claimBuild(contest.id, token, BUILD_LEASE_SECONDS))) {
      if (await this.store.isBuilt(contest.id)) return null;
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      if (await this.store.isBuilt(contest.id)) {
        await this.store.releaseBuild(contest.id, token);
        return null;
      }
      const started = new Date();
      return { token, started, board: await this.build(contest) };
    } catch (error) {
      await this.store.releaseBuild(contest.id, token);
      throw error;
    }
  }

  /** The whole board from the contest's submissions (its version is set once it is written). */
  private async build(contest: ContestEntity): Promise<StoredBoard> {
    const submissions = await this.submissionsByCell(contest);
    // The database looks the people up while the cells are worked out.
    const people = this.people([...submissions.keys()]);
    const cells = this.cellsOf(contest, submissions);
    return {
      version: UNWRITTEN,
      cells,
      people: new Map((await people).map((person) => [person.uid, person])),
    };
  }

  /**
   * Writes a board this instance built to the shared store after its first read is answered, then
   * gives up the build. Reads here wait for the write; other instances wait for the build lease.
   */
  private writeBehind(contest: ContestEntity, built: Build, local: LocalBoard): void {
    const write = this.write(contest, built, local)
      .catch((error) => {
        this.logger.error({ err: error, cid: contest.id }, 'Writing a contest board failed');
        if (this.local.get(contest.id) === local) this.local.delete(contest.id);
      })
      .finally(() => {
        this.writing.delete(contest.id);
        // A lease left behind runs out by itself; nothing waits on this write to fail.
        return this.store.releaseBuild(contest.id, built.token).catch((error: unknown) => {
          this.logger.warn({ err: error, cid: contest.id }, 'Releasing a contest board build failed');
        });
      });
    this.writing.set(contest.id, write);
  }

  private async write(contest: ContestEntity, { board, started }: Build, local: LocalBoard): Promise<void> {
    const people = [...board.people.values()];
    // Later changes (the catch-up below, verdicts on other instances) reach the local copy through
    // the change log.
    local.version = await this.store.replace(contest.id, board.cells, people);
    // Verdicts committed while the build read were skipped by apply (not built yet): catch up
    // with one read of the users they touched. The margin covers the database's clock.
    const late = await this.submissions.changedSince(contest.id, new Date(started.getTime() - 2_000));
    if (late.length === 0) return;
    const fresh = this.cellsOf(
      contest,
      await this.submissionsByCell(contest, { uids: [...new Set(late.map((row) => row.uid))] }),
    );
    const touched = new Set(late.map((row) => cellField(row.uid, row.pid)));
    await this.store.savePeople(contest.id, await this.people([...fresh.keys()]));
    for (const field of touched) {
      const { uid, pid } = cellOfField(field);
      await this.store.saveCell(contest.id, uid, pid, fresh.get(uid)?.get(pid) ?? null);
    }
    await this.store.recordChange(contest.id, [...touched]);
    this.changed(contest.id);
  }

  /** The cells of grouped submissions: uid → pid → cell. */
  private cellsOf(
    contest: ContestEntity,
    grouped: Map<string, Map<number, BoardSubmission[]>>,
  ): StoredBoard['cells'] {
    const cells: StoredBoard['cells'] = new Map();
    for (const [uid, problems] of grouped) {
      const row = new Map<number, BoardCell<unknown>>();
      for (const [pid, list] of problems) {
        const cell = this.cellOf(contest, list);
        if (cell) row.set(pid, cell);
      }
      if (row.size > 0) cells.set(uid, row);
    }
    return cells;
  }

  /**
   * Recomputes the one cell a verdict change touches; the cell's submissions are read while the
   * board is checked (a board not built yet is left to its build).
   */
  @OnAppEvent('submission.verdict')
  async apply({ submission }: Pick<VerdictChanged, 'submission'>): Promise<void> {
    if (!submission.cid) return;
    const contest = await this.contests.find(submission.cid);
    if (!contest) return;
    const { uid, pid } = submission;
    const [built, submissions, people] = await Promise.all([
      this.store.isBuilt(contest.id),
      this.submissionsByCell(contest, { uid, pid }),
      this.people([uid]),
    ]);
    if (!built) return;
    const cell = this.cellOf(contest, submissions.get(uid)?.get(pid) ?? []);
    await Promise.all([
      cell ? this.store.savePeople(contest.id, people) : null,
      this.store.saveCell(contest.id, uid, pid, cell),
    ]);
    await this.store.recordChange(contest.id, [cellField(uid, pid)]);
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
