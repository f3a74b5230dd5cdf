import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Like, Repository } from 'typeorm';
import { ErrorCode, ProblemAuth } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { ProblemAdminService } from '../problem/problem-admin.service';
import { ProblemEntity } from '../problem/problem.entity';
import { ContestBoardService } from './board/contest-board.service';
import { ContestAnnouncementEntity } from './contest-announcement.entity';
import { changesBoard, contestColumns } from './contest-form';
import { ContestParticipants } from './contest-participants';
import { ContestProblemEntity } from './contest-problem.entity';
import { ContestRegisterEntity } from './contest-register.entity';
import { ContestRules } from './contest-rules';
import { ContestStore } from './contest-store';
import { toAdminContestView, type AdminContestResponse } from './contest-view';
import {
  AddContestProblemDto,
  AdminContestDto,
  AdminContestListQueryDto,
  AdminContestProblemListQueryDto,
  ContestProblemDto,
} from './contest.dto';
import { ContestEntity } from './contest.entity';

/** The contest problem picker of the admin form (HOJ admin get-problem-list). */
export interface AdminContestProblemList {
  problemList: Page<
    Pick<ProblemEntity, 'id' | 'problemId' | 'title' | 'author' | 'auth' | 'type' | 'difficulty'>
  >;
  contestProblemMap: Record<number, ContestProblemEntity>;
}

/** Creating, editing, cloning and deleting contests and their problems (hoj-api-routes admin/contest). */
@Injectable()
export class ContestAdminService {
  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    @InjectRepository(ContestProblemEntity)
    private readonly contestProblems: Repository<ContestProblemEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly transactions: TransactionRunner,
    private readonly store: ContestStore,
    private readonly rules: ContestRules,
    private readonly participants: ContestParticipants,
    private readonly board: ContestBoardService,
    private readonly problemAdmin: ProblemAdminService,
  ) {}

  /** The contest, when the admin may manage it: its author or a super admin (seed 2 §6). */
  async requireManaged(cid: number, user: AuthUser): Promise<ContestEntity> {
    const contest = await this.contests.findOneBy({ id: cid });
    if (!contest) throw notFound('The contest does not exist', ErrorCode.CONTEST_NOT_FOUND);
    if (!this.rules.isContestAdmin(user, contest)) {
      throw forbidden('Only the contest author or a super admin can manage this contest');
    }
    return contest;
  }

  async list(query: AdminContestListQueryDto): Promise<Page<AdminContestResponse>> {
    const { current, size, skip } = pageWindow(query, 10);
    const keyword = query.keyword?.trim();
    const [rows, total] = await this.contests.findAndCount({
      where: {
        gid: IsNull(),
        ...(keyword ? { title: Like(`%${keyword.replace(/[%_\\]/g, '\\$&')}%`) } : {}),
      },
      order: { startTime: 'DESC', id: 'DESC' },
      skip,
      take: size,
    });
    const counts = await this.participants.counts(rows.map((row) => row.id));
    return toPage(
      rows.map((row) => toAdminContestView(row, counts.get(row.id) ?? 0)),
      total,
      current,
      size,
    );
  }

  async get(cid: number, user: AuthUser): Promise<AdminContestResponse> {
    const contest = await this.requireManaged(cid, user);
    return toAdminContestView(contest, await this.participants.count(cid));
  }

  async create(dto: AdminContestDto, user: AuthUser): Promise<AdminContestResponse> {
    const saved = await this.contests.save(
      this.contests.create({ ...contestColumns(dto), uid: user.uid, author: user.username, gid: null }),
    );
    return toAdminContestView(saved, 0);
  }

  async update(dto: AdminContestDto, user: AuthUser): Promise<void> {
    if (!dto.id) throw badRequest('id is required');
    const contest = await this.requireManaged(dto.id, user);
    const columns = contestColumns(dto);
    await this.contests.update({ id: contest.id }, columns);
    this.store.forget(contest.id);
    if (changesBoard(contest, columns)) await this.board.drop(contest.id);
  }

  async changeVisible(cid: number, visible: boolean, user: AuthUser): Promise<void> {
    await this.requireManaged(cid, user);
    await this.contests.update({ id: cid }, { visible });
    this.store.forget(cid);
  }

  /** Deletes the contest with its problems list, registrations and announcements; submissions stay. */
  async delete(cid: number, user: AuthUser): Promise<void> {
    await this.requireManaged(cid, user);
    await this.transactions.run(async (manager) => {
      await manager.delete(ContestProblemEntity, { cid });
      await manager.delete(ContestRegisterEntity, { cid });
      await manager.delete(ContestAnnouncementEntity, { cid });
      await manager.delete(ContestEntity, { id: cid });
    });
    this.store.forget(cid);
    await this.board.drop(cid);
  }

  /** A hidden copy of the contest and its problem list, owned by the admin who cloned it. */
  async clone(cid: number, user: AuthUser): Promise<AdminContestResponse> {
    const source = await this.requireManaged(cid, user);
    const { id: _id, gmtCreate: _created, gmtModified: _modified, ...fields } = source;
    return this.transactions.run(async (manager) => {
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
  }

  async problemList(
    query: AdminContestProblemListQueryDto,
    user: AuthUser,
  ): Promise<AdminContestProblemList> {
    await this.requireManaged(query.cid, user);
    const { current, size, skip } = pageWindow(query, 10);
    const rows = await this.contestProblems.findBy({ cid: query.cid });
    const keyword = query.keyword?.trim();
    const ids = rows.map((row) => row.pid);
    const where = keyword
      ? [
          { id: In(ids), title: Like(`%${keyword}%`) },
          { id: In(ids), problemId: Like(`%${keyword.toUpperCase()}%`) },
        ]
      : { id: In(ids) };
    const [problems, total] = await this.problems.findAndCount({
      select: ['id', 'problemId', 'title', 'author', 'auth', 'type', 'difficulty'],
      where,
      order: { id: 'ASC' },
      skip,
      take: size,
    });
    return {
      problemList: toPage(problems, total, current, size),
      contestProblemMap: Object.fromEntries(rows.map((row) => [row.pid, row])),
    };
  }

  /** Adds an existing problem (not a group's) under a display id; its own title is the display title. */
  async addProblem(dto: AddContestProblemDto, user: AuthUser): Promise<ContestProblemEntity> {
    await this.requireManaged(dto.cid, user);
    const problem = await this.problems.findOneBy({ id: dto.pid });
    if (!problem || problem.gid !== null)
      throw notFound('The problem does not exist', ErrorCode.PROBLEM_NOT_FOUND);
    if (await this.contestProblems.existsBy({ cid: dto.cid, pid: dto.pid })) {
      throw badRequest('The problem is already in this contest');
    }
    return this.saveContestProblem(
      this.contestProblems.create({
        cid: dto.cid,
        pid: dto.pid,
        displayId: dto.displayId.trim(),
        displayTitle: problem.title,
        color: null,
      }),
    );
  }

  /** A new problem made for the contest (auth 3: seen only through contests) and added to it. */
  async createProblem(
    dto: Parameters<ProblemAdminService['create']>[0] & { cid: number; displayId?: string },
    user: AuthUser,
  ): Promise<{ pid: number; problemId: string }> {
    await this.requireManaged(dto.cid, user);
    dto.problem.auth = ProblemAuth.CONTEST;
    const created = await this.problemAdmin.create(dto, user.username);
    await this.addProblem(
      { cid: dto.cid, pid: created.pid, displayId: dto.displayId?.trim() || created.problemId },
      user,
    );
    return created;
  }

  async contestProblem(cid: number, pid: number, user: AuthUser): Promise<ContestProblemEntity> {
    await this.requireManaged(cid, user);
    const row = await this.contestProblems.findOneBy({ cid, pid });
    if (!row) throw notFound('The problem is not in this contest', ErrorCode.PROBLEM_NOT_FOUND);
    return row;
  }

  async updateContestProblem(dto: ContestProblemDto, user: AuthUser): Promise<ContestProblemEntity> {
    await this.requireManaged(dto.cid, user);
    const row = await this.contestProblems.findOneBy({ id: dto.id, cid: dto.cid });
    if (!row) throw notFound('The problem is not in this contest', ErrorCode.PROBLEM_NOT_FOUND);
    Object.assign(row, {
      displayId: dto.displayId.trim(),
      displayTitle: dto.displayTitle.trim(),
      color: dto.color?.trim() || null,
    });
    return this.saveContestProblem(row);
  }

  async removeProblem(cid: number, pid: number, user: AuthUser): Promise<void> {
    await this.requireManaged(cid, user);
    const removed = await this.contestProblems.delete({ cid, pid });
    if (!removed.affected) throw notFound('The problem is not in this contest', ErrorCode.PROBLEM_NOT_FOUND);
    await this.board.drop(cid);
  }

  private async saveContestProblem(row: ContestProblemEntity): Promise<ContestProblemEntity> {
    try {
      const saved = await this.contestProblems.save(row);
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
