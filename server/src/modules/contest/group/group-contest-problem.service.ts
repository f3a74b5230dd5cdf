import { Injectable } from '@nestjs/common';
import {
  type AdminContestProblemList,
  type ContestProblemLinkView,
  ErrorCode,
  ProblemAuth,
} from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest, notFound } from '../../../common/http/app.exception';
import { ProblemService } from '../../problem/problem.service';
import { ContestAdminService, contestOfForm, type ContestProblemForm } from '../contest-admin.service';
import { toContestProblemLinkView } from '../contest-problem-link-view';
import type {
  AddContestProblemDto,
  AdminContestProblemListQueryDto,
  ContestProblemDto,
} from '../contest.dto';
import { GroupContestAccess } from './group-contest-access';
import { GROUP_CONTEST_MESSAGES, type AddGroupContestProblemQueryDto } from './group-contest.dto';

/**
 * The problems of a group's contest, managed by those who may manage the contest: public
 * problems, the group's own problems, and new problems made for the contest, which belong to the
 * group.
 */
@Injectable()
export class GroupContestProblemService {
  constructor(
    private readonly access: GroupContestAccess,
    private readonly admin: ContestAdminService,
    private readonly problems: ProblemService,
  ) {}

  async list(
    query: AdminContestProblemListQueryDto,
    viewer: AuthUser,
  ): Promise<AdminContestProblemList<Date>> {
    const { contest } = await this.access.requireManageable(viewer, query.cid);
    return this.admin.problemsOf(contest, query);
  }

  /** A new problem of the group, seen only through contests, added to this one. */
  async create(dto: ContestProblemForm, viewer: AuthUser): Promise<{ pid: number; problemId: string }> {
    const { contest } = await this.access.requireManageable(viewer, contestOfForm(dto));
    return this.admin.createProblemIn(contest, dto, viewer);
  }

  async get(cid: number, pid: number, viewer: AuthUser): Promise<ContestProblemLinkView<Date>> {
    const { contest } = await this.access.requireManageable(viewer, cid);
    return toContestProblemLinkView(await this.admin.contestProblemOf(contest, pid));
  }

  async update(dto: ContestProblemDto, viewer: AuthUser): Promise<ContestProblemLinkView<Date>> {
    const { contest } = await this.access.requireManageable(viewer, dto.cid);
    return toContestProblemLinkView(await this.admin.updateLink(contest, dto));
  }

  async remove(cid: number, pid: number, viewer: AuthUser): Promise<void> {
    const { contest } = await this.access.requireManageable(viewer, cid);
    await this.admin.unlink(contest, pid);
  }

  /** A public problem of the site (no group's, no private one) under the display id. */
  async addFromPublic(dto: AddContestProblemDto, viewer: AuthUser): Promise<ContestProblemLinkView<Date>> {
    const { contest } = await this.access.requireManageable(viewer, dto.cid);
    const problem = await this.problems.findById(dto.pid);
    if (!problem || (problem.gid !== null && problem.gid !== contest.gid)) {
      throw notFound('The problem does not exist', ErrorCode.PROBLEM_NOT_FOUND);
    }
    if (problem.gid !== null || problem.auth !== ProblemAuth.PUBLIC) {
      throw badRequest(GROUP_CONTEST_MESSAGES.notPublicProblem);
    }
    return toContestProblemLinkView(await this.admin.link(contest, problem, dto.displayId));
  }

  /** One of the group's own problems, named by its display id; another group's is refused. */
  async addFromGroup(
    query: AddGroupContestProblemQueryDto,
    viewer: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    const { contest } = await this.access.requireManageable(viewer, query.cid);
    const problem = await this.problems.findByDisplayId(query.problemId);
    if (!problem || problem.gid === null) throw notFound(GROUP_CONTEST_MESSAGES.groupProblemNotFound);
    if (problem.gid !== contest.gid) throw badRequest(GROUP_CONTEST_MESSAGES.otherGroupProblem);
    const row = await this.admin.link(contest, problem, query.displayId || problem.problemId);
    return toContestProblemLinkView(row);
  }
}
