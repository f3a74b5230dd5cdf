import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  type AdminProblemView,
  GROUP_PROBLEM_APPLY_PROGRESS as PROGRESS,
  type GroupProblemCreatedView,
} from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest } from '../../../common/http/app.exception';
import { Page } from '../../../common/http/pagination';
import { findPage } from '../../../database/find-page';
import { TagResponse } from '../../tag/tag.dto';
import { TagService } from '../../tag/tag.service';
import { ProblemCaseResponse, toProblemCaseResponse } from '../../test-data/test-data.dto';
import { TestdataService } from '../../test-data/test-data.service';
import { toAdminProblemView } from '../admin-problem-view';
import { CompileDto, ProblemDto } from '../problem-admin.dto';
import { ProblemAdminService } from '../problem-admin.service';
import { ProblemListItem } from '../problem.dto';
import { ProblemEntity } from '../problem.entity';
import { ProblemQueryService } from '../problem-query.service';
import { groupDisplayId } from './group-display-id';
import { GroupProblemAccess } from './group-problem-access';
import { GROUP_PROBLEM_MESSAGES, GroupProblemPageQueryDto } from './group-problem.dto';
import { problemKeywordWhere } from '../problem-keyword';
import { ProblemListCache } from '../problem-list-cache';

/**
 * A group's problems (HOJ group/GroupProblemController): the members' list, the admins' list and
 * form, auth changes and the request to make one public. The form and its checks are the back
 * office's (`ProblemAdminService`); this service adds who may use it and the group's id prefix.
 */
@Injectable()
export class GroupProblemService {
  constructor(
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    private readonly access: GroupProblemAccess,
    private readonly admin: ProblemAdminService,
    private readonly query: ProblemQueryService,
    private readonly testdata: TestdataService,
    private readonly tags: TagService,
    private readonly listCache: ProblemListCache,
  ) {}

  /** The group's public problems with the viewer's status on each, as the public list shows them. */
  list(query: GroupProblemPageQueryDto, user: AuthUser): Promise<Page<ProblemListItem>> {
    const { gid, currentPage, limit, keyword } = query;
    return this.query.list({ kind: 'group', gid }, { currentPage, limit: limit ?? 10, keyword }, user);
  }

  /** Every problem of the group, newest first, as the back office lists them. */
  async adminList(query: GroupProblemPageQueryDto, user: AuthUser): Promise<Page<AdminProblemView<Date>>> {
    await this.access.requireAdmin(user, query.gid);
    const where = problemKeywordWhere({ gid: query.gid }, query.keyword);
    const order = { id: 'DESC' } as const;
    return findPage(this.problems, query, 10, { where, order }, (rows) => rows.map(toAdminProblemView));
  }

  async get(pid: number, user: AuthUser): Promise<AdminProblemView<Date>> {
    return toAdminProblemView((await this.access.requireManageable(user, pid)).problem);
  }

  async create(dto: ProblemDto, user: AuthUser): Promise<GroupProblemCreatedView> {
    const gid = dto.problem.gid;
    if (gid === undefined || gid === null) throw badRequest(GROUP_PROBLEM_MESSAGES.problemGidRequired);
    const group = await this.access.requireAdmin(user, gid);
    const typed = dto.problem.problemId?.trim();
    if (!typed) throw badRequest(GROUP_PROBLEM_MESSAGES.problemIdRequired);
    dto.problem.problemId = groupDisplayId(group.shortName, typed);
    dto.problem.author = user.username;
    return this.admin.create(dto, user.username, undefined, gid);
  }

  async update(dto: ProblemDto, user: AuthUser): Promise<void> {
    const pid = dto.problem.id;
    if (pid === undefined) throw badRequest('problem.id is required');
    const { problem, group } = await this.access.requireManageable(user, pid);
    if (dto.problem.gid !== undefined && dto.problem.gid !== problem.gid)
      throw badRequest(GROUP_PROBLEM_MESSAGES.gidFixed);
    // An id sent back as it is stays, even when the group's short name has changed since.
    const typed = dto.problem.problemId?.trim();
    if (typed && typed.toUpperCase() !== problem.problemId)
      dto.problem.problemId = groupDisplayId(group.shortName, typed);
    await this.admin.update(dto, user.username);
  }

  async delete(pid: number, user: AuthUser): Promise<void> {
    await this.access.requireManageable(user, pid);
    await this.admin.delete(pid);
  }

  async cases(pid: number, user: AuthUser): Promise<ProblemCaseResponse[]> {
    await this.access.requireManageable(user, pid);
    return (await this.testdata.casesOf(pid)).map(toProblemCaseResponse);
  }

  /** The tags a group problem may carry: the form files tags under the site's set. */
  async tagsOf(gid: number, user: AuthUser): Promise<TagResponse[]> {
    await this.access.requireMember(user, gid);
    return this.tags.allTags();
  }

  async compile(gid: number, dto: CompileDto, kind: 'checker' | 'interactor', user: AuthUser): Promise<void> {
    await this.access.requireAdmin(user, gid);
    await this.admin.compileChecker(dto, kind);
  }

  async changeAuth(pid: number, auth: number, user: AuthUser): Promise<void> {
    await this.access.requireManageable(user, pid);
    await this.admin.changeAuth(pid, auth, user.username);
  }

  /**
   * Asks the site's problem admins to make the problem public (they review it under
   * admin/group-problem), or withdraws a request not yet decided; a refusal stays on record.
   */
  async applyPublic(pid: number, isApplied: boolean, user: AuthUser): Promise<void> {
    const problem = await this.access.requireAuthorOrRoot(user, pid, GROUP_PROBLEM_MESSAGES.applyNotYours);
    const current = problem.applyPublicProgress;
    const next = isApplied ? PROGRESS.APPLYING : current === PROGRESS.APPLYING ? null : current;
    if (next === current) return;
    await this.problems.update({ id: pid }, { applyPublicProgress: next, modifiedUser: user.username });
    this.listCache.clear();
  }
}
