import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Like, Not, Repository, type EntityManager } from 'typeorm';
import {
  type AdminContestProblemList,
  type ContestProblemLinkView,
  ErrorCode,
  ProblemAuth,
  ProblemType,
} from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { findPage } from '../../database/find-page';
import { pick } from '../../common/objects/pick';
import { AccessService } from '../access/access.service';
import type { Viewer } from '../access/viewer';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { ProblemAdminService } from '../problem/problem-admin.service';
import { ProblemPicker } from '../problem/problem-picker';
import type { ProblemRow } from '../problem/problem-row';
import { ProblemService } from '../problem/problem.service';
import { ContestBoardService } from './board/contest-board.service';
import { ContestAnnouncementEntity } from './contest-announcement.entity';
import { contestTarget } from './contest-audit-target';
import { changesBoard, contestColumns } from './contest-form';
import { ContestParticipants } from './contest-participants';
import { ContestProblemEntity } from './contest-problem.entity';
import { toContestProblemLinkView } from './contest-problem-link-view';
import { ContestRegisterEntity } from './contest-register.entity';
import { ContestRules } from './contest-rules';
import { ContestStore } from './contest-store';
import { RunningContestProblems } from './running-contest-problems';
import { toAdminContestView, type AdminContestResponse } from './contest-view';
import {
  AddContestProblemDto,
  AdminContestDto,
  AdminContestListQueryDto,
  AdminContestProblemListQueryDto,
  ContestProblemDto,
} from './contest.dto';
import { ContestEntity } from './contest.entity';
import { toPickerRow } from '../problem/picker-row';

/** The problem form of a problem made inside a contest: where it goes and under which display id. */
export type ContestProblemForm = Parameters<ProblemAdminService['create']>[0] & {
  cid?: number;
  displayId?: string;
};

/** The contest a problem form is for: `cid`, or `problem.cid` as HOJ's form sends it. */
export function contestOfForm(dto: ContestProblemForm): number {
  const cid = dto.cid ?? dto.problem.cid;
  if (cid === undefined) throw badRequest('cid is required');
  return cid;
}

/** Creating, editing, cloning and deleting contests and their problems. */
@Injectable()
export class ContestAdminService {
  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    @InjectRepository(ContestProblemEntity)
    private readonly contestProblems: Repository<ContestProblemEntity>,
    private readonly problems: ProblemService,
    private readonly picker: ProblemPicker,
    private readonly transactions: TransactionRunner,
    private readonly store: ContestStore,
    private readonly rules: ContestRules,
    private readonly participants: ContestParticipants,
    private readonly board: ContestBoardService,
    private readonly problemAdmin: ProblemAdminService,
    private readonly access: AccessService,
    private readonly audit: AuditTrail,
    private readonly running: RunningContestProblems,
  ) {}

  /** The contest, when the admin may manage it: its author, a super admin or a root of its group. */
  async requireManaged(cid: number, user: AuthUser): Promise<ContestEntity> {
    const contest = await this.contests.findOneBy({ id: cid });
    if (!contest) throw notFound('The contest does not exist', ErrorCode.CONTEST_NOT_FOUND);
    if (!(await this.rules.isContestAdmin(user, contest))) {
      throw forbidden('Only the contest author or a super admin can manage this contest');
    }
    return contest;
  }

  /**
   * Every contest of the site (`gid` null) or of one group, hidden ones too; the password only of
   * those the viewer manages.
   */
  async list(
    query: AdminContestListQueryDto,
    viewer: Viewer,
    gid: number | null = null,
  ): Promise<Page<AdminContestResponse>> {
    const keyword = query.keyword?.trim();
    const where = {
      gid: gid === null ? IsNull() : gid,
      ...(keyword ? { title: Like(`%${keyword.replace(/[%_\\]/g, '\\$&')}%`) } : {}),
    };
    const order = { startTime: 'DESC', id: 'DESC' } as const;
    return findPage(this.contests, query, 10, { where, order }, async (rows) => {
      const counts = await this.participants.counts(rows.map((row) => row.id));
      return Promise.all(
        rows.map(async (row) => ({
          ...toAdminContestView(row, counts.get(row.id) ?? 0),
          pwd: await this.rules.passwordFor(viewer, row),
        })),
      );
    });
  }

  async get(cid: number, user: AuthUser): Promise<AdminContestResponse> {
    return this.viewOf(await this.requireManaged(cid, user));
  }

  async viewOf(contest: ContestEntity): Promise<AdminContestResponse> {
    return toAdminContestView(contest, await this.participants.count(contest.id));
  }

  /** A site contest (`gid` null) or a group's, owned by its creator. */
  async create(
    dto: AdminContestDto,
    user: AuthUser,
    gid: number | null = null,
  ): Promise<AdminContestResponse> {
    const saved = await this.contests.save(
      this.contests.create({ ...contestColumns(dto), uid: user.uid, author: user.username, gid }),
    );
    this.store.forget(saved.id);
    return toAdminContestView(saved, 0);
  }

  /** The back office's edit; the audit log keeps the columns it changed (times, seal, password masked). */
  async update(dto: AdminContestDto, user: Actor): Promise<void> {
    if (!dto.id) throw badRequest('id is required');
    const contest = await this.requireManaged(dto.id, user);
    const columns = await this.updateContest(contest, dto);
    const changed = Object.keys(columns) as (keyof ContestEntity)[];
    await this.audit.recordChange(user, {
      action: 'contest.edit',
      target: contestTarget({ id: contest.id, title: columns.title ?? contest.title }),
      before: pick(contest, changed),
      after: columns,
    });
  }

  /** The form's columns, which it returns; a contest stays where it is (site or group). */
  async updateContest(contest: ContestEntity, dto: AdminContestDto): Promise<Partial<ContestEntity>> {
    const columns = contestColumns(dto);
    await this.contests.update({ id: contest.id }, columns);
    this.store.forget(contest.id);
    this.running.changed();
    if (changesBoard(contest, columns)) await this.board.drop(contest.id);
    return columns;
  }

  async changeVisible(cid: number, visible: boolean, user: Actor): Promise<void> {
    const contest = await this.requireManaged(cid, user);
    await this.setVisible(contest, visible);
    await this.audit.recordChange(user, {
      action: 'contest.edit',
      target: contestTarget(contest),
      before: { visible: contest.visible },
      after: { visible },
    });
  }

  async setVisible(contest: ContestEntity, visible: boolean): Promise<void> {
    await this.contests.update({ id: contest.id }, { visible });
    this.store.forget(contest.id);
  }

  async delete(cid: number, user: AuthUser): Promise<void> {
    await this.remove(await this.requireManaged(cid, user));
  }

  /** Deletes the contest with its problems list, registrations and announcements; submissions stay. */
  async remove(contest: ContestEntity): Promise<void> {
    await this.transactions.run((manager) => this.removeRows(manager, contest.id));
    await this.forgetRemoved(contest.id);
  }

  /** The contest's rows, inside the caller's transaction; `forgetRemoved` once it has committed. */
  async removeRows(manager: EntityManager, cid: number): Promise<void> {
    await manager.delete(ContestProblemEntity, { cid });
    await manager.delete(ContestRegisterEntity, { cid });
    await manager.delete(ContestAnnouncementEntity, { cid });
    await manager.delete(ContestEntity, { id: cid });
  }

  /** Drops what this instance keeps of a deleted contest: its cached row and its board. */
  async forgetRemoved(cid: number): Promise<void> {
    this.store.forget(cid);
    this.running.changed();
    await this.board.drop(cid);
  }

  /** A hidden copy of the contest and its problem list, owned by the admin who cloned it. */
  async clone(cid: number, user: AuthUser): Promise<AdminContestResponse> {
    const source = await this.requireManaged(cid, user);
    const { id: _id, gmtCreate: _created, gmtModified: _modified, ...fields } = source;
    const copied = await this.transactions.run(async (manager) => {
      const copy = await manager.save(
        manager.create(ContestEntity, {
          ...fields,
          title: `${source.title} (copy)`,
          uid: user.uid,
          author: user.username,
          visible: false,
        }),
      );
      const problems = await manager.findBy(ContestProblemEntity, { cid });
      for (const { pid, displayId, displayTitle, color } of problems) {
        await manager.insert(ContestProblemEntity, { cid: copy.id, pid, displayId, displayTitle, color });
      }
      return toAdminContestView(copy, 0);
    });
    this.running.changed();
    return copied;
  }

  async problemList(
    query: AdminContestProblemListQueryDto,
    user: AuthUser,
  ): Promise<AdminContestProblemList<Date>> {
    return this.problemsOf(await this.requireManaged(query.cid, user), query);
  }

  /**
   * A page of the contest's problems by keyword, with their contest rows by problem id. With
   * `problemType` (the "add from public problems" dialog) the page lists instead the problems that
   * may still be added: not in the contest, of that type (0 ACM, any other value OI), no group's
   * and none hidden; for a group's contest only public ones.
   */
  async problemsOf(
    contest: ContestEntity,
    query: Omit<AdminContestProblemListQueryDto, 'cid'>,
  ): Promise<AdminContestProblemList<Date>> {
    const { current, size, skip } = pageWindow(query, 10);
    const rows = await this.contestProblems.findBy({ cid: contest.id });
    const ids = rows.map((row) => row.pid);
    const page = { keyword: query.keyword, skip, take: size };
    const [problems, total] =
      query.problemType === undefined
        ? await this.picker.among(ids, page)
        : await this.picker.addable(
            ids,
            {
              type: query.problemType === ProblemType.ACM ? ProblemType.ACM : ProblemType.OI,
              auth: contest.gid === null ? Not(ProblemAuth.PRIVATE) : ProblemAuth.PUBLIC,
            },
            page,
          );
    return {
      problemList: toPage(problems.map(toPickerRow), total, current, size),
      contestProblemMap: Object.fromEntries(rows.map((row) => [row.pid, toContestProblemLinkView(row)])),
    };
  }

  /**
   * Adds an existing problem (not a group's) that the admin manages (another author's contest-only
   * problem is not theirs to show) under a display id; its own title is the display title.
   */
  async addProblem(dto: AddContestProblemDto, user: AuthUser): Promise<ContestProblemLinkView<Date>> {
    const contest = await this.requireManaged(dto.cid, user);
    const problem = await this.problems.findById(dto.pid);
    if (!problem || problem.gid !== null)
      throw notFound('The problem does not exist', ErrorCode.PROBLEM_NOT_FOUND);
    const row = await this.link(contest, this.access.requireManagesProblem(user, problem), dto.displayId);
    return toContestProblemLinkView(row);
  }

  /** Puts the problem in the contest under the display id, titled as the problem is. */
  async link(contest: ContestEntity, problem: ProblemRow, displayId: string): Promise<ContestProblemEntity> {
    if (await this.contestProblems.existsBy({ cid: contest.id, pid: problem.id })) {
      throw badRequest('The problem is already in this contest');
    }
    return this.saveContestProblem(
      this.contestProblems.create({
        cid: contest.id,
        pid: problem.id,
        displayId: displayId.trim(),
        displayTitle: problem.title,
        color: null,
      }),
    );
  }

  /** A new problem made for the contest (auth 3: seen only through contests) and added to it. */
  async createProblem(dto: ContestProblemForm, user: AuthUser): Promise<{ pid: number; problemId: string }> {
    return this.createProblemIn(await this.requireManaged(contestOfForm(dto), user), dto, user);
  }

  /** The problem belongs where the contest does: the site, or the contest's group. */
  async createProblemIn(
    contest: ContestEntity,
    dto: ContestProblemForm,
    user: AuthUser,
  ): Promise<{ pid: number; problemId: string }> {
    dto.problem.auth = ProblemAuth.CONTEST;
    const created = await this.problemAdmin.create(dto, user.username, undefined, contest.gid);
    const problem = await this.problemAdmin.get(created.pid);
    await this.link(contest, problem, dto.displayId?.trim() || created.problemId);
    return created;
  }

  async contestProblem(cid: number, pid: number, user: AuthUser): Promise<ContestProblemLinkView<Date>> {
    return toContestProblemLinkView(await this.contestProblemOf(await this.requireManaged(cid, user), pid));
  }

  async contestProblemOf(contest: ContestEntity, pid: number): Promise<ContestProblemEntity> {
    const row = await this.contestProblems.findOneBy({ cid: contest.id, pid });
    if (!row) throw notFound('The problem is not in this contest', ErrorCode.PROBLEM_NOT_FOUND);
    return row;
  }

  async updateContestProblem(dto: ContestProblemDto, user: AuthUser): Promise<ContestProblemLinkView<Date>> {
    return toContestProblemLinkView(await this.updateLink(await this.requireManaged(dto.cid, user), dto));
  }

  /** A contest problem's display id, title and balloon colour. */
  async updateLink(contest: ContestEntity, dto: ContestProblemDto): Promise<ContestProblemEntity> {
    const row =
      dto.id !== undefined || dto.pid === undefined
        ? await this.contestProblems.findOneBy({ id: dto.id ?? 0, cid: contest.id })
        : await this.contestProblems.findOneBy({ pid: dto.pid, cid: contest.id });
    if (!row) throw notFound('The problem is not in this contest', ErrorCode.PROBLEM_NOT_FOUND);
    Object.assign(row, {
      displayId: dto.displayId.trim(),
      displayTitle: dto.displayTitle.trim(),
      color: dto.color?.trim() || null,
    });
    return this.saveContestProblem(row);
  }

  async removeProblem(cid: number, pid: number, user: AuthUser): Promise<void> {
    await this.unlink(await this.requireManaged(cid, user), pid);
  }

  /** Takes the problem out of the contest; the problem itself stays. */
  async unlink(contest: ContestEntity, pid: number): Promise<void> {
    const removed = await this.contestProblems.delete({ cid: contest.id, pid });
    if (!removed.affected) throw notFound('The problem is not in this contest', ErrorCode.PROBLEM_NOT_FOUND);
    this.running.changed();
    await this.board.drop(contest.id);
  }

  private async saveContestProblem(row: ContestProblemEntity): Promise<ContestProblemEntity> {
    try {
      const saved = await this.contestProblems.save(row);
      this.running.changed();
      await this.board.drop(row.cid);
      return saved;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw badRequest(`The display ID ${row.displayId} is already used in this contest`);
      }
      throw error;
    }
  }
}
